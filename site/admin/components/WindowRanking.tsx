// The time windows in the back office (直近1週 … 全期間, 直近4週 by default), read from the documents
// the public site ranks by (`public_windows/{key}`, the getPublicWindow callable): the switch
// (`?window=KEY`, so a view can be linked and reloaded), the dashboard's top-10 over a window, and
// the rule list's share per rule.
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
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
import { COMMON } from '../texts/common.ts';
import { DASHBOARD } from '../texts/dashboard.ts';
import { WINDOW_VIEW as T } from '../texts/windows.ts';
import { WeeklyCells, WeeklyHeaders } from './WeeklyCells.tsx';

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

/** The dashboard's top 10 over a window, with the change against the previous window. */
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
  return (
    <div className="table-wrap">
      <table data-window={window.key}>
        <thead>
          <tr>
            <th>#</th>
            <th>{T.rule}</th>
            <th>{T.share(window.label)}</th>
            <th>{T.decks}</th>
            <th>{T.change}</th>
            <th>{DASHBOARD.allTimeShare}</th>
            <WeeklyHeaders />
          </tr>
        </thead>
        <tbody>
          {window.rows.slice(0, RANKED_RULES).map((row) => {
            const weekly = weeklyOf(row.id);
            return (
              <tr key={row.id}>
                <td>{row.rank}</td>
                <td data-rule-name>
                  <Link to={adminRuleHref(row.id)}>{row.name}</Link>
                </td>
                <td data-share>{formatShare(row.share)}</td>
                <td>{row.count.toLocaleString('ja-JP')}</td>
                <td>{row.isNew ? <span className="badge">NEW</span> : formatDelta(row.delta)}</td>
                <td data-all-time-share>{formatShare(allTimeShare.get(row.id) ?? null)}</td>
                {weekly ? (
                  <WeeklyCells weekly={weekly} />
                ) : (
                  <>
                    <td>{COMMON.dash}</td>
                    <td>{COMMON.dash}</td>
                    <td>{COMMON.dash}</td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
