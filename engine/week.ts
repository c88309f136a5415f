// Weeks of the statistics: they start Friday 00:00 JST (UTC+9) and last 7 days. Computed
// arithmetically from the epoch so `weekKeyOf` stays cheap when run for every deck.
import { JST_OFFSET_MS, jstDateText } from './format.ts';
import { internalError } from './userError.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
// 1970-01-02 (JST day 1 since the epoch) was a Friday; weeks are counted from it.
const FIRST_FRIDAY_DAY = 1;
const KEY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A week's bounds. `end` is exclusive (the next Friday 00:00 JST); the label shows the last day. */
export interface WeekSpan {
  /** `yyyy-mm-dd` of the Friday the week starts on (JST). */
  key: string;
  /** The start as ISO 8601 with the JST offset, `2026-04-03T00:00:00+09:00`. */
  start: string;
  end: string;
  /** `yyyy/mm/dd〜yyyy/mm/dd`, first and last day of the week. */
  label: string;
  startMs: number;
  endMs: number;
}

/** The week number of an instant, counted from the first Friday after the epoch. */
function weekIndexOf(ms: number): number {
  const jstDay = Math.floor((ms + JST_OFFSET_MS) / DAY_MS);
  return Math.floor((jstDay - FIRST_FRIDAY_DAY) / 7);
}

function startMsOfIndex(index: number): number {
  return (FIRST_FRIDAY_DAY + index * 7) * DAY_MS - JST_OFFSET_MS;
}

function isoJst(ms: number): string {
  return `${jstDateText(ms, '-')}T00:00:00+09:00`;
}

function spanOfIndex(index: number): WeekSpan {
  const startMs = startMsOfIndex(index);
  const endMs = startMs + WEEK_MS;
  return {
    key: jstDateText(startMs, '-'),
    start: isoJst(startMs),
    end: isoJst(endMs),
    label: `${jstDateText(startMs, '/')}〜${jstDateText(endMs - DAY_MS, '/')}`,
    startMs,
    endMs,
  };
}

/** The week an instant (epoch milliseconds) falls in. */
export function weekOf(ms: number): WeekSpan {
  assertFinite(ms);
  return spanOfIndex(weekIndexOf(ms));
}

// Keys by week index: a million decks share a few hundred weeks, so each key is built once.
const keyCache = new Map<number, string>();

/** The key of the week an instant falls in; cheap enough to call once per deck. */
export function weekKeyOf(ms: number): string {
  assertFinite(ms);
  const index = weekIndexOf(ms);
  let key = keyCache.get(index);
  if (key === undefined) {
    key = jstDateText(startMsOfIndex(index), '-');
    keyCache.set(index, key);
  }
  return key;
}

/** The week index of a `yyyy-mm-dd` date; any JST date is accepted and means its week. */
function indexOfKey(key: string): number {
  const match = KEY_PATTERN.exec(key);
  const ms = match
    ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - JST_OFFSET_MS
    : Number.NaN;
  if (!match || Number.isNaN(ms) || jstDateText(ms, '-') !== key) {
    throw internalError(`not a week key (yyyy-mm-dd): ${JSON.stringify(key)}`);
  }
  return weekIndexOf(ms);
}

/** The week of a key (or of any `yyyy-mm-dd` JST date inside a week). */
export function weekOfKey(key: string): WeekSpan {
  return spanOfIndex(indexOfKey(key));
}

/** Every week from the week of `fromKey` to the week of `toKey`, inclusive, oldest first. */
export function weekRange(fromKey: string, toKey: string): WeekSpan[] {
  const from = indexOfKey(fromKey);
  const to = indexOfKey(toKey);
  const weeks: WeekSpan[] = [];
  for (let index = from; index <= to; index += 1) weeks.push(spanOfIndex(index));
  return weeks;
}

/** The key of the week before the week of `key`. */
export function previousWeekKey(key: string): string {
  return spanOfIndex(indexOfKey(key) - 1).key;
}

/** The key of the week after the week of `key`. */
export function nextWeekKey(key: string): string {
  return spanOfIndex(indexOfKey(key) + 1).key;
}

function assertFinite(ms: number): void {
  if (!Number.isFinite(ms)) throw internalError(`not a time in milliseconds: ${ms}`);
}
