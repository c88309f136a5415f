// The public rules document (`public/rules`, engine/documentSchemas/publicRulesDoc.ts): what the
// browser needs to classify a list as `tcg classify` does, and nothing an admin keeps private.
import type { DocumentOf } from '../documentRegistry.ts';
import { compareByPriorityThenId } from '../rules/order.ts';
import type { Condition, Rule, Variant } from '../schemas.ts';

type PublicRules = DocumentOf<'publicRules'>;

function conditionsOf(source: Rule | Variant): Condition[] {
  return source.conditions.map(({ pattern, min, max, negate }) => ({ pattern, min, max, negate }));
}

/** The enabled rules among `rules` (validated), as the matcher orders them, with their enabled sub-rules. */
export function publicRulesOf(rules: readonly Rule[]): PublicRules {
  return {
    rules: rules
      .filter((rule) => rule.enabled)
      .sort(compareByPriorityThenId)
      .map((rule) => ({
        id: rule.id,
        name: rule.name,
        priority: rule.priority,
        conditions: conditionsOf(rule),
        variants: rule.variants
          .filter((variant) => variant.enabled)
          .sort(compareByPriorityThenId)
          .map((variant) => ({
            id: variant.id,
            name: variant.name,
            priority: variant.priority,
            conditions: conditionsOf(variant),
          })),
      })),
  };
}
