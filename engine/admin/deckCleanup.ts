// What runDeckCleanup may delete (docs/decisions.md "runDeckCleanup"): only a deck that holds
// no cards (an empty shell left by a failed fetch), older than the cutoff, and cited by no event
// result. A deck with cards is statistics' raw data and history, and is always kept.
import { toIsoDate, toNumber } from '../tolerant.ts';

/** Empty decks younger than this may still be filled by a fetch in progress. */
export const CLEANUP_MIN_AGE_DAYS = 30;

export function cleanupCutoff(asOf: Date): Date {
  return new Date(asOf.getTime() - CLEANUP_MIN_AGE_DAYS * 24 * 60 * 60 * 1000);
}

function cardCount(deck: Record<string, unknown>): number {
  const cards = Array.isArray(deck.cards) ? deck.cards : [];
  return cards.reduce<number>((sum, card) => sum + (toNumber((card as { count?: unknown })?.count) ?? 0), 0);
}

/** The deck ids event results cite (`deck_id`, or `deckId`). */
export function citedDeckIds(events: Iterable<Record<string, unknown>>): Set<string> {
  const cited = new Set<string>();
  for (const event of events) {
    for (const result of Array.isArray(event.results) ? event.results : []) {
      const id = (result as Record<string, unknown>)?.deck_id ?? (result as Record<string, unknown>)?.deckId;
      if (typeof id === 'string' && id !== '') cited.add(id);
    }
  }
  return cited;
}

export function isDeletableDeck(
  deck: { id: string } & Record<string, unknown>,
  cited: ReadonlySet<string>,
  cutoff: Date,
): boolean {
  if (cited.has(deck.id)) return false;
  if (cardCount(deck) > 0) return false;
  // A deck without a readable date has an unknown age: kept.
  const stamp = toIsoDate(deck.updated_at ?? deck.updatedAt ?? deck.created_at ?? deck.createdAt);
  if (stamp === undefined) return false;
  return Date.parse(stamp) < cutoff.getTime();
}
