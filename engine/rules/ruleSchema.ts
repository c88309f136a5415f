// The rule shape, declared once (spec admin §3 Rule): a condition, a sub-rule (variant) and a rule
// as validateRule returns them and the matcher reads them. The engine's types are inferred from
// these schemas; the admin callables' shapes (engine/admin/shapes.ts) and the documents that show
// conditions (engine/documentSchemas/) extend them.
import { z } from 'zod';

/** A condition: the copies of the cards whose name matches `pattern` lie in [min, max], or not. */
export const ConditionSchema = z.object({
  pattern: z.string(),
  min: z.number(),
  /** null: no upper bound. */
  max: z.number().nullable(),
  negate: z.boolean(),
});
export type Condition = z.infer<typeof ConditionSchema>;

/** A sub-rule: evaluated only for decks that match its parent rule. */
export const VariantSchema = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  priority: z.number(),
  description: z.string(),
  conditions: z.array(ConditionSchema),
});
export type Variant = z.infer<typeof VariantSchema>;

/**
 * A rule that passed validation (engine/rules/validateRule.ts): the only shape the matcher accepts.
 * It has a sub-rule's fields and its sub-rules.
 */
export const RuleSchema = VariantSchema.extend({ variants: z.array(VariantSchema) });
export type Rule = z.infer<typeof RuleSchema>;
