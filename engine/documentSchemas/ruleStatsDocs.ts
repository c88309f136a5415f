// The rule-statistics documents `tcg aggregate` emits into `deck_rules/{id}` (admin data model)
// and its `card_stats` rows. The rule-statistics pages read them with these same schemas.
import { z } from 'zod';
import { RULE_STATS_HP_BANDS } from '../hpBands.ts';
import { CopyHistogramSchema, IntervalSchema } from './common.ts';

/** A row of `deck_rules/{id}/card_stats/{rowId}` (row id = the normalized name, `/` as `%2F`). */
export const CardStatsRowSchema = z.strictObject({
  normalized_name: z.string(),
  name: z.string(),
  /** The card kind (engine/cardKinds.ts `CardKind`); ACE SPEC cards are `ace_spec`. */
  card_type: z.string(),
  total_decks: z.number(),
  included_decks: z.number(),
  adoption_rate: z.number(),
  /** Wilson 95% interval of `adoption_rate` (our addition). */
  adoption_rate_interval: IntervalSchema.optional(),
  total_copies: z.number(),
  avg_copies_including: z.number(),
  avg_copies_overall: z.number(),
  /** Decks by the copies they play (our addition). */
  copies: CopyHistogramSchema.optional(),
});

/** Newest matching deck ids (up to `limit`), whether the list is cut, and their total. */
export const MatchingDeckIdsSchema = z.strictObject({
  ids: z.array(z.string()),
  limited: z.boolean(),
  limit: z.number(),
  total: z.number(),
});

/**
 * The statistics fields of `deck_rules/{id}` (admin data model), emitted for each rule and for
 * each variant (its id from engine/docPaths.ts `statsDocId`) with `parent_rule_id`. A publisher
 * merges them into the rule document. `name` (and for variants `variant_id`, `description`,
 * `priority`) repeat the rule's own values at aggregation time so the page needs no other read.
 */
export const RuleStatsDocumentSchema = z.strictObject({
  name: z.string(),
  parent_rule_id: z.string().nullable(),
  variant_id: z.string().optional(),
  description: z.string().optional(),
  priority: z.number().optional(),
  stats_total_decks: z.number(),
  stats_total_decks_all: z.number(),
  /** Matched decks of the rule / matched decks overall. */
  stats_share_rate: z.number(),
  stats_share_rate_interval: IntervalSchema,
  /** Variants: decks of the variant / decks of its parent rule; null for a rule. */
  stats_share_within_rule: z.number().nullable(),
  stats_share_within_rule_interval: IntervalSchema.nullable().optional(),
  stats_energy_avg: z.number(),
  stats_avg_card_counts: z.strictObject({ pokemon: z.number(), trainer: z.number(), energy: z.number() }),
  stats_pokemon_evo_ratio: z.strictObject({
    basic: z.number(),
    stage1: z.number(),
    stage2: z.number(),
    other: z.number(),
  }),
  stats_pokemon_hp_ratio: z.record(z.enum(RULE_STATS_HP_BANDS), z.number()),
  stats_pokemon_ability_ratio: z.number(),
  stats_ace_spec_included_decks: z.number(),
  stats_ace_spec_adoption_rate: z.number(),
  stats_ace_spec_adoption_rate_interval: IntervalSchema.optional(),
  stats_updated_at: z.string(),
  stats_top_updated_at: z.string(),
  /** The first card_stats rows (adoption rate descending), for lists that need no sub-collection read. */
  stats_top_adoption: z.array(CardStatsRowSchema),
  /** The rule's variants (empty for a variant). */
  stats_variants: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      priority: z.number(),
      total_decks: z.number(),
      share_within_rule: z.number(),
      share_rate: z.number(),
      share_within_rule_interval: IntervalSchema.optional(),
      share_rate_interval: IntervalSchema.optional(),
      ability_ratio: z.number(),
    }),
  ),
  /** How many card_stats rows were written (at most 200). */
  stats_card_stats_count: z.number(),
  stats_matching_deck_ids: MatchingDeckIdsSchema,
});
