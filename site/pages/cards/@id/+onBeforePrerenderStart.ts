// Every card the aggregation emitted (each card played in 全期間) gets its page.
import { docPath } from '../../../../engine/docPaths.ts';
import { urlDocs } from '../../../lib/docs.ts';
import { cardPath } from '../../../lib/paths.ts';

export function onBeforePrerenderStart(): string[] {
  return urlDocs.list(docPath.cards).map(cardPath);
}
