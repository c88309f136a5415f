// A tiny inline-SVG trend line drawn at build time (no canvas, no JS): one point per week.
import { linePoints } from './chartGeometry.ts';

export function Sparkline({
  values,
  label,
  width = 80,
  height = 20,
}: {
  values: number[];
  label: string;
  width?: number;
  height?: number;
}) {
  if (values.length < 2) return <span className="sparkline-empty">-</span>;
  const max = Math.max(...values, 1e-9);
  const points = linePoints(values, { width, height, pad: 2, min: 0, max });
  return (
    <svg className="sparkline" viewBox={`0 0 ${width} ${height}`} width={width} height={height} role="img">
      <title>{label}</title>
      <polyline points={points.map((p) => `${p.x},${p.y}`).join(' ')} fill="none" />
    </svg>
  );
}
