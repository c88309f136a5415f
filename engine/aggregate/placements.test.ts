import { describe, expect, it } from 'vitest';
import { oneCardRule as rule } from '../../tests/helpers/aggregateFixture.ts';
import type { PublicPlacements } from '../documentSchemas/placementDocs.ts';
import { mulberry32 as random } from '../testRandom.ts';
import { wilsonInterval } from '../wilson.ts';
import { Aggregator } from './aggregator.ts';

const AS_OF = '2026-08-20T12:00:00+09:00';

const RULES = [rule('強者', 1), rule('人気', 2), rule('伏兵', 3), rule('少数', 4)];

type TestResult = { rank?: number | string; deck_id?: string; deck_type?: string };
type TestEvent = { id: string; event_title: string; event_date: string; results: TestResult[] };
type TestDeck = { id: string; created_at: string; rule_matches: string[]; cards: [] };

/** The official buckets: 1, 2, 3, 3, 5, 5, 5, 5, then 9 × 8 and so on for bigger events. */
const BUCKETS = [1, 2, 3, 3, 5, 5, 5, 5, 9, 9, 9, 9, 9, 9, 9, 9];

/**
 * 120 events of 4 to 16 results. 強者 converts well (placed more often near the top), 人気 is
 * played most but converts less; results name a classified deck, an unclassified deck (its
 * deck_type then counts), only a deck_type (by id or name), or an unknown type; some ranks are text
 * ("3位") and some are missing.
 */
function corpus() {
  const next = random(3);
  const decks: TestDeck[] = [];
  const events: TestEvent[] = [];
  for (let e = 0; e < 120; e += 1) {
    const size = 4 + Math.floor(next() * 13);
    const results: TestResult[] = [];
    for (let i = 0; i < size; i += 1) {
      const top = i < 4;
      const r = next();
      const type = top
        ? r < 0.4
          ? '強者'
          : r < 0.7
            ? '人気'
            : r < 0.85
              ? '伏兵'
              : r < 0.9
                ? '少数'
                : null
        : r < 0.15
          ? '強者'
          : r < 0.6
            ? '人気'
            : r < 0.8
              ? '伏兵'
              : r < 0.85
                ? '少数'
                : null;
      const how = next();
      const result: TestResult = {};
      const rankHow = next();
      const rank = BUCKETS[i]!;
      if (rankHow < 0.1) result.rank = `${rank}位`;
      else if (rankHow > 0.97) {
        // no rank
      } else result.rank = rank;
      if (type === null) result.deck_type = how < 0.5 ? '謎のデッキ' : undefined;
      else if (how < 0.5) {
        const id = `d${e}-${i}`;
        decks.push({ id, created_at: '2026-08-01T00:00:00Z', rule_matches: [type], cards: [] });
        result.deck_id = id;
      } else if (how < 0.6) {
        // A deck that matched no rule: its deck_type names the type.
        const id = `u${e}-${i}`;
        decks.push({ id, created_at: '2026-08-01T00:00:00Z', rule_matches: [], cards: [] });
        result.deck_id = id;
        result.deck_type = `${type}デッキ`;
      } else result.deck_type = how < 0.8 ? type : `${type}デッキ`;
      results.push(result);
    }
    events.push({ id: `ev${e}`, event_title: `大会${e}`, event_date: '2026-08-02', results });
  }
  events.push({ id: 'empty', event_title: '結果なし', event_date: '2026-08-03', results: [] });
  return { decks, events };
}

function placementsDoc(decks: TestDeck[], events: TestEvent[], minGames = 5): PublicPlacements {
  const aggregator = new Aggregator({ rules: RULES, cards: [], events, asOf: AS_OF, minGames });
  for (const deck of decks) aggregator.addDeck(deck);
  const doc = aggregator.finish().find((d) => d.path === 'public/placements');
  return doc!.data as PublicPlacements;
}

/** Independent count: the type each result names, and its rank read by hand. */
function count(decks: TestDeck[], events: TestEvent[]) {
  const deckType = new Map(decks.map((d) => [d.id, d.rule_matches[0]]));
  const typeOf = (result: TestResult): string | undefined => {
    const primary = result.deck_id === undefined ? undefined : deckType.get(result.deck_id);
    if (primary) return primary;
    return RULES.find((r) => r.id === result.deck_type || r.name === result.deck_type)?.id;
  };
  const rankOf = (result: TestResult): number | undefined =>
    typeof result.rank === 'string' ? Number.parseInt(result.rank, 10) : result.rank;
  const tally = () => ({ cited: 0, wins: 0, top4: 0, top8: 0 });
  const totals = tally();
  const byType = new Map<string, ReturnType<typeof tally>>();
  let unknown = 0;
  for (const event of events)
    for (const result of event.results) {
      const rank = rankOf(result);
      const rows = [totals];
      const type = typeOf(result);
      if (type === undefined) unknown += 1;
      else {
        if (!byType.has(type)) byType.set(type, tally());
        rows.push(byType.get(type)!);
      }
      for (const row of rows) {
        row.cited += 1;
        if (rank === 1) row.wins += 1;
        if (rank === 1 || rank === 2 || rank === 3) row.top4 += 1;
        if (rank === 1 || rank === 2 || rank === 3 || rank === 5) row.top8 += 1;
      }
    }
  return { totals, byType, unknown };
}

