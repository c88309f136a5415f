import { describe, expect, it } from 'vitest';
import {
  FIXTURE_CARDS,
  FIXTURE_DECKS,
  FIXTURE_EVENTS,
  FIXTURE_RULES,
} from '../../tests/helpers/aggregateFixture.ts';
import type {
  DeckConsensus,
  DeckTypeDetail,
  PublicDecks,
  PublicHome,
  PublicMatchups,
  RuleShareCounters,
  RuleStatsDocument,
  VariantDetail,
  WeeklySummary,
} from '../documents.ts';
import { wilsonInterval } from '../wilson.ts';
import { Aggregator } from './aggregator.ts';
import type { EmittedDocument } from './buildDocuments.ts';

const AS_OF = '2026-04-12T00:00:00.000Z';

function aggregate(decks = FIXTURE_DECKS, events = FIXTURE_EVENTS, rules = FIXTURE_RULES) {
  const aggregator = new Aggregator({ rules, cards: FIXTURE_CARDS, events, asOf: AS_OF, minGames: 10 });
  const details = decks.map((deck) => aggregator.deckDetail(aggregator.addDeck(deck)));
  const docs = aggregator.finish();
  const byPath = new Map(docs.map((doc) => [doc.path, doc.data]));
  const get = <T>(path: string) => {
    expect(byPath.has(path), path).toBe(true);
    return byPath.get(path) as T;
  };
  return { docs, details, get };
}

function hasNoNaN(value: unknown): boolean {
  return !JSON.stringify(value, (_k, v) =>
    typeof v === 'number' && !Number.isFinite(v) ? 'BAD' : v,
  ).includes('"BAD"');
}

