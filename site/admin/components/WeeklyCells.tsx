// A rule's weekly figures as table cells (engine/admin/ruleWeekly.ts): this week's and last
// week's count and share, the share's difference, and NEW for a rule first seen this week.
import type { RuleWeekly } from '../../../engine/admin/ruleWeekly.ts';
import { formatDelta, formatShare } from '../../../engine/format.ts';
import { COMMON, WEEKLY as T } from '../texts.ts';

export function WeeklyHeaders() {
  return (
    <>
      <th>{T.current}</th>
      <th>{T.previous}</th>
      <th>{T.diff}</th>
    </>
  );
}

export function WeeklyCells({ weekly }: { weekly: RuleWeekly }) {
  return (
    <>
      <td data-weekly="current">
        {T.count(weekly.currentCount)} {formatShare(weekly.currentShare)}
        {weekly.isNew ? (
          <>
            {' '}
            <span className="badge" data-weekly="new">
              {T.isNew}
            </span>
          </>
        ) : null}
      </td>
      <td data-weekly="previous">
        {T.count(weekly.previousCount)}{' '}
        {weekly.previousShare === null ? COMMON.dash : formatShare(weekly.previousShare)}
      </td>
      <td data-weekly="diff">{weekly.diff === null ? COMMON.dash : formatDelta(weekly.diff)}</td>
    </>
  );
}
