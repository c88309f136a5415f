// A rule's weekly figures as three table columns (engine/admin/ruleWeekly.ts): this week's and last
// week's count and share, the share's difference, and NEW for a rule first seen this week.
import type { ReactNode } from 'react';
import type { RuleWeekly } from '../../../engine/admin/ruleWeekly.ts';
import { formatDelta, formatShare } from '../../../engine/format.ts';
import type { SortValue } from '../lib/tableView.ts';
import { COMMON } from '../texts/common.ts';
import { WEEKLY as T } from '../texts/rules.ts';
import type { DataColumn } from './DataTable.tsx';

/** The weekly columns of a table of rules; a row without figures shows dashes. */
export function weeklyColumns<Row>(weeklyOf: (row: Row) => RuleWeekly | undefined): DataColumn<Row>[] {
  const column = (
    key: 'current' | 'previous' | 'diff',
    header: string,
    sortValue: (weekly: RuleWeekly) => SortValue,
    show: (weekly: RuleWeekly) => ReactNode,
  ): DataColumn<Row> => ({
    key: `weekly-${key}`,
    header,
    searchText: () => '',
    sortValue: (row) => {
      const weekly = weeklyOf(row);
      return weekly ? sortValue(weekly) : null;
    },
    cell: (row) => {
      const weekly = weeklyOf(row);
      return weekly ? <span data-weekly={key}>{show(weekly)}</span> : COMMON.dash;
    },
  });
  return [
    column('current', T.current, (w) => w.currentCount, currentOf),
    column(
      'previous',
      T.previous,
      (w) => w.previousCount,
      (w) => (
        <>
          {T.count(w.previousCount)} {w.previousShare === null ? COMMON.dash : formatShare(w.previousShare)}
        </>
      ),
    ),
    column(
      'diff',
      T.diff,
      (w) => w.diff,
      (w) => (w.diff === null ? COMMON.dash : formatDelta(w.diff)),
    ),
  ];
}

/** This week's count and share, and NEW for a rule first seen this week. */
function currentOf(weekly: RuleWeekly) {
  return (
    <>
      {T.count(weekly.currentCount)} {formatShare(weekly.currentShare)}
      {weekly.isNew && (
        <>
          {' '}
          <span className="badge" data-weekly="new">
            {T.isNew}
          </span>
        </>
      )}
    </>
  );
}
