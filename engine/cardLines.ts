// A deck's stored card list may hold the same line twice (a scraper or an import that repeated
// it). Such a line is one card line, counted once by the rule matchers and the aggregation alike
//. "The same line" is the same stored entry: equal name, count, type and details
// (the print, card_pict, included); two prints of one name, or one name with two counts, stay two
// lines and are summed as before.

/** `cards` without the entries equal to an earlier one; `cards` itself when there are none. */
export function distinctCardLines<T>(cards: readonly T[]): readonly T[] {
  if (cards.length < 2) return cards;
  const byName = new Map<unknown, T[]>();
  let kept: T[] | undefined;
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i] as T;
    const name = card !== null && typeof card === 'object' ? (card as { name?: unknown }).name : card;
    const earlier = byName.get(name);
    // Only lines sharing a name are compared whole, so a list of distinct names costs one lookup each.
    if (earlier?.some((other) => sameLine(other, card))) {
      kept ??= cards.slice(0, i);
      continue;
    }
    if (earlier) earlier.push(card);
    else byName.set(name, [card]);
    kept?.push(card);
  }
  return kept ?? cards;
}

function sameLine(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  return canonical(a) === canonical(b);
}

/** JSON with object keys sorted, so the same line stored with its fields in another order is equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)),
        )
      : v,
  );
}
