// Imported history dated by its events (engine/deckDate.ts): decks fetched today for events of
// 2022–23 count in those events' weeks in every statistic, not in this week's.
import { describe, expect, it } from 'vitest';
import { oneCardRule } from '../../tests/helpers/aggregateFixture.ts';
import type { PublicKindSegment, PublicSegments } from '../documentSchemas/segmentDocs.ts';
import type { PublicWindow } from '../documentSchemas/windowDocs.ts';
import type { PublicWindowPlacements } from '../documentSchemas/windowEventDocs.ts';
import type { WeeklySummary } from '../documents.ts';
import { Aggregator, type AggregatorState } from './aggregator.ts';

const AS_OF = '2026-11-29T12:00:00+09:00';
const FETCHED = '2026-11-29T02:00:00+09:00'; // the job queue's fetch: today
const RULES = [oneCardRule('ピカチュウ', 1), oneCardRule('ミュウ', 2)];

const deck = (n: number, card: string, createdAt = FETCHED) => ({
  id: `hhhhhh-hhhhhh-hhhhh${n}`,
  created_at: createdAt,
  rule_matches: [card],
  rule_matches_detail: [{ id: card, name: `${card}デッキ`, priority: 1, variants: [] }],
  cards: [{ name: card, count: 4 }],
});
// Three imported decks (played 2022-12 and 2023-02), one submitted today and cited by no event.
const DECKS = [deck(1, 'ピカチュウ'), deck(2, 'ミュウ'), deck(3, 'ピカチュウ'), deck(4, 'ミュウ')];
const EVENTS = [
  {
    id: '900001',
    event_title: 'シティリーグ 2023 シーズン1',
    event_date: '2022-12-18T00:00:00+09:00',
    event_type: 3,
    results: [
      { rank: 1, deck_id: DECKS[0]!.id },
      { rank: 2, deck_id: DECKS[1]!.id },
    ],
  },
  {
    id: '900002',
    event_title: 'シティリーグ 2023 シーズン2',
    event_date: '2023-02-05T00:00:00+09:00',
    event_type: 3,
    // Deck 1 again: its earliest event (2022-12-18) dates it.
    results: [
      { rank: 1, deck_id: DECKS[2]!.id },
      { rank: 2, deck_id: DECKS[0]!.id },
    ],
  },
];

function run(parts: (typeof DECKS)[] = [DECKS]) {
  const input = { rules: RULES, cards: [], events: EVENTS, asOf: AS_OF, minGames: 1 };
  const aggregator = new Aggregator(input);
  // Parts are folded by aggregators of their own and merged, as the threaded run does.
  const states: AggregatorState[] = parts.map((part) => {
    const own = new Aggregator(input);
    for (const doc of part) own.addDeck(doc);
    return own.state();
  });
  for (const state of states) aggregator.merge(state);
  const docs = new Map(aggregator.finish().map((doc) => [doc.path, doc.data]));
  const get = <T>(path: string) => {
    expect(docs.has(path), path).toBe(true);
    return docs.get(path) as T;
  };
  return { get, docs };
}

describe('Aggregator over imported history (decks dated by the events citing them)', () => {
  it('counts imported decks in their events’ weeks, not in the week they were fetched', () => {
    const { get } = run();
    const weeks = get<WeeklySummary>('public_decks/weekly_summary').weeks;
    const byKey = new Map(weeks.map((week) => [week.key, week]));
    expect(weeks[0]!.key).toBe('2022-12-16');
    expect(byKey.get('2022-12-16')?.ruleCounts).toEqual({ ピカチュウ: 1, ミュウ: 1 });
    expect(byKey.get('2023-02-03')?.ruleCounts).toEqual({ ピカチュウ: 1 });
    // The week of the fetch holds only the deck no event cites.
    expect(weeks.at(-1)).toMatchObject({ key: '2026-11-27', totalDecks: 1, ruleCounts: { ミュウ: 1 } });
  });

  it('leaves them out of 直近1週 and 現環境, and spans 全期間 from the first event to today', () => {
    const { get } = run();
    for (const key of ['1w', 'current']) {
      const window = get<PublicWindow>(`public_windows/${key}`);
      expect([window.totalDecks, window.rows.map((row) => [row.id, row.count, row.isNew])], key).toEqual([
        1,
        [['ミュウ', 1, false]],
      ]);
    }
    const all = get<PublicWindow>('public_windows/all');
    expect([all.start, all.end]).toEqual(['2022-12-18T00:00:00+09:00', FETCHED]);
    const placements = get<PublicWindowPlacements>('public_window_placements/all');
    expect([placements.window.start, placements.window.end]).toEqual(['2022-12-18T00:00:00+09:00', FETCHED]);
    expect(get<PublicWindowPlacements>('public_window_placements/1w').totals.cited).toBe(0);
  });

  it('counts the cited decks of each segment in their events’ weeks', () => {
    const { get } = run();
    const cityNow = get<PublicKindSegment>('public_segments/1w/kinds/city');
    expect(cityNow.totalDecks).toBe(0);
    const cityAll = get<PublicKindSegment>('public_segments/all/kinds/city');
    expect([cityAll.totalDecks, cityAll.start]).toEqual([3, '2022-12-17T15:00:00.000Z']);
    const submitted = get<PublicSegments>('public_segments/1w').segments.find((s) => s.id === 'submitted');
    expect(submitted?.totalDecks).toBe(1);
  });

  it('gives the same documents when the decks are folded in parts and merged (the threaded run)', () => {
    const whole = run();
    const parted = run([DECKS.slice(0, 1), DECKS.slice(1, 3), DECKS.slice(3)]);
    expect([...parted.docs]).toEqual([...whole.docs]);
  });

  it('warns and leaves out of the weeks a deck whose citing event is dated after the clock', () => {
    const aggregator = new Aggregator({
      rules: RULES,
      cards: [],
      events: [
        { id: 'x', event_date: '2099-01-01T00:00:00+09:00', results: [{ rank: 1, deck_id: DECKS[0]!.id }] },
      ],
      asOf: AS_OF,
      minGames: 1,
    });
    aggregator.addDeck(DECKS[0]!);
    expect(aggregator.warnings.kept.map((w) => w.message)).toEqual([
      `the earliest event citing it is dated 2099-01-01T00:00:00+09:00, before the game's first day (1996-10-20) or more than a day after the clock (${AS_OF}); left out of the weekly statistics`,
    ]);
    expect(aggregator.result().weekly.weeks).toEqual([]);
  });
});
