// The colour of a week's share by its week-over-week delta: green up, red down, the strength
// saturating at an absolute delta of 0.1 (spec §9).

export const DELTA_SATURATION = 0.1;

/** A translucent background; transparent for no delta. */
export function deltaBackground(delta: number | null | undefined): string {
  if (delta == null || !Number.isFinite(delta) || delta === 0) return 'transparent';
  const strength = Math.min(Math.abs(delta) / DELTA_SATURATION, 1);
  const alpha = Math.round(strength * 45) / 100;
  return delta > 0 ? `rgba(22, 163, 74, ${alpha})` : `rgba(220, 38, 38, ${alpha})`;
}
