// One page per emitted public_events/<id> document.
import { listDocIds } from '../../../lib/docs.ts';
import { eventHref } from '../../../lib/links.ts';
import { shardUrls } from '../../../lib/shard.ts';

export function onBeforePrerenderStart(): string[] {
  return shardUrls(listDocIds('public_events').map(eventHref));
}
