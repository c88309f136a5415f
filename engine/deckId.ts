// Deck IDs of the official deck site (three groups of six letters or digits joined by dashes)
// and the official URLs built from them. One place for the pattern (spec public §5).

/** A whole deck ID, e.g. `4cYKcc-l9gMiB-8acGaJ`. */
export const DECK_ID_PATTERN = /^[A-Za-z0-9]{6}-[A-Za-z0-9]{6}-[A-Za-z0-9]{6}$/;

// The same shape found inside longer text (a pasted official URL); the lookarounds keep a
// longer run of letters from yielding a false six-letter group.
const DECK_ID_IN_TEXT = /(?<![A-Za-z0-9-])[A-Za-z0-9]{6}-[A-Za-z0-9]{6}-[A-Za-z0-9]{6}(?![A-Za-z0-9-])/;

export function isDeckId(text: string): boolean {
  return DECK_ID_PATTERN.test(text);
}

/**
 * The deck ID in what a user typed or pasted: the ID itself (surrounding blanks ignored) or an
 * official deck URL such as `.../deck/result.html/deckID/{id}`; undefined when there is none.
 */
export function findDeckId(text: string): string | undefined {
  const trimmed = text.trim();
  if (isDeckId(trimmed)) return trimmed;
  return DECK_ID_IN_TEXT.exec(trimmed)?.[0];
}

/** The deck's image (a png rendered by the official site). */
export function deckImageUrl(id: string): string {
  return `https://www.pokemon-card.com/deck/deckView.php/deckID/${id}.png`;
}

/** The official result page of the deck. */
export function officialDeckUrl(id: string): string {
  return `https://www.pokemon-card.com/deck/result.html/deckID/${id}`;
}

/** A card image URL from a stored `card_pict`: a path on the official site, or a full URL as is. */
export function cardImageUrl(pict: string): string {
  if (/^https?:\/\//i.test(pict)) return pict;
  return `https://www.pokemon-card.com${pict.startsWith('/') ? '' : '/'}${pict}`;
}
