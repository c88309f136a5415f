// A group's signature cards: those most of its decks play and few others do, with their images.
import { byCodeUnit } from '../order.ts';
import { cardName, type DeckCards } from './deckCards.ts';
import type { SignatureCard } from './suggestions.ts';

/** Signature cards: played by at least this share of the group... */
const SIGNATURE_MIN_SHARE = 0.5;
/** ...and at most this share of the other decks. */
const SIGNATURE_MAX_ELSEWHERE = 0.2;

export function signatureOf(
  group: readonly DeckCards[],
  all: readonly DeckCards[],
  playedBy: ReadonlyMap<string, number>,
): SignatureCard[] {
  const tally = new Map<string, { decks: number; copies: number }>();
  for (const deck of group)
    for (const [name, count] of deck.counts) {
      const t = tally.get(name) ?? { decks: 0, copies: 0 };
      t.decks++;
      t.copies += count;
      tally.set(name, t);
    }
  const outside = Math.max(1, all.length - group.length);
  return [...tally]
    .map(([name, t]) => ({
      name,
      share: t.decks / group.length,
      shareElsewhere: ((playedBy.get(name) ?? 0) - t.decks) / outside,
      averageCount: Math.round((t.copies / t.decks) * 100) / 100,
    }))
    .filter((card) => card.share >= SIGNATURE_MIN_SHARE && card.shareElsewhere <= SIGNATURE_MAX_ELSEWHERE)
    .sort(
      (a, b) =>
        b.share - b.shareElsewhere - (a.share - a.shareElsewhere) ||
        b.share - a.share ||
        byCodeUnit(a.name, b.name),
    )
    .map((card) => ({ ...card, image: imageOf(group, card.name) }));
}

/** The stored image (`details.card_pict`) of a card name in the first group deck that has one. */
function imageOf(group: readonly DeckCards[], name: string): string | null {
  for (const deck of group) {
    for (const card of Array.isArray(deck.source.cards) ? deck.source.cards : []) {
      if (!card || typeof card !== 'object' || cardName(card) !== name) continue;
      const pict = (card as { details?: { card_pict?: unknown } }).details?.card_pict;
      if (typeof pict === 'string' && pict.trim() !== '') return pict;
    }
  }
  return null;
}
