import { describe, expect, it } from 'vitest';
import { validateRule } from '../../../engine/rules/validateRule.ts';
import { isAdminClaims } from '../gate/claims.ts';
import { blankRule, formToRaw, move, ruleToForm } from './ruleForm.ts';

describe('rule form', () => {
  it('round-trips a rule through the form', () => {
    const rule = {
      name: 'ドラパルトex',
      enabled: true,
      priority: 10,
      description: '',
      conditions: [{ pattern: '^ドラパルトex$', min: 2, max: null, negate: false }],
      variants: [
        {
          id: 'dusknoir',
          name: 'ヨノワール型',
          enabled: true,
          priority: 1,
          description: '',
          conditions: [{ pattern: '^ヨノワール$', min: 1, max: 2, negate: true }],
        },
      ],
    };
    expect(validateRule(formToRaw(ruleToForm(rule))).rule).toEqual({ id: 'ドラパルトex', ...rule });
  });

  it('keeps wrong numbers as typed so validation reports them', () => {
    const form = blankRule();
    form.name = 'x';
    form.conditions[0] = { ...form.conditions[0]!, pattern: 'a', min: '-1', max: 'abc' };
    const messages = validateRule(formToRaw(form)).issues.map((i) => `${i.path}: ${i.message}`);
    expect(messages).toEqual([
      'conditions[0].min: min は0以上の数値です',
      'conditions[0].max: max は0以上の数値です',
    ]);
  });

  it('moves a condition and leaves the ends in place', () => {
    expect(move([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(move([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(move([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('isAdminClaims(claims)', () => {
  it('is true for admin === true or role === admin only', () => {
    expect(isAdminClaims({ admin: true })).toBe(true);
    expect(isAdminClaims({ role: 'admin' })).toBe(true);
    expect(isAdminClaims({ admin: 'true' })).toBe(false);
    expect(isAdminClaims({ role: 'editor' })).toBe(false);
    expect(isAdminClaims({})).toBe(false);
  });
});
