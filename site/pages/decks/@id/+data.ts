// Prerender-time data of /decks/{id}: the deck-type document `public/decks/types/<id>`.
import type { PageContextServer } from 'vike/types';
import { docPath } from '../../../../engine/docPaths.ts';
import { readDoc } from '../../../lib/docs.ts';

export function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? '';
  return { id, detail: id === '' ? null : readDoc('deckType', docPath.deckType(id)) };
}
