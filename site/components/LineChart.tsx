// A labelled line chart in inline SVG (weekly share on /decks/{id}): gridlines at 0 and the max,
// a point per value with a <title> tooltip, first/last labels on the x axis. No JS needed.
import { linePoints } from './chartGeometry.ts';

export interface LinePoint {
  label: string;
  value: number;
  /** Tooltip text of the point, e.g. "2026/04/03〜 12.3%". */
  title: string;
}

export function LineChart({
  points,
  caption,
  formatValue,
  width = 640,
  height = 200,
}: {
  points: LinePoint[];
  caption: string;
  formatValue: (value: number) => string;
  width?: number;
  height?: number;
}) {
  if (points.length === 0) return null;
  const pad = 28;
  const max = Math.max(...points.map((p) => p.value), 1e-9);
  const coords = linePoints(
    points.map((p) => p.value),
    { width, height, pad, min: 0, max },
  );
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return (
    <figure className="line-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={caption} preserveAspectRatio="none">
        <line className="grid" x1={pad} x2={width - pad} y1={pad} y2={pad} />
        <line className="axis" x1={pad} x2={width - pad} y1={height - pad} y2={height - pad} />
        <text className="tick" x={pad - 4} y={pad + 4} textAnchor="end">
          {formatValue(max)}
        </text>
        <text className="tick" x={pad - 4} y={height - pad + 4} textAnchor="end">
          {formatValue(0)}
        </text>
        <polyline className="line" points={coords.map((c) => `${c.x},${c.y}`).join(' ')} fill="none" />
        {coords.map((c, i) => (
          <circle key={points[i]!.label} className="dot" cx={c.x} cy={c.y} r={3}>
            <title>{points[i]!.title}</title>
          </circle>
        ))}
        <text className="tick" x={pad} y={height - 8} textAnchor="start">
          {first.label}
        </text>
        {points.length > 1 && (
          <text className="tick" x={width - pad} y={height - 8} textAnchor="end">
            {last.label}
          </text>
        )}
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
