// Prerender-time data of /deck/{id}: `public_deck_details/<id>`, or when the deck is not published
// yet, its fetch job `deck_jobs/<id>`; and the consensus list of the deck's deck type (its
// highest-priority rule), to show how the deck differs from it. The list has its own document, so a
// deck page reads nothing that changes with the type's other statistics.
import type { PageContextServer } from 'vike/types';
import { compareByPriorityThenId } from '../../../../engine/rules/order.ts';
import { readDoc } from '../../../lib/docs.ts';

export function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? '';
  const deck = id === '' ? null : readDoc('deckDetail', id);
  const job = id === '' || deck ? null : readDoc('deckJob', id);
  const primary = deck ? [...deck.matchedRules].sort(compareByPriorityThenId)[0] : undefined;
  const type = primary ? readDoc('deckConsensus', primary.id) : null;
  return { id, deck, job, consensus: type?.consensus ?? null, typeName: type?.rule.name ?? null };
}