describe('placementsOf (every figure against a count over the events)', () => {
  const { decks, events } = corpus();
  const doc = placementsDoc(decks, events);
  const expected = count(decks, events);

  it('counts the results, the unknown types and the events with results', () => {
    expect(doc.events).toBe(120);
    expect(doc.totals).toEqual(expected.totals);
    expect(doc.unknownType).toBe(expected.unknown);
    expect(expected.unknown).toBeGreaterThan(0);
    expect(doc.minCited).toBe(5);
  });

  it('gives each type its counts, shares, intervals and conversion for every cut', () => {
    const { totals } = expected;
    const rows = [...expected.byType].map(([ruleId, c]) => {
      const cut = (key: 'wins' | 'top4' | 'top8') => {
        const fieldRate = totals[key] / totals.cited;
        const rate = wilsonInterval(c[key], c.cited);
        return {
          count: c[key],
          share: c[key] / totals[key],
          shareInterval: wilsonInterval(c[key], totals[key]),
          conversion: c[key] / totals[key] / (c.cited / totals.cited),
          conversionInterval: [rate[0] / fieldRate, rate[1] / fieldRate],
        };
      };
      return {
        ruleId,
        ruleName: `${ruleId}デッキ`,
        cited: c.cited,
        citedShare: c.cited / totals.cited,
        citedShareInterval: wilsonInterval(c.cited, totals.cited),
        wins: cut('wins'),
        top4: cut('top4'),
        top8: cut('top8'),
        thin: c.cited < 5,
      };
    });
    rows.sort((a, b) => b.top8.count - a.top8.count || b.wins.count - a.wins.count || b.cited - a.cited);
    expect(doc.rows.length).toBe(4);
    for (const [i, row] of doc.rows.entries()) {
      const want = rows[i]!;
      expect(row.ruleId).toBe(want.ruleId);
      for (const key of ['wins', 'top4', 'top8'] as const) {
        const { conversion, conversionInterval, ...rest } = row[key];
        const { conversion: wantConversion, conversionInterval: wantInterval, ...wantRest } = want[key];
        expect(rest, `${row.ruleId} ${key}`).toEqual(wantRest);
        expect(conversion).toBeCloseTo(wantConversion, 12);
        // The conversion is the type's rate of reaching the cut over the field's.
        expect(conversion).toBeCloseTo(row[key].count / row.cited / (totals[key] / totals.cited), 12);
        expect(conversionInterval![0]).toBeCloseTo(wantInterval[0]!, 12);
        expect(conversionInterval![1]).toBeCloseTo(wantInterval[1]!, 12);
      }
      expect({ ...row, wins: 0, top4: 0, top8: 0 }).toEqual({ ...want, wins: 0, top4: 0, top8: 0 });
    }
  });

  it('reads the corpus as built: 強者 converts above 1, 人気 below, intervals hold them', () => {
    const strong = doc.rows.find((row) => row.ruleId === '強者')!;
    const popular = doc.rows.find((row) => row.ruleId === '人気')!;
    expect(popular.cited).toBeGreaterThan(strong.cited);
    for (const key of ['top4', 'top8'] as const) {
      expect(strong[key].conversion!).toBeGreaterThan(1);
      expect(popular[key].conversion!).toBeLessThan(1);
      for (const row of [strong, popular]) {
        expect(row[key].conversionInterval![0]).toBeLessThanOrEqual(row[key].conversion!);
        expect(row[key].conversionInterval![1]).toBeGreaterThanOrEqual(row[key].conversion!);
      }
    }
  });

  it('counts the 3rd–4th bucket as top-4 and the 5th–8th bucket as top-8 only', () => {
    const one: TestEvent = {
      id: 'one',
      event_title: '一件',
      event_date: '2026-08-02',
      results: [
        { rank: 1, deck_type: '強者' },
        { rank: 2, deck_type: '強者' },
        { rank: '3位', deck_type: '強者' },
        { rank: 3, deck_type: '人気' },
        { rank: 5, deck_type: '強者' },
        { rank: 9, deck_type: '人気' },
        { deck_type: '人気' },
      ],
    };
    const small = placementsDoc([], [one], 3);
    expect(small.totals).toEqual({ cited: 7, wins: 1, top4: 4, top8: 5 });
    expect(
      small.rows.map((row) => [
        row.ruleId,
        row.cited,
        row.wins.count,
        row.top4.count,
        row.top8.count,
        row.thin,
      ]),
    ).toEqual([
      ['強者', 4, 1, 3, 4, false],
      ['人気', 3, 0, 1, 1, false],
    ]);
  });

  it('with only the top 8 reported, top-8 conversion is 1 for every type but top-4 still tells', () => {
    const topEight: TestEvent = {
      id: 't8',
      event_title: '上位のみ',
      event_date: '2026-08-02',
      results: BUCKETS.slice(0, 8).map((rank, i) => ({ rank, deck_type: i < 3 ? '強者' : '人気' })),
    };
    const rows = placementsDoc([], [topEight], 1).rows;
    expect(rows.map((row) => row.top8.conversion)).toEqual([1, 1]);
    // 強者: 3 of 4 top-4 results from 3 of 8 cited -> (3/4)/(3/8) = 2; 人気: (1/4)/(5/8) = 0.4.
    expect(rows.find((row) => row.ruleId === '強者')!.top4.conversion).toBeCloseTo(2, 12);
    expect(rows.find((row) => row.ruleId === '人気')!.top4.conversion).toBeCloseTo(0.4, 12);
  });

  it('has no conversion when no result placed (no ranks at all)', () => {
    const unranked: TestEvent = {
      id: 'x',
      event_title: '順位なし',
      event_date: '2026-08-02',
      results: [{ deck_type: '強者' }, { deck_type: '人気' }],
    };
    const none = placementsDoc([], [unranked]);
    for (const row of none.rows)
      for (const key of ['wins', 'top4', 'top8'] as const)
        expect(row[key]).toMatchObject({ count: 0, conversion: null, conversionInterval: null });
    expect(none.rows.every((row) => row.thin)).toBe(true);
  });
});
