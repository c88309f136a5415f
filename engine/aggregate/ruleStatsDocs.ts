// The rule statistics of the admin data model: the `stats_*` fields of `deck_rules/{id}` (and of
// `deck_rules/{ruleId}__{variantId}` for variants) and the rule's `card_stats` rows.
import type { CardStatsRow, Interval, RuleStatsDocument } from '../documents.ts';
import { emptyRuleStatsHpCounts, RULE_STATS_HP_BANDS } from '../hpBands.ts';
import { wilsonInterval } from '../wilson.ts';
import { copyHistogramOf } from './consensus.ts';
import type { CardCounter, GroupView } from './groupAccumulator.ts';
import { abilityRatioOf, cardsByAdoption, evolutionRatioOf } from './pokemonStats.ts';
import { groupIndex, SLOT } from './profileLayout.ts';
import { ratio } from './ratio.ts';

const TOP_ADOPTION = 10;

export function cardStatsRowOf(counter: CardCounter, totalDecks: number): CardStatsRow {
  const { facts } = counter;
  return {
    normalized_name: facts.key,
    name: facts.name,
    card_type: facts.isAceSpec ? 'ace_spec' : facts.kind,
    total_decks: totalDecks,
    included_decks: counter.includedDecks,
    adoption_rate: ratio(counter.includedDecks, totalDecks),
    adoption_rate_interval: wilsonInterval(counter.includedDecks, totalDecks),
    total_copies: counter.totalCopies,
    avg_copies_including: ratio(counter.totalCopies, counter.includedDecks),
    avg_copies_overall: ratio(counter.totalCopies, totalDecks),
    copies: copyHistogramOf(counter),
  };
}

export interface RuleStatsContext {
  name: string;
  parentRuleId: string | null;
  variant?: { id: string; description: string; priority: number };
  /** Decks matched by any rule. */
  totalMatchedDecks: number;
  /** All decks. */
  totalDecks: number;
  shareRateInterval: Interval;
  /** Variants: decks of the parent rule. */
  parentDecks?: number;
  variants: RuleStatsDocument['stats_variants'];
  cardStatsLimit: number;
  asOf: string;
}

/** The stats document of a rule or variant and its card_stats rows (at most the limit). */
export function ruleStatsOf(
  group: GroupView,
  context: RuleStatsContext,
): { doc: RuleStatsDocument; rows: CardStatsRow[] } {
  const decks = group.decks;
  const perDeck = (slot: number) => ratio(group.sum(slot), decks);
  const rows = cardsByAdoption(group)
    .slice(0, context.cardStatsLimit)
    .map((counter) => cardStatsRowOf(counter, decks));
  const hp = emptyRuleStatsHpCounts();
  const withHp = group.sum(SLOT.pokemonWithHp);
  RULE_STATS_HP_BANDS.forEach((band, i) => {
    hp[band] = ratio(group.sum(SLOT.ruleStatsHp + i), withHp);
  });
  const newest = group.newest.result();
  const doc: RuleStatsDocument = {
    name: context.name,
    parent_rule_id: context.parentRuleId,
    ...(context.variant
      ? {
          variant_id: context.variant.id,
          description: context.variant.description,
          priority: context.variant.priority,
        }
      : {}),
    stats_total_decks: decks,
    stats_total_decks_all: context.totalDecks,
    stats_share_rate: ratio(decks, context.totalMatchedDecks),
    stats_share_rate_interval: context.shareRateInterval,
    stats_share_within_rule: context.parentDecks === undefined ? null : ratio(decks, context.parentDecks),
    stats_share_within_rule_interval:
      context.parentDecks === undefined ? null : wilsonInterval(decks, context.parentDecks),
    stats_energy_avg: perDeck(SLOT.group + groupIndex('energy')),
    stats_avg_card_counts: {
      pokemon: perDeck(SLOT.group + groupIndex('pokemon')),
      trainer: perDeck(SLOT.group + groupIndex('trainer')),
      energy: perDeck(SLOT.group + groupIndex('energy')),
    },
    stats_pokemon_evo_ratio: evolutionRatioOf(group),
    stats_pokemon_hp_ratio: hp,
    stats_pokemon_ability_ratio: abilityRatioOf(group),
    stats_ace_spec_included_decks: group.sum(SLOT.aceSpec),
    stats_ace_spec_adoption_rate: perDeck(SLOT.aceSpec),
    stats_ace_spec_adoption_rate_interval: wilsonInterval(group.sum(SLOT.aceSpec), decks),
    stats_updated_at: context.asOf,
    stats_top_updated_at: context.asOf,
    stats_top_adoption: rows.slice(0, TOP_ADOPTION),
    stats_variants: context.variants,
    stats_card_stats_count: rows.length,
    stats_matching_deck_ids: {
      ids: newest.map((deck) => deck.id),
      limited: group.newest.total > newest.length,
      limit: group.newest.limit,
      total: group.newest.total,
    },
  };
  return { doc, rows };
}
