// A deck type's weekly trend: share per week as an inline-SVG line (oldest to newest) and a
// table, newest week first, with the count, the week-over-week change and the share.
import type { WeeklyEntry } from '../../../engine/documents.ts';
import { formatDelta, formatShare } from '../../../engine/format.ts';
import { ChartLayouts } from '../ChartLayouts.tsx';
import { EmptyState } from '../EmptyState.tsx';
import { LineChart } from '../LineChart.tsx';
import { ShareValue } from '../ShareValue.tsx';
import { Section } from './Section.tsx';

function deltaClass(delta: number | null): string | undefined {
  if (delta == null || Math.abs(delta) < 0.0005) return undefined;
  return delta > 0 ? 'detail-up' : 'detail-down';
}

/** A rule with no deck in any week has nothing to chart (the spec's "no weekly stats" state). */
export function hasWeeklyData(weekly: readonly WeeklyEntry[]): boolean {
  return weekly.some((week) => week.count > 0);
}

export function WeeklyTrendSection({ weekly }: { weekly: WeeklyEntry[] }) {
  const points = weekly.map((week) => ({
    // The week's first day without its year ("04/03"): short enough for a step of labels.
    label: (week.label.split('〜')[0] ?? week.key).replace(/^\d{4}[/-]/, ''),
    value: week.share,
    title: `${week.label} ${formatShare(week.share)}（${week.count}件）`,
  }));
  return (
    <Section id="weekly" title="週ごとの推移">
      {!hasWeeklyData(weekly) ? (
        <EmptyState>データがありません</EmptyState>
      ) : (
        <>
          <ChartLayouts
            draw={(width) => (
              <LineChart caption="週ごとのシェアの推移" width={width} height={200} points={points} />
            )}
          />
          <div className="detail-table-wrap">
            <table className="detail-table detail-weekly">
              <thead>
                <tr>
                  <th scope="col">週</th>
                  <th scope="col">件数</th>
                  <th scope="col">前週比</th>
                  <th scope="col">シェア</th>
                </tr>
              </thead>
              <tbody>
                {[...weekly].reverse().map((week) => (
                  <tr key={week.key}>
                    <th scope="row">{week.label}</th>
                    <td data-label="件数">{week.count}</td>
                    <td data-label="前週比" className={deltaClass(week.delta)}>
                      {formatDelta(week.delta)}
                    </td>
                    <td data-label="シェア">
                      <ShareValue share={week.share} interval={week.shareInterval} />
                      <small className="detail-muted"> / {week.matchedDecks}件中</small>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Section>
  );
}
