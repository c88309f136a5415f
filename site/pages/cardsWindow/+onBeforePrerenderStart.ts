// Every time window gets its card list, the default one too (a stable URL to share).
import { WINDOW_KEYS } from '../../../engine/windows.ts';

export function onBeforePrerenderStart(): string[] {
  return WINDOW_KEYS.map((key) => `/cards/w/${key}`);
}
