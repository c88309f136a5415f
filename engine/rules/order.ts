// The one order of rules and variants everywhere (matches, previews, documents): priority
// ascending, then id by code unit, so the same input sorts the same way on every machine.

export function compareByPriorityThenId(
  a: { priority: number; id: string },
  b: { priority: number; id: string },
): number {
  if (a.priority !== b.priority) return a.priority - b.priority;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Texts by UTF-16 code unit, as `<` compares them: the order docs/decisions.md promises for ids,
 * the same on every machine and in every locale (never `localeCompare`).
 */
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A deck's type: the first of its rule matches, which classification stores in the order above.
 * The one place that decides it (documents, the deck page, the impact preview).
 */
export function deckTypeOf<Match>(matches: readonly Match[]): Match | null {
  return matches[0] ?? null;
}
