// Prerender-time data of /decks/{id}: the deck-type document `public/decks/types/<id>`, its
// consensus list with the adoption rates included.
import type { PageContextServer } from 'vike/types';
import { docPath } from '../../../../engine/docPaths.ts';
import { readDoc } from '../../../lib/docs.ts';

export function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? '';
  if (id === '') return { id, detail: null, consensus: undefined };
  const detail = readDoc('deckType', docPath.deckType(id));
  return { id, detail, consensus: detail?.consensus };
}
