// Prerender-time data of /cards/{id}: `public_cards/<id>`, with the links of the deck types that
// play the card and of its 入賞 decks and their events.
import { pageData } from '../../../lib/docs.ts';

export const data = pageData((docs, pageContext) => {
  const id = pageContext.routeParams.id ?? '';
  const card = id === '' ? null : docs.read('card', id);
  if (card) {
    docs.linkTo({
      deckTypes: [...card.types.map((type) => type.id), ...card.placedDecks.items.map((deck) => deck.typeId)],
      decks: card.placedDecks.items.map((deck) => deck.deckId),
    });
  }
  return { id, card };
});
