// The 現環境 setting: the date (JST, `yyyy-mm-dd`) the 現環境 window starts in. Unset, the window
// starts with the newest set's release (engine/setReleases.ts). `tcg aggregate --current-since`
// wins over the stored setting (settings/current.currentSince), which the admin settings screen
// edits and the functions' aggregations read.
import { isCurrentSinceDate } from './currentSinceDate.ts';
import { usageError, userError } from './userError.ts';

export { isCurrentSinceDate };

/** `--current-since`: a date, else a usage error naming the flag. */
export function parseCurrentSinceFlag(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (!isCurrentSinceDate(text))
    throw usageError(
      `--current-since: "${text}" is not a date; use YYYY-MM-DD (JST), e.g. --current-since 2026-07-31`,
    );
  return text;
}

/**
 * The stored setting of settings/current (camelCase or snake_case; blank or null: unset), else a
 * SETTINGS_INVALID error naming the setting.
 */
export function storedCurrentSince(settings: Record<string, unknown> | undefined): string | undefined {
  const value = settings?.currentSince ?? settings?.current_since;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !isCurrentSinceDate(value))
    throw userError(
      'SETTINGS_INVALID',
      `settings/current.currentSince: ${JSON.stringify(value)} is not a date (YYYY-MM-DD); fix the setting in the admin settings screen or pass --current-since`,
    );
  return value;
}
