// Prerender-time data of /deck/{id}: `public_deck_details/<id>`, or when the deck is not published
// yet, its fetch job `deck_jobs/<id>`.
import type { PageContextServer } from 'vike/types';
import { docPath } from '../../../../engine/docPaths.ts';
import type { DeckDetail, DeckJobNotice } from '../../../../engine/documents.ts';
import { readDoc } from '../../../lib/docs.ts';

export function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? '';
  const deck = id === '' ? null : readDoc<DeckDetail>(docPath.deckDetail(id));
  const job = id === '' || deck ? null : readDoc<DeckJobNotice>(docPath.deckJob(id));
  return { id, deck, job };
}
