// Key figures of a section as a definition list (label above, big number below).
import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
  /** Small text under the value, e.g. a confidence interval. */
  note?: ReactNode;
}

export function StatFigures({ figures }: { figures: Figure[] }) {
  return (
    <dl className="detail-figures">
      {figures.map((figure) => (
        <div key={figure.label} className="detail-figure">
          <dt>{figure.label}</dt>
          <dd>
            <span className="detail-figure-value">{figure.value}</span>
            {figure.note ? <small className="detail-figure-note">{figure.note}</small> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
