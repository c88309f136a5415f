// A card's copy distribution: the share of the group's decks that play it at 1, 2, 3, 4 and 5+
// copies, as a small inline bar per count (what deck builders read first). Built at build time.
import type { CopyHistogram as Histogram } from '../../engine/documents.ts';
import { formatShare } from '../../engine/format.ts';

export const COPY_BUCKETS = ['1', '2', '3', '4', '5+'] as const;

export function CopyHistogram({ copies, totalDecks }: { copies: Histogram | undefined; totalDecks: number }) {
  if (!copies || totalDecks <= 0) return <span className="detail-muted">-</span>;
  const label = COPY_BUCKETS.map((bucket) => `${bucket}枚 ${formatShare(copies[bucket] / totalDecks)}`).join(
    '、',
  );
  return (
    <div className="copy-histogram" role="img" aria-label={`枚数分布: ${label}`} title={label}>
      {COPY_BUCKETS.map((bucket) => {
        const share = copies[bucket] / totalDecks;
        return (
          <span key={bucket} className="copy-bucket">
            <span className="copy-bar" style={{ height: `${Math.round(share * 100)}%` }} />
            <span className="copy-count" aria-hidden="true">
              {bucket}
            </span>
          </span>
        );
      })}
    </div>
  );
}
