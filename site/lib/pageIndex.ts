// Which detail pages the build writes, so pages link only to pages that exist (a disabled rule
// in the matchups, or a deck without a detail page, is shown as plain text). Prerender time only.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { docPath } from '../../engine/documents.ts';
import { docsDir } from './docs.ts';

const known = new Map<string, boolean>();

function emitted(documentPath: string): boolean {
  let found = known.get(documentPath);
  if (found === undefined) {
    found = existsSync(path.join(docsDir(), `${documentPath}.json`));
    known.set(documentPath, found);
  }
  return found;
}

/** /decks/{id} is built from `public/decks/types/{id}`. */
export function hasDeckTypePage(ruleId: string): boolean {
  return emitted(docPath.deckType(ruleId));
}

/** /deck/{id} is built from the deck's detail document, or its fetch job. */
export function hasDeckPage(deckId: string): boolean {
  return emitted(docPath.deckDetail(deckId)) || emitted(docPath.deckJob(deckId));
}
