// A deck as the radar compares it: its count per card name, read as the matcher reads names
// (ACE SPEC mark stripped), and whether a card line is a Pokémon.
import { distinctCardLines } from '../../cardLines.ts';
import { stripAceSpecSuffix } from '../../cardName.ts';
import type { CardCount } from '../matchTypes.ts';
import type { SuggestDeck } from './suggestions.ts';

export interface DeckCards {
  id: string;
  /** Position in the code-unit-ordered list of every deck. */
  index: number;
  /** The deck as read (for the signature cards' images). */
  source: SuggestDeck;
  /** Count per card name (ACE SPEC mark stripped, as the matcher tests names). */
  counts: Map<string, number>;
}

export function cardName(card: CardCount): string | undefined {
  const name = typeof card.name === 'string' && card.name.trim() !== '' ? card.name : card.normalized_name;
  return typeof name === 'string' && name.trim() !== '' ? stripAceSpecSuffix(name) : undefined;
}

export function deckCards(deck: SuggestDeck, index: number): DeckCards {
  const counts = new Map<string, number>();
  const lines = Array.isArray(deck.cards) ? distinctCardLines(deck.cards) : [];
  for (const card of lines) {
    if (card === null || typeof card !== 'object') continue;
    const name = cardName(card);
    if (name === undefined) continue;
    const count =
      typeof card.count === 'number' && Number.isFinite(card.count) ? card.count : Number(card.count) || 0;
    counts.set(name, (counts.get(name) ?? 0) + count);
  }
  return { id: deck.id, index, source: deck, counts };
}

/** Whether a card line is a Pokémon (the snapshot's `ポケモン`, or the English stage names). */
export function isPokemonType(type: unknown): boolean {
  if (typeof type !== 'string' || /energy|エネルギー|どうぐ|tool/i.test(type)) return false;
  return type.includes('ポケモン') || /^(basic|stage|vstar|vmax|mega)/i.test(type);
}
