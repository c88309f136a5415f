// Pure geometry shared by the SVG charts: values to coordinates inside a padded box.

export interface Box {
  width: number;
  height: number;
  pad: number;
  min: number;
  max: number;
}

/** Evenly spaced points, the y axis flipped so larger values sit higher; rounded to 0.1px. */
export function linePoints(values: number[], box: Box): { x: number; y: number }[] {
  const innerW = box.width - 2 * box.pad;
  const innerH = box.height - 2 * box.pad;
  const span = box.max - box.min || 1;
  const step = values.length > 1 ? innerW / (values.length - 1) : 0;
  return values.map((value, i) => ({
    x: round(box.pad + i * step),
    y: round(box.pad + innerH - ((Math.min(Math.max(value, box.min), box.max) - box.min) / span) * innerH),
  }));
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/**
 * Round axis ticks from 0 up to the first round value at or above `max`: steps of 1, 2, 2.5 or 5
 * times a power of ten, at most `maxTicks` intervals (so 0.237 gives 0, 0.1, 0.2, 0.3).
 */
export function niceTicks(max: number, maxTicks = 4): { ticks: number[]; step: number } {
  const top = max > 0 ? max : 1;
  const raw = top / maxTicks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw - 1e-12) ?? 10 * power;
  const count = Math.ceil(top / step - 1e-9);
  return { ticks: Array.from({ length: count + 1 }, (_, i) => roundTo(i * step, 12)), step };
}

/** A share tick as a percentage with no more decimals than the step needs ("10%", "2.5%"). */
export function percentTick(value: number, step: number): string {
  const percentStep = step * 100;
  const decimals = Number.isInteger(roundTo(percentStep, 9)) ? 0 : percentStep * 10 >= 1 ? 1 : 2;
  return `${(value * 100).toFixed(decimals)}%`;
}

/** Which of `n` x positions get a label: every k-th from the first, at most `maxLabels`. */
export function labelIndexes(n: number, maxLabels: number): number[] {
  if (n <= 0) return [];
  const step = Math.max(1, Math.ceil((n - 1) / Math.max(1, maxLabels - 1)));
  const indexes: number[] = [];
  for (let i = 0; i < n; i += step) indexes.push(i);
  return indexes;
}

function roundTo(n: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(n * f) / f;
}
