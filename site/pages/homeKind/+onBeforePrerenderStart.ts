// Every time window × event kind gets its dashboard (a stable URL to share, read without JS).
import { EVENT_KINDS } from '../../../engine/eventSegments.ts';
import { WINDOW_KEYS } from '../../../engine/windows.ts';
import { homeKindHref } from '../../lib/paths.ts';

export function onBeforePrerenderStart(): string[] {
  return WINDOW_KEYS.flatMap((key) => EVENT_KINDS.map((kind) => homeKindHref(key, kind)));
}
