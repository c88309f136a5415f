// Every deck type the aggregation emitted gets its page.

import { docPath } from '../../../../engine/docPaths.ts';
import { listDocIds } from '../../../lib/docs.ts';
import { deckTypePath } from '../../../lib/paths.ts';

export function onBeforePrerenderStart(): string[] {
  return listDocIds(docPath.deckTypes).map(deckTypePath);
}
