import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES } from '../messages.ts';
import { validateRule, validateRules } from './validateRule.ts';

const valid = {
  id: 'リザードンex',
  name: 'リザードンex',
  conditions: [{ pattern: 'リザードンex', min: 2, max: null, negate: false }],
};

function issuesOf(raw: unknown) {
  return validateRule(raw).issues;
}

describe('validateRule(raw): the spec messages with their paths', () => {
  it('accepts a valid rule and returns it normalized with defaults', () => {
    const { rule, issues } = validateRule({
      name: ' ドラパルトex ',
      priority: '5',
      conditions: [
        { pattern: 'ドラパルトex', min: '', max: ' ' },
        { pattern: 'ナンジャモ', negate: 'true' },
      ],
      variants: [
        { id: 'ヨノワール型', name: 'ヨノワール型', conditions: [{ pattern: 'ヨノワール', max: '2' }] },
      ],
    });
    expect(issues).toEqual([]);
    expect(rule).toEqual({
      id: 'ドラパルトex',
      name: 'ドラパルトex',
      enabled: true,
      priority: 5,
      description: '',
      conditions: [
        { pattern: 'ドラパルトex', min: 1, max: null, negate: false },
        { pattern: 'ナンジャモ', min: 1, max: null, negate: true },
      ],
      variants: [
        {
          id: 'ヨノワール型',
          name: 'ヨノワール型',
          enabled: true,
          priority: 0,
          description: '',
          conditions: [{ pattern: 'ヨノワール', min: 1, max: 2, negate: false }],
        },
      ],
    });
  });

  it('keeps a stored id, reads enabled false from text and priority garbage as 0', () => {
    const { rule } = validateRule({ ...valid, id: 'サーフゴー (ex)', enabled: 'false', priority: 'abc' });
    expect(rule).toMatchObject({ id: 'サーフゴー (ex)', enabled: false, priority: 0 });
  });

  it('ignores the stored bookkeeping and statistics fields', () => {
    const stored = {
      ...valid,
      updatedAt: '2026-04-05T10:00:00+09:00',
      updatedBy: 'uid',
      stats_total_decks: 12,
    };
    expect(validateRule(stored).rule).toEqual(validateRule(valid).rule);
    expect(Object.keys(validateRule(stored).rule ?? {})).toEqual([
      'id',
      'name',
      'enabled',
      'priority',
      'description',
      'conditions',
      'variants',
    ]);
  });

  it('name is required', () => {
    expect(issuesOf({ ...valid, name: '  ' })).toEqual([{ path: 'name', message: 'name は必須です' }]);
    expect(validateRule({ ...valid, name: undefined }).rule).toBeNull();
  });

  it('name must not contain a slash', () => {
    expect(issuesOf({ ...valid, name: 'リザードン/ピジョット' })).toEqual([
      { path: 'name', message: '名前にスラッシュは使用できません' },
    ]);
  });

  it('at least one condition', () => {
    expect(issuesOf({ ...valid, conditions: [] })).toEqual([
      { path: 'conditions', message: 'conditions は1件以上必要です' },
    ]);
    expect(issuesOf({ name: 'x' })).toEqual([
      { path: 'conditions', message: 'conditions は1件以上必要です' },
    ]);
  });

  it('pattern is required', () => {
    expect(issuesOf({ ...valid, conditions: [{ min: 1 }, { pattern: ' ' }] })).toEqual([
      { path: 'conditions[0].pattern', message: 'pattern は必須です' },
      { path: 'conditions[1].pattern', message: 'pattern は必須です' },
    ]);
  });

  it('pattern must be a valid regular expression (flag u), the engine error in Japanese and as detail', () => {
    const [issue] = issuesOf({ ...valid, conditions: [{ pattern: 'リザードン(ex' }] });
    expect(issue?.path).toBe('conditions[0].pattern');
    expect(issue?.message).toBe('正規表現が不正です: 閉じていない括弧 ( があります');
    expect(issue?.detail).toMatch(/^Invalid regular expression: .*Unterminated group/);
    // Valid without flag u, invalid with it: the matcher compiles with u, so must validation.
    expect(issuesOf({ ...valid, conditions: [{ pattern: '\\-ex' }] })[0]?.message).toMatch(
      /^正規表現が不正です: /,
    );
  });

  it('min must be a finite number of at least 0', () => {
    for (const min of [-1, 'abc', '-0.5', true]) {
      expect(issuesOf({ ...valid, conditions: [{ pattern: 'a', min }] }), String(min)).toEqual([
        { path: 'conditions[0].min', message: 'min は0以上の数値です' },
      ]);
    }
  });

  it('max is null when empty, otherwise the same check', () => {
    expect(
      validateRule({ ...valid, conditions: [{ pattern: 'a', max: '' }] }).rule?.conditions[0]?.max,
    ).toBeNull();
    expect(issuesOf({ ...valid, conditions: [{ pattern: 'a', max: -2 }] })).toEqual([
      { path: 'conditions[0].max', message: 'max は0以上の数値です' },
    ]);
  });

  it('min must not exceed max', () => {
    expect(issuesOf({ ...valid, conditions: [{ pattern: 'a', min: 3, max: 2 }] })).toEqual([
      { path: 'conditions[0].min', message: 'min は max 以下である必要があります' },
    ]);
    expect(issuesOf({ ...valid, conditions: [{ pattern: 'a', max: 0 }] })).toEqual([
      { path: 'conditions[0].min', message: 'min は max 以下である必要があります' },
    ]);
  });

  it('variant id is required and has no slash; name is required; at least one condition', () => {
    const variant = { id: 'v', name: 'v', conditions: [{ pattern: 'a' }] };
    expect(
      issuesOf({
        ...valid,
        variants: [
          { ...variant, id: '' },
          { ...variant, id: 'a/b', name: '' },
          { ...variant, id: 'c', conditions: [] },
        ],
      }),
    ).toEqual([
      { path: 'variants[0].id', message: RULE_MESSAGES.variantIdRequired },
      { path: 'variants[1].id', message: RULE_MESSAGES.variantIdHasSlash },
      { path: 'variants[1].name', message: 'name は必須です' },
      { path: 'variants[2].conditions', message: 'conditions は1件以上必要です' },
    ]);
  });

  it('variant ids are unique within a rule', () => {
    const variant = { id: 'アメ型', name: 'アメ型', conditions: [{ pattern: 'ふしぎなアメ' }] };
    expect(issuesOf({ ...valid, variants: [variant, variant] })).toEqual([
      { path: 'variants[1].id', message: RULE_MESSAGES.variantIdDuplicate },
    ]);
  });

  it('checks variant conditions with paths like variants[1].conditions[0].pattern', () => {
    const ok = { id: 'a', name: 'a', conditions: [{ pattern: 'a' }] };
    const bad = { id: 'b', name: 'b', conditions: [{ pattern: '' }, { pattern: '[', min: 'x', max: -1 }] };
    const issues = issuesOf({ ...valid, variants: [ok, bad] });
    expect(issues.map((i) => i.path)).toEqual([
      'variants[1].conditions[0].pattern',
      'variants[1].conditions[1].pattern',
      'variants[1].conditions[1].min',
      'variants[1].conditions[1].max',
    ]);
    expect(issues[0]?.message).toBe('pattern は必須です');
  });

  it('reports every issue at once and returns no rule', () => {
    const result = validateRule({ name: '', conditions: [{ pattern: '(' }] });
    expect(result.rule).toBeNull();
    expect(result.issues.map((i) => i.path)).toEqual(['name', 'conditions[0].pattern']);
  });

  it('treats a non-object as a rule with nothing filled in', () => {
    expect(issuesOf('ナンジャモ').map((i) => i.path)).toEqual(['name', 'conditions']);
  });
});

describe('validateRules(raws)', () => {
  it('splits valid rules from invalid ones, naming each invalid rule', () => {
    const { rules, invalidRules } = validateRules([
      valid,
      { id: 'ゲッコウガex', name: 'ゲッコウガex', conditions: [{ pattern: '*' }] },
      { name: 'サーフゴーex', conditions: [] },
      { conditions: [] },
    ]);
    expect(rules.map((r) => r.id)).toEqual(['リザードンex']);
    expect(invalidRules.map((r) => [r.ruleId, r.issues.map((i) => i.path)])).toEqual([
      ['ゲッコウガex', ['conditions[0].pattern']],
      ['サーフゴーex', ['conditions']],
      ['rules[3]', ['name', 'conditions']],
    ]);
  });

  it('keeps the first of two rules with one id and reports the second', () => {
    const { rules, invalidRules } = validateRules([valid, { ...valid, priority: 9 }]);
    expect(rules.map((r) => r.priority)).toEqual([0]);
    expect(invalidRules).toEqual([
      { ruleId: 'リザードンex', issues: [{ path: 'id', message: RULE_MESSAGES.ruleIdDuplicate }] },
    ]);
  });
});
