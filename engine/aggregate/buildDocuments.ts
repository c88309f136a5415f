// Builds every document of an aggregation run from the accumulated state, in a stable order:
// rule pages and statistics, the deck-type list, home, events, matchups, weekly summary, counters.
import { cardStatsRowId, type StatsOwner } from '../docPaths.ts';
import { type DocumentIds, type DocumentKind, type DocumentOf, documentPath } from '../documentRegistry.ts';
import type { RuleShareCounters } from '../documents.ts';
import { EVENT_KINDS } from '../eventSegments.ts';
import { compareByPriorityThenId } from '../rules/order.ts';
import { wilsonInterval } from '../wilson.ts';
import { DEFAULT_MIN_WINDOW_DECKS } from '../windows.ts';
import type { AggregateResult } from './aggregateResult.ts';
import { cardFactsOf, cardPagesOf, cardWindowOf } from './cardDocs.ts';
import { publicDecksOf, ruleRankingOf } from './decksIndex.ts';
import {
  deckConsensusOf,
  deckListItemOf,
  deckTypeDetailOf,
  type VariantSummary,
  variantDetailOf,
} from './deckTypes.ts';
import { eventDetailOf, eventItemOf, publicEventsOf } from './events.ts';
import { GroupAccumulator } from './groupAccumulator.ts';
import { finalsOf, matchupRowsOf } from './matchups.ts';
import { placementsOf } from './placements.ts';
import { abilityRatioOf } from './pokemonStats.ts';
import { publicRulesOf } from './publicRules.ts';
import { ratio } from './ratio.ts';
import type { RuleCatalogView } from './ruleCatalog.ts';
import { ruleStatsOf } from './ruleStatsDocs.ts';
import { segmentDocumentsOf } from './segments.ts';
import { weeklyEntriesOf, weeklySummaryOf } from './weekly.ts';
import { kindPlacementDocsOf, windowEventDocsOf } from './windowEvents.ts';
import { windowsOf } from './windows.ts';

export type { DocumentKind };

export interface EmittedDocument {
  kind: DocumentKind;
  path: string;
  data: object;
}

/**
 * The `emit(kind, ids, data)` of a run: the path comes from the registry's builder for `kind`, so
 * ids that do not name a `kind` document, or data that drifts from its schema, do not compile.
 */
export function emitInto(docs: EmittedDocument[]) {
  return <K extends DocumentKind>(kind: K, ids: DocumentIds<K>, data: DocumentOf<K>): void => {
    docs.push({ kind, path: documentPath(kind, ids), data });
  };
}

