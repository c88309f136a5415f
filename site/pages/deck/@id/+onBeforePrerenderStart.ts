// Every deck with an emitted detail document gets its page, and so does every deck that is only
// queued for fetching (its page shows the job status).

import { docPath } from '../../../../engine/docPaths.ts';
import { urlDocs } from '../../../lib/docs.ts';
import { deckPath } from '../../../lib/paths.ts';
import { shardUrls } from '../../../lib/shard.ts';

export function onBeforePrerenderStart(): Promise<string[]> {
  const ids = new Set([...urlDocs.list(docPath.deckDetails), ...urlDocs.list(docPath.deckJobs)]);
  return shardUrls([...ids].map(deckPath));
}
