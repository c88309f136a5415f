// Every time window × event kind gets its deck-type list (a stable URL to share, read without JS).
import { EVENT_KINDS } from '../../../engine/eventSegments.ts';
import { WINDOW_KEYS } from '../../../engine/windows.ts';
import { decksKindHref } from '../../lib/paths.ts';

export function onBeforePrerenderStart(): string[] {
  return WINDOW_KEYS.flatMap((key) => EVENT_KINDS.map((kind) => decksKindHref(key, kind)));
}
