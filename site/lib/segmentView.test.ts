import { describe, expect, it } from 'vitest';
import { parseEvents } from '../../engine/aggregate/events.ts';
import { type CitedDeck, segmentDocumentsOf } from '../../engine/aggregate/segments.ts';
import { WeeklyAccumulator } from '../../engine/aggregate/weekly.ts';
import { mulberry32 } from '../../engine/testRandom.ts';
import { WINDOW_KEYS } from '../../engine/windows.ts';
import { compactRows, segmentPhrase } from './segmentView.ts';

// Every cited deck comes from City League events in 東京都 of 64 players (オープン): the kind's
// ranking, counted by the engine, must equal what the page computes from the compact counts of
// the league, region and size segments, which hold the same decks.
const AS_OF = '2026-08-20T12:00:00+09:00';

function documents() {
  const next = mulberry32(5);
  const types = ['A', 'B', 'C', 'D'];
  const weekly = new WeeklyAccumulator();
  const cited = new Map<string, CitedDeck>();
  const counts = new Map<string, number>();
  const start = Date.parse('2026-05-01T00:00:00+09:00');
  const span = Date.parse(AS_OF) - start;
  for (let i = 0; i < 900; i += 1) {
    const ms = start + Math.floor(next() * span);
    const late = ms > Date.parse('2026-07-20T00:00:00+09:00');
    const r = next();
    const matches = r < 0.1 ? [] : [late && r < 0.5 ? 'D' : types[Math.floor(next() * 3)]!];
    weekly.add(ms, matches);
    for (const id of matches) counts.set(id, (counts.get(id) ?? 0) + 1);
    if (i % 3 === 0) cited.set(`d${i}`, { dateMs: ms, ruleMatches: matches });
  }
  const ids = [...cited.keys()];
  const events = parseEvents(
    [0, 1, 2].map((k) => ({
      id: `e${k}`,
      event_title: 'シティリーグ オープンリーグ',
      prefecture: '東京都',
      official: { capacity: 64 },
      results: ids.filter((_, i) => i % 3 === k).map((deckId, rank) => ({ rank: rank + 1, deck_id: deckId })),
    })),
  );
  return segmentDocumentsOf({
    events,
    citedDecks: cited,
    all: {
      weekly: weekly.result(),
      entries: types.map((id) => ({ id, name: `${id}デッキ` })),
      totalDecks: 900,
      matchedDecks: [...counts.values()].reduce((a, b) => a + b, 0),
      matchedOf: (id) => counts.get(id) ?? 0,
      period: { start: null, end: null },
      asOf: AS_OF,
      minDecks: 30,
    },
  });
}

describe('compactRows (the browser segments) against the engine’s ranking of the same decks', () => {
  const docs = documents();
  for (const key of WINDOW_KEYS) {
    it(`${key}: ranks, counts, shares, intervals and changes agree`, () => {
      const kind = docs.kinds.find((k) => k.windowKey === key && k.kind === 'city')!.doc;
      const compact = docs.compact.find((c) => c.key === key)!;
      expect(kind.rows.length).toBeGreaterThan(0);
      for (const id of ['league-open', 'region-kanto', 'size-m']) {
        const segment = compact.segments.find((s) => s.id === id)!;
        expect(segment.matchedDecks).toBe(kind.matchedDecks);
        expect(compactRows(compact, segment), `${key} ${id}`).toEqual(
          kind.rows.map((row) => ({
            id: row.id,
            name: row.name,
            rank: row.rank,
            count: row.count,
            share: row.share,
            shareInterval: row.shareInterval,
            delta: row.delta,
            isNew: row.isNew,
          })),
        );
      }
    });
  }

  it('names each kind of segment in words', () => {
    expect(segmentPhrase('kind', 'シティリーグ')).toBe('シティリーグの大会で使われたデッキ');
    expect(segmentPhrase('region', '関東')).toBe('地方: 関東の大会で使われたデッキ');
    expect(segmentPhrase('submitted', '投稿デッキ')).toBe('投稿デッキ（どの大会結果にも載っていないデッキ）');
  });
});
