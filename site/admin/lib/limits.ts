// The form limits of spec admin §5 (event sync, stale-lock release), as pure functions the
// screens and the tests share.

/** Event sync: offset ≥ 0 (default 0), limit 1..100 (default 50); integers. */
export function eventSyncValid(
  offsetText: string,
  limitText: string,
): { offset: number; limit: number } | null {
  const offset = offsetText.trim() === '' ? 0 : Number(offsetText);
  const limit = limitText.trim() === '' ? 50 : Number(limitText);
  if (!Number.isInteger(offset) || offset < 0) return null;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) return null;
  return { offset, limit };
}

export const STALE_LOCK_DEFAULTS = { minutes: 30, limit: 50 } as const;

/**
 * Stale-lock release: minutes of lock age after flooring 5..1440, count 1..200. Non-numeric
 * input resets to the default (spec admin §5); out-of-range input is reported.
 */
export function staleLockInput(text: string, fallback: number): number {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? fallback : Math.floor(value);
}

export function staleLockIssues(minutes: number, limit: number): { minutes: boolean; limit: boolean } {
  return { minutes: minutes < 5 || minutes > 1440, limit: limit < 1 || limit > 200 };
}

/** eventOffset: an integer 0..10000 (spec admin §5). */
export function eventOffsetValid(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= 10000 ? value : null;
}
