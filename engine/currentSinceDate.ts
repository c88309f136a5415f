// The form of the 現環境 setting (engine/currentSince.ts), free of other imports so that the admin
// app's settings screen and the callables' payload check can share it cheaply.

/** True for a real calendar date written `yyyy-mm-dd`. */
export function isCurrentSinceDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * The latest 現環境 start accepted: the same day a year after today (JST). A later date would
 * leave 現環境 empty for longer than a set cycle: a typo (9999-12-31), never a plan.
 */
export function latestCurrentSince(nowMs: number): string {
  const today = new Date(nowMs + JST_OFFSET_MS);
  const later = new Date(Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), today.getUTCDate()));
  return later.toISOString().slice(0, 10);
}

/** Why `text` cannot be the 現環境 start at `nowMs`, or undefined when it can. */
export function currentSinceProblem(text: string, nowMs: number): 'not-a-date' | 'too-late' | undefined {
  if (!isCurrentSinceDate(text)) return 'not-a-date';
  return text > latestCurrentSince(nowMs) ? 'too-late' : undefined;
}
