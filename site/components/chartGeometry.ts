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
