// The per-id documents of the fixture site: deck types (one with a sub-rule, 25 listed decks and
// a card whose deck-ID list needs its toggle), the sub-rule, rule statistics with card_stats rows,
// and a deck detail for every listed deck, so every public route has pages without the sample.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { docPath } from '../../engine/docPaths.ts';
import type {
  CardAdoptionItem,
  ConsensusList,
  DeckDetail,
  DeckListItem,
  DeckTypeDetail,
  PokemonStats,
  RuleStatsDocument,
  VariantDetail,
  WeeklyEntry,
} from '../../engine/documents.ts';
import { FIXTURE_FULL_DECK, FIXTURE_FULL_DECK_TYPE, fullDeckDetail } from './fixtureFullDeck.ts';
import { FIXTURE_STANDARD_60 } from './fixtureStandard60.ts';

const UPDATED = '2026-04-10T03:00:00Z';

export interface FixtureRule {
  id: string;
  name: string;
  matched: number;
  weekly: WeeklyEntry[];
}

/** A sub-rule of the first fixture rule; its id has a space like real ones may. */
export const FIXTURE_VARIANT = { id: 'ミュウ 型', name: 'サーフゴーex(ミュウ型)', priority: 10 } as const;

function write(docsDir: string, docPathText: string, value: unknown): void {
  const file = path.join(docsDir, `${docPathText}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value, null, 2));
}

/** Deck ids of the fixture: three groups of six letters or digits, the first one fixed. */
export function fixtureDeckIds(ruleIndex: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    ruleIndex === 0 && i === 0
      ? 'AbCdEf-123456-GhIjKl'
      : `Fx${String(ruleIndex).padStart(4, '0')}-${String(i).padStart(6, '0')}-DeckId`,
  );
}

function deckItem(id: string, rule: FixtureRule, i: number): DeckListItem {
  return {
    id,
    name: `テストデッキ${i + 1}`,
    primaryRuleId: rule.id,
    primaryRuleName: rule.name,
    ruleNames: [rule.name],
    createdAt: UPDATED,
    updatedAt: UPDATED,
    events:
      i === 0
        ? [{ id: '900002', title: 'シティリーグ 東京', eventDate: '2026-04-05T00:00:00+09:00', rank: 1 }]
        : [],
  };
}

function adoptionItem(
  id: string,
  name: string,
  included: number,
  total: number,
  deckIds: string[],
): CardAdoptionItem {
  return {
    id,
    name,
    adoptionRate: included / total,
    avgCopiesOverall: (included * 2) / total,
    includedDecks: included,
    avgCopiesIncluding: 2,
    totalDecks: total,
    adoptionRateInterval: [Math.max(0, included / total - 0.2), Math.min(1, included / total + 0.1)],
    abilityName: null,
    abilityText: null,
    attacks: [],
    deckIds,
    // Half the decks at 2 copies, the rest at 4 (energy: 5 or more).
    copies: /エネルギー/.test(name)
      ? { '1': 0, '2': 0, '3': 0, '4': 0, '5+': included }
      : { '1': 0, '2': Math.floor(included / 2), '3': 0, '4': included - Math.floor(included / 2), '5+': 0 },
  };
}

/** The consensus list of every fixture deck type (ids are normalized names, as in deck details). */
export const FIXTURE_CONSENSUS: ConsensusList = {
  cards: [
    { id: 'サーフゴーex', name: 'サーフゴーex', category: 'pokemon', copies: 4, adoptionRate: 1 },
    { id: 'ナンジャモ', name: 'ナンジャモ', category: 'supporter', copies: 4, adoptionRate: 1 },
    { id: 'ネストボール', name: 'ネストボール', category: 'goods', copies: 4, adoptionRate: 0.9 },
    { id: '基本鋼エネルギー', name: '基本鋼エネルギー', category: 'energy', copies: 10, adoptionRate: 0.8 },
  ].map((card) => ({
    ...card,
    adoptionRateInterval: [card.adoptionRate - 0.2, 1] as [number, number],
  })) as ConsensusList['cards'],
  total: 22,
};

/** The deck whose page shows card images (one per copy) and its differences from the consensus. */
export const FIXTURE_IMAGE_DECK = 'AbCdEf-123456-GhIjKl';

function pokemonStats(rule: FixtureRule, deckIds: string[]): PokemonStats {
  const n = Math.max(1, rule.matched);
  return {
    cardTypeAverages: { pokemon: 15, supporter: 10, goods: 20, energy: 10 },
    evolutionRatio: { basic: 0.6, stage1: 0.2, stage2: 0.2, other: 0 },
    hpRatios: { '0-50': 0.1, '60-70': 0.2, '80-130': 0.3, '140-210': 0.2, '220-300': 0.1, '310+': 0.1 },
    abilityRatio: 0.4,
    cardAdoption: {
      pokemon: [
        adoptionItem('c1', `${rule.name}(SV3a 050/062)`, n, n, deckIds.slice(0, 8)),
        adoptionItem('c2', 'ミュウex', Math.ceil(n / 2), n, deckIds.slice(0, 3)),
      ],
      supporter: [adoptionItem('c3', 'ナンジャモ', n, n, deckIds.slice(0, 4))],
      goods: [adoptionItem('c4', 'ネストボール', n, n, [])],
      tool: [],
      stadium: [],
      energy: [adoptionItem('c5', '基本鋼エネルギー', n, n, [])],
      ace: [],
      other: [],
    },
  };
}

function ruleStatsDoc(
  name: string,
  matched: number,
  share: number,
  deckIds: string[],
  variant?: { parent: string; id: string; priority: number; withinRule: number },
): RuleStatsDocument {
  return {
    name,
    parent_rule_id: variant?.parent ?? null,
    ...(variant
      ? { variant_id: variant.id, priority: variant.priority, description: `${name} のサブルール` }
      : {}),
    stats_total_decks: matched,
    stats_total_decks_all: 30,
    stats_share_rate: share,
    stats_share_rate_interval: [Math.max(0, share - 0.15), Math.min(1, share + 0.15)],
    stats_share_within_rule: variant?.withinRule ?? null,
    stats_energy_avg: 10,
    stats_avg_card_counts: { pokemon: 15, trainer: 35, energy: 10 },
    stats_pokemon_evo_ratio: { basic: 0.6, stage1: 0.2, stage2: 0.2, other: 0 },
    stats_pokemon_hp_ratio: {
      hp_0_90: 0.2,
      hp_100_129: 0.2,
      hp_130_159: 0.2,
      hp_160_189: 0.1,
      hp_190_219: 0.1,
      hp_220_plus: 0.2,
    },
    stats_pokemon_ability_ratio: 0.4,
    stats_ace_spec_included_decks: 0,
    stats_ace_spec_adoption_rate: 0,
    stats_updated_at: UPDATED,
    stats_top_updated_at: UPDATED,
    stats_top_adoption: [],
    stats_variants: [],
    stats_card_stats_count: 2,
    stats_matching_deck_ids: { ids: deckIds, limited: false, limit: 200, total: deckIds.length },
  };
}

function deckDetail(item: DeckListItem, priority: number): DeckDetail {
  return {
    id: item.id,
    name: item.name,
    cardsTotal: 60,
    createdAt: UPDATED,
    updatedAt: UPDATED,
    classificationUpdatedAt: UPDATED,
    countsByType: { pokemon: 15, trainer: 35, energy: 10, other: 0 },
    topCards: [{ name: item.primaryRuleName ?? 'サーフゴーex', count: 3 }],
    matchedRules: item.primaryRuleId
      ? [{ id: item.primaryRuleId, name: item.primaryRuleName ?? item.primaryRuleId, priority }]
      : [],
    // Against FIXTURE_CONSENSUS: サーフゴーex 4→3, ミュウex added, ナンジャモ and ネストボール cut.
    cards: [
      {
        key: 'c1',
        name: 'サーフゴーex',
        normalizedName: 'サーフゴーex',
        type: 'ポケモン',
        detailType: '2進化',
        abilityName: null,
        abilityText: null,
        attacks: [{ name: 'ゴールドラッシュ', text: '山札を引く。', damage: '50×', energy: '鋼鋼' }],
        count: 3,
        ...(item.id === FIXTURE_IMAGE_DECK
          ? { pict: '/assets/images/card_images/large/SV3a/044122_P_SAFUGOEX.jpg' }
          : {}),
      },
      {
        key: 'c2',
        name: 'ミュウex',
        normalizedName: 'ミュウex',
        type: 'ポケモン',
        detailType: 'たね',
        abilityName: 'リスタート',
        abilityText: '手札が3枚になるように引く。',
        attacks: [],
        count: 1,
        ...(item.id === FIXTURE_IMAGE_DECK
          ? { pict: 'https://www.pokemon-card.com/assets/images/card_images/large/SV4a/mew.jpg' }
          : {}),
      },
      {
        key: 'c5',
        name: '基本鋼エネルギー',
        normalizedName: '基本鋼エネルギー',
        type: 'エネルギー',
        detailType: '基本エネルギー',
        abilityName: null,
        abilityText: null,
        attacks: [],
        count: 10,
      },
      // The image deck also plays a tool and an ACE SPEC card stored with the type エーススペック.
      ...(item.id === FIXTURE_IMAGE_DECK
        ? [
            {
              key: 'c6',
              name: 'ふうせん',
              normalizedName: 'ふうせん',
              type: 'ポケモンのどうぐ',
              detailType: null,
              abilityName: null,
              abilityText: null,
              attacks: [],
              count: 2,
            },
            {
              key: 'c7',
              name: 'アンフェアスタンプ',
              normalizedName: 'アンフェアスタンプ',
              type: 'エーススペック',
              detailType: 'グッズ',
              abilityName: null,
              abilityText: null,
              attacks: [],
              count: 1,
            },
          ]
        : []),
    ],
    ...(item.events.length > 0 ? { placements: item.events } : {}),
  };
}

/** Writes every per-id document of the fixture rules (the first one gets the sub-rule). */
export function writeFixtureDetailDocs(docsDir: string, rules: FixtureRule[], matchedTotal: number): void {
  rules.forEach((rule, i) => {
    const deckIds = fixtureDeckIds(i, rule.matched);
    const items = deckIds.map((id, k) => deckItem(id, rule, k));
    const share = rule.matched / matchedTotal;
    const variantDecks = i === 0 ? items.slice(0, 4) : [];
    const detail: DeckTypeDetail = {
      rule: {
        id: rule.id,
        name: rule.name,
        description: `${rule.name} のデッキ`,
        matchedDecks: rule.matched,
        totalDecks: 30,
        share,
        shareInterval: [Math.max(0, share - 0.15), Math.min(1, share + 0.15)],
        conditions: [{ pattern: rule.name.replace(/\(.*\)/u, ''), min: 1, max: null, negate: false }],
      },
      summary: { matchedDecks: rule.matched, totalDecks: 30, share },
      stats: {
        ...pokemonStats(rule, deckIds),
        variants:
          i === 0
            ? [
                {
                  ...FIXTURE_VARIANT,
                  matchedDecks: variantDecks.length,
                  abilityRatio: 0.5,
                  shareWithinRule: variantDecks.length / rule.matched,
                  shareOverall: variantDecks.length / matchedTotal,
                },
              ]
            : [],
        weekly: rule.weekly,
      },
      decks: { items, limited: false, total: items.length },
      consensus: FIXTURE_STANDARD_60,
      meta: { cardStatsCount: 5 },
      matchups: null,
      updatedAt: UPDATED,
    };
    write(docsDir, docPath.deckType(rule.id), detail);
    write(docsDir, docPath.deckConsensus(rule.id), {
      rule: { id: rule.id, name: rule.name },
      consensus: {
        cards: FIXTURE_CONSENSUS.cards.map(({ id, name, category, copies }) => ({
          id,
          name,
          category,
          copies,
        })),
        total: FIXTURE_CONSENSUS.total,
      },
    });
    write(docsDir, docPath.ruleStats(rule.id), ruleStatsDoc(rule.name, rule.matched, share, deckIds));
    write(docsDir, docPath.cardStats(rule.id, 'ナンジャモ'), {
      normalized_name: 'ナンジャモ',
      name: 'ナンジャモ',
      card_type: 'supporter',
      total_decks: rule.matched,
      included_decks: rule.matched,
      adoption_rate: 1,
      total_copies: rule.matched * 3,
      avg_copies_including: 3,
      avg_copies_overall: 3,
      copies: { '1': 0, '2': 0, '3': rule.matched, '4': 0, '5+': 0 },
    });
    items.forEach((item) => {
      write(docsDir, docPath.deckDetail(item.id), deckDetail(item, 10 + i));
    });
    if (i === 0) writeVariantDocs(docsDir, rule, variantDecks, matchedTotal);
    // A full 60-card deck of the first type, whose page the size test weighs.
    if (i === 0) {
      write(docsDir, docPath.deckDetail(FIXTURE_FULL_DECK), fullDeckDetail(UPDATED));
      write(docsDir, docPath.deckConsensus(FIXTURE_FULL_DECK_TYPE.id), {
        rule: FIXTURE_FULL_DECK_TYPE,
        consensus: {
          cards: FIXTURE_STANDARD_60.cards.map(({ id, name, category, copies }) => ({
            id,
            name,
            category,
            copies,
          })),
          total: FIXTURE_STANDARD_60.total,
        },
      });
    }
  });
}

function writeVariantDocs(
  docsDir: string,
  rule: FixtureRule,
  decks: DeckListItem[],
  matchedTotal: number,
): void {
  const ids = decks.map((deck) => deck.id);
  const variant: VariantDetail = {
    rule: { id: rule.id, name: rule.name, matchedDecks: rule.matched },
    variant: { ...FIXTURE_VARIANT, description: 'ミュウexを入れた型' },
    summary: {
      matchedDecks: decks.length,
      shareWithinRule: decks.length / rule.matched,
      shareOverall: decks.length / matchedTotal,
    },
    stats: pokemonStats({ ...rule, matched: decks.length }, ids),
    decks: { items: decks, limited: false, total: decks.length },
    meta: { cardStatsCount: 5 },
    updatedAt: UPDATED,
  };
  write(docsDir, docPath.variant(rule.id, FIXTURE_VARIANT.id), variant);
  write(
    docsDir,
    docPath.ruleStats(rule.id, FIXTURE_VARIANT.id),
    ruleStatsDoc(FIXTURE_VARIANT.name, decks.length, decks.length / matchedTotal, ids, {
      parent: rule.id,
      id: FIXTURE_VARIANT.id,
      priority: FIXTURE_VARIANT.priority,
      withinRule: decks.length / rule.matched,
    }),
  );
}
