// The rule editor's form state and its conversions: numbers are kept as typed text so a wrong
// value can be shown and reported (spec admin §5), and become numbers only for validation/save.
import type { RuleDraft } from '../../../engine/rules/parseRuleJson.ts';
import type { Condition } from '../../../engine/rules/ruleSchema.ts';

export interface ConditionForm {
  key: number;
  pattern: string;
  min: string;
  max: string;
  negate: boolean;
}

export interface VariantForm {
  key: number;
  id: string;
  name: string;
  enabled: boolean;
  priority: string;
  description: string;
  conditions: ConditionForm[];
}

export interface RuleForm {
  name: string;
  enabled: boolean;
  priority: string;
  description: string;
  conditions: ConditionForm[];
  variants: VariantForm[];
}

let nextKey = 1;
const key = () => nextKey++;

export function blankCondition(): ConditionForm {
  return { key: key(), pattern: '', min: '1', max: '', negate: false };
}

export function blankVariant(): VariantForm {
  return {
    key: key(),
    id: '',
    name: '',
    enabled: true,
    priority: '0',
    description: '',
    conditions: [blankCondition()],
  };
}

export function blankRule(): RuleForm {
  return {
    name: '',
    enabled: true,
    priority: '0',
    description: '',
    conditions: [blankCondition()],
    variants: [],
  };
}

function conditionToForm(condition: Condition): ConditionForm {
  return {
    key: key(),
    pattern: condition.pattern,
    min: String(condition.min),
    max: condition.max === null ? '' : String(condition.max),
    negate: condition.negate,
  };
}

/** A stored rule or an applied JSON draft as form state. */
export function ruleToForm(rule: RuleDraft): RuleForm {
  return {
    name: rule.name,
    enabled: rule.enabled,
    priority: String(rule.priority),
    description: rule.description,
    conditions: rule.conditions.map(conditionToForm),
    variants: rule.variants.map((variant) => ({
      key: key(),
      id: variant.id,
      name: variant.name,
      enabled: variant.enabled,
      priority: String(variant.priority),
      description: variant.description,
      conditions: variant.conditions.map(conditionToForm),
    })),
  };
}

/** Typed text as a number when it is one; blank as `blank`; anything else as typed (invalid). */
function numberText<T>(text: string, blank: T): number | string | T {
  const trimmed = text.trim();
  if (trimmed === '') return blank;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

function conditionsOf(conditions: readonly ConditionForm[]) {
  return conditions.map((c) => ({
    pattern: c.pattern,
    min: numberText(c.min, 1),
    max: numberText(c.max, null),
    negate: c.negate,
  }));
}

/** The form as the rule object that validateRule and saveRule read. */
export function formToRaw(form: RuleForm): Record<string, unknown> {
  return {
    name: form.name,
    enabled: form.enabled,
    priority: numberText(form.priority, 0),
    description: form.description,
    conditions: conditionsOf(form.conditions),
    variants: form.variants.map((v) => ({
      id: v.id,
      name: v.name,
      enabled: v.enabled,
      priority: numberText(v.priority, 0),
      description: v.description,
      conditions: conditionsOf(v.conditions),
    })),
  };
}

/** Moves item `index` by `delta` (−1 up, +1 down); the ends stay put. */
export function move<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
