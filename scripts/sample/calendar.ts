// The sample's time frame: 13 statistics weeks (Friday 00:00 JST) ending just before the
// golden tests' as-of, 2026-04-20T00:00:00+09:00 (a Monday in the newest week).

export const HOUR_MS = 3600 * 1000;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;
const JST_OFFSET_MS = 9 * HOUR_MS;

/** The as-of instant the golden tests use; every sample timestamp is before it. */
const SAMPLE_AS_OF = '2026-04-20T00:00:00+09:00';
export const AS_OF_MS = Date.parse(SAMPLE_AS_OF);
/** Friday 2026-01-23 00:00 JST: the start of week 0. */
const FIRST_WEEK_START_MS = Date.parse('2026-01-23T00:00:00+09:00');
export const SAMPLE_WEEKS = 13;

export function weekStartMs(week: number): number {
  return FIRST_WEEK_START_MS + week * WEEK_MS;
}

/** Milliseconds of a week that lie before the as-of (the newest week is cut short). */
export function weekSpanMs(week: number): number {
  return Math.min(WEEK_MS, AS_OF_MS - weekStartMs(week));
}

/** ISO 8601 with the JST offset, to the second: `2026-04-03T10:00:00+09:00`. */
export function jstIso(ms: number): string {
  return `${new Date(ms + JST_OFFSET_MS).toISOString().slice(0, 19)}+09:00`;
}

/** ISO 8601 in UTC, to the second: `2026-04-02T14:59:59Z`. */
export function utcIso(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}
