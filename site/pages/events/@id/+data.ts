// The event detail reads public_events/<id>, and links each result's deck type and deck.
import { pageData } from '../../../lib/docs.ts';

export const data = pageData((docs, pageContext) => {
  const id = pageContext.routeParams.id ?? '';
  const event = id ? docs.read('event', id) : null;
  docs.linkTo({
    // As the page shows them: a result without a deck type or a deck links nothing.
    deckTypes: (event?.results ?? []).map((result) => result.ruleId || null),
    decks: (event?.results ?? []).map((result) => result.deckId || null),
  });
  return { id, event };
});
