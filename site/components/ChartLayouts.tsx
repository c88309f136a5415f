// One chart drawn twice, for phones and for wider screens, one shown by CSS: an SVG scales its
// text with its width, so each drawing is made at about the width it is shown at and its text
// stays at least 12 px (a 640-wide drawing on a phone would have 7 px labels).
import type { ReactNode } from 'react';

/** The drawing widths: a 390 px phone shows about 358 px of content; desktops at least 480. */
export const CHART_WIDTHS = { narrow: 340, wide: 640 } as const;

export function ChartLayouts({
  draw,
  wide = CHART_WIDTHS.wide,
}: {
  draw: (width: number, layout: 'narrow' | 'wide') => ReactNode;
  /** The wide drawing's width (the dashboard's two columns are at least 480 px). */
  wide?: number;
}) {
  return (
    <>
      <div className="chart-wide">{draw(wide, 'wide')}</div>
      <div className="chart-narrow">{draw(CHART_WIDTHS.narrow, 'narrow')}</div>
    </>
  );
}
