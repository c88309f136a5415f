// Every time window but 全期間 (which is /events) gets its event list, read without JavaScript.
import { WINDOW_KEYS } from '../../../engine/windows.ts';
import { eventsHref } from '../../lib/paths.ts';

export function onBeforePrerenderStart(): string[] {
  return WINDOW_KEYS.filter((key) => key !== 'all').map((key) => eventsHref(key, null));
}
