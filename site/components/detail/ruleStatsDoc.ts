// The rule-statistics documents (`deck_rules/<id>` stats fields and its `card_stats` rows, admin
// data model), read tolerantly: snake or camel names, numeric text, missing fields as zero.
import { z } from 'zod';
import { RULE_STATS_HP_BANDS, type RuleStatsHpBand } from '../../../engine/hpBands.ts';
import { optDate, optNumber, optString, tolerantObject } from '../../../engine/tolerant.ts';

const zero = optNumber.transform((n) => n ?? 0);
const objectOrEmpty = (value: unknown) => (value && typeof value === 'object' ? value : {});
/** A Wilson interval [low, high] of two numbers, or undefined for anything else. */
const interval = z.preprocess(
  (v) => (Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number') ? v : undefined),
  z.tuple([z.number(), z.number()]).optional(),
);

const RuleStatsSchema = tolerantObject({
  id: z.string(),
  name: optString,
  description: optString,
  priority: optNumber,
  parent_rule_id: optString,
  variant_id: optString,
  stats_total_decks: zero,
  stats_total_decks_all: zero,
  stats_share_rate: zero,
  stats_share_rate_interval: interval,
  stats_share_within_rule: optNumber,
  stats_share_within_rule_interval: interval,
  stats_energy_avg: optNumber,
  stats_avg_card_counts: z.preprocess(
    objectOrEmpty,
    tolerantObject({ pokemon: zero, trainer: zero, energy: zero }),
  ),
  stats_pokemon_evo_ratio: z.preprocess(
    objectOrEmpty,
    tolerantObject({ basic: zero, stage1: zero, stage2: zero, other: zero }),
  ),
  stats_pokemon_hp_ratio: z.preprocess(
    objectOrEmpty,
    tolerantObject(
      Object.fromEntries(RULE_STATS_HP_BANDS.map((band) => [band, zero])) as Record<
        RuleStatsHpBand,
        typeof zero
      >,
    ),
  ),
  stats_pokemon_ability_ratio: zero,
  stats_ace_spec_included_decks: zero,
  stats_ace_spec_adoption_rate: zero,
  stats_ace_spec_adoption_rate_interval: interval,
  stats_updated_at: optDate,
  /** Newest matching deck ids; the page prefers the deck-type document's richer list. */
  stats_matching_deck_ids: z.preprocess(
    objectOrEmpty,
    tolerantObject({
      ids: z.preprocess(
        (v) => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []),
        z.array(z.string()),
      ),
      limited: z.preprocess((v) => v === true, z.boolean()),
      total: zero,
    }),
  ),
});
export type RuleStats = z.infer<typeof RuleStatsSchema>;

const CardStatsRowSchema = tolerantObject({
  normalized_name: optString,
  name: optString,
  card_type: optString,
  total_decks: zero,
  included_decks: zero,
  adoption_rate: zero,
  adoption_rate_interval: interval,
  total_copies: zero,
  avg_copies_including: zero,
  avg_copies_overall: zero,
});
export type CardStatsRow = z.infer<typeof CardStatsRowSchema> & { name: string };

/** A `deck_rules/<id>` document as the rule-statistics page reads it; null when unreadable. */
export function parseRuleStats(id: string, raw: unknown): RuleStats | null {
  const parsed = RuleStatsSchema.safeParse({ ...(objectOrEmpty(raw) as object), id });
  return parsed.success ? parsed.data : null;
}

/** A `card_stats` row; the display name falls back to the normalised name, then the row id. */
export function parseCardStatsRow(rowId: string, raw: unknown): CardStatsRow | null {
  const parsed = CardStatsRowSchema.safeParse(objectOrEmpty(raw));
  if (!parsed.success) return null;
  return { ...parsed.data, name: parsed.data.name ?? parsed.data.normalized_name ?? rowId };
}

/** The variant documents of a rule are stored beside it as `<ruleId>__<variantId>`. */
export function variantStatsId(ruleId: string, variantId: string): string {
  return `${ruleId}__${variantId}`;
}
