// The one check of a rule against the others: the spec's per-rule messages,
// ids every sink can store and no two rules naming one document (engine/ids.ts), patterns that
// cannot backtrack without bound, and the rule-count limit. `tcg rules validate`, classify's
// up-front check, saveRule, setRuleEnabled, the editor's JSON apply and the impact preview all
// call it, so a rule the publish would refuse can never be saved. Pure: the backtracking verdicts
// come in as a value (judged outside the engine by data/regexSafety.ts judgePatterns).
import { RULE_MESSAGES } from '../messages.ts';
import type { Rule } from '../schemas.ts';
import { assertInternal } from '../userError.ts';
import { RuleIdClaims } from './ruleIds.ts';
import { MAX_RULES } from './ruleLimit.ts';
import {
  conditionPatterns,
  type InvalidRule,
  patternError,
  type RuleIssue,
  reportedId,
  validateRule,
} from './validateRule.ts';

/**
 * What a backtracking checker said of each pattern: the refusal to show (正規表現が不正です: …),
 * or null when the pattern may run. Every pattern of `patternsToJudge` must be in it.
 */
export type PatternVerdicts = ReadonlyMap<string, string | null>;

/** Why a check refused a rule, for callers that answer with a fitting code besides the issues. */
export type RuleRefusal = 'invalid' | 'idTaken' | 'tooManyRules';

export interface RuleCheck {
  /** The normalized rule, or null when any issue was found. */
  rule: Rule | null;
  issues: RuleIssue[];
  /** Absent when the rule passes. */
  refusal?: RuleRefusal;
}

/** The patterns a checker must judge before these rules are checked (those that compile). */
export function patternsToJudge(raws: readonly unknown[]): string[] {
  const patterns = new Set<string>();
  for (const raw of raws)
    for (const { pattern } of conditionPatterns(raw))
      if (patternError(pattern) === undefined) patterns.add(pattern);
  return [...patterns];
}

/**
 * The rules a candidate is checked against: the ids they hold, the documents they name (as ids
 * and as file names) and how many rule documents there are. Only rules that pass the per-rule and
 * id checks hold ids; every document counts towards the limit.
 */
export class RuleBook {
  private readonly ids = new Set<string>();
  private readonly claims = new RuleIdClaims();
  /** Rule documents seen, valid or not. */
  documents = 0;

  /** The book of stored rules (the candidate's own stored version left out by the caller). */
  static of(others: readonly unknown[]): RuleBook {
    const book = new RuleBook();
    for (const raw of others) book.enter(examine(raw, book, undefined).holder);
    return book;
  }

  holds(id: string): boolean {
    return this.ids.has(id);
  }

  conflicts(rule: Rule): RuleIssue[] {
    return this.claims.conflicts(rule);
  }

  /** Counts a rule document and, when it passed the id checks, takes its ids and documents. */
  enter(holder: Rule | null): void {
    this.documents += 1;
    if (!holder) return;
    this.ids.add(holder.id);
    this.claims.add(holder);
  }
}

/** Whether the candidate names its id (an existing rule) or takes its name as id (a new rule). */
function hasExplicitId(raw: unknown): boolean {
  const id = (raw as { id?: unknown } | null)?.id;
  return (typeof id === 'string' && id.trim() !== '') || typeof id === 'number';
}

/**
 * The check, and the rule that takes its ids and documents in a book (it passes the per-rule and
 * id checks, whatever its patterns: the book does not depend on the verdicts). Without verdicts
 * (a book of stored rules) patterns are not judged.
 */
function examine(
  candidate: unknown,
  book: RuleBook,
  verdicts: PatternVerdicts | undefined,
): { check: RuleCheck; holder: Rule | null } {
  const { rule, issues } = validateRule(candidate);
  let refusal: RuleRefusal | undefined = issues.length > 0 ? 'invalid' : undefined;
  // A new rule's id is its name: an issue about the id is shown at the name.
  const idPath = hasExplicitId(candidate) ? 'id' : 'name';
  if (rule) {
    if (book.holds(rule.id)) {
      issues.push({ path: idPath, message: RULE_MESSAGES.ruleIdDuplicate });
      refusal = 'idTaken';
    } else {
      const collisions = book.conflicts(rule);
      for (const issue of collisions) issues.push(issue.path === 'id' ? { ...issue, path: idPath } : issue);
      if (collisions.length > 0) refusal = 'invalid';
    }
  }
  const holder = issues.length === 0 ? rule : null;
  if (verdicts) {
    for (const { path, pattern } of conditionPatterns(candidate)) {
      if (patternError(pattern) !== undefined) continue;
      const verdict = verdicts.get(pattern);
      assertInternal(
        verdict !== undefined,
        `checkRule: the pattern ${JSON.stringify(pattern)} was not judged`,
      );
      if (verdict !== null) {
        issues.push({ path, message: verdict });
        refusal ??= 'invalid';
      }
    }
  }
  if (book.documents + 1 > MAX_RULES) {
    issues.push({ path: idPath, message: RULE_MESSAGES.tooManyRules });
    refusal ??= 'tooManyRules';
  }
  const check: RuleCheck =
    issues.length > 0 ? { rule: null, issues, refusal: refusal ?? 'invalid' } : { rule, issues };
  return { check, holder };
}

/**
 * Checks `candidate` (a rule as stored or edited) against the rules in `book`, with `verdicts`
 * for its patterns. Issues come in the order: per-rule (the spec's messages), then the rule id
 * taken, then documents another rule names, then backtracking patterns, then the limit.
 */
export function checkAgainst(candidate: unknown, book: RuleBook, verdicts: PatternVerdicts): RuleCheck {
  return examine(candidate, book, verdicts).check;
}

/**
 * Checks one rule against the others (the save path: `others` are the stored rules but the
 * candidate's own earlier version). See checkAgainst.
 */
export function checkRule(
  candidate: unknown,
  others: readonly unknown[],
  verdicts: PatternVerdicts,
): RuleCheck {
  return checkAgainst(candidate, RuleBook.of(others), verdicts);
}

/**
 * Checks every rule of a store in order, each against the rules before it (a second rule with an
 * id or a document already taken is the invalid one): the valid rules in input order, and every
 * invalid one with its issues. What `tcg rules validate` prints and classify refuses.
 */
export function checkRules(
  raws: readonly unknown[],
  verdicts: PatternVerdicts,
): { rules: Rule[]; invalidRules: InvalidRule[] } {
  const book = new RuleBook();
  const rules: Rule[] = [];
  const invalidRules: InvalidRule[] = [];
  raws.forEach((raw, index) => {
    const { check, holder } = examine(raw, book, verdicts);
    if (check.rule) rules.push(check.rule);
    else
      invalidRules.push({
        ruleId: reportedId(raw, index),
        issues: check.issues,
      });
    // A rule refused only for its patterns still holds its ids: a later rule naming its documents
    // is the one refused, as it would be once the patterns are fixed.
    book.enter(holder);
  });
  return { rules, invalidRules };
}
