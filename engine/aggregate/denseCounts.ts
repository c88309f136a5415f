// Counts kept in a dense array by a small whole number (a rule's slot, a copy count): the hot loops
// add to an array instead of looking up a map.

/** Adds `n` at `at` of a dense array of counts, growing it with zeros. */
export function addAt(counts: number[], at: number, n: number): void {
  while (counts.length <= at) counts.push(0);
  counts[at]! += n;
}
