// The rule preview of one deck (callable evaluateDeckRulesPreview, spec admin §7): every enabled
// valid rule's verdict with each condition's count, plus the rules that failed validation.

import { checkRules, type PatternVerdicts } from './checkRule.ts';
import type { CardCount, ConditionDetail } from './matcher.ts';
import { RuleMatcher } from './matcher.ts';
import type { InvalidRule } from './validateRule.ts';

export type PreviewSource = 'firestore' | 'official' | 'snapshot';

/** A variant's verdict (our addition to the spec's shape). */
export interface PreviewVariantResult {
  id: string;
  name: string;
  priority: number;
  matched: boolean;
  details: ConditionDetail[];
}

export interface PreviewRuleResult {
  ruleId: string;
  name: string;
  priority: number;
  description: string;
  matched: boolean;
  details: ConditionDetail[];
  variants: PreviewVariantResult[];
}

export interface PreviewResult {
  source: PreviewSource;
  deckId: string;
  invalidRules: InvalidRule[];
  /** Ids of the matched rules, priority then id (the first is the deck's primary rule). */
  matched: string[];
  /** Every enabled valid rule, priority then id. */
  results: PreviewRuleResult[];
}

export function evaluateDeckRulesPreview(
  deck: { id: string; cards: readonly CardCount[] },
  rawRules: readonly unknown[],
  source: PreviewSource,
  /** The backtracking verdicts on the rules' patterns (checkRule.ts patternsToJudge). */
  patternVerdicts: PatternVerdicts,
): PreviewResult {
  // The one rule check: a rule that a run would refuse is listed as invalid and never matched.
  const { rules, invalidRules } = checkRules(rawRules, patternVerdicts);
  const verdicts = new RuleMatcher(rules).matchDetails(deck.cards);
  const results = verdicts.map((verdict) => ({
    ruleId: verdict.id,
    name: verdict.name,
    priority: verdict.priority,
    description: verdict.description,
    matched: verdict.matched,
    details: verdict.details,
    variants: verdict.variants.map(({ id, name, priority, matched, details }) => ({
      id,
      name,
      priority,
      matched,
      details,
    })),
  }));
  return {
    source,
    deckId: deck.id,
    invalidRules,
    matched: results.filter((r) => r.matched).map((r) => r.ruleId),
    results,
  };
}
