import { describe, expect, it } from 'vitest';
import { RuleShape } from '../admin/shapes.ts';
import { ConditionSchema, RuleSchema } from './ruleSchema.ts';
import { validateRule } from './validateRule.ts';

describe('RuleSchema (the one rule shape)', () => {
  const stored = {
    name: 'リザードンex',
    priority: '2',
    conditions: [{ pattern: '^リザードンex$', min: '2', max: '' }],
    variants: [{ id: 'v1', name: 'ピジョット型', conditions: [{ pattern: 'ピジョット', negate: 'true' }] }],
  };

  it('is what validateRule returns: a validated rule parses to itself', () => {
    const { rule } = validateRule(stored);
    expect(rule).not.toBeNull();
    expect(RuleSchema.parse(rule)).toEqual(rule);
  });

  it('refuses a rule that skipped validation (text where a number belongs)', () => {
    expect(RuleSchema.safeParse({ ...validateRule(stored).rule, priority: '2' }).success).toBe(false);
    expect(ConditionSchema.safeParse({ pattern: 'a', min: 1, negate: false }).success).toBe(false);
  });

  it("is the admin callables' rule shape, plus the audit fields", () => {
    expect(Object.keys(RuleShape.shape).sort()).toEqual(
      [...Object.keys(RuleSchema.shape), 'updatedAt', 'updatedBy', 'updatedByEmail'].sort(),
    );
    expect(RuleShape.shape.variants).toBe(RuleSchema.shape.variants);
  });
});
