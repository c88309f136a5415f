// Dashboard (spec admin §2): maintenance buttons, stat cards, recent cards/decks/events, the
// top-10 share ranking, the deploy card and links.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { CallableResult } from '../../../engine/admin/callables.ts';
import { formatDateJst } from '../../../engine/format.ts';
import { DeckImage } from '../components/DeckImage.tsx';
import { FirstRunGuide } from '../components/FirstRunGuide.tsx';
import { Card, DateTime, ErrorText, ExternalLink, Loading, StatusText } from '../components/ui.tsx';
import {
  LiveRankingTable,
  usePublicWindow,
  useWindowKey,
  WindowLine,
  WindowRankingTable,
  WindowSwitch,
} from '../components/WindowRanking.tsx';
import { call } from '../lib/call.ts';
import { adminEventHref } from '../lib/links.ts';
import { cachedDoc, cachedQueryOptions, isPublishedDocKey } from '../lib/queryClient.ts';
import { useAction } from '../lib/useAction.ts';
import { COMMON } from '../texts/common.ts';
import { DASHBOARD as T } from '../texts/dashboard.ts';
import { WINDOW_VIEW } from '../texts/windows.ts';

export function useCounts() {
  return useQuery({
    queryKey: cachedDoc.counts,
    queryFn: () => call('getAdminCounts'),
    ...cachedQueryOptions,
  });
}

