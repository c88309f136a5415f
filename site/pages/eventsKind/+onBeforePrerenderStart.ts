// Every time window × event kind gets its event list, read without JavaScript.
import { EVENT_KINDS } from '../../../engine/eventSegments.ts';
import { WINDOW_KEYS } from '../../../engine/windows.ts';
import { eventsHref } from '../../lib/paths.ts';

export function onBeforePrerenderStart(): string[] {
  return WINDOW_KEYS.flatMap((key) => EVENT_KINDS.map((kind) => eventsHref(key, kind)));
}
