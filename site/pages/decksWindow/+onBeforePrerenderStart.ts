// Every time window gets its deck-type list, the default one too (a stable URL to share).
import { WINDOW_KEYS } from '../../../engine/windows.ts';

export function onBeforePrerenderStart(): string[] {
  return WINDOW_KEYS.map((key) => `/decks/w/${key}`);
}
