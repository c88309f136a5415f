// The one rule check (engine/rules/checkRule.ts) for an edited rule: its patterns judged for
// backtracking first (data/regexSafety.ts), then the rule checked against the stored ones. The
// save, toggle, JSON-apply and impact-preview callables and `tcg rules diff` all come here.
import { judgePatterns } from '../../data/regexSafety.ts';
import type { StoredDoc } from '../../data/store.ts';
import { checkRule, patternsToJudge, type RuleCheck } from '../../engine/rules/checkRule.ts';
import { isRuleDocument } from './loadRules.ts';

export interface RuleEdit {
  /** The stored rule it replaces; absent for a new rule, whose id is then its name. */
  id?: string;
  /** The rule as the editor holds it (any `id` field in it is ignored). */
  rule: Record<string, unknown>;
}

/** The rule as the check reads it: an existing rule keeps its id; a new one takes its name. */
export function candidateOf(edit: RuleEdit): Record<string, unknown> {
  const { id: _ignored, ...rule } = edit.rule;
  return edit.id === undefined ? rule : { ...rule, id: edit.id };
}

/**
 * Checks an edit against the stored documents of `deck_rules` (statistics-only sub-rule documents
 * are left out here, and so is the edited rule's own stored version).
 */
export async function checkRuleEdit(edit: RuleEdit, stored: readonly StoredDoc[]): Promise<RuleCheck> {
  const candidate = candidateOf(edit);
  const others = stored.filter((doc) => isRuleDocument(doc) && doc.id !== edit.id);
  return checkRule(candidate, others, await judgePatterns(patternsToJudge([candidate])));
}
