// Rule validation with the spec's messages (admin §5 "Rule save"): a stored or edited rule in,
// a normalized `Rule` or every issue with its path (`variants[1].conditions[0].pattern`) out.

import { fileNameOf } from '../ids.ts';
import { invalidPatternMessage, RULE_MESSAGES } from '../messages.ts';
import type { Condition, Rule, Variant } from '../schemas.ts';
import { asRecord, blankToUndefined, toBoolean, toNumber, toText, withSnakeKeys } from '../tolerant.ts';
import { idIssue, RuleIdClaims, variantDocIdIssue } from './ruleIds.ts';

export interface RuleIssue {
  path: string;
  message: string;
  /** The technical detail behind the message (the regex engine's own English), when there is one. */
  detail?: string;
}

export interface InvalidRule {
  ruleId: string;
  issues: RuleIssue[];
}

type Fields = Record<string, unknown>;

function asFields(value: unknown): Fields {
  return asRecord(withSnakeKeys(value)) ?? {};
}

/** Stored text (engine/tolerant.ts `toText`), trimmed; undefined when missing or blank. */
function text(value: unknown): string | undefined {
  return toText(value)?.trim();
}

/** Booleans stored as true/false or their text; anything else takes the default. */
function flag(value: unknown, fallback: boolean): boolean {
  return toBoolean(value) ?? fallback;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * A count bound: missing or blank takes `fallback`; otherwise a finite number ≥ 0 (numeric text
 * accepted), or `invalid` when it is not one.
 */
function bound<T>(value: unknown, fallback: T): number | T | 'invalid' {
  if (blankToUndefined(value) === undefined) return fallback;
  const n = toNumber(value);
  return n === undefined || n < 0 ? 'invalid' : n;
}

/** The regular-expression engine's complaint about a pattern, or undefined when it compiles. */
export function patternError(pattern: string): string | undefined {
  try {
    new RegExp(pattern, 'u');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function validateConditions(raw: unknown, at: string, issues: RuleIssue[]): Condition[] {
  const rawConditions = list(raw);
  if (rawConditions.length === 0) {
    issues.push({ path: `${at}conditions`, message: RULE_MESSAGES.conditionsRequired });
    return [];
  }
  return rawConditions.map((rawCondition, index) => {
    const fields = asFields(rawCondition);
    const path = `${at}conditions[${index}]`;
    // The pattern is kept verbatim: spaces can be part of a regular expression.
    const pattern = typeof fields.pattern === 'string' && fields.pattern.trim() !== '' ? fields.pattern : '';
    if (pattern === '') {
      issues.push({ path: `${path}.pattern`, message: RULE_MESSAGES.patternRequired });
    } else {
      const error = patternError(pattern);
      if (error !== undefined)
        issues.push({ path: `${path}.pattern`, message: invalidPatternMessage(error), detail: error });
    }
    const min = bound(fields.min, 1);
    const max = bound(fields.max, null);
    if (min === 'invalid') issues.push({ path: `${path}.min`, message: RULE_MESSAGES.minInvalid });
    if (max === 'invalid') issues.push({ path: `${path}.max`, message: RULE_MESSAGES.maxInvalid });
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      issues.push({ path: `${path}.min`, message: RULE_MESSAGES.minAboveMax });
    }
    return {
      pattern,
      min: typeof min === 'number' ? min : 1,
      max: typeof max === 'number' ? max : null,
      negate: flag(fields.negate, false),
    };
  });
}

function validateVariant(
  raw: unknown,
  index: number,
  ruleId: string,
  seenIds: Set<string>,
  issues: RuleIssue[],
): Variant {
  const fields = asFields(raw);
  const at = `variants[${index}].`;
  const id = text(fields.id) ?? '';
  // Two ids whose file names (and page URLs) are one count as one id.
  const idIssueFound = idIssue(id, `${at}id`) ?? variantDocIdIssue(ruleId, id, `${at}id`);
  if (idIssueFound) issues.push(idIssueFound);
  else if (seenIds.has(id) || seenIds.has(fileNameOf(id)))
    issues.push({ path: `${at}id`, message: RULE_MESSAGES.variantIdDuplicate });
  seenIds.add(id);
  seenIds.add(fileNameOf(id));
  const name = text(fields.name) ?? '';
  if (name === '') issues.push({ path: `${at}name`, message: RULE_MESSAGES.nameRequired });
  return {
    id,
    name,
    enabled: flag(fields.enabled, true),
    priority: toNumber(fields.priority) ?? 0,
    description: text(fields.description) ?? '',
    conditions: validateConditions(fields.conditions, at, issues),
  };
}

/**
 * Checks a rule as stored or edited. Numbers may be numeric text, blanks count as missing,
 * camelCase and snake_case names are both read. A new rule's id is its name.
 */
export function validateRule(raw: unknown): { rule: Rule | null; issues: RuleIssue[] } {
  const fields = asFields(raw);
  const issues: RuleIssue[] = [];
  const name = text(fields.name) ?? '';
  if (name === '') issues.push({ path: 'name', message: RULE_MESSAGES.nameRequired });
  else if (name.includes('/')) issues.push({ path: 'name', message: RULE_MESSAGES.nameHasSlash });
  // A new rule's id is its name: then the name must be a storable id too.
  const explicitId = text(fields.id);
  const id = explicitId ?? name;
  const ruleIdIssue =
    explicitId !== undefined ? idIssue(id, 'id') : name === '' ? undefined : idIssue(id, 'name');
  if (ruleIdIssue && !(ruleIdIssue.path === 'name' && name.includes('/'))) issues.push(ruleIdIssue);
  const conditions = validateConditions(fields.conditions, '', issues);
  const seenVariantIds = new Set<string>();
  const variants = list(fields.variants).map((v, i) => validateVariant(v, i, id, seenVariantIds, issues));
  if (issues.length > 0) return { rule: null, issues };
  return {
    rule: {
      id,
      name,
      enabled: flag(fields.enabled, true),
      priority: toNumber(fields.priority) ?? 0,
      description: text(fields.description) ?? '',
      conditions,
      variants,
    },
    issues,
  };
}

/**
 * Every non-blank pattern of a rule as stored or edited, with its path, read like validateRule
 * reads it (even when other fields are invalid), for the checks that judge patterns.
 */
export function conditionPatterns(raw: unknown): { path: string; pattern: string }[] {
  const found: { path: string; pattern: string }[] = [];
  const visit = (conditions: unknown, at: string) => {
    list(conditions).forEach((condition, index) => {
      const { pattern } = asFields(condition);
      if (typeof pattern === 'string' && pattern.trim() !== '')
        found.push({ path: `${at}conditions[${index}].pattern`, pattern });
    });
  };
  const fields = asFields(raw);
  visit(fields.conditions, '');
  list(fields.variants).forEach((variant, index) => {
    visit(asFields(variant).conditions, `variants[${index}].`);
  });
  return found;
}

/** The id to report an invalid rule under: its id, else its name, else its position. */
export function reportedId(raw: unknown, index: number): string {
  const fields = asFields(raw);
  return text(fields.id) ?? text(fields.name) ?? `rules[${index}]`;
}

/**
 * Validates every rule: the valid ones in input order, and every invalid one with its issues.
 * A second rule with an id already taken is invalid (documents and pages are keyed by rule id),
 * and so is a rule whose documents would land on an earlier rule's (see RuleIdClaims).
 */
export function validateRules(raws: readonly unknown[]): { rules: Rule[]; invalidRules: InvalidRule[] } {
  const rules: Rule[] = [];
  const invalidRules: InvalidRule[] = [];
  const seenIds = new Set<string>();
  const claims = new RuleIdClaims();
  raws.forEach((raw, index) => {
    const { rule, issues } = validateRule(raw);
    const collisions = rule && !seenIds.has(rule.id) ? claims.conflicts(rule) : [];
    if (rule && seenIds.has(rule.id)) {
      invalidRules.push({
        ruleId: rule.id,
        issues: [{ path: 'id', message: RULE_MESSAGES.ruleIdDuplicate }],
      });
    } else if (rule && collisions.length > 0) {
      invalidRules.push({ ruleId: rule.id, issues: collisions });
    } else if (rule) {
      seenIds.add(rule.id);
      claims.add(rule);
      rules.push(rule);
    } else {
      invalidRules.push({ ruleId: reportedId(raw, index), issues });
    }
  });
  return { rules, invalidRules };
}
