// The share ranking of the dashboard (/, /w/{key} and /w/{key}/k/{kind}): the page renders it, its data hook
// resolves its links (site/lib/pageLinks.ts).
import type { PublicKindSegment } from '../../../engine/documentSchemas/segmentDocs.ts';
import type { PublicWindow } from '../../../engine/documentSchemas/windowDocs.ts';
import type { PublicHome } from '../../../engine/documents.ts';

export type RankingRow = PublicHome['ruleRanking'][number] & { inWindow?: PublicWindow['rows'][number] };

/**
 * The share ranking over the page's window: its types with decks there, by rank (a thin window's
 * the same, shown unranked as 参考); the all-period ranking only when the window is missing.
 */
export function rankingOf(home: PublicHome, window: PublicWindow | null): RankingRow[] {
  if (!window) return home.ruleRanking;
  return rowsWithDecks(window.rows);
}

/** An event kind's ranking: its types with decks, by rank (unranked when thin); none when missing. */
export function kindRankingOf(doc: PublicKindSegment | null): RankingRow[] {
  if (!doc) return [];
  return rowsWithDecks(doc.rows);
}

/** A window's (or a kind's) types with decks there, by rank, as ranking rows. */
function rowsWithDecks(rows: PublicWindow['rows']): RankingRow[] {
  return rows
    .filter((row) => row.count > 0)
    .map((row) => ({
      id: row.id,
      name: row.name,
      matchedDecks: row.count,
      share: row.share,
      shareInterval: row.shareInterval,
      inWindow: row,
    }));
}
