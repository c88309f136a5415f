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

const PlacementCutSchema = z.strictObject({
  count: z.number(),
  /** count / every result within the cut. */
  share: z.number(),
  shareInterval: IntervalSchema,
  /** share / the type's share of all cited results; null when no result reached the cut. */
  conversion: z.number().nullable(),
  conversionInterval: IntervalSchema.nullable(),
});

const PlacementRowSchema = z.strictObject({
  ruleId: z.string(),
  ruleName: z.string(),
  cited: z.number(),
  citedShare: z.number(),
  citedShareInterval: IntervalSchema,
  wins: PlacementCutSchema,
  top4: PlacementCutSchema,
  top8: PlacementCutSchema,
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
export type PlacementCut = z.infer<typeof PlacementCutSchema>;