describe('Aggregator (hand-made fixture, numbers worked out by hand)', () => {
  it('counts total, matched and per-rule decks; a deck in two rules counts in both', () => {
    const { get } = aggregate();
    const counters = get<RuleShareCounters>('system_meta/rule_share_counters');
    expect(counters).toEqual({
      total_matched_decks: 3,
      total_unique_decks: 4,
      rule_totals: { 'ピカ (テスト)': 2, B: 2 },
      updated_at: AS_OF,
    });
    const decks = get<PublicDecks>('public/decks').index;
    expect(decks.unclassifiedDecks).toBe(1);
    expect(decks.unclassifiedShare).toBe(0.25);
    expect(decks.rowsById['ピカ (テスト)']?.total.share).toBeCloseTo(2 / 3);
    // Equal matched decks and share: original (priority) order decides.
    expect(decks.order).toEqual(['ピカ (テスト)', 'B']);
    expect(decks.rowsById.B?.rank).toBe(2);
    expect(decks.rowsById.C).toBeUndefined();
  });

  it('puts decks in Friday-JST weeks, keeps empty weeks, and computes share and delta', () => {
    const { get } = aggregate();
    const summary = get<WeeklySummary>('public_decks/weekly_summary');
    expect(summary.weeks.map((w) => [w.key, w.totalDecks, w.matchedDecks])).toEqual([
      ['2026-03-27', 1, 1],
      ['2026-04-03', 1, 1],
      ['2026-04-10', 1, 0],
    ]);
    expect(summary.weeks[0]?.label).toBe('2026/03/27〜2026/04/02');
    expect(summary.ruleFirstSeen).toEqual({ 'ピカ (テスト)': '2026-03-27', B: '2026-03-27' });
    const row = get<PublicDecks>('public/decks').index.rowsById['ピカ (テスト)']!;
    expect(row.weekly.map((w) => [w.count, w.share, w.delta])).toEqual([
      [1, 1, null],
      [1, 1, 0],
      [0, 0, -1],
    ]);
    expect(row.isNew).toBe(false);
  });

  it('marks a rule new when its first week is the newest week and it has counts there', () => {
    const late = {
      ...FIXTURE_DECKS[1]!,
      id: 'aaaaaa-aaaaaa-aaaaa9',
      created_at: '2026-04-11T00:00:00+09:00',
    };
    const decks = [FIXTURE_DECKS[0]!, late];
    const { get } = aggregate(decks);
    const rows = get<PublicDecks>('public/decks').index.rowsById;
    expect(rows.B?.isNew).toBe(true);
    expect(rows['ピカ (テスト)']?.isNew).toBe(false);
  });

  it('computes per-rule statistics weighted by copies over the Pokémon of the matched decks', () => {
    const { get } = aggregate();
    const detail = get<DeckTypeDetail>('public/decks/types/ピカ (テスト)');
    // Pokémon copies: deck 1 has 4 ピカチュウ; deck 2 has 2 ピカチュウ and 2 ライチュウ = 8.
    expect(detail.stats.abilityRatio).toBe(6 / 8);
    expect(detail.stats.evolutionRatio).toEqual({ basic: 6 / 8, stage1: 2 / 8, stage2: 0, other: 0 });
    expect(detail.stats.hpRatios['60-70']).toBe(6 / 8);
    expect(detail.stats.hpRatios['80-130']).toBe(2 / 8);
    expect(detail.stats.cardTypeAverages).toMatchObject({
      pokemon: 4,
      supporter: 2,
      energy: 5,
      ace: 0.5,
      goods: 0,
    });
    const pikachu = detail.stats.cardAdoption.pokemon.find((card) => card.name === 'ピカチュウ')!;
    expect(pikachu).toMatchObject({
      adoptionRate: 1,
      includedDecks: 2,
      avgCopiesIncluding: 3,
      avgCopiesOverall: 3,
    });
    expect(pikachu.abilityName).toBe('でんき');
    expect(pikachu.attacks).toEqual([{ name: 'でんきショック', energy: '雷', damage: '20', text: '' }]);
    expect(detail.stats.cardAdoption.ace.map((card) => card.name)).toEqual(['マスターボール']);
    expect(detail.stats.variants).toEqual([
      {
        id: 'rai',
        name: 'ライチュウ型',
        priority: 1,
        matchedDecks: 1,
        abilityRatio: 0.5,
        shareWithinRule: 0.5,
        shareOverall: 1 / 3,
        shareWithinRuleInterval: wilsonInterval(1, 2),
        shareOverallInterval: wilsonInterval(1, 3),
      },
    ]);
    expect(detail.decks.items.map((deck) => deck.id)).toEqual([
      'aaaaaa-aaaaaa-aaaaa1',
      'aaaaaa-aaaaaa-aaaaa2',
    ]);
    expect(detail.decks.items[0]?.events.map((event) => event.id)).toEqual(['e1', 'e3']);
  });

  it('writes rule statistics for rules and variants, with card_stats rows by adoption', () => {
    const { get, docs } = aggregate();
    const stats = get<RuleStatsDocument>('deck_rules/ピカ (テスト)');
    expect(stats).toMatchObject({
      stats_total_decks: 2,
      stats_total_decks_all: 4,
      stats_share_rate: 2 / 3,
      stats_share_within_rule: null,
      stats_energy_avg: 5,
      stats_avg_card_counts: { pokemon: 4, trainer: 2.5, energy: 5 },
      stats_pokemon_hp_ratio: { hp_0_90: 6 / 8, hp_100_129: 2 / 8 },
      stats_ace_spec_included_decks: 1,
      stats_ace_spec_adoption_rate: 0.5,
      parent_rule_id: null,
    });
    const variant = get<RuleStatsDocument>('deck_rules/ピカ (テスト)__rai');
    expect(variant).toMatchObject({
      parent_rule_id: 'ピカ (テスト)',
      stats_total_decks: 1,
      stats_share_within_rule: 0.5,
    });
    const rows = docs.filter((doc) => doc.path.startsWith('deck_rules/ピカ (テスト)/card_stats/'));
    expect(rows[0]?.data).toMatchObject({ normalized_name: 'ピカチュウ', adoption_rate: 1, total_copies: 6 });
    expect(rows.map((row) => row.path)).toContain('deck_rules/ピカ (テスト)/card_stats/マスターボール');
    // A disabled rule without matches still gets zeroed statistics, but no public page.
    expect(get<RuleStatsDocument>('deck_rules/C').stats_total_decks).toBe(0);
    expect(docs.some((doc) => doc.path === 'public/decks/types/C')).toBe(false);
    const variantPage = get<VariantDetail>('public/decks/variants/ピカ (テスト)__rai');
    expect(variantPage.summary).toEqual({
      matchedDecks: 1,
      shareWithinRule: 0.5,
      shareOverall: 1 / 3,
      shareWithinRuleInterval: wilsonInterval(1, 2),
      shareOverallInterval: wilsonInterval(1, 3),
    });
  });

  it('counts decks by copies per card and builds the consensus list (worked out by hand)', () => {
    const { get, docs } = aggregate();
    // ピカ (テスト): deck 1 plays ピカチュウ 4, 博士の研究 4, 基本雷エネルギー 10; deck 2 plays
    // ピカチュウ 2, ライチュウ 2, マスターボール 1.
    const detail = get<DeckTypeDetail>('public/decks/types/ピカ (テスト)');
    const { consensus } = detail;
    // The deck pages' copy of the list: the same cards and copies in deck-list order (category,
    // then name), without the rates.
    expect(get<DeckConsensus>('public/decks/consensus/ピカ (テスト)').consensus).toEqual({
      cards: [
        { id: 'ピカチュウ', name: 'ピカチュウ', category: 'pokemon', copies: 2 },
        { id: 'ライチュウ', name: 'ライチュウ', category: 'pokemon', copies: 2 },
        { id: '博士の研究', name: '博士の研究', category: 'supporter', copies: 4 },
        { id: '基本雷エネルギー', name: '基本雷エネルギー', category: 'energy', copies: 10 },
        { id: 'マスターボール', name: 'マスターボール', category: 'ace', copies: 1 },
      ],
      total: consensus.total,
    });
    const pikachu = detail.stats.cardAdoption.pokemon.find((card) => card.name === 'ピカチュウ')!;
    expect(pikachu.copies).toEqual({ '1': 0, '2': 1, '3': 0, '4': 1, '5+': 0 });
    const energy = detail.stats.cardAdoption.energy.find((card) => card.name === '基本雷エネルギー')!;
    expect(energy.copies).toEqual({ '1': 0, '2': 0, '3': 0, '4': 0, '5+': 1 });
    const row = docs.find((doc) => doc.path === 'deck_rules/ピカ (テスト)/card_stats/マスターボール')!;
    expect((row.data as { copies: unknown }).copies).toEqual({ '1': 1, '2': 0, '3': 0, '4': 0, '5+': 0 });
    // Adoption order: ピカチュウ (both decks), then the one-deck cards by copies: 基本雷エネルギー 10,
    // 博士の研究 4, ライチュウ 2, マスターボール 1. ピカチュウ ties 2 and 4 copies: the smaller wins.
    // The five add up to 2 + 10 + 4 + 2 + 1 = 19, short of 60: every card is in the list.
    expect(consensus.cards.map((card) => card.adoptionRateInterval)).toEqual([
      wilsonInterval(2, 2),
      ...Array(4).fill(wilsonInterval(1, 2)),
    ]);
    expect({
      ...consensus,
      cards: consensus.cards.map(({ adoptionRateInterval: _, ...card }) => card),
    }).toEqual({
      cards: [
        { id: 'ピカチュウ', name: 'ピカチュウ', category: 'pokemon', copies: 2, adoptionRate: 1 },
        {
          id: '基本雷エネルギー',
          name: '基本雷エネルギー',
          category: 'energy',
          copies: 10,
          adoptionRate: 0.5,
        },
        { id: '博士の研究', name: '博士の研究', category: 'supporter', copies: 4, adoptionRate: 0.5 },
        { id: 'ライチュウ', name: 'ライチュウ', category: 'pokemon', copies: 2, adoptionRate: 0.5 },
        { id: 'マスターボール', name: 'マスターボール', category: 'ace', copies: 1, adoptionRate: 0.5 },
      ],
      total: 19,
    });
  });

  it('counts finals: rank 1 beats rank 2, unknown types and mirrors left out', () => {
    const { get } = aggregate();
    const matchups = get<PublicMatchups>('public/matchups');
    expect(matchups.rows.map((row) => [row.ruleId, row.wins, row.losses])).toEqual([
      ['ピカ (テスト)', 1, 0],
      ['B', 0, 1],
    ]);
    expect(matchups.rows[0]?.opponents[0]).toMatchObject({
      ruleId: 'B',
      wins: 1,
      losses: 0,
      winRate: 1,
      thin: true,
    });
    expect(get<DeckTypeDetail>('public/decks/types/B').matchups).toMatchObject({
      wins: 0,
      losses: 1,
      winRate: 0,
    });
  });

  it('builds home, events and event pages newest first', () => {
    const { get } = aggregate();
    const home = get<PublicHome>('public/home');
    expect(home.counts).toEqual({ cards: 4, decks: 4, events: 3 });
    expect(home.recentEvents.map((e) => e.id)).toEqual(['e2', 'e1', 'e3']);
    expect(home.ruleRanking.map((r) => r.id)).toEqual(['B', 'ピカ (テスト)']); // equal share: by name
    expect(home.recentDecks[0]).toMatchObject({ id: 'aaaaaa-aaaaaa-aaaaa3', primaryRule: null });
    const event = get<{ results: { rank: number; ruleId: string | null }[] }>('public_events/e3');
    expect(event.results.map((r) => [r.rank, r.ruleId])).toEqual([
      [1, 'ピカ (テスト)'],
      [2, 'ピカ (テスト)'],
    ]);
  });

  it('builds a deck detail with counts by type group, top cards and matched rules', () => {
    const { details } = aggregate();
    const deck = details[1]!;
    expect(deck.countsByType).toEqual({ pokemon: 4, trainer: 1, energy: 0, other: 0 });
    expect(deck.cardsTotal).toBe(5);
    expect(deck.matchedRules).toEqual([
      { id: 'ピカ (テスト)', name: 'ピカデッキ', priority: 1 },
      { id: 'B', name: 'ビーデッキ', priority: 2 },
    ]);
    expect(deck.cards.map((card) => card.type)).toEqual(['pokemon', 'pokemon', 'ace_spec']);
  });

  it("names a rule no longer among the rules by each deck's own stored name, whatever other decks say", () => {
    // Two decks classified by a rule since deleted, under two names: neither page depends on the other deck.
    const classified = (id: string, name: string) => ({
      id,
      created_at: '2026-04-03T00:00:00+09:00',
      rule_matches: ['gone'],
      rule_matches_detail: [{ id: 'gone', name, priority: 5, variants: [] }],
      cards: [{ name: 'ピカチュウ', count: 4 }],
    });
    const { details } = aggregate([
      classified('aaaaaa-aaaaaa-aaaaa8', '旧名'),
      classified('aaaaaa-aaaaaa-aaaaa9', '新名'),
    ]);
    expect(details.map((detail) => detail.matchedRules)).toEqual([
      [{ id: 'gone', name: '旧名', priority: 5 }],
      [{ id: 'gone', name: '新名', priority: 5 }],
    ]);
  });

  it('gives valid documents with no decks, no events and no rules: zeros, empty lists, null matchups', () => {
    for (const rules of [FIXTURE_RULES, []]) {
      const { docs, get } = aggregate([], [], rules);
      for (const doc of docs as EmittedDocument[]) expect(hasNoNaN(doc.data), doc.path).toBe(true);
      const index = get<PublicDecks>('public/decks').index;
      expect(index).toMatchObject({
        totalDecks: 0,
        totalMatchedDecks: 0,
        unclassifiedDecks: 0,
        unclassifiedShare: 0,
        weeks: [],
      });
      expect(get<PublicMatchups>('public/matchups').rows).toEqual([]);
      expect(get<WeeklySummary>('public_decks/weekly_summary').weeks).toEqual([]);
    }
    const { get } = aggregate([], []);
    const detail = get<DeckTypeDetail>('public/decks/types/B');
    expect(detail.matchups).toBeNull();
    expect(detail.summary).toEqual({ matchedDecks: 0, totalDecks: 0, share: 0, shareInterval: [0, 1] });
    expect(detail.stats.abilityRatio).toBe(0);
    expect(detail.decks).toEqual({ items: [], limited: false, total: 0 });
  });
  it('puts a Wilson 95% interval beside every share, rate of decks and win rate', () => {
    const { docs, details } = aggregate();
    // Proportions (share, adoption, win rate) -> the key of their interval; ratios of copies
    // (abilityRatio, evolution and HP ratios) are not proportions of decks and have none.
    const intervalKey = (key: string): string | undefined => {
      if (/^(share|shareWithinRule|shareOverall|unclassifiedShare|adoptionRate|winRate)$/.test(key))
        return `${key}Interval`;
      if (
        /^(stats_share_rate|stats_share_within_rule|share_rate|share_within_rule|adoption_rate|stats_ace_spec_adoption_rate)$/.test(
          key,
        )
      )
        return `${key}_interval`;
      return undefined;
    };
    let checked = 0;
    const walk = (value: unknown, where: string): void => {
      if (Array.isArray(value)) {
        value.forEach((item, i) => {
          walk(item, `${where}[${i}]`);
        });
      }
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
      const record = value as Record<string, unknown>;
      for (const [key, field] of Object.entries(record)) {
        const partner = intervalKey(key);
        if (partner !== undefined) {
          expect(record, `${where}.${key}`).toHaveProperty([partner]);
          checked += 1;
          const interval = record[partner] as [number, number] | null;
          if (typeof field === 'number' && interval !== null) {
            expect(interval[0], `${where}.${partner}`).toBeLessThanOrEqual(field + 1e-12);
            expect(interval[1], `${where}.${partner}`).toBeGreaterThanOrEqual(field - 1e-12);
          }
        }
        walk(field, `${where}.${key}`);
      }
    };
    for (const doc of docs) walk(doc.data, doc.path);
    expect(details.length).toBe(4);
    expect(checked).toBeGreaterThan(50);
    // Spot values: ピカ has 2 of 3 matched decks; B's final record is 0-1.
    const pika = docs.find((doc) => doc.path === 'public/decks/types/ピカ (テスト)')!.data as DeckTypeDetail;
    expect(pika.rule.shareInterval).toEqual(wilsonInterval(2, 3));
    const matchups = docs.find((doc) => doc.path === 'public/matchups')!.data as PublicMatchups;
    expect(matchups.rows[1]).toMatchObject({
      ruleId: 'B',
      games: 1,
      thin: true,
      winRateInterval: wilsonInterval(0, 1),
    });
  });

  it('flags thin matchup cells by --min-games: 1 game is thin at 10 and not at 1', () => {
    for (const [minGames, thin] of [
      [10, true],
      [1, false],
    ] as const) {
      const aggregator = new Aggregator({
        rules: FIXTURE_RULES,
        cards: FIXTURE_CARDS,
        events: FIXTURE_EVENTS,
        asOf: AS_OF,
        minGames,
      });
      for (const deck of FIXTURE_DECKS) aggregator.addDeck(deck);
      const docs = new Map(aggregator.finish().map((doc) => [doc.path, doc.data]));
      const matchups = docs.get('public/matchups') as PublicMatchups;
      expect(matchups.minGames).toBe(minGames);
      expect(matchups.rows.map((row) => row.thin)).toEqual([thin, thin]);
      expect(matchups.rows[0]?.opponents[0]?.thin).toBe(thin);
      expect((docs.get('public/decks/types/B') as DeckTypeDetail).matchups?.thin).toBe(thin);
    }
  });

  it('gives an enabled rule with no matches a valid zero page beside rules that match', () => {
    const empty = { ...FIXTURE_RULES[1]!, id: 'D', name: '誰もいないデッキ', priority: 4 };
    const { docs, get } = aggregate(FIXTURE_DECKS, FIXTURE_EVENTS, [...FIXTURE_RULES, empty]);
    for (const doc of docs) expect(hasNoNaN(doc.data), doc.path).toBe(true);
    const detail = get<DeckTypeDetail>('public/decks/types/D');
    expect(detail.rule).toMatchObject({ matchedDecks: 0, totalDecks: 4, share: 0 });
    expect(detail.rule.shareInterval).toEqual(wilsonInterval(0, 3));
    expect(detail.matchups).toBeNull();
    expect(detail.stats.weekly.map((w) => [w.count, w.share])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(Object.values(detail.stats.cardAdoption).flat()).toEqual([]);
    const index = get<PublicDecks>('public/decks').index;
    expect(index.order.at(-1)).toBe('D');
    expect(index.rowsById.D).toMatchObject({ rank: 3, firstSeenWeek: null, isNew: false });
    expect(get<RuleStatsDocument>('deck_rules/D')).toMatchObject({
      stats_total_decks: 0,
      stats_share_rate: 0,
      stats_card_stats_count: 0,
    });
    expect(get<PublicHome>('public/home').ruleRanking.map((row) => row.id)).not.toContain('D');
  });
});
