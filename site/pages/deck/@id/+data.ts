// Prerender-time data of /deck/{id}: `public_deck_details/<id>`, or when the deck is not published
// yet, its fetch job `deck_jobs/<id>`; and the consensus list of the deck's deck type (the engine's
// deckTypeOf over the document's matched rules), to show how the deck differs from it. The list has its own document, so a
// deck page reads nothing that changes with the type's other statistics; of the type's page it
// checks only that it exists (the back link).
import { deckTypeOf } from '../../../../engine/rules/order.ts';
import { pageData } from '../../../lib/docs.ts';

export const data = pageData((docs, pageContext) => {
  const id = pageContext.routeParams.id ?? '';
  const deck = id === '' ? null : docs.read('deckDetail', id);
  const job = id === '' || deck ? null : docs.read('deckJob', id);
  const primary = deck ? deckTypeOf(deck.matchedRules) : null;
  const type = primary ? docs.read('deckConsensus', primary.id) : null;
  const typeHasPage = primary ? docs.exists('deckType', primary.id) : false;
  // The decklist's and the consensus diff's cards link to their pages.
  docs.linkTo({
    cards: [
      ...(deck?.cards ?? []).map((card) => card.name),
      ...(type?.consensus.cards ?? []).map((c) => c.name),
    ],
  });
  return {
    id,
    deck,
    job,
    consensus: type?.consensus ?? null,
    typeName: type?.rule.name ?? null,
    typeHasPage,
  };
});
