// Rule and sub-rule ids as a contract (engine/ids.ts): an id no sink can store, or ids of two
// rules that would name one document, are validation issues with a Japanese line (spec admin §5
// style), so `tcg rules validate`, JSON apply and the save path refuse them before any run.
import { docPath } from '../docPaths.ts';
import { fileNameOf, type IdProblem, idProblem, variantDocId } from '../ids.ts';
import { RULE_MESSAGES } from '../messages.ts';
import type { Rule } from '../schemas.ts';
import type { RuleIssue } from './validateRule.ts';

const ID_PROBLEM_MESSAGES: Record<IdProblem, string> = {
  empty: RULE_MESSAGES.variantIdRequired,
  slash: RULE_MESSAGES.variantIdHasSlash,
  dotSegment: RULE_MESSAGES.idDotSegment,
  leadingDot: RULE_MESSAGES.idLeadingDot,
  illFormed: RULE_MESSAGES.idIllFormed,
  control: RULE_MESSAGES.idControl,
  reserved: RULE_MESSAGES.idReserved,
  tooLong: RULE_MESSAGES.idTooLong,
};

/** The issue of one rule or sub-rule id at `path`, or undefined when every sink can store it. */
export function idIssue(id: string, path: string): RuleIssue | undefined {
  const problem = idProblem(id);
  return problem ? { path, message: ID_PROBLEM_MESSAGES[problem] } : undefined;
}

/**
 * The issue of a sub-rule's statistics document id (`<ruleId>__<variantId>`), which can fail
 * although both parts pass: `__a` + `b__` is reserved, two long parts exceed 1,500 bytes.
 */
export function variantDocIdIssue(ruleId: string, variantId: string, path: string): RuleIssue | undefined {
  const joined = variantDocId(ruleId, variantId);
  const problem = idProblem(joined);
  if (!problem) return undefined;
  return { path, message: RULE_MESSAGES.variantDocIdInvalid(joined, ID_PROBLEM_MESSAGES[problem]) };
}

interface Claim {
  ruleId: string;
  variantId?: string;
}

function ownerText(claim: Claim): string {
  return claim.variantId === undefined
    ? `ルール「${claim.ruleId}」`
    : `ルール「${claim.ruleId}」のサブルール「${claim.variantId}」`;
}

/** The `deck_rules` document ids a rule's statistics take: its own and one per sub-rule. */
function claimsOf(rule: Rule): { key: string; claim: Claim; path: string }[] {
  return [
    { key: rule.id, claim: { ruleId: rule.id }, path: 'id' },
    ...rule.variants.map((variant, index) => ({
      key: variantDocId(rule.id, variant.id),
      claim: { ruleId: rule.id, variantId: variant.id },
      path: `variants[${index}].id`,
    })),
  ];
}

/**
 * The document ids taken so far by valid rules, both as ids (Firestore) and as file names (the
 * folder sink shortens long ids), so that a rule whose documents would land on another's is
 * refused: `X__Y` + sub-rule `Z` and `X` + sub-rule `Y__Z` both name `deck_rules/X__Y__Z`.
 */
export class RuleIdClaims {
  private readonly byKey = new Map<string, Claim>();

  /** Every issue of `rule` against the rules added so far (empty when it fits). */
  conflicts(rule: Rule): RuleIssue[] {
    const issues: RuleIssue[] = [];
    for (const { key, claim, path } of claimsOf(rule)) {
      const other = this.byKey.get(key) ?? this.byKey.get(fileNameOf(key));
      if (other && (other.ruleId !== rule.id || other.variantId !== claim.variantId)) {
        issues.push({ path, message: RULE_MESSAGES.idCollision(docPath.ruleStats(key), ownerText(other)) });
      }
    }
    return issues;
  }

  /** Who already holds the document id `key` (as an id or as a file name), if anyone. */
  ownerOf(key: string): string | undefined {
    const claim = this.byKey.get(key) ?? this.byKey.get(fileNameOf(key));
    return claim ? ownerText(claim) : undefined;
  }

  /** Takes a rule id met only in decks' matches (it gets pages and statistics of its own). */
  addRuleId(ruleId: string): void {
    this.byKey.set(ruleId, { ruleId });
    this.byKey.set(fileNameOf(ruleId), { ruleId });
  }

  add(rule: Rule): void {
    for (const { key, claim } of claimsOf(rule)) {
      this.byKey.set(key, claim);
      this.byKey.set(fileNameOf(key), claim);
    }
  }
}
