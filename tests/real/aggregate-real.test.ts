// Real data: the Japanese City League 2026 placings (../shared/data, see its SOURCES.md) as a
// snapshot — each tournament an event, each placing a result and a classified deck, one rule per
// archetype — aggregated by the real pipeline (SnapshotStore in, FolderSink out). The matchup
// grid, the shares and the week boundaries are checked against counts written plainly here.
// Skipped without the data.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aggregateAccelerator } from '../../cli/commands/accelerators.ts';
import { type AggregateSummary, runAggregate } from '../../cli/pipelines/aggregate.ts';
import { FolderSink } from '../../data/folderSink.ts';
import { SnapshotStore } from '../../data/snapshotStore.ts';
import { SnapshotWriter } from '../../data/snapshotWriter.ts';
import type { DocumentSink } from '../../data/store.ts';
import { nonFinitePaths } from '../../engine/aggregate/finite.ts';
import type {
  DeckTypeDetail,
  PublicDecks,
  PublicHome,
  PublicMatchups,
  RuleShareCounters,
  WeeklySummary,
} from '../../engine/documents.ts';
import { treeOf } from '../helpers/tree.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const csvPath = path.resolve(repoRoot, '../shared/data/cityleague_2026_placings.csv');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;
const AS_OF = '2026-11-01T00:00:00.000Z';

interface Placing {
  date: string;
  tournament_id: string;
  place_a: string;
  placement: string;
  archetype: string;
}

/** "05 Apr 26" -> "2026-04-05T00:00:00+09:00" (the events are Japanese, dates are JST). */
function isoOf(date: string): string {
  const [day, month, year] = date.split(' ');
  const monthNumber = MONTHS.indexOf(month ?? '') + 1;
  if (monthNumber === 0) throw new Error(`unexpected date ${date}`);
  return `20${year}-${String(monthNumber).padStart(2, '0')}-${day?.padStart(2, '0')}T00:00:00+09:00`;
}

