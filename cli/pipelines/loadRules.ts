// Reads the rules of a store for the rule commands: statistics-only variant documents
// (`deck_rules/{ruleId}__{variantId}`, which carry parent_rule_id) are not rules.
import { judgePatterns } from '../../data/regexSafety.ts';
import type { DocumentStore, StoredDoc } from '../../data/store.ts';
import { checkRules, patternsToJudge } from '../../engine/rules/checkRule.ts';
import { checkRuleCount } from '../../engine/rules/ruleLimit.ts';
import type { InvalidRule } from '../../engine/rules/validateRule.ts';
import type { Rule } from '../../engine/schemas.ts';

export function isRuleDocument(doc: StoredDoc): boolean {
  const parent = doc.parent_rule_id ?? doc.parentRuleId;
  return !(typeof parent === 'string' && parent !== '');
}

export interface LoadedRules {
  /** Rule documents read (statistics-only variant documents left out). */
  documents: number;
  /** Those documents as stored, for checking an edited rule against them (ruleEditCheck.ts). */
  raws: StoredDoc[];
  rules: Rule[];
  invalidRules: InvalidRule[];
}

export async function loadRules(store: DocumentStore): Promise<LoadedRules> {
  const raws: StoredDoc[] = [];
  for await (const doc of store.read('deck_rules')) if (isRuleDocument(doc)) raws.push(doc);
  // Too many rules would exhaust memory later: refused before any work.
  checkRuleCount(raws.length, `${store.description}: deck_rules`);
  // The one rule check (engine/rules/checkRule.ts), each rule against the ones before it; a pattern
  // that could backtrack without bound is refused like an invalid one.
  return { documents: raws.length, raws, ...checkRules(raws, await judgePatterns(patternsToJudge(raws))) };
}

/** `ruleId: path: message` for one issue, the line `tcg rules validate` prints. */
export function formatIssues(invalid: InvalidRule): string[] {
  return invalid.issues.map(({ path, message }) => `${invalid.ruleId}: ${path}: ${message}`);
}
