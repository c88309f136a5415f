// Which detail pages the build writes, so pages link only to pages that exist (a disabled rule
// in the matchups, or a deck without a detail page, is shown as plain text). Prerender time only.
import { docExists } from './docs.ts';

/** /decks/{id} is built from `public/decks/types/{id}`. */
export function hasDeckTypePage(ruleId: string): boolean {
  return docExists('deckType', ruleId);
}

/** /deck/{id} is built from the deck's detail document, or its fetch job. */
export function hasDeckPage(deckId: string): boolean {
  return docExists('deckDetail', deckId) || docExists('deckJob', deckId);
}
