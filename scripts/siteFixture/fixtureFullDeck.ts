// A full 60-card deck page for the size test (tests/site/deckPageSize.spec.ts): the ドラパルトex
// standard 60 with two singles cut and one card added (26 cards; generated decks of the realistic
// benchmark corpus have 23 at the median), its eight Pokémon with two attacks each and three with
// an ability, texts at the real cards' median lengths (bench/cardText.ts).
import type { DeckDetail } from '../../engine/documents.ts';
import { FIXTURE_STANDARD_60 } from './fixtureStandard60.ts';

export const FIXTURE_FULL_DECK = 'Lean60-FullSx-Deck60';

/**
 * The deck's type: ドラパルトex, whose consensus list is the standard 60 the deck is cut from, so its
 * page shows a real deck's short difference (the fixture's other types share a 4-card consensus,
 * against which a whole list would differ card by card). No rule document and no type page.
 */
export const FIXTURE_FULL_DECK_TYPE = { id: 'lean60-dragapult', name: 'ドラパルトex' };

type Card = DeckDetail['cards'][number];

const KIND_TYPES: Record<string, string> = {
  pokemon: 'ポケモン',
  goods: 'グッズ',
  tool: 'ポケモンのどうぐ',
  supporter: 'サポート',
  stadium: 'スタジアム',
  energy: 'エネルギー',
  ace: 'エーススペック',
};

// Ability texts of about 58 characters, attack texts of about 31, a third of attacks without text.
const ABILITY =
  '自分の番に1回使える。自分の山札からカードを2枚引く。その後、このポケモンにダメカンを2個のせる。その後、山札を切る。';
const ATTACK_TEXT = '相手のベンチポケモン2匹にも、それぞれ30ダメージ。弱点は計算しない。';
const attacks = (damage: string): Card['attacks'] => [
  { name: 'かみつく', energy: '超', damage: '30', text: '' },
  { name: 'ファントムダイブ', energy: '炎超', damage, text: ATTACK_TEXT },
];

const POKEMON: Record<string, Partial<Card>> = {
  ドラメシヤ: { detailType: 'たね', attacks: attacks('40') },
  ドロンチ: {
    detailType: '1進化',
    abilityName: 'ていさつしれい',
    abilityText: ABILITY,
    attacks: attacks('70'),
  },
  ドラパルトex: { detailType: '2進化', attacks: attacks('200') },
  スボミー: { detailType: 'たね', attacks: attacks('10') },
  マシマシラ: {
    detailType: 'たね',
    abilityName: 'アドレナブレイン',
    abilityText: ABILITY,
    attacks: attacks('60'),
  },
  キチキギスex: {
    detailType: 'たね',
    abilityName: 'さかてにとる',
    abilityText: ABILITY,
    attacks: attacks('90'),
  },
  ニャースex: { detailType: 'たね', attacks: attacks('60') },
  ポッポ: { detailType: 'たね', attacks: attacks('20') },
};

const CUT = new Set(['ユキワラシ', 'ネストボール']);

function card(name: string, category: string, count: number, key: number): Card {
  return {
    key: `f${key}`,
    name,
    normalizedName: name,
    type: KIND_TYPES[category] ?? category,
    detailType: null,
    abilityName: null,
    abilityText: null,
    attacks: [],
    count,
    ...POKEMON[name],
  };
}

const cards: Card[] = [
  ...FIXTURE_STANDARD_60.cards
    .filter((c) => !CUT.has(c.name))
    .map((c, i) => card(c.name, c.category, c.copies, i)),
  card('ポッポ', 'pokemon', 2, 99),
];

/** The deck's detail document, matched by its type's rule. */
export function fullDeckDetail(updatedAt: string): DeckDetail {
  const rule = FIXTURE_FULL_DECK_TYPE;
  const count = (kinds: string[]) =>
    cards.filter((c) => kinds.includes(c.type)).reduce((sum, c) => sum + c.count, 0);
  return {
    id: FIXTURE_FULL_DECK,
    name: null,
    cardsTotal: cards.reduce((sum, c) => sum + c.count, 0),
    createdAt: updatedAt,
    updatedAt,
    classificationUpdatedAt: updatedAt,
    countsByType: {
      pokemon: count(['ポケモン']),
      trainer: count(['グッズ', 'ポケモンのどうぐ', 'サポート', 'スタジアム', 'エーススペック']),
      energy: count(['エネルギー']),
      other: 0,
    },
    topCards: [...cards]
      .sort((a, b) => b.count - a.count)
      .slice(0, 8)
      .map((c) => ({ name: c.name, count: c.count })),
    matchedRules: [{ id: rule.id, name: rule.name, priority: 10 }],
    cards,
  };
}
