import { describe, expect, it } from 'vitest';
import {
  WINDOW_AS_OF as AS_OF,
  WINDOW_BOUNDS as BOUNDS,
  jst,
  oneCardRule as rule,
} from '../../tests/helpers/aggregateFixture.ts';
import type { PublicWindow } from '../documentSchemas/windowDocs.ts';
import type { PublicWindowMatchups, PublicWindowPlacements } from '../documentSchemas/windowEventDocs.ts';
import { mulberry32 as random } from '../testRandom.ts';
import { WINDOW_KEYS, type WindowKey } from '../windows.ts';
import { Aggregator } from './aggregator.ts';

const DAY = 24 * 60 * 60 * 1000;

const RULES = [rule('古豪', 1), rule('新星', 2), rule('中堅', 3)];
const TYPES = ['古豪', '新星', '中堅'];

type TestResult = { rank?: number; deck_id?: string; deck_type?: string };
type TestEvent = { id: string; event_title: string; event_date?: string; results: TestResult[] };
type TestDeck = { id: string; created_at: string; rule_matches: string[]; cards: [] };

/** The official buckets of an event's ranks. */
const BUCKETS = [1, 2, 3, 3, 5, 5, 5, 5, 9, 9, 9, 9];

/**
 * 300 events over 20 weeks: 古豪 wins the old ones, 新星 appears with M6 and wins since. Results
 * name a classified deck or only a deck type, some an unknown type; some finals are mirrors, a few
 * events have no date (全期間 only) and one is on the first instant after the clock's week.
 */
function corpus() {
  const next = random(7);
  const decks: TestDeck[] = [];
  const events: TestEvent[] = [];
  const start = jst('2026-04-03');
  const end = Date.parse(AS_OF);
  const pick = (recent: boolean) => {
    const r = next();
    if (r < 0.08) return null;
    if (recent) return r < 0.5 ? '新星' : r < 0.75 ? '古豪' : '中堅';
    return r < 0.6 ? '古豪' : '中堅';
  };
  for (let e = 0; e < 300; e += 1) {
    const ms = start + Math.floor(next() * (end - start));
    const day = new Date(Math.floor((ms + 9 * 3600_000) / DAY) * DAY - 9 * 3600_000);
    const recent = day.getTime() >= jst('2026-07-31');
    const size = 2 + Math.floor(next() * 11);
    const results: TestResult[] = [];
    for (let i = 0; i < size; i += 1) {
      const type = pick(recent);
      const result: TestResult = { rank: BUCKETS[i] };
      if (type === null) result.deck_type = '謎のデッキ';
      else if (next() < 0.5) {
        const id = `d${e}-${i}`;
        decks.push({ id, created_at: day.toISOString(), rule_matches: [type], cards: [] });
        result.deck_id = id;
      } else result.deck_type = type;
      results.push(result);
    }
    const dated = next() > 0.03;
    events.push({
      id: `ev${e}`,
      // Every third a シティリーグ (a kind page's 入賞 table counts those alone).
      event_title: e % 3 === 0 ? `シティリーグ 第${e}回` : `大会${e}`,
      ...(dated ? { event_date: day.toISOString() } : {}),
      results,
    });
  }
  // An event without results is no event of any window's figures.
  events.push({
    id: 'empty',
    event_title: 'シティリーグ 結果なし',
    event_date: '2026-08-15T00:00:00+09:00',
    results: [],
  });
  events.push({
    id: 'after',
    event_title: '翌週',
    event_date: '2026-08-21T00:00:00+09:00',
    results: [
      { rank: 1, deck_type: '新星' },
      { rank: 2, deck_type: '古豪' },
    ],
  });
  return { decks, events };
}

function documents(decks: TestDeck[], events: TestEvent[]) {
  const aggregator = new Aggregator({ rules: RULES, cards: [], events, asOf: AS_OF, minGames: 5 });
  for (const deck of decks) aggregator.addDeck(deck);
  const docs = aggregator.finish();
  const of = <T>(path: string) => docs.find((d) => d.path === path)?.data as T;
  return {
    windows: (key: WindowKey) => of<PublicWindow>(`public_windows/${key}`),
    matchups: (key: WindowKey) => of<PublicWindowMatchups>(`public_window_matchups/${key}`),
    placements: (key: WindowKey) => of<PublicWindowPlacements>(`public_window_placements/${key}`),
    cityPlacements: (key: WindowKey) =>
      of<PublicWindowPlacements>(`public_window_placements/${key}/kinds/city`),
  };
}

