// `public/rules`: the enabled rules as /check (デッキ診断) classifies a pasted list with them in the
// browser: ids, names, priorities and conditions of each enabled rule and its enabled sub-rules.
// Descriptions and the admin fields (who edited, when) stay private. No clock: the document
// changes only when the rules do, so an unchanged rule set rewrites nothing.
import { z } from 'zod';
import { ConditionSchema } from '../rules/ruleSchema.ts';

const PublicConditionSetSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  priority: z.number(),
  conditions: z.array(z.strictObject(ConditionSchema.shape)),
});

export const PublicRulesSchema = z.strictObject({
  /** Enabled valid rules, priority then id; each with its enabled sub-rules, priority then id. */
  rules: z.array(PublicConditionSetSchema.extend({ variants: z.array(PublicConditionSetSchema) })),
});
