// A rule's weekly figures as table cells (engine/admin/ruleWeekly.ts): this week's and last
// week's count and share, the share's difference, and NEW for a rule first seen this week.
import type { RuleWeekly } from '../../../engine/admin/ruleWeekly.ts';
import { formatDelta, formatShare } from '../../../engine/format.ts';
import { COMMON } from '../texts/common.ts';
import { WEEKLY as T } from '../texts/rules.ts';

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
        <WeeklyCurrent weekly={weekly} />
      </td>
      <td data-weekly="previous">
        <WeeklyPrevious weekly={weekly} />
      </td>
      <td data-weekly="diff">
        <WeeklyDiff weekly={weekly} />
      </td>
    </>
  );
}

/** This week's count and share, and NEW for a rule first seen this week. */
export function WeeklyCurrent({ weekly }: { weekly: RuleWeekly }) {
  return (
    <>
      {T.count(weekly.currentCount)} {formatShare(weekly.currentShare)}
      {weekly.isNew ? (
        <>
          {' '}
          <span className="badge" data-weekly="new">
            {T.isNew}
          </span>
        </>
      ) : null}
    </>
  );
}

export function WeeklyPrevious({ weekly }: { weekly: RuleWeekly }) {
  return (
    <>
      {T.count(weekly.previousCount)}{' '}
      {weekly.previousShare === null ? COMMON.dash : formatShare(weekly.previousShare)}
    </>
  );
}

export function WeeklyDiff({ weekly }: { weekly: RuleWeekly }) {
  return <>{weekly.diff === null ? COMMON.dash : formatDelta(weekly.diff)}</>;
}
