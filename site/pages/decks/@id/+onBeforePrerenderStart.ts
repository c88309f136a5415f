// Every deck type the aggregation emitted gets its page.

import { docPath } from '../../../../engine/docPaths.ts';
import { urlDocs } from '../../../lib/docs.ts';
import { deckTypePath } from '../../../lib/paths.ts';

export function onBeforePrerenderStart(): string[] {
  return urlDocs.list(docPath.deckTypes).map(deckTypePath);
}
