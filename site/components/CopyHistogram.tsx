// A card's copy distribution: the share of the group's decks that play it at 1, 2, 3, 4 and 5+
// copies, as a small inline bar per count (what deck builders read first). Built at build time.
// One element draws the five bars as its background (each bar's height, 0–100, in --c1 … --c5;
// site.css) over five counts: an adoption table has a row per card, hundreds on a deck type's
// page, and an element per bar made most of its markup.
import type { CSSProperties } from 'react';
import type { CopyHistogram as Histogram } from '../../engine/documents.ts';
import { formatShare } from '../../engine/format.ts';

export const COPY_BUCKETS = ['1', '2', '3', '4', '5+'] as const;

export function CopyHistogram({ copies, totalDecks }: { copies: Histogram | undefined; totalDecks: number }) {
  if (!copies || totalDecks <= 0) return <span className="detail-muted">-</span>;
  const shares = COPY_BUCKETS.map((bucket) => copies[bucket] / totalDecks);
  const label = COPY_BUCKETS.map((bucket, i) => `${bucket}枚 ${formatShare(shares[i]!)}`).join('、');
  const heights = Object.fromEntries(shares.map((share, i) => [`--c${i + 1}`, Math.round(share * 100)]));
  // role="img": its counts are presentational, read through the label.
  return (
    <span
      className="copy-histogram"
      role="img"
      aria-label={`枚数分布: ${label}`}
      title={label}
      style={heights as CSSProperties}
    >
      {COPY_BUCKETS.map((bucket) => (
        <span key={bucket}>{bucket}</span>
      ))}
    </span>
  );
}
