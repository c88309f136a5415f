import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES, UNSAFE_PATTERN_MESSAGES } from '../messages.ts';
import { checkRule, checkRules, type PatternVerdicts, patternsToJudge, RuleBook } from './checkRule.ts';
import { MAX_RULES } from './ruleLimit.ts';
import { validateRule, validateRules } from './validateRule.ts';

const conditions = [{ pattern: '^サーフゴーex$', min: 1 }];
const rule = (id: string, variantIds: string[] = [], extra: Record<string, unknown> = {}) => ({
  id,
  name: id,
  conditions,
  variants: variantIds.map((v) => ({ id: v, name: v, conditions })),
  ...extra,
});
const BACKTRACKING = '^(a+)+$';
const REFUSAL = `${UNSAFE_PATTERN_MESSAGES.exponential}${UNSAFE_PATTERN_MESSAGES.hotspotPrefix}(a+)+）`;

/** Verdicts as a checker would give them: every pattern safe but the backtracking one. */
function verdictsFor(raws: readonly unknown[]): PatternVerdicts {
  return new Map(patternsToJudge(raws).map((p) => [p, p === BACKTRACKING ? REFUSAL : null]));
}
function check(candidate: unknown, others: unknown[] = []) {
  return checkRule(candidate, others, verdictsFor([candidate]));
}

describe('checkRule(candidate, others, verdicts): one check of a rule against the others', () => {
  it('passes a valid rule and returns it normalized, as validateRule does', () => {
    const result = check(rule('サーフゴーex', ['v']), [rule('ドラパルトex')]);
    expect(result).toEqual({ rule: validateRule(rule('サーフゴーex', ['v'])).rule, issues: [] });
  });

  it('gives the per-rule issues with the spec messages and paths', () => {
    const result = check({ name: 'a/b', conditions: [{ pattern: 'x', min: 3, max: 1 }] });
    expect(result.rule).toBeNull();
    expect(result.refusal).toBe('invalid');
    expect(result.issues).toEqual([
      { path: 'name', message: RULE_MESSAGES.nameHasSlash },
      { path: 'conditions[0].min', message: RULE_MESSAGES.minAboveMax },
    ]);
  });

  it('refuses a pattern the backtracking checker refused, at its path, also beside other issues', () => {
    const bad = rule('R', ['v'], {
      variants: [{ id: 'v', name: 'v', conditions: [{ pattern: '^b$' }, { pattern: BACKTRACKING }] }],
    });
    expect(check(bad)).toEqual({
      rule: null,
      refusal: 'invalid',
      issues: [{ path: 'variants[0].conditions[1].pattern', message: REFUSAL }],
    });
    const alsoUnnamed = check({ conditions: [{ pattern: BACKTRACKING }] });
    expect(alsoUnnamed.issues.map((i) => i.path)).toEqual(['name', 'conditions[0].pattern']);
  });

  it('fails loudly when a pattern was not judged (a caller forgot the checker)', () => {
    expect(() => checkRule(rule('R'), [], new Map())).toThrow(/was not judged/);
  });

  it('refuses two rules naming one document: X__Y + Z against X + Y__Z, either way round', () => {
    const message = RULE_MESSAGES.idCollision('deck_rules/X__Y__Z', 'ルール「X」のサブルール「Y__Z」');
    expect(check(rule('X__Y', ['Z']), [rule('X', ['Y__Z'])])).toEqual({
      rule: null,
      refusal: 'invalid',
      issues: [{ path: 'variants[0].id', message }],
    });
    // A new rule named after another's sub-rule document: the issue is at its name (its id).
    const taken = check({ name: 'A__B', conditions }, [rule('A', ['B'])]);
    expect(taken.issues).toEqual([
      { path: 'name', message: RULE_MESSAGES.idCollision('deck_rules/A__B', 'ルール「A」のサブルール「B」') },
    ]);
  });

  it('refuses a new rule whose id another rule holds', () => {
    const result = check({ name: 'X', conditions }, [rule('X')]);
    expect(result).toMatchObject({
      refusal: 'idTaken',
      issues: [{ path: 'name', message: RULE_MESSAGES.ruleIdDuplicate }],
    });
  });

  it(`refuses a new rule past ${MAX_RULES} rule documents, and takes the last one`, () => {
    const others = Array.from({ length: MAX_RULES - 1 }, (_, i) => rule(`r${i}`));
    expect(check({ name: 'last', conditions }, others).rule?.id).toBe('last');
    const full = [...others, rule('r-last')];
    expect(check({ name: 'over', conditions }, full)).toEqual({
      rule: null,
      refusal: 'tooManyRules',
      issues: [{ path: 'name', message: RULE_MESSAGES.tooManyRules }],
    });
  });

  it('counts invalid stored rules towards the limit, but they hold no ids', () => {
    const book = RuleBook.of([{ name: 'X', conditions: [] }, rule('Y')]);
    expect(book.documents).toBe(2);
    expect(book.holds('X')).toBe(false);
    expect(book.holds('Y')).toBe(true);
  });
});

describe('checkRules(raws, verdicts): every rule, each against the ones before it', () => {
  it('says what validateRules says for rules with safe patterns', () => {
    const raws = [
      rule('X', ['Y__Z']),
      rule('X__Y', ['Z']),
      rule('X'),
      { name: 'bad', conditions: [{ pattern: '(' }] },
      rule('ok'),
    ];
    expect(checkRules(raws, verdictsFor(raws))).toEqual(validateRules(raws));
  });

  it('moves a rule with a backtracking pattern to the invalid rules; it still holds its ids', () => {
    const raws = [rule('X', ['Y__Z'], { conditions: [{ pattern: BACKTRACKING }] }), rule('X__Y', ['Z'])];
    const { rules, invalidRules } = checkRules(raws, verdictsFor(raws));
    expect(rules).toEqual([]);
    expect(invalidRules.map((r) => [r.ruleId, r.issues.map((i) => i.path)])).toEqual([
      ['X', ['conditions[0].pattern']],
      ['X__Y', ['variants[0].id']],
    ]);
  });

  it('gives the save path and the set check the same issue for one rule', () => {
    const stored = [rule('X', ['Y__Z'])];
    const edited = rule('X__Y', ['Z']);
    const fromSet = checkRules([...stored, edited], verdictsFor([...stored, edited])).invalidRules[0];
    expect(fromSet?.issues).toEqual(check(edited, stored).issues);
  });
});
