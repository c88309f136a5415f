// The share ranking table of the dashboard (/) and of an event kind's /decks page: rank, type, decks,
// share with its interval and change.
import type { Interval } from '../../engine/documentSchemas/common.ts';
import type { WindowRow } from '../../engine/documentSchemas/windowDocs.ts';
import { formatShare } from '../../engine/format.ts';
import { EmptyState } from './EmptyState.tsx';
import { DeckTypeLink } from './PageLinks.tsx';
import { ShareValue } from './ShareValue.tsx';
import { WindowChange } from './WindowNav.tsx';

export interface RankingTableRow {
  id: string;
  name: string;
  rank: number;
  decks: number;
  share: number;
  shareInterval: Interval;
  /** The row its change (or NEW) is read from; none shows no change. */
  change: WindowRow | undefined;
}

/** The ranking, by rank; its empty text when it has no rows. */
export function RankingTable({
  rows,
  className,
  testId,
}: {
  rows: RankingTableRow[];
  className?: string;
  testId?: string;
}) {
  if (rows.length === 0) return <EmptyState>ランキングデータがありません</EmptyState>;
  return (
    <div className="table-scroll">
      <table className={className} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col" className="num">
              順位
            </th>
            <th scope="col">デッキタイプ</th>
            <th scope="col" className="num">
              デッキ数
            </th>
            <th scope="col" className="num">
              シェア
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="num">{row.rank}</td>
              <td>
                <DeckTypeLink id={row.id}>{row.name}</DeckTypeLink>
              </td>
              <td className="num">{row.decks}</td>
              <td className="num" data-share={formatShare(row.share)}>
                <ShareValue share={row.share} interval={row.shareInterval} inline={false} />
                <WindowChange row={row.change} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
