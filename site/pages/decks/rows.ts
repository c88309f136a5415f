// The rows of the deck-type list (/decks and /decks/w/{key}): the page renders them, its data
// hook resolves their links (site/lib/pageLinks.ts).
import type { PublicWindow, WindowRow } from '../../../engine/documentSchemas/windowDocs.ts';
import type { PublicDecks } from '../../../engine/documents.ts';

type Index = PublicDecks['index'];
export type DeckTypeRow = Omit<Index['rowsById'][string], 'rank'> & {
  id: string;
  /** The place in the page's order (what the 順位 column sorts by). */
  order: number;
  /** The rank the page shows; null where it ranks nothing (a thin window, no deck in the window). */
  rank: number | null;
  /** The type's figures in the page's window; undefined when it had no deck there or before. */
  inWindow: WindowRow | undefined;
};

/**
 * The rows in the window's order (most decks first), then the types without decks in the window
 * in all-period order. Only a window with enough decks ranks, and only its types with decks there;
 * a thin window keeps its own order and counts, unranked (参考). 全期間, or no window document,
 * ranks all periods.
 */
export function rowsOf(index: Index, window: PublicWindow | null): DeckTypeRow[] {
  const inWindow = new Map((window?.rows ?? []).map((row) => [row.id, row]));
  const byWindow = window !== null && window.key !== 'all';
  const withDecks = byWindow ? window.rows.filter((row) => row.count > 0).map((row) => row.id) : [];
  const ranked = new Set(byWindow && !window.thin ? withDecks : []);
  const seen = new Set<string>();
  const rows: DeckTypeRow[] = [];
  for (const id of [...withDecks, ...index.order]) {
    const row = index.rowsById[id];
    if (!row || seen.has(id)) continue;
    seen.add(id);
    const order = rows.length + 1;
    const rank = byWindow ? (ranked.has(id) ? order : null) : row.rank;
    rows.push({ ...row, id, order, rank, inWindow: inWindow.get(id) });
  }
  return rows;
}
