import { describe, expect, it } from 'vitest';
import {
  WINDOW_AS_OF as AS_OF,
  countDecks,
  jst,
  oneCardRule as rule,
  WINDOW_BOUNDS,
  type WindowBounds,
} from '../../tests/helpers/aggregateFixture.ts';
import type { PublicKindSegment, PublicSegments } from '../documentSchemas/segmentDocs.ts';
import { mulberry32 as random } from '../testRandom.ts';
import { WINDOW_KEYS } from '../windows.ts';
import { Aggregator } from './aggregator.ts';

const BOUNDS: Record<string, WindowBounds | null> = { ...WINDOW_BOUNDS, all: null };

const RULES = [rule('古豪', 1), rule('新星', 2), rule('中堅', 3)];

type TestDeck = { id: string; created_at?: string; rule_matches: string[]; cards: [] };
type TestEvent = {
  id: string;
  event_title: string;
  event_date?: string;
  prefecture?: string;
  address?: string;
  official?: Record<string, unknown>;
  results: { rank: number; deck_id?: string; deck_type?: string }[];
};

// The segment facts of each event template, written out by hand (not by engine/eventSegments.ts).
const TEMPLATES: { event: Omit<TestEvent, 'id' | 'results'>; segments: string[] }[] = [
  {
    event: {
      event_title: 'シティリーグ2026 シーズン4 オープンリーグ',
      prefecture: '北海道',
      official: { kind: 'シティリーグ', league: 'オープン', capacity: 64 },
    },
    segments: ['kind:city', 'league-open', 'region-hokkaido', 'size-m'],
  },
  {
    event: {
      event_title: 'シティリーグ2026 シーズン4 ジュニアリーグ',
      prefecture: '東京都',
      official: { league: 'ジュニア', capacity: 16 },
    },
    segments: ['kind:city', 'league-junior', 'region-kanto', 'size-s'],
  },
  {
    event: {
      event_title: 'チャンピオンズリーグ2026 愛知 マスターリーグ',
      address: '愛知県常滑市セントレア5丁目10番1号',
      official: { kind: '大型大会', league: 'マスター', capacity: 1200 },
    },
    segments: ['kind:cl', 'league-open', 'region-chubu', 'size-xl'],
  },
  {
    event: {
      event_title: 'トレーナーズリーグ',
      prefecture: '大阪府',
      official: { deck_count: 100, capacity: 24 },
    },
    segments: ['kind:trainers', 'region-kinki', 'size-l'],
  },
  { event: { event_title: 'ジムバトル', prefecture: '福岡県' }, segments: ['kind:gym', 'region-kyushu'] },
  { event: { event_title: '店舗大会 シニアリーグ' }, segments: ['kind:other', 'league-senior'] },
  { event: { event_title: 'ジムバトル', prefecture: '宮城' }, segments: ['kind:gym', 'region-tohoku'] },
  {
    event: { event_title: 'シティリーグ', address: '広島県広島市', official: { capacity: 32 } },
    segments: ['kind:city', 'region-chugoku', 'size-s'],
  },
  {
    event: { event_title: 'その他の大会', prefecture: '香川県' },
    segments: ['kind:other', 'region-shikoku'],
  },
];

/** 16 weeks of decks; 10 events of every template, each citing 1–8 decks (some twice, some none). */
function corpus() {
  const next = random(7);
  const decks: TestDeck[] = [];
  const start = jst('2026-05-01');
  const end = Date.parse(AS_OF);
  for (let i = 0; i < 1200; i += 1) {
    const ms = start + Math.floor(next() * (end - start));
    const r = next();
    const recent = ms >= jst('2026-07-31');
    const matches = recent
      ? r < 0.5
        ? ['新星']
        : r < 0.7
          ? ['古豪']
          : r < 0.85
            ? ['中堅', '新星']
            : []
      : r < 0.6
        ? ['古豪']
        : r < 0.8
          ? ['中堅']
          : [];
    decks.push({ id: `d${i}`, created_at: new Date(ms).toISOString(), rule_matches: matches, cards: [] });
  }
  decks.push({ id: 'undated', rule_matches: ['古豪'], cards: [] });
  const events: TestEvent[] = [];
  const segmentsOfEvent = new Map<string, string[]>();
  for (let i = 0; i < 90; i += 1) {
    const template = TEMPLATES[i % TEMPLATES.length]!;
    const results = Array.from({ length: 1 + Math.floor(next() * 8) }, (_, rank) => ({
      rank: rank + 1,
      deck_id: `d${Math.floor(next() * 700)}`,
    }));
    if (i === 0) results.push({ rank: 9, deck_id: 'undated' });
    // A result naming no stored deck, and one with only a type: neither is a cited deck.
    results.push({ rank: 10, deck_id: 'missing' }, { rank: 11, deck_id: undefined as never });
    // Dated across the decks' span (the first undated: counted in 全期間 only).
    const day = new Date(start + Math.floor(next() * (end - start))).toISOString();
    events.push({ id: `e${i}`, ...template.event, ...(i === 0 ? {} : { event_date: day }), results });
    segmentsOfEvent.set(`e${i}`, template.segments);
  }
  return { decks, events, segmentsOfEvent };
}

