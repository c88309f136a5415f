// Prerender-time data of /deck/{id}: `public_deck_details/<id>`.
import type { PageContextServer } from 'vike/types';
import { type DeckDetail, docPath } from '../../../../engine/documents.ts';
import { readDoc } from '../../../lib/docs.ts';

export function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? '';
  return { id, deck: id === '' ? null : readDoc<DeckDetail>(docPath.deckDetail(id)) };
}
