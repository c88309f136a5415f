// The one order of rules and variants everywhere (matches, previews, documents): priority
// ascending, then id by code unit, so the same input sorts the same way on every machine.

export function compareByPriorityThenId(
  a: { priority: number; id: string },
  b: { priority: number; id: string },
): number {
  if (a.priority !== b.priority) return a.priority - b.priority;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
