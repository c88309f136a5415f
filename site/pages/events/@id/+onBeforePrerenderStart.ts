// One page per emitted public_events/<id> document.

import { docPath } from '../../../../engine/docPaths.ts';
import { urlDocs } from '../../../lib/docs.ts';
import { eventPath } from '../../../lib/paths.ts';
import { shardUrls } from '../../../lib/shard.ts';

export function onBeforePrerenderStart(): Promise<string[]> {
  return shardUrls(urlDocs.list(docPath.eventsFolder).map(eventPath));
}
