// `tcg rules validate`: every rule of a store checked with the spec's messages; the command
// prints each issue with its rule and path and exits 1 when any rule is invalid.
import type { DocumentStore } from '../../data/store.ts';
import type { InvalidRule } from '../../engine/rules/validateRule.ts';
import { formatIssues, loadRules } from './loadRules.ts';

export interface RulesValidateResult {
  /** Rule documents checked. */
  rules: number;
  valid: number;
  invalidRules: InvalidRule[];
}

export async function runRulesValidate(effects: { store: DocumentStore }): Promise<RulesValidateResult> {
  const loaded = await loadRules(effects.store);
  return { rules: loaded.documents, valid: loaded.rules.length, invalidRules: loaded.invalidRules };
}

/** One line per issue, `ruleId: path: message`. */
export function formatRulesValidate(result: RulesValidateResult): string[] {
  return result.invalidRules.flatMap(formatIssues);
}
