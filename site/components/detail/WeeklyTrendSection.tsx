// A deck type's weekly trend: share per week as an inline-SVG line (oldest to newest) and a
// table, newest week first, with the count, the week-over-week change and the share; and the
// weekly section it is drawn with, which the card page shares for its adoption.
import type { ReactNode } from 'react';
import type { WeeklyEntry } from '../../../engine/documents.ts';
import { formatDelta, formatShare } from '../../../engine/format.ts';
import { ChartLayouts } from '../ChartLayouts.tsx';
import { DetailTable } from '../DetailTable.tsx';
import { EmptyState } from '../EmptyState.tsx';
import { LineChart } from '../LineChart.tsx';
import { ShareValue } from '../ShareValue.tsx';
import { Section } from './Section.tsx';

function deltaClass(delta: number | null): string | undefined {
  if (delta == null || Math.abs(delta) < 0.0005) return undefined;
  return delta > 0 ? 'detail-up' : 'detail-down';
}

export function WeeklyTrendSection({ weekly }: { weekly: WeeklyEntry[] }) {
  return (
    <WeeklySection
      title="週ごとの推移"
      caption="週ごとのシェアの推移"
      weekly={weekly}
      value={(week) => week.share}
      count={(week) => week.count}
      columns={['件数', '前週比', 'シェア']}
      className="detail-weekly"
      cells={(week) => (
        <>
          <td data-label="件数">{week.count}</td>
          <td data-label="前週比" className={deltaClass(week.delta)}>
            {formatDelta(week.delta)}
          </td>
          <td data-label="シェア">
            <ShareValue share={week.share} interval={week.shareInterval} />
            <small className="detail-muted"> / {week.matchedDecks}件中</small>
          </td>
        </>
      )}
    />
  );
}

/**
 * A weekly section: the value per week as a line (oldest to newest), its tooltip with the week's
 * deck count, and a table newest week first (the week, then the caller's cells); the empty state
 * when no week counts a deck. The deck type's share and the card's adoption both show this way.
 */
export function WeeklySection<Week extends { key: string; label: string }>({
  title,
  caption,
  weekly,
  value,
  count,
  columns,
  className,
  cells,
}: {
  title: string;
  caption: string;
  weekly: readonly Week[];
  value: (week: Week) => number;
  count: (week: Week) => number;
  columns: readonly string[];
  className?: string;
  cells: (week: Week) => ReactNode;
}) {
  const points = weekly.map((week) => ({
    // The week's first day without its year ("04/03"): short enough for a step of labels.
    label: (week.label.split('〜')[0] ?? week.key).replace(/^\d{4}[/-]/, ''),
    value: value(week),
    title: `${week.label} ${formatShare(value(week))}（${count(week)}件）`,
  }));
  return (
    <Section id="weekly" title={title}>
      {/* No deck in any week: nothing to chart (the spec's "no weekly stats" state). */}
      {!weekly.some((week) => count(week) > 0) ? (
        <EmptyState>データがありません</EmptyState>
      ) : (
        <>
          <ChartLayouts
            draw={(width) => <LineChart caption={caption} width={width} height={200} points={points} />}
          />
          <DetailTable columns={['週', ...columns]} className={className}>
            <tbody>
              {[...weekly].reverse().map((week) => (
                <tr key={week.key}>
                  <th scope="row">{week.label}</th>
                  {cells(week)}
                </tr>
              ))}
            </tbody>
          </DetailTable>
        </>
      )}
    </Section>
  );
}
