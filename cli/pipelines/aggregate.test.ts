// runAggregate with an in-memory store and sink (the effects the CLI replaces with a snapshot
// folder and a FolderSink): what is written, committed, aborted, and the empty case.
import { describe, expect, it } from 'vitest';
import type { DocumentSink, DocumentStore, StoredDoc } from '../../data/store.ts';
import { nonFinitePaths } from '../../engine/aggregate/finite.ts';
import type { CollectionName } from '../../engine/schemas.ts';
import {
  FIXTURE_CARDS,
  FIXTURE_DECKS,
  FIXTURE_EVENTS,
  FIXTURE_RULES,
} from '../../tests/helpers/aggregateFixture.ts';
import { runAggregate } from './aggregate.ts';

function memoryStore(collections: Partial<Record<CollectionName, object[]>>): DocumentStore {
  return {
    kind: 'snapshot',
    description: 'memory',
    count: async (collection) => collections[collection]?.length ?? 0,
    async *read(collection) {
      for (const doc of collections[collection] ?? []) yield doc as StoredDoc;
    },
    updateEach: async () => {
      throw new Error('aggregate must not write to the store');
    },
  };
}

class MemorySink implements DocumentSink {
  readonly description = 'memory';
  /** Like the folder sink: nothing shows before commit (a non-atomic sink gets a 'check ids' stage). */
  readonly atomic = true;
  readonly written = new Map<string, Record<string, unknown>>();
  /** Every NaN, Infinity or undefined of every document as written (before JSON hides them). */
  readonly nonFinite: string[] = [];
  committed = false;
  aborted = false;
  constructor(private readonly failOn?: string) {}
  async write(path: string, data: Record<string, unknown>) {
    if (path === this.failOn) throw new Error(`disk full at ${path}`);
    this.nonFinite.push(...nonFinitePaths(data, path));
    this.written.set(path, JSON.parse(JSON.stringify(data)));
  }
  async commit() {
    this.committed = true;
    return { written: this.written.size };
  }
  async abort() {
    this.aborted = true;
  }
}

const options = { asOf: '2026-04-12T00:00:00.000Z', minGames: 10, dryRun: false, deckDetails: true };
const fixture = {
  deck_rules: FIXTURE_RULES,
  cards: FIXTURE_CARDS,
  decks: FIXTURE_DECKS,
  events: FIXTURE_EVENTS,
};

