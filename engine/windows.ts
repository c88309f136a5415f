// The time windows every ranking can be read over, defined once: their keys (in URLs and
// document paths), their Japanese labels, the default, and the thin-window threshold.

export const WINDOW_KEYS = ['1w', '2w', '4w', 'current', 'all'] as const;
export type WindowKey = (typeof WINDOW_KEYS)[number];

/** What a player sees first: the newest four weeks, the current one included. */
export const DEFAULT_WINDOW: WindowKey = '4w';

export const WINDOW_LABELS: Record<WindowKey, string> = {
  '1w': '直近1週',
  '2w': '直近2週',
  '4w': '直近4週',
  current: '現環境',
  all: '全期間',
};

/** The weeks a fixed-length window spans (the week of the clock included); the others vary. */
export const WINDOW_WEEKS: Record<WindowKey, number | null> = {
  '1w': 1,
  '2w': 2,
  '4w': 4,
  current: null,
  all: null,
};

/**
 * A window (or segment) with fewer matched decks than this is too thin to rank: pages say so
 * instead of ranking noise. The same bar greys a thin week of the deck-type list.
 */
export const DEFAULT_MIN_WINDOW_DECKS = 30;

export function isWindowKey(text: string): text is WindowKey {
  return (WINDOW_KEYS as readonly string[]).includes(text);
}
