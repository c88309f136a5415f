// "How long ago" in Japanese for update times (spec public §4): たった今, N分前, N時間前,
// N日前 under 30 days, else the JST date. The clock is the `asOf` argument.
import { formatDateJst } from './format.ts';
import { internalError } from './userError.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** From this age on, the relative time is the date itself. */
export const RELATIVE_TIME_LIMIT_MS = 30 * DAY_MS;

export const NO_UPDATE_HISTORY = '更新履歴なし';

/**
 * The time from `iso` to `asOf` in words. A missing or unparseable `iso` is "更新履歴なし"; a
 * time after `asOf` (clock skew) reads as "たった今".
 */
export function relativeTimeJa(iso: string | null | undefined, asOf: string): string {
  const nowMs = Date.parse(asOf);
  if (Number.isNaN(nowMs))
    throw internalError(`relativeTimeJa: asOf is not a timestamp: ${JSON.stringify(asOf)}`);
  const thenMs = iso == null || iso.trim() === '' ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(thenMs)) return NO_UPDATE_HISTORY;
  const elapsed = nowMs - thenMs;
  if (elapsed < MINUTE_MS) return 'たった今';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}分前`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}時間前`;
  if (elapsed < RELATIVE_TIME_LIMIT_MS) return `${Math.floor(elapsed / DAY_MS)}日前`;
  return formatDateJst(iso);
}