describe('runAggregate(options, {store, sink})', () => {
  it('writes every document kind through the sink, commits once, and times each stage', async () => {
    const sink = new MemorySink();
    const summary = await runAggregate(options, { store: memoryStore(fixture), sink });
    expect(sink.committed).toBe(true);
    expect(summary.written).toBe(sink.written.size);
    expect(sink.nonFinite).toEqual([]);
    expect(summary.documents).toMatchObject({
      deckDetail: 4,
      deckType: 2,
      variant: 1,
      event: 3,
      home: 1,
      events: 1,
      decks: 1,
      matchups: 1,
      weeklySummary: 1,
      weeklySummaryV1: 1,
      ruleShareCounters: 1,
      ruleStats: 4, // three rules and one variant
    });
    expect(sink.written.get('public_deck_details/aaaaaa-aaaaaa-aaaaa1')).toMatchObject({ cardsTotal: 18 });
    expect(summary.stages.map((stage) => stage.name)).toEqual([
      'load rules',
      'load cards',
      'load events',
      'load deck jobs',
      'stream decks',
      'build documents',
      'write documents',
      'commit',
    ]);
    expect(summary).toMatchObject({
      decks: 4,
      matchedDecks: 3,
      rules: 3,
      events: 3,
      cards: 4,
      oversized: [],
    });
  });

  it('writes deck_jobs/{deckId} for each job whose deck has no detail document, newest job first', async () => {
    const fetched = FIXTURE_DECKS[0]!.id;
    const deck_jobs = [
      { id: fetched, deck_id: fetched, status: 'done', updated_at: '2026-04-10T10:00:00+09:00' },
      { id: 'j-wait', deck_id: 'new-deck-1', status: 'pending', updated_at: '2026-04-11T09:00:00+09:00' },
      { id: 'j-old', deckId: 'new-deck-2', status: 'error', updatedAt: '2026-04-11T08:00:00+09:00' },
      { id: 'j-new', deckId: 'new-deck-2', status: 'IN_PROGRESS', updatedAt: '2026-04-11T09:30:00+09:00' },
      { id: 'new-deck-3', status: 'finished?' },
    ];
    const sink = new MemorySink();
    const summary = await runAggregate(options, { store: memoryStore({ ...fixture, deck_jobs }), sink });
    const notices = [...sink.written].filter(([path]) => path.startsWith('deck_jobs/'));
    expect(notices).toEqual([
      [
        'deck_jobs/new-deck-1',
        { id: 'new-deck-1', status: 'pending', updatedAt: '2026-04-11T09:00:00+09:00' },
      ],
      [
        'deck_jobs/new-deck-2',
        { id: 'new-deck-2', status: 'in_progress', updatedAt: '2026-04-11T09:30:00+09:00' },
      ],
      ['deck_jobs/new-deck-3', { id: 'new-deck-3', status: 'pending', updatedAt: null }],
    ]);
    expect(sink.written.has(`public_deck_details/${fetched}`)).toBe(true);
    expect(summary.documents.deckJob).toBe(3);
    // Without details the rule still holds: a deck in the store is fetched, its job needs no notice.
    const noDetails = new MemorySink();
    await runAggregate(
      { ...options, deckDetails: false },
      { store: memoryStore({ ...fixture, deck_jobs }), sink: noDetails },
    );
    expect([...noDetails.written.keys()].filter((path) => path.startsWith('deck_jobs/'))).toHaveLength(3);
  });

  it('skips invalid rules with their issues and ignores statistics-only variant documents', async () => {
    const rules = [
      ...FIXTURE_RULES,
      { id: 'bad', name: 'bad', conditions: [{ pattern: '(' }] },
      {
        id: 'ピカ (テスト)__rai',
        name: 'ライチュウ型',
        parent_rule_id: 'ピカ (テスト)',
        stats_total_decks: 1,
      },
    ];
    const summary = await runAggregate(options, {
      store: memoryStore({ ...fixture, deck_rules: rules }),
      sink: new MemorySink(),
    });
    expect(summary.rules).toBe(3);
    expect(summary.invalidRules.map((rule) => [rule.ruleId, rule.issues[0]?.path])).toEqual([
      ['bad', 'conditions[0].pattern'],
    ]);
  });

  it('writes nothing in a dry run but counts what it would write', async () => {
    const sink = new MemorySink();
    const summary = await runAggregate({ ...options, dryRun: true }, { store: memoryStore(fixture), sink });
    expect(sink.written.size).toBe(0);
    expect(sink.committed).toBe(false);
    expect(summary.written).toBeGreaterThan(20);
  });

  it('aborts the sink and rethrows when a write fails, so nothing half-written is published', async () => {
    const sink = new MemorySink('public/home');
    await expect(runAggregate(options, { store: memoryStore(fixture), sink })).rejects.toThrow(
      'disk full at public/home',
    );
    expect(sink.aborted).toBe(true);
    expect(sink.committed).toBe(false);
  });

  it('writes no NaN, Infinity or undefined when rules, cards and events have no deck to count', async () => {
    const sink = new MemorySink();
    const summary = await runAggregate(options, {
      store: memoryStore({ ...fixture, decks: [] }),
      sink,
    });
    expect(summary.decks).toBe(0);
    expect(sink.written.size).toBeGreaterThan(10);
    expect(sink.nonFinite).toEqual([]);
  });

  it('gives valid zero documents for an empty store', async () => {
    const sink = new MemorySink();
    const summary = await runAggregate({ ...options, deckDetails: false }, { store: memoryStore({}), sink });
    expect(summary).toMatchObject({ decks: 0, matchedDecks: 0, rules: 0 });
    expect(sink.nonFinite).toEqual([]);
    expect(sink.written.get('public/home')).toEqual({
      counts: { cards: 0, decks: 0, events: 0 },
      recentEvents: [],
      ruleRanking: [],
      recentDecks: [],
      updatedAt: options.asOf,
    });
    expect(sink.written.get('system_meta/rule_share_counters')).toEqual({
      total_matched_decks: 0,
      total_unique_decks: 0,
      rule_totals: {},
      updated_at: options.asOf,
    });
    expect(sink.written.get('public/matchups')).toEqual({ rows: [], minGames: 10, updatedAt: options.asOf });
  });
});
