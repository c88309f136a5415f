// The rows of the deck-type list (/decks and /decks/w/{key}): the page renders them, its data
// hook resolves their links (site/lib/pageLinks.ts).
import type { PublicWindow, WindowRow } from '../../../engine/documentSchemas/windowDocs.ts';
import type { PublicDecks } from '../../../engine/documents.ts';

type Index = PublicDecks['index'];
export type DeckTypeRow = Index['rowsById'][string] & {
  id: string;
  /** The type's figures in the page's window; undefined when it had no deck there or before. */
  inWindow: WindowRow | undefined;
};

/**
 * The rows in the window's rank order, then the types without decks in the window in all-period
 * order; a thin window (or none) keeps the all-period order and ranks.
 */
export function rowsOf(index: Index, window: PublicWindow | null): DeckTypeRow[] {
  const inWindow = new Map((window?.rows ?? []).map((row) => [row.id, row]));
  const ranked = window && !window.thin && window.key !== 'all';
  const order = ranked
    ? [...window.rows.filter((row) => row.count > 0).map((row) => row.id), ...index.order]
    : index.order;
  const seen = new Set<string>();
  const rows: DeckTypeRow[] = [];
  for (const id of order) {
    const row = index.rowsById[id];
    if (!row || seen.has(id)) continue;
    seen.add(id);
    rows.push({ ...row, id, rank: ranked ? rows.length + 1 : row.rank, inWindow: inWindow.get(id) });
  }
  return rows;
}
