import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../ids.ts';
import { RULE_MESSAGES } from '../messages.ts';
import { parseRuleJson } from './parseRuleJson.ts';
import { validateRule, validateRules } from './validateRule.ts';

const conditions = [{ pattern: '^サーフゴーex$', min: 1, max: null }];
const rule = (id: string, variantIds: string[] = [], name = id) => ({
  id,
  name,
  conditions,
  variants: variantIds.map((v) => ({ id: v, name: v, conditions })),
});

function issuesOf(raw: unknown) {
  return validateRule(raw).issues;
}

describe('validateRule(raw): ids every sink can store', () => {
  it.each([
    ['..', RULE_MESSAGES.idDotSegment],
    ['.', RULE_MESSAGES.idDotSegment],
    ['__x__', RULE_MESSAGES.idReserved],
    ['a\nb', RULE_MESSAGES.idControl],
    ['あ'.repeat(501), RULE_MESSAGES.idTooLong],
  ])('a rule named %j (its id) is refused', (name, message) => {
    expect(issuesOf({ name, conditions })).toEqual([{ path: 'name', message }]);
  });

  it('an explicit id is checked at `id`, a slash included', () => {
    expect(issuesOf({ id: 'a/b', name: 'ok', conditions })).toEqual([
      { path: 'id', message: RULE_MESSAGES.variantIdHasSlash },
    ]);
    expect(issuesOf({ id: '..', name: 'ok', conditions })).toEqual([
      { path: 'id', message: RULE_MESSAGES.idDotSegment },
    ]);
  });

  it('a slash in a name is reported once, with the spec text', () => {
    expect(issuesOf({ name: 'a/b', conditions })).toEqual([
      { path: 'name', message: RULE_MESSAGES.nameHasSlash },
    ]);
  });

  it.each([
    ['..', RULE_MESSAGES.idDotSegment],
    ['__v__', RULE_MESSAGES.idReserved],
    ['v\u0007', RULE_MESSAGES.idControl],
  ])('a sub-rule id %j is refused', (id, message) => {
    expect(issuesOf(rule('R', [id]))).toEqual([{ path: 'variants[0].id', message }]);
  });

  it('a sub-rule whose joined document id cannot be stored is refused, naming that id', () => {
    const [reserved] = issuesOf(rule('__a', ['b__']));
    expect(reserved).toEqual({
      path: 'variants[0].id',
      message: RULE_MESSAGES.variantDocIdInvalid('__a__b__', RULE_MESSAGES.idReserved),
    });
    const [long] = issuesOf(rule('あ'.repeat(300), ['い'.repeat(300)]));
    expect(long?.message).toContain(RULE_MESSAGES.idTooLong);
  });

  it('two sub-rule ids with one file name are duplicates', () => {
    const long = 'う'.repeat(120);
    const { issues } = validateRule(rule('R', [long, long]));
    expect(issues).toEqual([{ path: 'variants[1].id', message: RULE_MESSAGES.variantIdDuplicate }]);
  });

  it('long ids that fit Firestore are valid (their files get a hashed name)', () => {
    expect(issuesOf(rule('ド'.repeat(200), ['サ'.repeat(200)]))).toEqual([]);
  });
});

describe('validateRules(raws): no two rules name one document', () => {
  it('`X__Y` + sub-rule `Z` collides with `X` + sub-rule `Y__Z`: the later rule is invalid', () => {
    const { rules, invalidRules } = validateRules([rule('X', ['Y__Z']), rule('X__Y', ['Z'])]);
    expect(rules.map((r) => r.id)).toEqual(['X']);
    expect(invalidRules).toEqual([
      {
        ruleId: 'X__Y',
        issues: [
          {
            path: 'variants[0].id',
            message: RULE_MESSAGES.idCollision('deck_rules/X__Y__Z', 'ルール「X」のサブルール「Y__Z」'),
          },
        ],
      },
    ]);
    expect(invalidRules[0]?.issues[0]?.message).toBe(
      '文書「deck_rules/X__Y__Z」がルール「X」のサブルール「Y__Z」と重複しています',
    );
  });

  it('a rule `A__B` collides with rule `A` + sub-rule `B`, in either order', () => {
    expect(validateRules([rule('A', ['B']), rule('A__B')]).invalidRules[0]?.issues[0]?.path).toBe('id');
    expect(validateRules([rule('A__B'), rule('A', ['B'])]).invalidRules[0]?.issues[0]?.path).toBe(
      'variants[0].id',
    );
  });

  it('a long id and an id equal to its file name collide; two long ids with one start do not', () => {
    const long = 'え'.repeat(200);
    expect(validateRules([rule(long), rule(`${long}x`, [], 'other')]).invalidRules).toEqual([]);
    const { invalidRules } = validateRules([rule(long), rule(fileNameOf(long), [], 'other')]);
    expect(invalidRules[0]?.issues).toEqual([
      {
        path: 'id',
        message: RULE_MESSAGES.idCollision(`deck_rules/${fileNameOf(long)}`, `ルール「${long}」`),
      },
    ]);
    // The same id twice is the existing duplicate message.
    expect(validateRules([rule(long), rule(long)]).invalidRules[0]?.issues[0]?.message).toBe(
      RULE_MESSAGES.ruleIdDuplicate,
    );
  });
});

describe('parseRuleJson(text): JSON apply refuses unstorable ids too', () => {
  it('an explicit id, a name used as id, a sub-rule id and a joined sub-rule id', () => {
    const parse = (value: unknown) => {
      const result = parseRuleJson(JSON.stringify(value));
      return result.ok ? [] : result.errors;
    };
    expect(parse({ id: '..', name: 'n', conditions })).toEqual([
      { path: 'id', message: RULE_MESSAGES.idDotSegment },
    ]);
    expect(parse({ name: '__n__', conditions })).toEqual([
      { path: 'name', message: RULE_MESSAGES.idReserved },
    ]);
    expect(parse({ name: 'n', conditions, variants: [{ id: '.', conditions }] })).toEqual([
      { path: 'variants[0].id', message: RULE_MESSAGES.idDotSegment },
    ]);
    expect(parse({ name: '__n', conditions, variants: [{ id: 'v__', conditions }] })[0]?.message).toBe(
      RULE_MESSAGES.variantDocIdInvalid('__n__v__', RULE_MESSAGES.idReserved),
    );
    expect(parse({ name: 'ok', conditions, variants: [{ id: 'v?#', conditions }] })).toEqual([]);
  });
});
