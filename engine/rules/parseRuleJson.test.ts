import { describe, expect, it } from 'vitest';
import { RULE_JSON_MESSAGES } from '../messages.ts';
import { parseRuleJson } from './parseRuleJson.ts';
import { validateRule } from './validateRule.ts';

function errorsOf(value: unknown) {
  const result = parseRuleJson(typeof value === 'string' ? value : JSON.stringify(value));
  return result.ok ? [] : result.errors;
}

const condition = { pattern: 'ゲッコウガex', min: 2, max: null, negate: false };

describe('parseRuleJson(text): the rule editor JSON apply', () => {
  it('returns the draft of a well-formed rule, numbers from numeric text, negate from "true"', () => {
    const result = parseRuleJson(
      JSON.stringify({
        name: 'ゲッコウガex',
        priority: '3',
        description: '水タイプ',
        conditions: [{ pattern: 'ゲッコウガex', min: '2', max: '4', negate: 'true' }],
        variants: [{ id: 'ミラー型', conditions: [{ pattern: 'ミラー', min: 1, max: null }] }],
      }),
    );
    expect(result).toEqual({
      ok: true,
      rule: {
        name: 'ゲッコウガex',
        enabled: true,
        priority: 3,
        description: '水タイプ',
        conditions: [{ pattern: 'ゲッコウガex', min: 2, max: 4, negate: true }],
        variants: [
          {
            id: 'ミラー型',
            name: 'ミラー型',
            enabled: true,
            priority: 0,
            description: '',
            conditions: [{ pattern: 'ミラー', min: 1, max: null, negate: false }],
          },
        ],
      },
    });
  });

  it('a missing sub-rule name falls back to its id', () => {
    const result = parseRuleJson(
      JSON.stringify({
        name: 'x',
        conditions: [condition],
        variants: [{ id: 'ex型', name: '', conditions: [condition] }],
      }),
    );
    expect(result.ok && result.rule.variants[0]?.name).toBe('ex型');
  });

  it('negate is true only for true or the text "true"', () => {
    const negates = [true, 'true', 'TRUE', 1, 'yes', false].map((negate) => {
      const result = parseRuleJson(JSON.stringify({ name: 'x', conditions: [{ ...condition, negate }] }));
      return result.ok && result.rule.conditions[0]?.negate;
    });
    expect(negates).toEqual([true, true, false, false, false, false]);
  });

  it('keeps the id when the JSON has one', () => {
    const result = parseRuleJson(
      JSON.stringify({ id: 'サーフゴー (ex)', name: 'サーフゴー', conditions: [condition] }),
    );
    expect(result.ok && result.rule.id).toBe('サーフゴー (ex)');
  });

  it('invalid syntax', () => {
    expect(errorsOf('{"name": "x",')).toEqual([{ path: '', message: 'JSON の構文が不正です。' }]);
  });

  it('the root must be an object', () => {
    for (const root of ['[]', '"ナンジャモ"', 'null', '3']) {
      expect(errorsOf(root), root).toEqual([{ path: '', message: RULE_JSON_MESSAGES.rootNotObject }]);
    }
  });

  it('conditions must be an array', () => {
    expect(errorsOf({ name: 'x', conditions: { pattern: 'a' } })).toEqual([
      { path: 'conditions', message: RULE_JSON_MESSAGES.conditionsNotArray },
    ]);
    expect(errorsOf({ name: 'x' })).toEqual([
      { path: 'conditions', message: RULE_JSON_MESSAGES.conditionsNotArray },
    ]);
  });

  it('each condition is an object with a string pattern and numeric min and max', () => {
    expect(
      errorsOf({
        name: 'x',
        conditions: [
          'ナンジャモ',
          { pattern: 5, min: 1, max: null },
          { pattern: 'a', min: 'two', max: null },
          { pattern: 'a', min: 1, max: true },
        ],
      }),
    ).toEqual([
      { path: 'conditions[0]', message: RULE_JSON_MESSAGES.conditionShape },
      { path: 'conditions[1].pattern', message: RULE_JSON_MESSAGES.conditionShape },
      { path: 'conditions[2].min', message: RULE_JSON_MESSAGES.conditionShape },
      { path: 'conditions[3].max', message: RULE_JSON_MESSAGES.conditionShape },
    ]);
  });

  it('a condition without min or max is an error at its path, never a default', () => {
    expect(
      errorsOf({
        name: 'x',
        conditions: [
          { pattern: 'a', max: 4 },
          { pattern: 'a', min: 1 },
          { pattern: 'a', min: '', max: '' },
        ],
        variants: [{ id: 'v', conditions: [{ pattern: 'a' }] }],
      }),
    ).toEqual([
      { path: 'conditions[0].min', message: RULE_JSON_MESSAGES.minMissing },
      { path: 'conditions[1].max', message: RULE_JSON_MESSAGES.maxMissing },
      { path: 'conditions[2].min', message: RULE_JSON_MESSAGES.minMissing },
      { path: 'conditions[2].max', message: RULE_JSON_MESSAGES.maxMissing },
      { path: 'variants[0].conditions[0].min', message: RULE_JSON_MESSAGES.minMissing },
      { path: 'variants[0].conditions[0].max', message: RULE_JSON_MESSAGES.maxMissing },
    ]);
  });

  it('max null is no upper bound', () => {
    const result = parseRuleJson(
      JSON.stringify({ name: 'x', conditions: [{ pattern: 'a', min: 0, max: null }] }),
    );
    expect(result.ok && result.rule.conditions[0]).toEqual({
      pattern: 'a',
      min: 0,
      max: null,
      negate: false,
    });
  });

  it('variants must be an array, each with a string id and non-empty conditions', () => {
    expect(errorsOf({ name: 'x', conditions: [condition], variants: { id: 'a' } })).toEqual([
      { path: 'variants', message: RULE_JSON_MESSAGES.variantsNotArray },
    ]);
    expect(
      errorsOf({
        name: 'x',
        conditions: [condition],
        variants: [
          'a',
          { id: 7, conditions: [condition] },
          { id: 'b', conditions: [] },
          { id: 'c' },
          { id: 'd', conditions: [{ pattern: 'a', min: 'x', max: null }] },
        ],
      }),
    ).toEqual([
      { path: 'variants[0]', message: RULE_JSON_MESSAGES.variantShape },
      { path: 'variants[1].id', message: RULE_JSON_MESSAGES.variantShape },
      { path: 'variants[2].conditions', message: RULE_JSON_MESSAGES.variantShape },
      { path: 'variants[3].conditions', message: RULE_JSON_MESSAGES.variantShape },
      { path: 'variants[4].conditions[0].min', message: RULE_JSON_MESSAGES.conditionShape },
    ]);
  });

  it('numbers must be numeric: a priority that is not', () => {
    expect(errorsOf({ name: 'x', priority: '高', conditions: [condition] })).toEqual([
      { path: 'priority', message: RULE_JSON_MESSAGES.priorityNotNumber },
    ]);
  });

  it('leaves the save rules to validateRule: a negative min passes JSON apply, fails on save', () => {
    const result = parseRuleJson(
      JSON.stringify({ name: 'a/b', conditions: [{ pattern: '(', min: -1, max: null }] }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(validateRule(result.rule).issues.map((i) => i.message)).toEqual([
      '名前にスラッシュは使用できません',
      expect.stringMatching(/^正規表現が不正です: /),
      'min は0以上の数値です',
    ]);
  });
});
