// Validated rules turned into flat arrays the matcher reads per deck: distinct patterns compiled
// once, conditions as pattern indices, and an index from a required pattern to its rules.
import type { Rule, Variant } from '../schemas.ts';
import { compareByPriorityThenId } from './order.ts';

/** A rule's or a variant's conditions, by pattern index, in the order the rule lists them. */
export interface ConditionSet {
  source: Rule | Variant;
  /** The rule itself, or the variant's parent. */
  rule: Rule;
  patterns: Int32Array;
  mins: Float64Array;
  /** `Infinity` where the condition has no max. */
  maxs: Float64Array;
  negates: Uint8Array;
  /** Evaluation order: conditions that need a card first, as they fail most often. */
  order: Int32Array;
  /** Enabled variants, priority then id (empty for a variant). */
  variants: ConditionSet[];
}

export interface CompiledRules {
  /** Distinct patterns, compiled with flag `u` (never `g`: `.test` must keep no state). */
  regexes: RegExp[];
  /** Enabled rules, priority then id. */
  rules: ConditionSet[];
  ruleIndex: Map<string, number>;
  /** Per pattern: the rules that cannot match unless that pattern counts at least one card. */
  anchored: Int32Array[];
  /** Rules with no such pattern (every condition negated or allowing 0): always evaluated. */
  unanchored: Int32Array;
}

/** A condition needs at least one matching card when it is not negated and its min is above 0. */
function needsCard(min: number, negate: boolean): boolean {
  return !negate && min > 0;
}

export function compileRules(rules: readonly Rule[]): CompiledRules {
  const patternIndex = new Map<string, number>();
  const regexes: RegExp[] = [];
  const indexOf = (pattern: string): number => {
    let index = patternIndex.get(pattern);
    if (index === undefined) {
      index = regexes.length;
      regexes.push(new RegExp(pattern, 'u'));
      patternIndex.set(pattern, index);
    }
    return index;
  };

  const compileSet = (source: Rule | Variant, rule: Rule, variants: ConditionSet[]): ConditionSet => {
    const conditions = source.conditions;
    const order = conditions.map((_, i) => i);
    order.sort((a, b) => {
      const ca = conditions[a]!;
      const cb = conditions[b]!;
      return Number(needsCard(cb.min, cb.negate)) - Number(needsCard(ca.min, ca.negate)) || a - b;
    });
    return {
      source,
      rule,
      patterns: Int32Array.from(conditions, (c) => indexOf(c.pattern)),
      mins: Float64Array.from(conditions, (c) => c.min),
      maxs: Float64Array.from(conditions, (c) => c.max ?? Number.POSITIVE_INFINITY),
      negates: Uint8Array.from(conditions, (c) => (c.negate ? 1 : 0)),
      order: Int32Array.from(order),
      variants,
    };
  };

  const enabled = rules.filter((rule) => rule.enabled).sort(compareByPriorityThenId);
  const compiled = enabled.map((rule) => {
    const variants = rule.variants
      .filter((variant) => variant.enabled)
      .sort(compareByPriorityThenId)
      .map((variant) => compileSet(variant, rule, []));
    return compileSet(rule, rule, variants);
  });

  const anchoredLists: number[][] = regexes.map(() => []);
  const unanchored: number[] = [];
  compiled.forEach((set, index) => {
    const first = set.order[0];
    if (first !== undefined && needsCard(set.mins[first]!, set.negates[first] === 1)) {
      anchoredLists[set.patterns[first]!]!.push(index);
    } else {
      unanchored.push(index);
    }
  });

  return {
    regexes,
    rules: compiled,
    ruleIndex: new Map(enabled.map((rule, index) => [rule.id, index])),
    anchored: anchoredLists.map((list) => Int32Array.from(list)),
    unanchored: Int32Array.from(unanchored),
  };
}
