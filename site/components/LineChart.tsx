// A labelled line chart in inline SVG (weekly shares): round percentage gridlines, a point per
// value with a <title> tooltip, dates at a step on the x axis, further series told apart by
// colour (Okabe–Ito) and by dash pattern. No JS needed. Draw it at about the width it is shown
// at (ChartLayouts): an SVG scales its text with it.
import { labelIndexes, linePoints, niceTicks, percentTick } from './chartGeometry.ts';

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
  width = 640,
  height = 200,
  series = [],
  firstName,
}: {
  points: LinePoint[];
  caption: string;
  width?: number;
  height?: number;
  series?: LineSeries[];
  /** With `series`: the legend name of the first line (`points`). */
  firstName?: string;
}) {
  if (points.length === 0) return null;
  const pad = 24;
  // Room left of the plot for the y labels ("100%"); the plot keeps its own padding.
  const labelWidth = 40;
  const plotWidth = width - labelWidth;
  const top = Math.max(...points.map((p) => p.value), ...series.flatMap((line) => line.values), 1e-9);
  const { ticks, step } = niceTicks(top, height < 180 ? 3 : 4);
  const max = ticks[ticks.length - 1]!;
  const box = { width: plotWidth, height, pad, min: 0, max };
  const coords = linePoints(
    points.map((p) => p.value),
    box,
  );
  const yOf = (value: number) => pad + (height - 2 * pad) * (1 - value / max);
  // A date label takes about 48 px ("04/03" at 14 px) plus a gap.
  const xLabels = labelIndexes(points.length, Math.max(2, Math.floor((plotWidth - 2 * pad) / 72) + 1));
  return (
    <figure className="line-chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={caption}>
        {ticks.map((value) => (
          <g key={value}>
            <line
              className={value === 0 ? 'axis' : 'grid'}
              x1={labelWidth + pad}
              x2={width - pad}
              y1={yOf(value)}
              y2={yOf(value)}
            />
            <text className="tick" x={labelWidth + pad - 6} y={yOf(value) + 5} textAnchor="end">
              {percentTick(value, step)}
            </text>
          </g>
        ))}
        <g transform={`translate(${labelWidth} 0)`}>
          {series.map((line, i) => (
            <polyline
              key={line.name}
              className={`line series-${i + 1}`}
              points={linePoints(line.values, box)
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
          {xLabels.map((i) => (
            <text
              key={points[i]!.label}
              className="tick"
              x={coords[i]!.x}
              y={height - 4}
              textAnchor={i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'}
            >
              {points[i]!.label}
            </text>
          ))}
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
