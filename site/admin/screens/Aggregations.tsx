// Aggregation manager (spec admin §2, §4): four public documents with health badges, counters,
// the function run log, reload and rebuild-all.

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallableResult, PUBLIC_DOC_PATHS } from '../../../engine/admin/callables.ts';
import { type DataColumn, DataTable } from '../components/DataTable.tsx';
import { DeckIdLinks } from '../components/DeckIdLinks.tsx';
import { dateColumn } from '../components/tableColumns.tsx';
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

type Run = CallableResult<'listFunctionRuns'>['runs'][number];
const RUN_COLUMNS: DataColumn<Run>[] = [
  {
    key: 'name',
    header: T.colName,
    className: 'run-name',
    cell: (run) => <span title={run.name}>{T.runNames[run.name] ?? run.name}</span>,
  },
  {
    key: 'status',
    header: T.colStatus,
    cell: (run) => (
      <span className={`badge ${runStatus(run.status)}`}>{T.runStatus[runStatus(run.status)]}</span>
    ),
  },
  dateColumn('started', T.colStarted, (run) => run.lastStartedAt),
  dateColumn('finished', T.colFinished, (run) => run.lastFinishedAt),
  {
    key: 'error',
    header: T.colError,
    className: 'error-cell',
    cell: (run) => (run.errorMessage ? <DeckIdLinks text={run.errorMessage} /> : COMMON.dash),
  },
];

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
          <DataTable
            plain
            rows={runs.data?.runs ?? []}
            columns={RUN_COLUMNS}
            rowKey={(run) => run.id}
            testId="run-log"
          />
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
