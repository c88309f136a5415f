// Rules whose patterns a ReDoS checker judged unsafe become invalid rules, with the path of the
// pattern and the reason, like any other rejected pattern. The check itself runs outside the
// engine (data/regexSafety.ts); its verdicts come in as a value.
import type { Rule } from '../schemas.ts';
import type { InvalidRule, RuleIssue } from './validateRule.ts';

/** Every distinct pattern of the rules and their variants. */
export function patternsOf(rules: readonly Rule[]): string[] {
  const patterns = new Set<string>();
  for (const rule of rules) {
    for (const condition of rule.conditions) patterns.add(condition.pattern);
    for (const variant of rule.variants)
      for (const condition of variant.conditions) patterns.add(condition.pattern);
  }
  return [...patterns];
}

/**
 * The rules with no pattern in `unsafe` (pattern → message), and every other one moved to the
 * invalid rules with one issue per unsafe pattern.
 */
export function withoutUnsafePatterns(
  validated: { rules: readonly Rule[]; invalidRules: readonly InvalidRule[] },
  unsafe: ReadonlyMap<string, string>,
): { rules: Rule[]; invalidRules: InvalidRule[] } {
  const rules: Rule[] = [];
  const invalidRules = [...validated.invalidRules];
  for (const rule of validated.rules) {
    const issues: RuleIssue[] = [];
    const visit = (conditions: Rule['conditions'], at: string): void => {
      conditions.forEach((condition, i) => {
        const message = unsafe.get(condition.pattern);
        if (message !== undefined) issues.push({ path: `${at}conditions[${i}].pattern`, message });
      });
    };
    visit(rule.conditions, '');
    rule.variants.forEach((variant, v) => {
      visit(variant.conditions, `variants[${v}].`);
    });
    if (issues.length === 0) rules.push(rule);
    else invalidRules.push({ ruleId: rule.id, issues });
  }
  return { rules, invalidRules };
}
