// The rule-statistics documents `tcg aggregate` emits into `deck_rules/{id}` (admin data model)
// and its `card_stats` rows; the other document shapes are in documents.ts.
import type { CopyHistogram, Interval } from './documents.ts';

/** A row of `deck_rules/{id}/card_stats/{rowId}` (row id = the normalized name, `/` as `%2F`). */
export interface CardStatsRow {
  normalized_name: string;
  name: string;
  /** The card kind (engine/cardKinds.ts `CardKind`); ACE SPEC cards are `ace_spec`. */
  card_type: string;
  total_decks: number;
  included_decks: number;
  adoption_rate: number;
  /** Wilson 95% interval of `adoption_rate` (our addition). */
  adoption_rate_interval?: Interval;
  total_copies: number;
  avg_copies_including: number;
  avg_copies_overall: number;
  /** Decks by the copies they play (our addition). */
  copies?: CopyHistogram;
}

/**
 * The statistics fields of `deck_rules/{id}` (admin data model), emitted for each rule and for
 * each variant as `deck_rules/{ruleId}__{variantId}` with `parent_rule_id`. A publisher merges
 * them into the rule document. `name` (and for variants `variant_id`, `description`,
 * `priority`) repeat the rule's own values at aggregation time so the page needs no other read.
 */
export interface RuleStatsDocument {
  name: string;
  parent_rule_id: string | null;
  variant_id?: string;
  description?: string;
  priority?: number;
  stats_total_decks: number;
  stats_total_decks_all: number;
  /** Matched decks of the rule / matched decks overall. */
  stats_share_rate: number;
  stats_share_rate_interval: Interval;
  /** Variants: decks of the variant / decks of its parent rule; null for a rule. */
  stats_share_within_rule: number | null;
  stats_share_within_rule_interval?: Interval | null;
  stats_energy_avg: number;
  stats_avg_card_counts: { pokemon: number; trainer: number; energy: number };
  stats_pokemon_evo_ratio: { basic: number; stage1: number; stage2: number; other: number };
  stats_pokemon_hp_ratio: Record<
    'hp_0_90' | 'hp_100_129' | 'hp_130_159' | 'hp_160_189' | 'hp_190_219' | 'hp_220_plus',
    number
  >;
  stats_pokemon_ability_ratio: number;
  stats_ace_spec_included_decks: number;
  stats_ace_spec_adoption_rate: number;
  stats_ace_spec_adoption_rate_interval?: Interval;
  stats_updated_at: string;
  stats_top_updated_at: string;
  /** The first card_stats rows (adoption rate descending), for lists that need no sub-collection read. */
  stats_top_adoption: CardStatsRow[];
  /** The rule's variants (empty for a variant). */
  stats_variants: {
    id: string;
    name: string;
    priority: number;
    total_decks: number;
    share_within_rule: number;
    share_rate: number;
    share_within_rule_interval?: Interval;
    share_rate_interval?: Interval;
    ability_ratio: number;
  }[];
  /** How many card_stats rows were written (at most 200). */
  stats_card_stats_count: number;
  /** Newest matching deck ids (up to 200) and whether the list is cut. */
  stats_matching_deck_ids: { ids: string[]; limited: boolean; limit: number; total: number };
}
