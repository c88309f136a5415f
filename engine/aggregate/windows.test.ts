import { describe, expect, it } from 'vitest';
import {
  WINDOW_AS_OF as AS_OF,
  WINDOW_BOUNDS as BOUNDS,
  countDecks,
  jst,
  oneCardRule as rule,
} from '../../tests/helpers/aggregateFixture.ts';
import type { PublicWindow } from '../documentSchemas/windowDocs.ts';
import { mulberry32 as random } from '../testRandom.ts';
import { wilsonInterval } from '../wilson.ts';
import { WINDOW_KEYS } from '../windows.ts';
import { Aggregator } from './aggregator.ts';

const RULES = [rule('古豪', 1), rule('新星', 2), rule('中堅', 3), rule('消えた', 4)];

type TestDeck = {
  id: string;
  created_at?: string;
  rule_matches: string[];
  cards: { name: string; count: number }[];
};

/**
 * 20 weeks of decks: 古豪 leads the old weeks, 新星 only appears from M6 on and leads since, 消えた
 * stops before the newest four weeks; some decks match two rules, some none, some have no date.
 */
function corpus(): TestDeck[] {
  const next = random(24);
  const decks: TestDeck[] = [];
  const start = jst('2026-04-03');
  const end = Date.parse(AS_OF);
  for (let i = 0; i < 1500; i += 1) {
    const ms = start + Math.floor(next() * (end - start));
    const recent = ms >= jst('2026-07-31');
    const r = next();
    let matches: string[];
    if (recent) matches = r < 0.5 ? ['新星'] : r < 0.65 ? ['古豪'] : r < 0.85 ? ['中堅', '新星'] : [];
    else
      matches =
        r < 0.55 ? ['古豪'] : r < 0.7 ? ['中堅'] : r < 0.8 && ms < jst('2026-07-10') ? ['消えた'] : [];
    decks.push({
      id: `deck-${i}`,
      created_at: new Date(ms).toISOString(),
      rule_matches: matches,
      cards: [{ name: 'ピカチュウ', count: 4 }],
    });
  }
  decks.push({ id: 'undated', rule_matches: ['古豪'], cards: [] });
  // A deck an hour after the clock (allowed: under a day) belongs to the next week, in no window.
  decks.push({ id: 'after', created_at: '2026-08-21T01:00:00+09:00', rule_matches: ['新星'], cards: [] });
  return decks;
}

function windowDocs(decks: TestDeck[], windows?: { currentSince?: string; minDecks?: number }) {
  const aggregator = new Aggregator({
    rules: RULES,
    cards: [],
    events: [],
    asOf: AS_OF,
    minGames: 3,
    windows,
  });
  for (const deck of decks) aggregator.addDeck(deck);
  const docs = aggregator.finish().filter((doc) => doc.kind === 'window');
  return new Map(docs.map((doc) => [doc.path, doc.data as PublicWindow]));
}

describe('windowsOf (every window figure against a count over the decks)', () => {
  const decks = corpus();
  const docs = windowDocs(decks);

  it('emits one document per window, in order, 直近4週 among them', () => {
    expect([...docs.keys()]).toEqual(WINDOW_KEYS.map((key) => `public_windows/${key}`));
    expect(docs.get('public_windows/4w')?.label).toBe('直近4週');
    expect(docs.get('public_windows/current')?.since).toEqual({
      date: '2026-07-31',
      setName: 'ストームエメラルダ',
    });
  });

  for (const key of ['1w', '2w', '4w', 'current'] as const) {
    it(`${key}: decks, matched decks, counts, shares, intervals and changes`, () => {
      const doc = docs.get(`public_windows/${key}`)!;
      const bounds = BOUNDS[key];
      const here = countDecks(decks, bounds.from, bounds.to);
      const before = countDecks(decks, bounds.previousFrom, bounds.from);
      expect(doc.start).toBe(`${bounds.from}T00:00:00+09:00`);
      expect(doc.end).toBe(`${bounds.to}T00:00:00+09:00`);
      expect(doc.previous).toMatchObject({ totalDecks: before.total, matchedDecks: before.matched });
      expect(doc.totalDecks).toBe(here.total);
      expect(doc.matchedDecks).toBe(here.matched);
      expect(doc.unclassifiedDecks).toBe(here.total - here.matched);
      const expected = RULES.map((r) => r.id)
        .filter((id) => (here.byRule.get(id) ?? 0) > 0 || (before.byRule.get(id) ?? 0) > 0)
        .map((id) => {
          const count = here.byRule.get(id) ?? 0;
          const previousCount = before.byRule.get(id) ?? 0;
          return {
            id,
            count,
            share: count / here.matched,
            shareInterval: wilsonInterval(count, here.matched),
            previousCount,
            previousShare: previousCount / before.matched,
            delta: count / here.matched - previousCount / before.matched,
            isNew: previousCount === 0 && count > 0,
          };
        })
        .sort((a, b) => b.count - a.count);
      expect(doc.rows.map(({ name: _n, rank: _r, ...row }) => row)).toEqual(expected);
      expect(doc.rows.map((row) => row.rank)).toEqual(expected.map((_, i) => i + 1));
    });
  }

  it('全期間: every deck, undated ones included, and no change', () => {
    const doc = docs.get('public_windows/all')!;
    const all = countDecks(decks);
    expect(doc.totalDecks).toBe(all.total);
    expect(doc.matchedDecks).toBe(all.matched);
    expect(doc.previous).toBeNull();
    for (const row of doc.rows) {
      expect(row.count).toBe(all.byRule.get(row.id));
      expect(row.delta).toBeNull();
      expect(row.isNew).toBe(false);
    }
  });

  it('ranks differently over the newest weeks than over all time (the corpus is built so)', () => {
    expect(docs.get('public_windows/all')!.rows[0]!.id).toBe('古豪');
    expect(docs.get('public_windows/4w')!.rows[0]!.id).toBe('新星');
    expect(docs.get('public_windows/current')!.rows.find((row) => row.id === '新星')!.isNew).toBe(true);
    // Gone from the newest weeks: listed at 0 with its fall, so a drop-off shows.
    const gone = docs.get('public_windows/4w')!.rows.find((row) => row.id === '消えた')!;
    expect(gone.count).toBe(0);
    expect(gone.delta).toBeLessThan(0);
  });

  it('takes 現環境 from the setting when given, and flags a window below the threshold as thin', () => {
    const set = windowDocs(decks, { currentSince: '2026-08-10', minDecks: 200 });
    const current = set.get('public_windows/current')!;
    // 2026-08-10 is a Monday: its week starts Friday 2026-08-07.
    expect(current.start).toBe('2026-08-07T00:00:00+09:00');
    expect(current.since).toEqual({ date: '2026-08-10', setName: null });
    const here = countDecks(decks, '2026-08-07', '2026-08-21');
    expect(current.matchedDecks).toBe(here.matched);
    expect(set.get('public_windows/1w')!.thin).toBe(set.get('public_windows/1w')!.matchedDecks < 200);
    expect(set.get('public_windows/all')!.thin).toBe(false);
    expect(set.get('public_windows/1w')!.minDecks).toBe(200);
  });

  it('tells no change against a previous window without matched decks', () => {
    const late = corpus().filter(
      (deck) => deck.created_at !== undefined && Date.parse(deck.created_at) >= jst('2026-08-14'),
    );
    const doc = windowDocs(late).get('public_windows/2w')!;
    expect(doc.previous?.matchedDecks).toBe(0);
    expect(doc.rows.every((row) => row.delta === null && !row.isNew && row.previousShare === null)).toBe(
      true,
    );
  });
});
