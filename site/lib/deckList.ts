// A decklist as players read it: the cards grouped as the official deck page groups them
// (ポケモン / グッズ / ポケモンのどうぐ / サポート / スタジアム / エネルギー), an ACE SPEC card in the
// group of its printed kind and marked, and the text players paste into other tools.
import { aceSpecBaseKind, isAceSpecName } from '../../engine/aceSpec.ts';
import { type CardKind, cardKindOf } from '../../engine/cardKinds.ts';
import type { ConsensusList, DeckDetail } from '../../engine/documents.ts';

export type DeckListGroup = 'pokemon' | 'goods' | 'tool' | 'supporter' | 'stadium' | 'energy' | 'other';

/** The official deck page's order; `other` (a trainer of unknown subtype, an unknown type) is last. */
export const DECK_LIST_GROUPS: readonly DeckListGroup[] = [
  'pokemon',
  'goods',
  'tool',
  'supporter',
  'stadium',
  'energy',
  'other',
];

export const DECK_LIST_GROUP_LABELS: Readonly<Record<DeckListGroup, string>> = {
  pokemon: 'ポケモン',
  goods: 'グッズ',
  tool: 'ポケモンのどうぐ',
  supporter: 'サポート',
  stadium: 'スタジアム',
  energy: 'エネルギー',
  other: 'その他',
};

export interface DeckListCard {
  name: string;
  count: number;
  aceSpec: boolean;
  /** The card image (`card_pict`), when known. */
  pict?: string;
}

export interface DeckListSection {
  group: DeckListGroup;
  label: string;
  total: number;
  cards: DeckListCard[];
}

/** The group of a card of a kind that is not ACE SPEC. */
function groupOfKind(kind: Exclude<CardKind, 'ace_spec'>): DeckListGroup {
  switch (kind) {
    case 'pokemon':
      return 'pokemon';
    case 'item':
      return 'goods';
    case 'tool':
      return 'tool';
    case 'supporter':
      return 'supporter';
    case 'stadium':
      return 'stadium';
    case 'energy':
    case 'special_energy':
      return 'energy';
    case 'trainer':
    case 'other':
    case 'unknown':
      return 'other';
    default:
      throw new Error(`unexpected card kind: ${String(kind satisfies never)}`);
  }
}

/**
 * The group of an ACE SPEC card: the printed kind its details carry when specific, else the
 * listed kind of its name, else グッズ (most ACE SPEC cards are items).
 */
function aceSpecGroup(name: string, printed: CardKind | undefined): DeckListGroup {
  if (printed !== undefined && printed !== 'ace_spec') {
    const group = groupOfKind(printed);
    if (group !== 'other') return group;
  }
  const listed = aceSpecBaseKind(name);
  return listed ? groupOfKind(listed) : 'goods';
}

/** Groups the cards in the official order, keeping each group's cards in list order. */
export function groupDeckList(
  cards: readonly (DeckListCard & { group: DeckListGroup })[],
): DeckListSection[] {
  return DECK_LIST_GROUPS.map((group) => {
    const inGroup = cards.filter((card) => card.group === group);
    return {
      group,
      label: DECK_LIST_GROUP_LABELS[group],
      total: inGroup.reduce((sum, card) => sum + card.count, 0),
      cards: inGroup.map(({ group: _group, ...card }) => card),
    };
  }).filter((section) => section.cards.length > 0);
}

/** One deck's cards, grouped (the type is the stored kind; `detailType` the printed kind). */
export function deckListOfDeck(cards: DeckDetail['cards']): DeckListSection[] {
  return groupDeckList(
    cards
      .filter((card) => card.count > 0)
      .map((card) => {
        const kind = cardKindOf(card.type, card.name);
        const aceSpec = kind === 'ace_spec' || isAceSpecName(card.name);
        const printed = card.detailType ? cardKindOf(card.detailType) : undefined;
        return {
          name: card.name,
          count: card.count,
          aceSpec,
          group: aceSpec
            ? aceSpecGroup(card.name, kind === 'ace_spec' ? printed : kind)
            : groupOfKind(kind as Exclude<CardKind, 'ace_spec'>),
          ...(card.pict ? { pict: card.pict } : {}),
        };
      }),
  );
}

/** A consensus list's cards, grouped (its `ace` category goes to the card's printed kind). */
export function deckListOfConsensus(consensus: ConsensusList): DeckListSection[] {
  const GROUP_OF_CATEGORY = {
    pokemon: 'pokemon',
    supporter: 'supporter',
    goods: 'goods',
    tool: 'tool',
    stadium: 'stadium',
    energy: 'energy',
    other: 'other',
  } as const;
  return groupDeckList(
    consensus.cards.map((card) => ({
      name: card.name,
      count: card.copies,
      aceSpec: card.category === 'ace',
      group: card.category === 'ace' ? aceSpecGroup(card.name, undefined) : GROUP_OF_CATEGORY[card.category],
      ...(card.pict ? { pict: card.pict } : {}),
    })),
  );
}

/**
 * The list as text for other tools: one `カード名 n` line per card, the groups in the official
 * order separated by a blank line, no headings (every line parses as a card).
 */
export function deckListText(sections: readonly DeckListSection[]): string {
  return sections
    .map((section) => section.cards.map((card) => `${card.name} ${card.count}`).join('\n'))
    .join('\n\n');
}
