// One page per emitted public_events/<id> document.
import { listDocIds } from '../../../lib/docs.ts';
import { eventHref } from '../../../lib/links.ts';

export function onBeforePrerenderStart(): string[] {
  return listDocIds('public_events').map(eventHref);
}
