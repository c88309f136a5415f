// The time windows in the back office (直近1週 … 全期間, 直近4週 by default), read from the documents
// the public site ranks by (`public_windows/{key}`, the getPublicWindow callable): the switch
// (`?window=KEY`, so a view can be linked and reloaded), the dashboard's top-10 over a window, and
// the rule list's share per rule.
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { CallableResult } from '../../../engine/admin/callables.ts';
import type { RuleWeekly } from '../../../engine/admin/ruleWeekly.ts';
import type { AdminPublicWindow } from '../../../engine/admin/windowShapes.ts';
import { formatDelta, formatShare } from '../../../engine/format.ts';
import {
  DEFAULT_WINDOW,
  isWindowKey,
  WINDOW_KEYS,
  WINDOW_LABELS,
  type WindowKey,
} from '../../../engine/windows.ts';
import { call } from '../lib/call.ts';
import { adminRuleHref } from '../lib/links.ts';
import { DASHBOARD } from '../texts/dashboard.ts';
import { WINDOW_VIEW as T } from '../texts/windows.ts';
import { type DataColumn, DataTable } from './DataTable.tsx';
import { weeklyColumns } from './weeklyColumns.tsx';

const RANKED_RULES = 10;

export function useWindowKey(): WindowKey {
  const [params] = useSearchParams();
  const key = params.get('window') ?? '';
  return isWindowKey(key) ? key : DEFAULT_WINDOW;
}

/** The published window document; `data.window` is null before any aggregation wrote it. */
export function usePublicWindow(key: WindowKey) {
  return useQuery({
    queryKey: ['doc', `public_windows/${key}`],
    queryFn: () => call('getPublicWindow', { window: key }),
  });
}

/** One link per window; the current one is marked. */
export function WindowSwitch({ current }: { current: WindowKey }) {
  const { pathname, hash } = useLocation();
  return (
    <nav className="actions view-toggle window-switch" aria-label={T.label}>
      {WINDOW_KEYS.map((key) => (
        <Link
          key={key}
          to={`${pathname}?window=${key}${hash}`}
          className={key === current ? 'button primary' : 'button'}
          aria-current={key === current ? 'page' : undefined}
          preventScrollReset
        >
          {WINDOW_LABELS[key]}
        </Link>
      ))}
    </nav>
  );
}

/** Which window the figures are over, and over how many decks; or that it is too thin to rank. */
export function WindowLine({ window }: { window: AdminPublicWindow }) {
  return (
    <>
      <p className="muted" data-testid="admin-window-summary">
        {T.summary(window.label, window.matchedDecks, window.totalDecks)}
      </p>
      {window.thin && (
        <p className="status warn" data-testid="admin-window-thin">
          {T.thin(window.matchedDecks, window.minDecks)}
        </p>
      )}
    </>
  );
}

/** The window's share of each rule: its row's, 0 for a rule with no deck in the window. */
export function windowShareOf(window: AdminPublicWindow): (ruleId: string) => number {
  const shares = new Map(window.rows.map((row) => [row.id, row.share]));
  return (ruleId) => shares.get(ruleId) ?? 0;
}

type Ranked = { rank: number; id: string; name: string };
type LiveRow = CallableResult<'getDashboard'>['ruleRanking']['rules'][number];

/** A ranking's first two columns: the place and the rule, linking to its editor. */
function rankColumns<Row extends Ranked>(): DataColumn<Row>[] {
  return [
    { key: 'rank', header: '#', cell: (row) => row.rank },
    {
      key: 'rule',
      header: T.rule,
      cell: (row) => (
        <div data-rule-name>
          <Link to={adminRuleHref(row.id)}>{row.name}</Link>
        </div>
      ),
    },
  ];
}

/**
 * The top rules over a window, each with its all-time share (the 全期間 window) and this week's
 * and last week's figures (the dashboard's weekly summary), as the spec's ranking shows them.
 */
export function WindowRankingTable({
  window,
  allTime,
  weeklyOf,
}: {
  window: AdminPublicWindow;
  /** The 全期間 window; null while it is read or when it is missing. */
  allTime: AdminPublicWindow | null;
  weeklyOf: (ruleId: string) => RuleWeekly | undefined;
}) {
  const allTimeShare = new Map((allTime?.rows ?? []).map((row) => [row.id, row.share]));
  const columns: DataColumn<AdminPublicWindow['rows'][number]>[] = [
    ...rankColumns(),
    {
      key: 'share',
      header: T.share(window.label),
      cell: (row) => <span data-share>{formatShare(row.share)}</span>,
    },
    { key: 'decks', header: T.decks, cell: (row) => row.count.toLocaleString('ja-JP') },
    {
      key: 'change',
      header: T.change,
      cell: (row) => (row.isNew ? <span className="badge">NEW</span> : formatDelta(row.delta)),
    },
    {
      key: 'allTime',
      header: DASHBOARD.allTimeShare,
      cell: (row) => <span data-all-time-share>{formatShare(allTimeShare.get(row.id) ?? null)}</span>,
    },
    ...weeklyColumns((row: Ranked) => weeklyOf(row.id)),
  ];
  return (
    <div data-window={window.key}>
      <DataTable plain rows={window.rows.slice(0, RANKED_RULES)} columns={columns} rowKey={(row) => row.id} />
    </div>
  );
}

const LIVE_COLUMNS: DataColumn<LiveRow & Ranked>[] = [
  ...rankColumns(),
  { key: 'allTime', header: DASHBOARD.allTimeShare, cell: (row) => formatShare(row.allTimeShare) },
  { key: 'week', header: DASHBOARD.weekShare, cell: (row) => formatShare(row.weekShare) },
  ...weeklyColumns((row: LiveRow) => row.weekly),
];

/** The all-time top 10 of the rule statistics, before any window is published or when it is thin. */
export function LiveRankingTable({ rules, failed }: { rules: readonly LiveRow[]; failed: boolean }) {
  const rows = rules.map((rule, index) => ({ ...rule, rank: index + 1 }));
  return <DataTable plain failed={failed} rows={rows} columns={LIVE_COLUMNS} rowKey={(row) => row.id} />;
}
