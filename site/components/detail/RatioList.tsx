// Ratios (fractions 0..1) as labelled horizontal bars with the percentage, readable without JS.
import { formatShare } from '../../../engine/format.ts';

export interface Ratio {
  label: string;
  value: number;
}

export function RatioList({ ratios, label }: { ratios: Ratio[]; label: string }) {
  return (
    <ul className="detail-ratios" aria-label={label}>
      {ratios.map((ratio) => {
        const width = Math.max(0, Math.min(1, Number.isFinite(ratio.value) ? ratio.value : 0)) * 100;
        return (
          <li key={ratio.label}>
            <span className="detail-ratio-label">{ratio.label}</span>
            <span className="detail-ratio-bar" aria-hidden="true">
              <span style={{ width: `${width}%` }} />
            </span>
            <span className="detail-ratio-value">{formatShare(ratio.value)}</span>
          </li>
        );
      })}
    </ul>
  );
}
