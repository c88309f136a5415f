// Every time window gets its matchup grid, the default one too (a stable URL to share).
import { WINDOW_KEYS } from '../../../engine/windows.ts';

export function onBeforePrerenderStart(): string[] {
  return WINDOW_KEYS.map((key) => `/matchups/w/${key}`);
}