/** The Friday (JST calendar date) on or before a JST date, worked out from the weekday alone. */
function fridayOnOrBefore(isoJstMidnight: string): string {
  const day = new Date(`${isoJstMidnight.slice(0, 10)}T00:00:00Z`);
  const back = (day.getUTCDay() - 5 + 7) % 7; // Friday is 5
  return new Date(day.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}

/** A 6-6-6 deck id for placing i. */
function deckIdOf(i: number): string {
  const digits = String(i).padStart(6, '0');
  return `REAL${digits.slice(0, 2)}-CL2026-${digits}`;
}

function readDoc<T>(out: string, docPath: string): T {
  return JSON.parse(readFileSync(path.join(out, 'docs', `${docPath}.json`), 'utf8')) as T;
}

describe.skipIf(!existsSync(csvPath))('tcg aggregate on the City League 2026 placings', () => {
  let placings: Placing[] = [];
  let work: string;
  let out: string;
  let snap: string;
  let summary: AggregateSummary;
  /** Every NaN, Infinity or undefined written, seen before JSON turns them into null or drops them. */
  const nonFinite: string[] = [];
  const doc = <T>(docPath: string) => readDoc<T>(out, docPath);

  beforeAll(async () => {
    placings = parse(readFileSync(csvPath), { columns: true, skip_empty_lines: true }) as Placing[];
    work = mkdtempSync(path.join(os.tmpdir(), 'tcg-aggregate-real-'));
    out = path.join(work, 'out');
    snap = path.join(work, 'snap');
    const writer = await SnapshotWriter.create(snap, {
      source: 'cityleague_2026_placings.csv',
      exportedAt: AS_OF,
    });
    const archetypes = [...new Set(placings.map((p) => p.archetype))];
    for (const [i, name] of archetypes.entries()) {
      await writer.write('deck_rules', {
        id: name,
        name,
        enabled: true,
        priority: i,
        description: '',
        conditions: [{ pattern: `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, min: 1, max: null }],
        variants: [],
      });
    }
    const events = new Map<
      string,
      { id: string; results: Record<string, unknown>[]; [k: string]: unknown }
    >();
    for (const [i, p] of placings.entries()) {
      const created = isoOf(p.date);
      const priority = archetypes.indexOf(p.archetype);
      await writer.write('decks', {
        id: deckIdOf(i),
        created_at: created,
        cards: [{ name: p.archetype, count: 1 }],
        rule_matches: [p.archetype],
        rule_matches_detail: [{ id: p.archetype, name: p.archetype, priority, variants: [] }],
      });
      const event = events.get(p.tournament_id) ?? {
        id: `cl-${p.tournament_id}`,
        event_title: `シティリーグ ${p.place_a}`,
        shop_name: p.place_a,
        event_date: created,
        results: [],
      };
      // Half the results name their deck (type from its classification), half only the type text.
      event.results.push(
        i % 2 === 0
          ? { rank: p.placement, deck_id: deckIdOf(i) }
          : { rank: p.placement, deck_type: p.archetype },
      );
      events.set(p.tournament_id, event);
    }
    for (const event of events.values()) await writer.write('events', event);
    await writer.commit();
    const folder = new FolderSink(out);
    const sink: DocumentSink = {
      description: folder.description,
      write: (docPath, data) => {
        nonFinite.push(...nonFinitePaths(data, docPath));
        return folder.write(docPath, data);
      },
      commit: () => folder.commit(),
      abort: () => folder.abort(),
    };
    summary = await runAggregate(
      { asOf: AS_OF, minGames: 10, dryRun: false, deckDetails: true },
      { store: await SnapshotStore.open(snap), sink },
    );
  });

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('writes no NaN, Infinity or undefined in any document, deck details included', () => {
    expect(summary.documents.deckDetail).toBe(placings.length);
    expect(nonFinite).toEqual([]);
  });

  it('reads every placing as a matched deck and every tournament as an event', () => {
    expect(summary).toMatchObject({
      decks: placings.length,
      matchedDecks: placings.length,
      events: new Set(placings.map((p) => p.tournament_id)).size,
      invalidRules: [],
    });
    expect(placings.length).toBeGreaterThan(12_000);
  });

  it('matches an independent count of 1st-beats-2nd finals, mirrors left out', () => {
    const firstByTournament = new Map<string, Placing>();
    const secondByTournament = new Map<string, Placing>();
    for (const p of placings) {
      if (p.placement === '1' && !firstByTournament.has(p.tournament_id))
        firstByTournament.set(p.tournament_id, p);
      if (p.placement === '2' && !secondByTournament.has(p.tournament_id))
        secondByTournament.set(p.tournament_id, p);
    }
    const expected = new Map<string, number>(); // "winner\tloser" -> wins
    let finals = 0;
    for (const [tournament, first] of firstByTournament) {
      const second = secondByTournament.get(tournament);
      if (!second || second.archetype === first.archetype) continue;
      const key = `${first.archetype}\t${second.archetype}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
      finals += 1;
    }
    const matchups = doc<PublicMatchups>('public/matchups');
    const actual = new Map<string, number>();
    const rowsById = new Map(matchups.rows.map((row) => [row.ruleId, row]));
    for (const row of matchups.rows) {
      expect(row.wins + row.losses).toBe(row.games);
      expect(row.thin).toBe(row.games < 10);
      for (const opponent of row.opponents) {
        if (opponent.wins > 0) actual.set(`${row.ruleId}\t${opponent.ruleId}`, opponent.wins);
        // Each cell's losses are the mirrored cell's wins.
        const mirrored = rowsById.get(opponent.ruleId)?.opponents.find((o) => o.ruleId === row.ruleId);
        expect(mirrored?.wins).toBe(opponent.losses);
        expect(opponent.thin).toBe(opponent.wins + opponent.losses < 10);
        if (opponent.winRate !== null) {
          const [low, high] = opponent.winRateInterval!;
          expect(low).toBeLessThanOrEqual(opponent.winRate);
          expect(high).toBeGreaterThanOrEqual(opponent.winRate);
        }
      }
    }
    expect(actual).toEqual(expected);
    expect(finals).toBeGreaterThan(700);
    expect(matchups.rows.reduce((sum, row) => sum + row.wins, 0)).toBe(finals);
    expect(matchups.rows.reduce((sum, row) => sum + row.losses, 0)).toBe(finals);
    const games = matchups.rows.map((row) => row.games);
    expect(games).toEqual([...games].sort((a, b) => b - a));
    // The deck-type page of the row with most games carries the same record.
    const top = matchups.rows[0]!;
    expect(doc<DeckTypeDetail>(`public/decks/types/${top.ruleId}`).matchups).toMatchObject({
      wins: top.wins,
      losses: top.losses,
    });
  });

  it('counts each archetype like a plain tally, and every share sums to 1', () => {
    const tally = new Map<string, number>();
    for (const p of placings) tally.set(p.archetype, (tally.get(p.archetype) ?? 0) + 1);
    const index = doc<PublicDecks>('public/decks').index;
    expect(index.totalMatchedDecks).toBe(placings.length);
    expect(index.unclassifiedDecks).toBe(0);
    for (const [archetype, count] of tally) expect(index.rowsById[archetype]?.total.matchedDecks).toBe(count);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(Object.values(index.rowsById).map((row) => row.total.share))).toBeCloseTo(1, 9);
    for (const week of index.weeks) {
      const weekShares = Object.values(index.rowsById).map(
        (row) => row.weekly.find((w) => w.key === week.key)?.share ?? 0,
      );
      expect(sum(weekShares), week.key).toBeCloseTo(week.matchedDecks > 0 ? 1 : 0, 9);
    }
    expect(sum(doc<PublicHome>('public/home').ruleRanking.map((row) => row.share))).toBeCloseTo(1, 9);
    const counters = doc<RuleShareCounters>('system_meta/rule_share_counters');
    expect(counters.total_matched_decks).toBe(placings.length);
    expect(sum(Object.values(counters.rule_totals))).toBe(placings.length);
  });

  it('puts each placing in the Friday-JST week holding its date; weeks are contiguous', () => {
    const expected = new Map<string, number>();
    for (const p of placings) {
      const key = fridayOnOrBefore(isoOf(p.date));
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    const weekly = doc<WeeklySummary>('public_decks/weekly_summary');
    const actual = new Map(weekly.weeks.filter((w) => w.totalDecks > 0).map((w) => [w.key, w.totalDecks]));
    expect(actual).toEqual(expected);
    for (const [i, week] of weekly.weeks.entries()) {
      expect(week.start).toBe(`${week.key}T00:00:00+09:00`);
      expect(Date.parse(week.end) - Date.parse(week.start)).toBe(7 * DAY_MS);
      expect(new Date(`${week.key}T00:00:00Z`).getUTCDay()).toBe(5);
      if (i > 0) expect(week.start).toBe(weekly.weeks[i - 1]!.end);
      const [from, to] = week.label.split('〜');
      expect(from).toBe(week.key.replace(/-/g, '/'));
      expect(Date.parse(`${to!.replace(/\//g, '-')}T00:00:00+09:00`)).toBe(Date.parse(week.end) - DAY_MS);
    }
  });

  it('writes the same documents, byte for byte, when the decks are read in 2 worker threads', async () => {
    const runs: Record<string, string>[] = [];
    for (const threads of [1, 2]) {
      const dir = path.join(work, `threads-${threads}`);
      const store = await SnapshotStore.open(snap);
      const sink = new FolderSink(dir);
      const result = await runAggregate(
        { asOf: AS_OF, minGames: 10, dryRun: false, deckDetails: false },
        { store, sink, threads: await aggregateAccelerator(store, sink, { threads, minBytes: 0 }) },
      );
      expect(result.threads).toBe(threads);
      runs.push(treeOf(path.join(dir, 'docs')));
    }
    const [one, two] = runs as [Record<string, string>, Record<string, string>];
    expect(Object.keys(one).length).toBeGreaterThan(100);
    expect(two).toEqual(one);
  });
});
