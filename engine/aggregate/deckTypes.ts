// The deck-type page (`public/decks/types/{ruleId}`), its consensus list
// (`public/decks/consensus/{ruleId}`) and the variant page
// (`public/decks/variants/{ruleId}__{variantId}`), built from a group's accumulated statistics.

import { ADOPTION_CATEGORIES } from '../cardKinds.ts';
import type {
  ConsensusList,
  DeckConsensus,
  DeckListItem,
  DeckTypeDetail,
  Interval,
  PublicMatchups,
  VariantDetail,
  WeeklyEntry,
} from '../documents.ts';
import { deckTypeOf } from '../rules/order.ts';
import type { Rule, Variant } from '../schemas.ts';
import { wilsonInterval } from '../wilson.ts';
import { consensusOf } from './consensus.ts';
import type { PlacedEvent } from './events.ts';
import type { DeckRef, GroupView } from './groupAccumulator.ts';
import { abilityRatioOf, cardsByAdoption, pokemonStatsOf } from './pokemonStats.ts';
import { ratio } from './ratio.ts';
import type { RuleCatalogView, RuleEntry } from './ruleCatalog.ts';

export interface DeckListContext {
  rules: RuleCatalogView;
  placements: ReadonlyMap<string, PlacedEvent[]>;
}

export function deckListItemOf(deck: DeckRef, context: DeckListContext): DeckListItem {
  const primary = deckTypeOf(deck.ruleMatches);
  return {
    id: deck.id,
    name: deck.name ?? deck.id,
    primaryRuleId: primary,
    primaryRuleName: primary === null ? null : context.rules.nameOf(primary),
    ruleNames: deck.ruleMatches.map((id) => context.rules.nameOf(id)),
    createdAt: deck.createdAt,
    updatedAt: deck.updatedAt,
    events: context.placements.get(deck.id) ?? [],
  };
}

function deckListOf(group: GroupView, context: DeckListContext): DeckTypeDetail['decks'] {
  const items = group.newest.result().map((deck) => deckListItemOf(deck, context));
  return { items, limited: group.newest.total > items.length, total: group.newest.total };
}

export interface VariantSummary {
  variant: Variant;
  group: GroupView;
}

export interface DeckTypeContext extends DeckListContext {
  totalDecks: number;
  totalMatchedDecks: number;
  shareInterval: Interval;
  weekly: WeeklyEntry[];
  matchups: PublicMatchups['rows'][number] | undefined;
  cardStatsCount: number;
  asOf: string;
}

function conditionsOf(rule: Rule | undefined): DeckTypeDetail['rule']['conditions'] {
  return (rule?.conditions ?? []).map(({ pattern, min, max, negate }) => ({ pattern, min, max, negate }));
}

export function deckTypeDetailOf(
  entry: RuleEntry,
  group: GroupView,
  variants: VariantSummary[],
  context: DeckTypeContext,
): DeckTypeDetail {
  const matchedDecks = group.decks;
  const share = ratio(matchedDecks, context.totalMatchedDecks);
  const row = context.matchups;
  return {
    rule: {
      id: entry.id,
      name: entry.name,
      description: entry.description,
      matchedDecks,
      totalDecks: context.totalDecks,
      share,
      shareInterval: context.shareInterval,
      conditions: conditionsOf(entry.rule),
    },
    summary: { matchedDecks, totalDecks: context.totalDecks, share, shareInterval: context.shareInterval },
    stats: {
      ...pokemonStatsOf(group),
      variants: variants.map(({ variant, group: variantGroup }) => ({
        id: variant.id,
        name: variant.name,
        priority: variant.priority,
        matchedDecks: variantGroup.decks,
        abilityRatio: abilityRatioOf(variantGroup),
        shareWithinRule: ratio(variantGroup.decks, matchedDecks),
        shareOverall: ratio(variantGroup.decks, context.totalMatchedDecks),
        shareWithinRuleInterval: wilsonInterval(variantGroup.decks, matchedDecks),
        shareOverallInterval: wilsonInterval(variantGroup.decks, context.totalMatchedDecks),
      })),
      weekly: context.weekly,
    },
    decks: deckListOf(group, context),
    consensus: consensusOf(cardsByAdoption(group), group.decks),
    meta: { cardStatsCount: context.cardStatsCount },
    matchups:
      row === undefined || row.games === 0
        ? null
        : {
            wins: row.wins,
            losses: row.losses,
            winRate: row.winRate,
            games: row.games,
            winRateInterval: row.winRateInterval,
            thin: row.thin,
            opponents: row.opponents,
          },
    updatedAt: context.asOf,
  };
}

/**
 * A deck type's consensus list document (`public/decks/consensus/{ruleId}`): its cards and copies
 * in deck-list order (by category, then name), without the rates or the adoption order, which move
 * with every deck of the type while the list itself stays (the deck pages compare with it).
 */
export function deckConsensusOf(entry: RuleEntry, consensus: ConsensusList): DeckConsensus {
  const categoryRank = (category: ConsensusList['cards'][number]['category']) =>
    ADOPTION_CATEGORIES.indexOf(category);
  return {
    rule: { id: entry.id, name: entry.name },
    consensus: {
      cards: consensus.cards
        .map(({ id, name, category, copies }) => ({ id, name, category, copies }))
        .sort(
          (a, b) =>
            categoryRank(a.category) - categoryRank(b.category) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
        ),
      total: consensus.total,
    },
  };
}

export function variantDetailOf(
  entry: RuleEntry,
  parent: GroupView,
  { variant, group }: VariantSummary,
  context: DeckListContext & { totalMatchedDecks: number; cardStatsCount: number; asOf: string },
): VariantDetail {
  const shareWithinRule = ratio(group.decks, parent.decks);
  const shareOverall = ratio(group.decks, context.totalMatchedDecks);
  return {
    rule: { id: entry.id, name: entry.name, matchedDecks: parent.decks },
    variant: {
      id: variant.id,
      name: variant.name,
      description: variant.description,
      priority: variant.priority,
    },
    summary: {
      matchedDecks: group.decks,
      shareWithinRule,
      shareOverall,
      shareWithinRuleInterval: wilsonInterval(group.decks, parent.decks),
      shareOverallInterval: wilsonInterval(group.decks, context.totalMatchedDecks),
    },
    stats: pokemonStatsOf(group),
    decks: deckListOf(group, context),
    meta: { cardStatsCount: context.cardStatsCount },
    updatedAt: context.asOf,
  };
}
