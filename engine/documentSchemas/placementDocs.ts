// The placements document (`public/placements`): per deck type, the event results citing it, its
// wins, top-4 and top-8 finishes and its conversion (engine/aggregate/placements.ts counts).
import { z } from 'zod';
import { IntervalSchema } from './common.ts';

const PlacementCountsSchema = z.strictObject({
  cited: z.number(),
  wins: z.number(),
  top4: z.number(),
  top8: z.number(),
});

const PlacementRowSchema = z.strictObject({
  ruleId: z.string(),
  ruleName: z.string(),
  ...PlacementCountsSchema.shape,
  citedShare: z.number(),
  citedShareInterval: IntervalSchema,
  top8Share: z.number(),
  top8ShareInterval: IntervalSchema,
  /** top8Share / citedShare; null when no result placed top-8. */
  conversion: z.number().nullable(),
  conversionInterval: IntervalSchema.nullable(),
  /** Fewer cited results than minCited. */
  thin: z.boolean(),
});

export const PublicPlacementsSchema = z.strictObject({
  events: z.number(),
  totals: PlacementCountsSchema,
  unknownType: z.number(),
  minCited: z.number(),
  rows: z.array(PlacementRowSchema),
  updatedAt: z.string(),
});

export type PublicPlacements = z.infer<typeof PublicPlacementsSchema>;
