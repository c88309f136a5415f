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
