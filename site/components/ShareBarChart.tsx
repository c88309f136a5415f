// Horizontal share bars drawn at build time in inline SVG (the dashboard's top deck types): one
// bar per entry with its share at the bar's end; the name left of the bar when wide, above it
// when narrow (a phone has no room for both, and a name is never cut there). No JS.
import { formatShare } from '../../engine/format.ts';

export function ShareBarChart({
  bars,
  caption,
  width = 640,
  stacked = false,
}: {
  bars: { label: string; share: number }[];
  caption: string;
  width?: number;
  /** Names on their own line above each bar (the phone drawing). */
  stacked?: boolean;
}) {
  if (bars.length === 0) return null;
  const rowHeight = stacked ? 42 : 28;
  const labelWidth = stacked ? 0 : Math.round(width * 0.36);
  const valueWidth = 60;
  const height = bars.length * rowHeight + 8;
  const max = Math.max(...bars.map((bar) => bar.share), 1e-9);
  const barSpace = width - labelWidth - valueWidth;
  const maxChars = Math.floor((labelWidth - 8) / 14);
  return (
    <figure className="bar-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={caption}>
        {bars.map((bar, i) => {
          const y = 4 + i * rowHeight;
          const barY = stacked ? y + 22 : y + 5;
          const barWidth = Math.max(2, Math.round((bar.share / max) * barSpace));
          const label =
            stacked || [...bar.label].length <= maxChars
              ? bar.label
              : `${[...bar.label].slice(0, maxChars - 1).join('')}…`;
          return (
            <g key={bar.label}>
              <text
                className="bar-label"
                x={stacked ? 0 : labelWidth - 8}
                y={stacked ? y + 15 : y + 19}
                textAnchor={stacked ? 'start' : 'end'}
              >
                {label}
                {label !== bar.label ? <title>{bar.label}</title> : null}
              </text>
              <rect
                className="bar"
                x={labelWidth}
                y={barY}
                width={barWidth}
                height={stacked ? 14 : 18}
                rx={3}
              >
                <title>{`${bar.label} ${formatShare(bar.share)}`}</title>
              </rect>
              <text className="bar-value" x={labelWidth + barWidth + 6} y={barY + (stacked ? 12 : 14)}>
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
