// What an ingested event must be so that it can never block a publish: its id
// names a document in every sink (engine/ids.ts) and is an official event holding id (digits),
// and its date is a calendar day between the game's first day and a day after the clock, as deck
// dates are checked (engine/aggregate/dataWarnings.ts). Sync and import skip an event that is
// not, with one line naming it.
import { GAME_START_MS } from './aggregate/dataWarnings.ts';
import { ID_PROBLEM_TEXT, idProblem } from './ids.ts';

/** Official event holding ids have 6 digits today; 18 leaves room and stays a safe integer text. */
export const EVENT_ID_MAX_DIGITS = 18;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The one form of an event id: its digits without leading zeros (`000109310` is `109310`), as a
 * string and never through a number (17 digits would round). Anything but digits comes back
 * trimmed, for eventIdProblem to name.
 */
export function canonicalEventId(text: string): string {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? trimmed.replace(/^0+(?=\d)/, '') : trimmed;
}

/** Why `id` cannot be an event id, or undefined when it can. */
export function eventIdProblem(id: string): string | undefined {
  const problem = idProblem(id);
  if (problem) return `it cannot name a document (${ID_PROBLEM_TEXT[problem]})`;
  if (!/^\d+$/.test(id)) return 'it is not an event holding id (digits)';
  if (id.length > EVENT_ID_MAX_DIGITS) return `it has ${id.length} digits (at most ${EVENT_ID_MAX_DIGITS})`;
  return undefined;
}

/**
 * Why `day` (`YYYY-MM-DD` or `YYYYMMDD`, a Japanese calendar day) cannot be an event's date, or
 * undefined when it can: it must exist, fall on or after 1996-10-20 and at most a day after `nowMs`.
 */
export function eventDayProblem(day: string, nowMs: number): string | undefined {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})(?:T.*)?$/.exec(day);
  if (!match) return `the date "${day}" is not a day (YYYY-MM-DD)`;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d));
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== m - 1 || utc.getUTCDate() !== d)
    return `the date "${day}" is not a calendar day`;
  // The day starts at 00:00 JST, 9 hours before 00:00 UTC.
  const startMs = utc.getTime() - 9 * 60 * 60 * 1000;
  if (startMs < GAME_START_MS) return `the date "${day}" is before the game's first day (1996-10-20)`;
  if (startMs > nowMs + DAY_MS) return `the date "${day}" is more than a day after now`;
  return undefined;
}

/** The one line of an event skipped at ingestion: which event, where from, why. */
export function skippedEventLine(where: string, id: string, problem: string): string {
  const shown =
    id.length > 40 ? `${JSON.stringify(id.slice(0, 40))}… (${id.length} characters)` : JSON.stringify(id);
  return `${where}: event ${shown} skipped: ${problem}`;
}
