// Every deck type the aggregation emitted gets its page.

import { docPath } from '../../../../engine/docPaths.ts';
import { deckTypePath } from '../../../components/detail/paths.ts';
import { listDocIds } from '../../../lib/docs.ts';

export function onBeforePrerenderStart(): string[] {
  return listDocIds(docPath.deckTypes).map(deckTypePath);
}
