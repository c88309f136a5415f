// How a deck reads in lists: its own name when it has one, else its deck type with its best
// placing and the date (event date, else the date it was registered). The 20-character id stays
// the link target only.
import { formatDateJst } from '../../engine/format.ts';

export interface DeckLabelFacts {
  id: string;
  name: string | null | undefined;
  typeName: string | null | undefined;
  /** The best placing, if the deck placed in an event. */
  rank?: number | null;
  eventDate?: string | null;
  createdAt?: string | null;
}

export function deckLabel(deck: DeckLabelFacts): string {
  if (deck.name && deck.name !== deck.id) return deck.name;
  const type = deck.typeName || '未分類';
  const placing = deck.rank != null ? `・${deck.rank}位` : '';
  const date = deck.eventDate ?? deck.createdAt ?? null;
  return date ? `${type}${placing}（${formatDateJst(date)}）` : `${type}${placing}`;
}

/** The best placing of a deck list item (lowest rank), for its label. */
export function bestPlacing<T extends { rank: number | null; eventDate: string | null }>(
  events: readonly T[],
): T | undefined {
  return [...events].sort((a, b) => (a.rank ?? 999) - (b.rank ?? 999))[0];
}