function aggregate(decks: TestDeck[], events: TestEvent[], minDecks?: number) {
  const aggregator = new Aggregator({
    rules: RULES,
    cards: [],
    events,
    asOf: AS_OF,
    minGames: 3,
    windows: minDecks === undefined ? undefined : { minDecks },
  });
  for (const deck of decks) aggregator.addDeck(deck);
  return new Map(aggregator.finish().map((doc) => [doc.path, doc.data]));
}

describe('segment rankings (every figure against a count over the decks and events)', () => {
  const { decks, events, segmentsOfEvent } = corpus();
  const docs = aggregate(decks, events);
  // A deck counts on the day of the earliest event citing it, else its submission (worked out
  // here by hand, not by engine/deckDate.ts).
  const playedOn = new Map<string, string>();
  for (const event of events)
    for (const result of event.results) {
      if (!result.deck_id || event.event_date === undefined) continue;
      const earlier = playedOn.get(result.deck_id);
      if (earlier === undefined || Date.parse(event.event_date) < Date.parse(earlier))
        playedOn.set(result.deck_id, event.event_date);
    }
  const datedDecks = decks.map((deck) => ({ ...deck, created_at: playedOn.get(deck.id) ?? deck.created_at }));
  const deckById = new Map(datedDecks.map((deck) => [deck.id, deck]));
  /** The decks of a segment, from the events by hand. */
  const decksOf = (segment: string): TestDeck[] => {
    if (segment === 'submitted') {
      const cited = new Set(events.flatMap((event) => event.results.map((r) => r.deck_id)));
      return datedDecks.filter((deck) => !cited.has(deck.id));
    }
    const ids = new Set<string>();
    for (const event of events)
      if (segmentsOfEvent.get(event.id)!.includes(segment))
        for (const result of event.results)
          if (result.deck_id && deckById.has(result.deck_id)) ids.add(result.deck_id);
    return [...ids].map((id) => deckById.get(id)!);
  };
  /** The events of a segment dated in a window (全期間: every one), by hand. */
  const eventsOf = (segment: string, windowKey: string) => {
    if (segment === 'submitted') return 0;
    const bounds = BOUNDS[windowKey];
    return events.filter((event) => {
      if (!segmentsOfEvent.get(event.id)!.includes(segment)) return false;
      if (!bounds) return true;
      const ms = event.event_date === undefined ? Number.NaN : Date.parse(event.event_date);
      return ms >= jst(bounds.from) && ms < jst(bounds.to);
    }).length;
  };

  /** The expected figures of a segment in a window, ranked. */
  function expected(segment: string, windowKey: string) {
    const members = decksOf(segment);
    const bounds = BOUNDS[windowKey];
    const here = bounds ? countDecks(members, bounds.from, bounds.to) : countDecks(members);
    const before = bounds ? countDecks(members, bounds.previousFrom, bounds.from) : null;
    const rows = RULES.map((r) => r.id)
      .map((id) => ({ id, count: here.byRule.get(id) ?? 0, previousCount: before?.byRule.get(id) ?? 0 }))
      .filter((row) => row.count > 0 || row.previousCount > 0)
      .sort((a, b) => b.count - a.count);
    return { here, before, rows };
  }

  for (const windowKey of WINDOW_KEYS) {
    it(`${windowKey}: each event kind's decks, matched decks, counts, shares and changes`, () => {
      for (const kind of ['city', 'cl', 'trainers', 'gym', 'other']) {
        const doc = docs.get(`public_segments/${windowKey}/kinds/${kind}`) as PublicKindSegment;
        const want = expected(`kind:${kind}`, windowKey);
        expect(doc.segment.events, kind).toBe(eventsOf(`kind:${kind}`, windowKey));
        expect(doc.totalDecks, kind).toBe(want.here.total);
        expect(doc.matchedDecks, kind).toBe(want.here.matched);
        expect(doc.previous?.matchedDecks ?? null, kind).toBe(want.before?.matched ?? null);
        expect(
          doc.rows.map((row) => [row.id, row.count, row.share]),
          kind,
          // A window without matched decks has shares of 0 (never NaN).
        ).toEqual(
          want.rows.map((row) => [row.id, row.count, want.here.matched ? row.count / want.here.matched : 0]),
        );
        if (want.before && want.before.matched > 0)
          for (const row of doc.rows) {
            const previous = want.rows.find((r) => r.id === row.id)!.previousCount;
            expect(row.previousCount).toBe(previous);
            expect(row.delta).toBeCloseTo(row.share - previous / want.before.matched, 12);
            expect(row.isNew).toBe(previous === 0 && row.count > 0);
          }
      }
    });

    it(`${windowKey}: the compact document's league, region, size and 投稿デッキ segments`, () => {
      const doc = docs.get(`public_segments/${windowKey}`) as PublicSegments;
      expect(doc.segments).toHaveLength(3 + 8 + 4 + 1);
      for (const segment of doc.segments) {
        const want = expected(segment.id, windowKey);
        expect(segment.events, segment.id).toBe(eventsOf(segment.id, windowKey));
        expect(segment.totalDecks, segment.id).toBe(want.here.total);
        expect(segment.matchedDecks, segment.id).toBe(want.here.matched);
        expect(
          segment.types.map((i) => doc.typeIds[i]),
          segment.id,
        ).toEqual(want.rows.map((row) => row.id));
        expect(segment.counts, segment.id).toEqual(want.rows.map((row) => row.count));
        expect(segment.previousCounts, segment.id).toEqual(want.rows.map((row) => row.previousCount));
        expect(segment.previousMatchedDecks, segment.id).toBe(
          want.before && want.before.matched > 0 ? want.before.matched : null,
        );
        for (const i of segment.types) expect(doc.typeNames[i]).toBe(`${doc.typeIds[i]}デッキ`);
      }
    });
  }

  it('the corpus is varied: every segment has decks, and 投稿デッキ plus the cited decks are every deck', () => {
    const all = docs.get('public_segments/all') as PublicSegments;
    for (const segment of all.segments) expect(segment.totalDecks, segment.id).toBeGreaterThan(0);
    const submitted = all.segments.find((s) => s.id === 'submitted')!;
    const cited = new Set(
      events.flatMap((e) => e.results.map((r) => r.deck_id)).filter((id) => id && deckById.has(id)),
    );
    expect(submitted.totalDecks + cited.size).toBe(decks.length);
    // The undated cited deck counts in 全期間 only.
    expect((docs.get('public_segments/all/kinds/city') as PublicKindSegment).totalDecks).toBe(
      decksOf('kind:city').length,
    );
  });

  it('flags a segment below the threshold as thin, and counts the same split over worker parts', () => {
    const thin = aggregate(decks, events, 40);
    const gym = thin.get('public_segments/4w/kinds/gym') as PublicKindSegment;
    expect(gym.minDecks).toBe(40);
    expect(gym.thin).toBe(gym.matchedDecks < 40);
    expect(gym.thin).toBe(true);
    // Two aggregators over the two halves of the stream, merged, give the same documents.
    const input = { rules: RULES, cards: [], events, asOf: AS_OF, minGames: 3 };
    const whole = new Aggregator(input);
    const first = new Aggregator(input);
    const second = new Aggregator(input);
    decks.forEach((deck, i) => {
      whole.addDeck(deck);
      (i < 600 ? first : second).addDeck(deck);
    });
    first.merge(second.state());
    const pick = (agg: Aggregator) => agg.finish().filter((doc) => doc.path.startsWith('public_segments/'));
    expect(pick(first)).toEqual(pick(whole));
  });
});