export function Dashboard() {
  const queryClient = useQueryClient();
  const counts = useCounts();
  const dashboard = useQuery({ queryKey: ['dashboard'], queryFn: () => call('getDashboard') });
  // The ranking over a time window, from the document the public site ranks by (the all-time
  // top 10 of the rule statistics until an aggregation has published the windows).
  const windowKey = useWindowKey();
  const publishedWindow = usePublicWindow(windowKey);
  const rankedWindow = publishedWindow.data?.window ?? null;
  const allTimeWindow = usePublicWindow('all').data?.window ?? null;
  const maintenance = useAction();
  const deploy = useAction();
  const deployStatus = useQuery({ queryKey: ['deployStatus'], queryFn: () => call('getDeployStatus') });
  /** Known not configured: the buttons are disabled with the reason. Unknown (failed read): left on. */
  const deployBlocked = deployStatus.data !== undefined && !deployStatus.data.configured;
  const reread = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cachedDoc.counts }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      // Rebuilds replace the published documents the events' public view caches.
      queryClient.invalidateQueries({ predicate: (query) => isPublishedDocKey(query.queryKey) }),
    ]);
  const maintain = async <T,>(
    name: string,
    action: () => Promise<T>,
    texts: Parameters<typeof maintenance.run<T>>[2],
  ) => {
    if ((await maintenance.run(name, action, texts)) !== undefined) await reread();
  };
  const anyBusy = maintenance.busy !== null;
  const buttons = [
    {
      name: 'cache',
      label: T.cacheRebuild,
      go: () =>
        maintain('cache', () => call('refreshAdminCache'), {
          done: () => T.cacheDone,
          failed: T.cacheFailed,
        }),
    },
    {
      name: 'all',
      label: T.rebuildAll,
      go: () =>
        window.confirm(T.rebuildAllConfirm) &&
        maintain('all', () => call('rebuildAllAggregations'), {
          done: ({ result }) =>
            T.rebuildAllDone(result.eventsCount, result.ruleStats.rules, result.deckAggregations.detailCount),
          failed: T.rebuildAllFailed,
        }),
    },
    {
      name: 'share',
      label: T.rebuildShare,
      go: () =>
        maintain('share', () => call('rebuildRuleShareSummary'), {
          done: (r) => T.shareDone(r.ruleCount, r.totalMatchedDecks, r.totalUniqueDecks),
          failed: T.shareFailed,
        }),
    },
    {
      name: 'cleanup',
      label: T.deckCleanup,
      // A dry run first: the admin sees how many decks would go before anything is deleted.
      go: async () => {
        const dry = await maintenance.run('cleanup', () => call('runDeckCleanup', { dryRun: true }), {
          done: (r) => (r.deleted === 0 ? T.cleanupNone(r.checked) : T.cleanupChecking),
          failed: T.cleanupFailed,
        });
        if (!dry || dry.deleted === 0) return;
        if (!window.confirm(T.cleanupConfirm(dry.deleted, formatDateJst(dry.cutoffDate)))) {
          maintenance.say({ kind: 'ok', text: T.cleanupCancelled });
          return;
        }
        await maintain('cleanup', () => call('runDeckCleanup', {}), {
          done: (r) => T.cleanupDone(r.deleted, r.checked, formatDateJst(r.cutoffDate)),
          failed: T.cleanupFailed,
        });
      },
    },
  ];
  const data = dashboard.data;
  return (
    <div className="screen">
      <h1>{T.title}</h1>
      <div className="actions">
        {buttons.map((b) => (
          <button
            key={b.name}
            type="button"
            onClick={b.go}
            disabled={anyBusy}
            aria-busy={maintenance.busy === b.name}
          >
            {maintenance.busy === b.name ? COMMON.running : b.label}
          </button>
        ))}
      </div>
      <StatusText message={maintenance.message} />
      <FirstRunGuide counts={counts.data} />
      {counts.isError ? (
        <ErrorText>{T.countsFailed}</ErrorText>
      ) : (
        <div className="stat-cards">
          <Stat label={T.totalCards} value={counts.data?.cards} />
          <Stat label={T.totalDecks} value={counts.data?.decks} />
          <Stat label={T.totalEvents} value={counts.data?.events} />
          <Stat
            label={T.unmatchedDecks}
            value={counts.data?.unmatchedDecks}
            testId="stat-unmatched"
            href={UNMATCHED_GROUPS_HREF}
          />
          <div className="stat">
            <span className="stat-label">{T.lastEventSync}</span>
            <span className="stat-value small">
              <DateTime iso={counts.data?.lastEventSyncAt} />
            </span>
          </div>
        </div>
      )}
      <div className="grid-2">
        <Card title={T.recentCards}>
          {dashboard.isPending ? (
            <Loading />
          ) : (
            <ul className="plain">
              {data?.recentCards.map((card) => (
                <li key={card.id}>
                  {card.name} <span className="muted">{card.type ?? ''}</span>{' '}
                  <DateTime iso={card.updated_at} />
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={T.ranking}>
          <WindowSwitch current={windowKey} />
          {publishedWindow.isError && <ErrorText>{WINDOW_VIEW.failed}</ErrorText>}
          {rankedWindow && <WindowLine window={rankedWindow} />}
          {/* Spec admin §8: a failed weekly read says so, whichever ranking shows its dashes. */}
          {dashboard.isError && <ErrorText>{T.weeklyFailed}</ErrorText>}
          {/* A thin window is not ranked (its line says so): the all-time ranking shows, as on the public site. */}
          {rankedWindow && !rankedWindow.thin ? (
            <>
              <WindowRankingTable
                window={rankedWindow}
                allTime={allTimeWindow}
                weeklyOf={(id) => data?.ruleRanking.weeklyByRule[id]}
              />
              {data?.ruleRanking.week && <p className="muted">{data.ruleRanking.week.label}</p>}
            </>
          ) : (
            <>
              {publishedWindow.isSuccess && !rankedWindow && (
                <p className="muted" data-testid="admin-window-missing">
                  {WINDOW_VIEW.missing}
                </p>
              )}
              <LiveRankingTable rules={data?.ruleRanking.rules ?? []} failed={dashboard.isError} />
              {data?.ruleRanking.week && <p className="muted">{data.ruleRanking.week.label}</p>}
            </>
          )}
        </Card>
      </div>
      <DeckQueueCard status={data?.deckQueue} pending={dashboard.isPending} />
      <Card title={T.deployTitle}>
        <p className="muted">{T.deployNote}</p>
        {deployBlocked && (
          <p className="status warn" id="deploy-blocked">
            {T.deployNotConfigured(
              deployStatus.data.missing.map((name) => T.deploySettings[name]).join('、'),
            )}
          </p>
        )}
        {deployStatus.isError && <p className="status warn">{T.deployStatusFailed}</p>}
        <div className="actions">
          <button
            type="button"
            disabled={deploy.busy !== null || deployBlocked}
            aria-describedby={deployBlocked ? 'deploy-blocked' : undefined}
            onClick={() =>
              deploy.run('deploy', () => call('triggerHostingDeploy', { target: 'hosting' }), {
                done: () => T.deployStarted,
                failed: T.deployFailed,
              })
            }
          >
            {deploy.busy === 'deploy' ? COMMON.running : T.deploy}
          </button>
          <button
            type="button"
            disabled={deploy.busy !== null || deployBlocked}
            aria-describedby={deployBlocked ? 'deploy-blocked' : undefined}
            onClick={() =>
              window.confirm(T.classifyDeployConfirm) &&
              deploy.run(
                'classify',
                async () => {
                  await call('runDeckClassification', {});
                  return call('triggerHostingDeploy', { target: 'hosting' });
                },
                { done: () => T.classifyDeployDone, failed: T.classifyDeployFailed },
              )
            }
          >
            {deploy.busy === 'classify' ? COMMON.running : T.classifyDeploy}
          </button>
        </div>
        <StatusText message={deploy.message} />
      </Card>
      <Card title={T.recentDecks}>
        <div className="deck-grid">
          {data?.recentDecks.map((deck) => (
            <div key={deck.id} className="deck-tile">
              <DeckImage id={deck.id} />
              <Link to={`/decks/${deck.id}`}>{deck.id}</Link>
              <span className="muted">
                {T.created} <DateTime iso={deck.created_at} />
              </span>
              <span className="muted">
                {T.updated} <DateTime iso={deck.updated_at} />
              </span>
              <span>{deck.rule_names.length > 0 ? deck.rule_names.join('、') : COMMON.dash}</span>
            </div>
          ))}
        </div>
      </Card>
      <Card title={T.recentEvents}>
        <ul className="plain">
          {data?.recentEvents.map((event) => (
            <li key={event.id}>
              <Link to={adminEventHref(event.id)}>{event.event_title ?? event.id}</Link>{' '}
              <span className="muted">{event.shop_name ?? ''}</span> <DateTime iso={event.created_at} />
            </li>
          ))}
        </ul>
      </Card>
      <div className="actions">
        <Link to="/rules#section-deck-classification" className="button">
          {T.runClassification}
        </Link>
        <ExternalLink href="/" className="button">
          {T.openPublic}
        </ExternalLink>
      </div>
    </div>
  );
}

type DeckQueue = CallableResult<'getDashboard'>['deckQueue'];

/** The deck queue's throughput and the scheduled function's last run. */
function DeckQueueCard({ status, pending }: { status: DeckQueue | undefined; pending: boolean }) {
  const last = status?.lastRun;
  return (
    <Card title={T.queueTitle}>
      {pending ? (
        <Loading />
      ) : (
        <div className="stat-cards" data-testid="deck-queue">
          <Stat label={T.queueDone24h} value={status?.doneLast24h} testId="queue-done-24h" />
          <Stat label={T.queuePending} value={status?.pending} testId="queue-pending" />
          <div className="stat" data-testid="queue-last-run">
            <span className="stat-label">{T.queueLastRun}</span>
            {last ? (
              <span className="stat-value small">
                <DateTime iso={last.at} />
                <br />
                {T.queueRunCounts(last.done, last.failed, last.retried, last.left)}
                {last.stoppedBy && (
                  <>
                    <br />
                    <span className="muted">{T.queueStoppedBy[last.stoppedBy]}</span>
                  </>
                )}
              </span>
            ) : (
              <span className="stat-value small">{T.queueNoRun}</span>
            )}
          </div>
        </div>
      )}
      <Link to="/deck-jobs">{T.queueLink}</Link>
    </Card>
  );
}

/** The unmatched counter leads to the radar's groups (the rule list's unmatched section). */
const UNMATCHED_GROUPS_HREF = '/rules#section-unmatched-decks';

function Stat(props: { label: string; value: number | undefined; testId?: string; href?: string }) {
  const { label, value, testId, href } = props;
  const shown = value === undefined ? COMMON.dash : value.toLocaleString('ja-JP');
  return (
    <div className="stat" data-testid={testId}>
      <span className="stat-label">{label}</span>
      {href ? (
        <Link to={href} className="stat-value" aria-label={`${label} ${shown}`}>
          {shown}
        </Link>
      ) : (
        <span className="stat-value">{shown}</span>
      )}
    </div>
  );
}
