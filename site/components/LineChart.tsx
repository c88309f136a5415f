// A labelled line chart in inline SVG (weekly share on /decks/{id}): gridlines at 0, half and the max,
// a point per value with a <title> tooltip, first/last labels on the x axis. No JS needed.
import { linePoints } from './chartGeometry.ts';

export interface LinePoint {
  label: string;
  value: number;
  /** Tooltip text of the point, e.g. "2026/04/03〜 12.3%". */
  title: string;
}

/** A further line over the same x points (the dashboard's top deck types), named in the legend. */
export interface LineSeries {
  name: string;
  values: number[];
}

export function LineChart({
  points,
  caption,
  formatValue,
  width = 640,
  height = 200,
  series = [],
  firstName,
}: {
  points: LinePoint[];
  caption: string;
  formatValue: (value: number) => string;
  width?: number;
  height?: number;
  series?: LineSeries[];
  /** With `series`: the legend name of the first line (`points`). */
  firstName?: string;
}) {
  if (points.length === 0) return null;
  const pad = 24;
  // Room left of the plot for the y labels ("100.0%"); the plot keeps its own padding.
  const labelWidth = 40;
  const plotWidth = width - labelWidth;
  const max = Math.max(...points.map((p) => p.value), ...series.flatMap((line) => line.values), 1e-9);
  const coords = linePoints(
    points.map((p) => p.value),
    { width: plotWidth, height, pad, min: 0, max },
  );
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const yTicks = [
    { y: pad, value: max, className: 'grid' },
    { y: height / 2, value: max / 2, className: 'grid' },
    { y: height - pad, value: 0, className: 'axis' },
  ];
  return (
    <figure className="line-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={caption}>
        {yTicks.map((tick) => (
          <g key={tick.y}>
            <line className={tick.className} x1={labelWidth + pad} x2={width - pad} y1={tick.y} y2={tick.y} />
            <text className="tick" x={labelWidth + pad - 6} y={tick.y + 4} textAnchor="end">
              {formatValue(tick.value)}
            </text>
          </g>
        ))}
        <g transform={`translate(${labelWidth} 0)`}>
          {series.map((line, i) => (
            <polyline
              key={line.name}
              className={`line series-${i + 1}`}
              points={linePoints(line.values, { width: plotWidth, height, pad, min: 0, max })
                .map((c) => `${c.x},${c.y}`)
                .join(' ')}
              fill="none"
            >
              <title>{line.name}</title>
            </polyline>
          ))}
          <polyline className="line" points={coords.map((c) => `${c.x},${c.y}`).join(' ')} fill="none" />
          {coords.map((c, i) => (
            <circle key={points[i]!.label} className="dot" cx={c.x} cy={c.y} r={3}>
              <title>{points[i]!.title}</title>
            </circle>
          ))}
          <text className="tick" x={pad} y={height - 6} textAnchor="start">
            {first.label}
          </text>
          {points.length > 1 && (
            <text className="tick" x={plotWidth - pad} y={height - 6} textAnchor="end">
              {last.label}
            </text>
          )}
        </g>
      </svg>
      <figcaption>
        {caption}
        {series.length > 0 && (
          <ul className="chart-legend">
            {[firstName ?? '', ...series.map((line) => line.name)].map((name, i) => (
              <li key={name} className={`series-${i}`}>
                {name}
              </li>
            ))}
          </ul>
        )}
      </figcaption>
    </figure>
  );
}
