// The rebuild callables: each runs `tcg aggregate`'s pipeline (runAggregate) on Firestore and
// publishes all of its documents or one part of them, then answers with the spec's counts.

import { type AggregateSummary, runAggregate } from '../../../cli/pipelines/aggregate.ts';
import { FirestoreSink } from '../../../data/firestoreSink.ts';
import type { Handler } from '../callable.ts';
import type { CallContext } from '../runtime.ts';
import { PartialSink, type PublishPart } from './publishFilter.ts';

/** Matchup cells with fewer games are flagged thin (the CLI's default). */
const MIN_GAMES = 10;

async function aggregate(
  context: CallContext,
  parts: readonly PublishPart[] | undefined,
  deckDetails = false,
): Promise<{ summary: AggregateSummary; sink: PartialSink }> {
  const sink = new PartialSink(new FirestoreSink(context.db, context.store.description), parts);
  // The plain path (no accelerator given): a function instance has one CPU, and the worker
  // modules are not in the bundle.
  const summary = await runAggregate(
    { asOf: context.now().toISOString(), minGames: MIN_GAMES, dryRun: false, deckDetails },
    { store: context.store, sink },
  );
  return { summary, sink };
}

function lengthOf(doc: Record<string, unknown>, field: string): number {
  const value = doc[field];
  return Array.isArray(value) ? value.length : 0;
}

function homeSummary(home: Record<string, unknown>) {
  return {
    recentEvents: lengthOf(home, 'recentEvents'),
    rules: lengthOf(home, 'ruleRanking'),
    decks: lengthOf(home, 'recentDecks'),
  };
}

export const rebuildAllAggregations: Handler<'rebuildAllAggregations'> = async (_payload, context) => {
  const { summary, sink } = await aggregate(context, undefined, true);
  return {
    result: {
      deckAggregations: { detailCount: summary.documents.deckDetail ?? 0 },
      eventsCount: summary.events,
      homeSummary: homeSummary(sink.doc('public/home')),
      totalMatchedDecks: summary.matchedDecks,
      totalUniqueDecks: summary.decks,
      ruleStats: { rules: summary.documents.ruleStats ?? 0 },
    },
  };
};

export const rebuildRuleShareSummary: Handler<'rebuildRuleShareSummary'> = async (_payload, context) => {
  const { sink } = await aggregate(context, ['shareSummary']);
  const counters = sink.doc('system_meta/rule_share_counters');
  const totals = counters.rule_totals;
  return {
    totalMatchedDecks: Number(counters.total_matched_decks ?? 0),
    totalUniqueDecks: Number(counters.total_unique_decks ?? 0),
    ruleCount: totals && typeof totals === 'object' ? Object.keys(totals).length : 0,
  };
};

export const rebuildPublicHome: Handler<'rebuildPublicHome'> = async (_payload, context) => {
  const { sink } = await aggregate(context, ['home']);
  const home = homeSummary(sink.doc('public/home'));
  return { result: { events: home.recentEvents, rules: home.rules, decks: home.decks } };
};

/** The event list, each event's page, and home (whose recent events come from the same list). */
export const rebuildPublicEvents: Handler<'rebuildPublicEvents'> = async (_payload, context) => {
  const { sink } = await aggregate(context, ['events', 'home']);
  const home = homeSummary(sink.doc('public/home'));
  return {
    result: {
      count: lengthOf(sink.doc('public/events'), 'items'),
      homeSummary: { events: home.recentEvents, rules: home.rules, decks: home.decks },
    },
  };
};

export const rebuildPublicDeckTypes: Handler<'rebuildPublicDeckTypes'> = async (_payload, context) => {
  const { summary } = await aggregate(context, ['deckTypes']);
  return { result: { processed: summary.documents.deckType ?? 0 } };
};

export const rebuildPublicMatchups: Handler<'rebuildPublicMatchups'> = async (_payload, context) => {
  const { sink } = await aggregate(context, ['matchups']);
  return { result: { rules: lengthOf(sink.doc('public/matchups'), 'rows') } };
};
