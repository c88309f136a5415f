// "Apply JSON" in the rule editor (spec admin §5 "JSON apply"): text in, a rule draft for the form
// or the structural errors. The draft is then checked like any edit, by validateRule, on save.
// Strict where the spec is: each condition names its `min` and its `max` (a number, or null for no
// upper bound); a missing one is an error at its path, never a default. Stored rules are not read
// here: engine/rules/validateRule.ts reads them with the save's defaults (min 1, max null), so rules saved
// without one keep working (docs/decisions.md "Rules and classification").
import { RULE_JSON_MESSAGES } from '../messages.ts';
import type { Condition, Rule, Variant } from '../schemas.ts';
import { blankToUndefined, isRecord, toBoolean, toNumber } from '../tolerant.ts';
import { idIssue, variantDocIdIssue } from './ruleIds.ts';
import type { RuleIssue } from './validateRule.ts';

/** The editor's content: a rule not yet validated (the id is absent for a new rule). */
export type RuleDraft = Omit<Rule, 'id'> & { id?: string };

export type ParseRuleJsonResult = { ok: true; rule: RuleDraft } | { ok: false; errors: RuleIssue[] };

type Fields = Record<string, unknown>;

/** Missing, null or blank: the field's default. */
function isAbsent(value: unknown): boolean {
  return blankToUndefined(value) === undefined;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

function flagOf(value: unknown, fallback: boolean): boolean {
  return toBoolean(value) ?? fallback;
}

/** A number or numeric text; undefined when absent; NaN when present but not numeric. */
function numberOf(value: unknown): number | undefined {
  if (isAbsent(value)) return undefined;
  return toNumber(value) ?? Number.NaN;
}

function parseConditions(raw: unknown[], at: string, errors: RuleIssue[]): Condition[] {
  return raw.map((item, index) => {
    const path = `${at}conditions[${index}]`;
    if (!isRecord(item)) {
      errors.push({ path, message: RULE_JSON_MESSAGES.conditionShape });
      return { pattern: '', min: 1, max: null, negate: false };
    }
    if (typeof item.pattern !== 'string') {
      errors.push({ path: `${path}.pattern`, message: RULE_JSON_MESSAGES.conditionShape });
    }
    // min: a number (or numeric text). max: a number, or null for no upper bound.
    const min = numberOf(item.min);
    const max = item.max === null ? undefined : numberOf(item.max);
    if (min === undefined) errors.push({ path: `${path}.min`, message: RULE_JSON_MESSAGES.minMissing });
    else if (Number.isNaN(min))
      errors.push({ path: `${path}.min`, message: RULE_JSON_MESSAGES.conditionShape });
    if (max === undefined && item.max !== null)
      errors.push({ path: `${path}.max`, message: RULE_JSON_MESSAGES.maxMissing });
    else if (Number.isNaN(max))
      errors.push({ path: `${path}.max`, message: RULE_JSON_MESSAGES.conditionShape });
    return {
      pattern: textOf(item.pattern),
      min: min ?? 1,
      max: max ?? null,
      negate: flagOf(item.negate, false),
    };
  });
}

function parsePriority(fields: Fields, path: string, errors: RuleIssue[]): number {
  const priority = numberOf(fields.priority);
  if (Number.isNaN(priority)) errors.push({ path, message: RULE_JSON_MESSAGES.priorityNotNumber });
  return priority ?? 0;
}

function parseVariant(item: unknown, index: number, errors: RuleIssue[]): Variant {
  const at = `variants[${index}].`;
  const fields = isRecord(item) ? item : {};
  if (!isRecord(item)) errors.push({ path: `variants[${index}]`, message: RULE_JSON_MESSAGES.variantShape });
  else if (typeof fields.id !== 'string') {
    errors.push({ path: `${at}id`, message: RULE_JSON_MESSAGES.variantShape });
  }
  let conditions: Condition[] = [];
  if (isRecord(item)) {
    if (!Array.isArray(fields.conditions) || fields.conditions.length === 0) {
      errors.push({ path: `${at}conditions`, message: RULE_JSON_MESSAGES.variantShape });
    } else {
      conditions = parseConditions(fields.conditions, at, errors);
    }
  }
  const id = textOf(fields.id);
  const name = textOf(fields.name);
  return {
    id,
    // A sub-rule without a name is named after its id.
    name: name.trim() === '' ? id : name,
    enabled: flagOf(fields.enabled, true),
    priority: parsePriority(fields, `${at}priority`, errors),
    description: textOf(fields.description),
    conditions,
  };
}

export function parseRuleJson(text: string): ParseRuleJsonResult {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch {
    return { ok: false, errors: [{ path: '', message: RULE_JSON_MESSAGES.syntax }] };
  }
  if (!isRecord(root))
    return { ok: false, errors: [{ path: '', message: RULE_JSON_MESSAGES.rootNotObject }] };

  const errors: RuleIssue[] = [];
  let conditions: Condition[] = [];
  if (Array.isArray(root.conditions)) conditions = parseConditions(root.conditions, '', errors);
  else errors.push({ path: 'conditions', message: RULE_JSON_MESSAGES.conditionsNotArray });

  let variants: Variant[] = [];
  if (Array.isArray(root.variants)) variants = root.variants.map((v, i) => parseVariant(v, i, errors));
  else if (root.variants !== undefined && root.variants !== null) {
    errors.push({ path: 'variants', message: RULE_JSON_MESSAGES.variantsNotArray });
  }

  const rule: RuleDraft = {
    name: textOf(root.name),
    enabled: flagOf(root.enabled, true),
    priority: parsePriority(root, 'priority', errors),
    description: textOf(root.description),
    conditions,
    variants,
  };
  if (typeof root.id === 'string' && root.id.trim() !== '') rule.id = root.id;
  errors.push(...storableIdIssues(rule));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rule };
}

/**
 * Ids that no sink can store (engine/ids.ts) are refused here too, not only on save: the rule id
 * (its name for a new rule) and each sub-rule id, alone and joined as the sub-rule's document id.
 */
function storableIdIssues(rule: RuleDraft): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const ruleId = (rule.id ?? rule.name).trim();
  // A slash in a new rule's name is the save's to report (「名前にスラッシュは使用できません」).
  const fromName = rule.id === undefined;
  const found = ruleId === '' ? undefined : idIssue(ruleId, fromName ? 'name' : 'id');
  const ruleIssue = fromName && ruleId.includes('/') ? undefined : found;
  if (ruleIssue) issues.push(ruleIssue);
  rule.variants.forEach((variant, index) => {
    const path = `variants[${index}].id`;
    const id = variant.id.trim();
    if (id === '') return;
    const issue = idIssue(id, path) ?? (found ? undefined : variantDocIdIssue(ruleId, id, path));
    if (issue) issues.push(issue);
  });
  return issues;
}
