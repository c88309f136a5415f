// The 現環境 setting: the date (JST, `yyyy-mm-dd`) the 現環境 window starts in. Unset, the window
// starts with the newest set's release (engine/setReleases.ts). `tcg aggregate --current-since`
// wins over the stored setting (settings/current.currentSince), which the admin settings screen
// edits and the functions' aggregations read.
import { currentSinceProblem, isCurrentSinceDate, latestCurrentSince } from './currentSinceDate.ts';
import { usageError, userError } from './userError.ts';

export { isCurrentSinceDate };

/** `--current-since` at the clock `nowMs`: a date at most a year ahead, else a usage error naming the flag. */
export function parseCurrentSinceFlag(text: string | undefined, nowMs: number): string | undefined {
  if (text === undefined) return undefined;
  switch (currentSinceProblem(text, nowMs)) {
    case undefined:
      return text;
    case 'not-a-date':
      throw usageError(
        `--current-since: "${text}" is not a date; use YYYY-MM-DD (JST), e.g. --current-since 2026-07-31`,
      );
    case 'too-late':
      throw usageError(
        `--current-since: ${text} is more than a year ahead (at most ${latestCurrentSince(nowMs)}); 現環境 starts on a past or coming set's release`,
      );
  }
}

/**
 * The stored setting of settings/current (camelCase or snake_case; blank or null: unset), else a
 * SETTINGS_INVALID error naming the setting.
 */
export function storedCurrentSince(
  settings: Record<string, unknown> | undefined,
  nowMs: number,
): string | undefined {
  const value = settings?.currentSince ?? settings?.current_since;
  if (value === undefined || value === null || value === '') return undefined;
  const problem = typeof value === 'string' ? currentSinceProblem(value, nowMs) : 'not-a-date';
  if (problem !== undefined)
    throw userError(
      'SETTINGS_INVALID',
      `settings/current.currentSince: ${JSON.stringify(value)} is ${problem === 'too-late' ? `more than a year ahead (at most ${latestCurrentSince(nowMs)})` : 'not a date (YYYY-MM-DD)'}; fix the setting in the admin settings screen or pass --current-since`,
    );
  return value as string;
}
