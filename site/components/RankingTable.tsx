// The share ranking table of the dashboard (/) and of an event kind's /decks page: rank, type, decks,
// share with its interval and change. A thin view (too few decks to rank) shows the same counts
// without the 順位 column, each marked 参考.
import type { Interval } from '../../engine/documentSchemas/common.ts';
import type { WindowRow } from '../../engine/documentSchemas/windowDocs.ts';
import { formatShare } from '../../engine/format.ts';
import { EmptyState } from './EmptyState.tsx';
import { DeckTypeLink } from './PageLinks.tsx';
import { ShareValue } from './ShareValue.tsx';
import { ThinTag } from './ThinTag.tsx';
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
  thin = false,
}: {
  rows: RankingTableRow[];
  className?: string;
  testId?: string;
  /** Too few decks to rank: no ranks, every figure 参考. */
  thin?: boolean;
}) {
  if (rows.length === 0) return <EmptyState>ランキングデータがありません</EmptyState>;
  return (
    <div className="table-scroll">
      <table className={className} data-testid={testId}>
        <thead>
          <tr>
            {!thin && (
              <th scope="col" className="num">
                順位
              </th>
            )}
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
              {!thin && <td className="num">{row.rank}</td>}
              <td>
                <DeckTypeLink id={row.id}>{row.name}</DeckTypeLink>
              </td>
              <td className="num">
                {row.decks}
                {thin && <ThinTag title="デッキが少ないため参考値です（順位なし）" />}
              </td>
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