export function buildDocuments(agg: AggregateResult): EmittedDocument[] {
  const { asOf, minGames } = agg.input;
  const { limits } = agg;
  const docs: EmittedDocument[] = [];
  const emit = emitInto(docs);
  const totalMatchedDecks = agg.matchedDecks;
  const totalDecks = agg.totalDecks;
  const primaryOf = (deckId: string) => agg.primaryByDeck.get(deckId);
  const weekly = agg.weekly;
  const publicIds = new Set(agg.rules.publicEntries(agg.matchedOf).map((entry) => entry.id));
  // A result's deck_type names a type only when that type has a page (a disabled rule without
  // decks has none): its results count as of an unknown type on every page, as its decks do.
  const rules = publicTypesOnly(agg.rules, publicIds);
  const matchupRows = matchupRowsOf(finalsOf(agg.events, primaryOf, rules), rules, minGames);
  const matchupsByRule = new Map(matchupRows.map((row) => [row.ruleId, row]));
  const listContext = { rules, placements: agg.placements };
  // A sub-rule no deck matched still gets its (zero) statistics.
  const emptyGroup = new GroupAccumulator(limits);

  // Each rule: its statistics and card_stats rows, its variants', and (when public) its pages.
  for (const entry of rules.allEntries()) {
    const group = agg.group(entry.id);
    const variants: VariantSummary[] = (entry.rule?.variants ?? [])
      .filter((variant) => variant.enabled || agg.variantGroup(entry.id, variant.id) !== undefined)
      .sort(compareByPriorityThenId)
      .map((variant) => ({ variant, group: agg.variantGroup(entry.id, variant.id) ?? emptyGroup }));
    const shareInterval = wilsonInterval(group.decks, totalMatchedDecks);
    const common = { totalMatchedDecks, totalDecks, cardStatsLimit: limits.cardStats, asOf };
    const ruleStats = ruleStatsOf(group, {
      ...common,
      name: entry.name,
      parentRuleId: null,
      shareRateInterval: shareInterval,
      variants: variants.map(({ variant, group: v }) => ({
        id: variant.id,
        name: variant.name,
        priority: variant.priority,
        total_decks: v.decks,
        share_within_rule: ratio(v.decks, group.decks),
        share_rate: ratio(v.decks, totalMatchedDecks),
        share_within_rule_interval: wilsonInterval(v.decks, group.decks),
        share_rate_interval: wilsonInterval(v.decks, totalMatchedDecks),
        ability_ratio: abilityRatioOf(v),
      })),
    });
    const ruleOwner: StatsOwner = { ruleId: entry.id };
    emit('ruleStats', [entry.id], ruleStats.doc);
    for (const row of ruleStats.rows)
      emit('cardStats', [ruleOwner, cardStatsRowId(row.normalized_name)], row);

    for (const summary of variants) {
      const variantOwner: StatsOwner = { ruleId: entry.id, variantId: summary.variant.id };
      const variantStats = ruleStatsOf(summary.group, {
        ...common,
        name: summary.variant.name,
        parentRuleId: entry.id,
        variant: summary.variant,
        shareRateInterval: wilsonInterval(summary.group.decks, totalMatchedDecks),
        parentDecks: group.decks,
        variants: [],
      });
      emit('ruleStats', [entry.id, summary.variant.id], variantStats.doc);
      for (const row of variantStats.rows)
        emit('cardStats', [variantOwner, cardStatsRowId(row.normalized_name)], row);
      if (publicIds.has(entry.id)) {
        const detail = variantDetailOf(entry, group, summary, {
          ...listContext,
          totalMatchedDecks,
          cardStatsCount: variantStats.rows.length,
          asOf,
        });
        emit('variant', [entry.id, summary.variant.id], detail);
      }
    }

    if (publicIds.has(entry.id)) {
      const detail = deckTypeDetailOf(entry, group, variants, {
        ...listContext,
        totalDecks,
        totalMatchedDecks,
        shareInterval,
        weekly: weeklyEntriesOf(weekly, entry.id),
        matchups: matchupsByRule.get(entry.id),
        cardStatsCount: ruleStats.rows.length,
        asOf,
      });
      // The spec's aggregated rule document also names `top` (the most adopted cards) and
      // `matchingDecks` (newest matching deck ids): the same values as the rule statistics.
      emit('deckType', [entry.id], {
        ...detail,
        top: ruleStats.doc.stats_top_adoption,
        matchingDecks: ruleStats.doc.stats_matching_deck_ids,
      });
      emit('deckConsensus', [entry.id], deckConsensusOf(entry, detail.consensus));
    }
  }

  // The deck-type list, the home page, events, matchups, the weekly summary and the counters.
  const publicEntries = rules.publicEntries(agg.matchedOf);
  const period = { start: agg.oldest?.iso ?? null, end: agg.newest?.iso ?? null };
  emit(
    'decks',
    [],
    publicDecksOf(publicEntries, agg.matchedOf, weekly, { totalDecks, totalMatchedDecks, period }, asOf),
  );
  emit('home', [], {
    counts: { cards: agg.input.cards.length, decks: totalDecks, events: agg.events.length },
    recentEvents: agg.events.slice(0, limits.recentEvents).map(eventItemOf),
    ruleRanking: ruleRankingOf(publicEntries, agg.matchedOf, totalMatchedDecks),
    recentDecks: agg.recentDecks.map((deck) => {
      const item = deckListItemOf(deck, listContext);
      return {
        id: item.id,
        name: item.name,
        primaryRule: item.primaryRuleId,
        ruleNames: item.ruleNames,
        createdAt: item.createdAt,
        classificationUpdatedAt: deck.classificationUpdatedAt,
      };
    }),
    updatedAt: asOf,
  });
  emit('events', [], publicEventsOf(agg.events, primaryOf, rules, asOf));
  for (const event of agg.events) emit('event', [event.id], eventDetailOf(event, primaryOf, rules, asOf));
  emit('matchups', [], { rows: matchupRows, minGames, updatedAt: asOf });
  // The enabled rules' conditions, which /check classifies a pasted list with in the browser.
  emit('publicRules', [], publicRulesOf(agg.input.rules));
  emit('placements', [], { ...placementsOf(agg.events, primaryOf, rules, minGames), updatedAt: asOf });
  const ruleNames = new Map(publicEntries.map((entry) => [entry.id, entry.name]));
  const weeklySummary = weeklySummaryOf(weekly, ruleNames, asOf);
  emit('weeklySummary', [], weeklySummary);
  // The spec's data model lists public_decks_v1 beside public_decks: its versioned alias, the same document.
  emit('weeklySummaryV1', [], weeklySummary);
  // Each time window's ranking (直近1週 … 全期間), from the same weekly counts.
  const windowSettings = agg.input.windows;
  const windowContext = {
    weekly,
    entries: publicEntries,
    totalDecks,
    matchedDecks: totalMatchedDecks,
    matchedOf: agg.matchedOf,
    period,
    asOf,
    currentSince: windowSettings?.currentSince,
    minDecks: windowSettings?.minDecks ?? DEFAULT_MIN_WINDOW_DECKS,
  };
  const windows = windowsOf(windowContext);
  for (const window of windows) emit('window', [window.key], window);
  // The cards played in each window, and a page for each card played in 全期間.
  const cardFacts = cardFactsOf(agg);
  const publicTypes = publicEntries.map((entry, order) => ({ id: entry.id, name: entry.name, order }));
  for (const window of windows)
    emit('cardWindow', [window.key], cardWindowOf(agg, window, cardFacts, publicTypes));
  for (const card of cardPagesOf(agg, cardFacts, publicTypes)) emit('card', [card.id], card);
  // The same windows over the decks of each event segment (kind, league, region, size, 投稿デッキ).
  const segments = segmentDocumentsOf({ events: agg.events, citedDecks: agg.citedDecks, all: windowContext });
  for (const { windowKey, kind, doc } of segments.kinds) emit('kindSegment', [windowKey, kind], doc);
  for (const doc of segments.compact) emit('segments', [doc.key], doc);
  // The finals' matchups and the placements of each window, over the events dated in it.
  const eventsContext = {
    events: agg.events,
    primaryRuleOf: primaryOf,
    rules,
    minGames,
    minDecks: windowSettings?.minDecks ?? DEFAULT_MIN_WINDOW_DECKS,
    asOf,
  };
  for (const { matchups, placements } of windowEventDocsOf(windows, eventsContext)) {
    emit('windowMatchups', [matchups.window.key], matchups);
    emit('windowPlacements', [placements.window.key], placements);
  }
  // A kind page's 入賞 table: the placements of that kind's events only.
  for (const kind of EVENT_KINDS)
    for (const placements of kindPlacementDocsOf(windows, eventsContext, kind))
      emit('kindPlacements', [placements.window.key, kind], placements);
  emit('ruleShareCounters', [], ruleShareCountersOf(agg, publicEntries));
  return docs;
}

/** The catalog, with result types resolved to public rules only. */
function publicTypesOnly(catalog: RuleCatalogView, publicIds: ReadonlySet<string>): RuleCatalogView {
  return {
    get: (id) => catalog.get(id),
    nameOf: (id) => catalog.nameOf(id),
    allEntries: () => catalog.allEntries(),
    publicEntries: (matched) => catalog.publicEntries(matched),
    resolveType: (text) => {
      const id = catalog.resolveType(text);
      return id !== undefined && publicIds.has(id) ? id : undefined;
    },
  };
}

function ruleShareCountersOf(
  agg: AggregateResult,
  publicEntries: readonly { id: string }[],
): RuleShareCounters {
  const ruleTotals: Record<string, number> = {};
  for (const entry of publicEntries) ruleTotals[entry.id] = agg.matchedOf(entry.id);
  return {
    total_matched_decks: agg.matchedDecks,
    total_unique_decks: agg.totalDecks,
    rule_totals: ruleTotals,
    updated_at: agg.input.asOf,
  };
}