/** Independent count over the events of a window, read by hand. */
function count(decks: TestDeck[], events: TestEvent[], key: WindowKey) {
  const inWindow = events.filter((event) => {
    if (key === 'all') return true; // 全期間 takes every event.
    if (event.event_date === undefined) return false;
    const ms = Date.parse(event.event_date);
    return ms >= jst(BOUNDS[key].from) && ms < jst(BOUNDS[key].to);
  });
  const deckType = new Map(decks.map((d) => [d.id, d.rule_matches[0]]));
  const typeOf = (result: TestResult | undefined) =>
    result === undefined
      ? undefined
      : result.deck_id !== undefined
        ? deckType.get(result.deck_id)
        : TYPES.find((t) => t === result.deck_type);
  const pairs = new Map<string, { wins: number; losses: number }>();
  let finals = 0;
  const tally = () => ({ cited: 0, wins: 0, top4: 0, top8: 0 });
  const totals = tally();
  const byType = new Map<string, ReturnType<typeof tally>>();
  for (const event of inWindow) {
    const winner = typeOf(event.results.find((r) => r.rank === 1));
    const loser = typeOf(event.results.find((r) => r.rank === 2));
    if (winner && loser && winner !== loser) {
      finals += 1;
      for (const [a, b, won] of [
        [winner, loser, true],
        [loser, winner, false],
      ] as const) {
        const cell = pairs.get(`${a}>${b}`) ?? { wins: 0, losses: 0 };
        if (won) cell.wins += 1;
        else cell.losses += 1;
        pairs.set(`${a}>${b}`, cell);
      }
    }
    for (const result of event.results) {
      const type = typeOf(result);
      const rows = [totals];
      if (type !== undefined) {
        if (!byType.has(type)) byType.set(type, tally());
        rows.push(byType.get(type)!);
      }
      for (const row of rows) {
        row.cited += 1;
        if (result.rank === 1) row.wins += 1;
        if (result.rank! <= 4) row.top4 += 1;
        if (result.rank! <= 8) row.top8 += 1;
      }
    }
  }
  return {
    events: inWindow.filter((event) => event.results.length > 0).length,
    finals,
    pairs,
    totals,
    byType,
  };
}

describe('matchups and placements over every window (against a count over the events)', () => {
  const { decks, events } = corpus();
  const docs = documents(decks, events);

  it.each(WINDOW_KEYS.map((key) => [key]))('%s: the window, its events and finals', (key) => {
    const expected = count(decks, events, key);
    const matchups = docs.matchups(key);
    const window = docs.windows(key);
    expect(matchups.window).toEqual({
      key,
      label: window.label,
      start: window.start,
      end: window.end,
      since: window.since,
      events: expected.events,
    });
    expect(docs.placements(key).window).toEqual(matchups.window);
    expect(matchups.finals).toBe(expected.finals);
    expect(matchups.thin).toBe(expected.finals < 5);
    if (key !== 'all') expect(Date.parse(window.start!)).toBe(jst(BOUNDS[key].from));
  });

  it.each(WINDOW_KEYS.map((key) => [key]))('%s: every matchup cell', (key) => {
    const expected = count(decks, events, key);
    const cells = new Map<string, { wins: number; losses: number }>();
    for (const row of docs.matchups(key).rows) {
      expect(row.wins + row.losses).toBe(row.games);
      for (const opponent of row.opponents)
        cells.set(`${row.ruleId}>${opponent.ruleId}`, { wins: opponent.wins, losses: opponent.losses });
    }
    expect(cells).toEqual(expected.pairs);
  });

  it.each(WINDOW_KEYS.map((key) => [key]))('%s: every placement count', (key) => {
    const expected = count(decks, events, key);
    const placements = docs.placements(key);
    expect(placements.totals).toEqual(expected.totals);
    const rows = new Map(
      placements.rows.map((row) => [
        row.ruleId,
        { cited: row.cited, wins: row.wins.count, top4: row.top4.count, top8: row.top8.count },
      ]),
    );
    expect(rows).toEqual(expected.byType);
    expect(placements.thin).toBe(expected.totals.cited < placements.minDecks);
  });

  it.each(WINDOW_KEYS.map((key) => [key]))(
    '%s: the placements of a kind page count the events of that kind only',
    (key) => {
      const city = events.filter((event) => event.event_title.startsWith('シティリーグ'));
      const expected = count(decks, city, key);
      const placements = docs.cityPlacements(key);
      expect(placements.window.events).toBe(expected.events);
      expect(placements.events).toBe(expected.events);
      expect(placements.totals).toEqual(expected.totals);
      expect(expected.totals.cited).toBeLessThan(count(decks, events, key).totals.cited);
    },
  );

  it('differs between windows as the corpus does: 新星 wins recent finals, 古豪 the old ones', () => {
    const recent = docs.placements('current').rows;
    const all = docs.placements('all').rows;
    expect(recent[0]?.ruleId).toBe('新星');
    expect(all.find((row) => row.ruleId === '古豪')!.wins.count).toBeGreaterThan(
      all.find((row) => row.ruleId === '新星')!.wins.count,
    );
    expect(docs.matchups('1w').window.events).toBeLessThan(docs.matchups('4w').window.events);
    // The undated events and the one after the clock's week count in 全期間 only; the one without
    // results in none.
    expect(docs.matchups('all').window.events).toBe(events.length - 1);
  });
});
