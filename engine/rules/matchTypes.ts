// What the rule matchers read (a deck's cards) and return (matches, per-condition verdicts).
import type { Condition } from './ruleSchema.ts';

/** A deck's card as the matcher reads it: `name`, or `normalized_name` when `name` is missing. */
export interface CardCount {
  name?: string | undefined;
  normalized_name?: string | undefined;
  count: number;
}

/** A rule a deck matches, with the ids of its matching variants (priority, then id). */
export interface RuleMatch {
  id: string;
  name: string;
  priority: number;
  variants: string[];
}

/** One condition's verdict, as the spec's preview shows it. */
export interface ConditionDetail extends Condition {
  count: number;
  inRange: boolean;
}

export interface SetVerdict {
  id: string;
  name: string;
  priority: number;
  description: string;
  matched: boolean;
  details: ConditionDetail[];
}

/** A rule's verdict with its variants' (a variant only matches when its parent does). */
export interface RuleVerdict extends SetVerdict {
  variants: SetVerdict[];
}

export interface MatcherStats {
  distinctNames: number;
  distinctPatterns: number;
  regexTests: number;
  /** Distinct card names over MAX_TESTED_NAME_LENGTH characters: never tested, they match nothing. */
  untestedNames: number;
}
