// Guarded division: every statistic divides by counts that may be zero, and a document must
// never carry NaN or Infinity.

/** `part / whole`, or 0 when the whole is zero or either side is not finite. */
export function ratio(part: number, whole: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole === 0) return 0;
  return part / whole;
}

/** `part / whole`, or null when the whole is zero (a rate with no sample, e.g. a win rate). */
export function ratioOrNull(part: number, whole: number): number | null {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole === 0) return null;
  return part / whole;
}
