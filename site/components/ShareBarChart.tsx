// Horizontal share bars drawn at build time in inline SVG (the dashboard's top deck types): one
// bar per entry, its label on the left and its share at the bar's end. No JS, no chart library.
import { formatShare } from '../../engine/format.ts';

export function ShareBarChart({
  bars,
  caption,
  width = 640,
}: {
  bars: { label: string; share: number }[];
  caption: string;
  width?: number;
}) {
  if (bars.length === 0) return null;
  const rowHeight = 26;
  const labelWidth = 200;
  const valueWidth = 56;
  const height = bars.length * rowHeight + 8;
  const max = Math.max(...bars.map((bar) => bar.share), 1e-9);
  const barSpace = width - labelWidth - valueWidth;
  return (
    <figure className="bar-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={caption}>
        {bars.map((bar, i) => {
          const y = 4 + i * rowHeight;
          const barWidth = Math.max(2, Math.round((bar.share / max) * barSpace));
          return (
            <g key={bar.label}>
              <text className="bar-label" x={labelWidth - 8} y={y + 17} textAnchor="end">
                {bar.label.length > 14 ? `${bar.label.slice(0, 13)}…` : bar.label}
              </text>
              <rect className="bar" x={labelWidth} y={y + 4} width={barWidth} height={rowHeight - 8} rx={3}>
                <title>{`${bar.label} ${formatShare(bar.share)}`}</title>
              </rect>
              <text className="bar-value" x={labelWidth + barWidth + 6} y={y + 17}>
                {formatShare(bar.share)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
