// A share with its Wilson 95% interval shown subtly beside it (the interval also in a tooltip).

import type { Interval } from '../../engine/documents.ts';
import { formatShare } from '../../engine/format.ts';

export function intervalText(interval: Interval | null | undefined): string | null {
  return interval ? `95%信頼区間 ${formatShare(interval[0])}〜${formatShare(interval[1])}` : null;
}

/** `inline={false}` (list pages) keeps the interval in the tooltip only; detail pages show it. */
export function ShareValue({
  share,
  interval,
  inline = true,
}: {
  share: number;
  interval?: Interval | null;
  inline?: boolean;
}) {
  const ci = intervalText(interval);
  return (
    <span className="share-value" title={ci ?? undefined}>
      {formatShare(share)}
      {interval && inline && (
        <small className="interval">{` (${formatShare(interval[0])}〜${formatShare(interval[1])})`}</small>
      )}
    </span>
  );
}
