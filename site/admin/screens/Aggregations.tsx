// Aggregation manager (spec admin §2, §4): four public documents with health badges, counters,
// the function run log, reload and rebuild-all.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PUBLIC_DOC_PATHS } from '../../../engine/admin/callables.ts';
import { DeckIdLinks } from '../components/DeckIdLinks.tsx';
import { Card, DateTime, ErrorText, relativeTime, StatusText } from '../components/ui.tsx';
import { call, errorText } from '../lib/call.ts';
import { isPublishedDocKey } from '../lib/queryClient.ts';
import { useAction } from '../lib/useAction.ts';
import { AGGREGATIONS as T } from '../texts/aggregations.ts';
import { COMMON } from '../texts/common.ts';

type DocPath = (typeof PUBLIC_DOC_PATHS)[number];
type Health = 'loading' | 'ok' | 'missing' | 'error';

const DOCS: Record<
  DocPath,
  { label: string; rebuild: () => Promise<{ events: number; rules: number; decks: number }> }
> = {
  'public/home': {
    label: T.docs.home,
    rebuild: async () => (await call('rebuildPublicHome')).result,
  },
  'public/events': {
    label: T.docs.events,
    rebuild: async () => {
      const { result } = await call('rebuildPublicEvents');
      return { ...result.homeSummary, events: result.count };
    },
  },
  'public/decks': {
    label: T.docs.decks,
    rebuild: async () => ({
      events: 0,
      rules: 0,
      decks: (await call('rebuildPublicDeckTypes')).result.processed,
    }),
  },
  'public/matchups': {
    label: T.docs.matchups,
    rebuild: async () => ({ events: 0, rules: (await call('rebuildPublicMatchups')).result.rules, decks: 0 }),
  },
};

/** Unknown run statuses read as running (spec admin §4). */
function runStatus(status: string): 'running' | 'success' | 'error' {
  return status === 'success' || status === 'error' ? status : 'running';
}

export function Aggregations() {
  const queryClient = useQueryClient();
  const docs = useQuery({ queryKey: ['public-docs'], queryFn: () => call('getPublicDocStatus') });
  const runs = useQuery({ queryKey: ['function-runs'], queryFn: () => call('listFunctionRuns') });
  const action = useAction();
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['public-docs'] }),
      queryClient.invalidateQueries({ queryKey: ['function-runs'] }),
      // The events' public view caches the published documents for an hour: a rebuild replaces them.
      queryClient.invalidateQueries({ predicate: (query) => isPublishedDocKey(query.queryKey) }),
    ]);
  const health = (path: DocPath): Health => {
    if (docs.isPending) return 'loading';
    if (docs.isError) return 'error';
    return docs.data.docs.find((d) => d.path === path)?.exists ? 'ok' : 'missing';
  };
  const healths = PUBLIC_DOC_PATHS.map(health);
  const count = (h: Health) => healths.filter((x) => x === h).length;
  const rebuild = async (path: DocPath) => {
    await action.run(path, DOCS[path].rebuild, {
      done: (r) => T.updated(r.events, r.rules, r.decks),
      failed: T.updateFailed(''),
    });
    await reload();
  };
  const rebuildAll = async () => {
    if (!window.confirm(T.rebuildAllConfirm)) return;
    await action.run('all', () => call('rebuildAllAggregations'), {
      done: ({ result }) =>
        T.updated(result.eventsCount, result.ruleStats.rules, result.deckAggregations.detailCount),
      failed: T.rebuildAllFailed(''),
    });
    await reload();
  };
  return (
    <div className="screen">
      <h1>{T.title}</h1>
      <div className="actions">
        <button type="button" onClick={reload}>
          {T.reload}
        </button>
        <button type="button" className="primary" onClick={rebuildAll} disabled={action.busy !== null}>
          {action.busy === 'all' ? COMMON.running : T.rebuildAll}
        </button>
      </div>
      <StatusText message={action.message} />
      <div className="stat-cards">
        <Counter label={T.counters.total} value={PUBLIC_DOC_PATHS.length} />
        <Counter label={T.counters.healthy} value={count('ok')} />
        <Counter label={T.counters.warnings} value={count('missing') + count('loading')} />
        <Counter label={T.counters.errors} value={count('error')} />
      </div>
      <div className="grid-2">
        {PUBLIC_DOC_PATHS.map((path, index) => {
          const h = healths[index]!;
          const updatedAt = docs.data?.docs.find((d) => d.path === path)?.updatedAt ?? null;
          return (
            <Card key={path} title={DOCS[path].label}>
              <p>
                <span className={`badge ${h}`} data-testid={`health-${path}`}>
                  {T.health[h]}
                </span>
              </p>
              <p>
                {T.path}: <code>{path}</code>
              </p>
              {h === 'missing' && <p className="status warn">{T.missing}</p>}
              <p>
                {T.lastUpdate}: <DateTime iso={updatedAt} />{' '}
                <span className="muted">{relativeTime(updatedAt)}</span>
              </p>
              <button type="button" onClick={() => rebuild(path)} disabled={action.busy !== null}>
                {action.busy === path ? COMMON.running : T.rebuild}
              </button>
            </Card>
          );
        })}
      </div>
      {docs.isError && <ErrorText>{T.updateFailed(errorText(docs.error, COMMON.unknownError))}</ErrorText>}
      <Card title={T.runLog}>
        {runs.isError ? (
          <ErrorText>{T.logFailed(errorText(runs.error, COMMON.unknownError))}</ErrorText>
        ) : runs.data && runs.data.runs.length === 0 ? (
          <p className="muted">{T.noLogs}</p>
        ) : (
          <div className="table-wrap">
            <table data-testid="run-log">
              <thead>
                <tr>
                  <th>{T.colName}</th>
                  <th>{T.colStatus}</th>
                  <th>{T.colStarted}</th>
                  <th>{T.colFinished}</th>
                  <th>{T.colError}</th>
                </tr>
              </thead>
              <tbody>
                {runs.data?.runs.map((run) => {
                  const status = runStatus(run.status);
                  return (
                    <tr key={run.id}>
                      <td className="run-name" title={run.name}>
                        {T.runNames[run.name] ?? run.name}
                      </td>
                      <td>
                        <span className={`badge ${status}`}>{T.runStatus[status]}</span>
                      </td>
                      <td>
                        <DateTime iso={run.lastStartedAt} />
                      </td>
                      <td>
                        <DateTime iso={run.lastFinishedAt} />
                      </td>
                      <td className="error-cell">
                        {run.errorMessage ? <DeckIdLinks text={run.errorMessage} /> : COMMON.dash}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <div className="stat">
      <span className="stat-label">{label}</span>
      <span className="stat-value">{value}</span>
    </div>
  );
}
