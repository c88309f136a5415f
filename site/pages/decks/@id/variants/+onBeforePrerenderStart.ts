// /decks/{id}/variants for every deck type, so a truncated sub-rule URL explains itself.

import { docPath } from '../../../../../engine/docPaths.ts';
import { urlDocs } from '../../../../lib/docs.ts';
import { deckTypePath } from '../../../../lib/paths.ts';

export function onBeforePrerenderStart(): string[] {
  return urlDocs.list(docPath.deckTypes).map((ruleId) => `${deckTypePath(ruleId)}/variants`);
}
