// The deck-job table: the polled first page of each status plus the later pages the
// admin asked for (listDeckJobs with a cursor, 200 at a time by nextRunAt), in one DataTable with
// search, sorting and pages, and the failed jobs' bulk re-queue (requeueDeckJobs).
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { CallableResult } from '../../../engine/admin/callables.ts';
import { call } from '../lib/call.ts';
import { useAction } from '../lib/useAction.ts';
import { COMMON } from '../texts/common.ts';
import { JOBS as T } from '../texts/deckJobs.ts';
import { type DataColumn, DataTable } from './DataTable.tsx';
import { dateColumn, deckIdColumn } from './tableColumns.tsx';
import { ErrorText, StatusText } from './ui.tsx';

type Listing = CallableResult<'listDeckJobs'>;
type Job = Listing['jobs'][number];
type Cursor = { date: string; id: string };
const LISTED = ['pending', 'in_progress', 'error'] as const;
type Listed = (typeof LISTED)[number];

const COLUMNS: DataColumn<Job>[] = [
  deckIdColumn(T.colDeckId, (j) => j.deckId),
  {
    key: 'status',
    header: T.colStatus,
    sortValue: (j) => LISTED.indexOf(j.status as Listed),
    searchText: (j) => T.status[j.status],
    cell: (j) => <span className={`badge ${j.status}`}>{T.status[j.status]}</span>,
  },
  { key: 'attempts', header: T.colAttempts, sortValue: (j) => j.attempts, cell: (j) => j.attempts },
  { key: 'priority', header: T.colPriority, sortValue: (j) => j.priority, cell: (j) => j.priority },
  dateColumn('nextRunAt', T.colNextRun, (j) => j.nextRunAt),
  dateColumn('updatedAt', T.colUpdated, (j) => j.updatedAt),
  {
    key: 'lockedBy',
    header: T.colLockedBy,
    sortValue: (j) => j.lockedBy,
    cell: (j) => j.lockedBy ?? COMMON.dash,
  },
  {
    key: 'lastError',
    header: T.colError,
    sortValue: (j) => j.lastError,
    className: 'error-cell',
    cell: (j) => j.lastError ?? '',
  },
];

/** Later pages per status: their jobs and the cursor of the page after them. */
type Extra = Partial<Record<Listed, { jobs: Job[]; cursor: Cursor | null }>>;

export function JobTable({ data }: { data: Listing }) {
  const queryClient = useQueryClient();
  const [extra, setExtra] = useState<Extra>({});
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [loading, setLoading] = useState<Listed | null>(null);
  const [moreFailed, setMoreFailed] = useState(false);
  const action = useAction();

  // The polled first pages win over a later page's copy of the same job (they are fresher).
  const rows = useMemo(() => {
    const seen = new Set(data.jobs.map((job) => job.id));
    const later = LISTED.flatMap((status) => extra[status]?.jobs ?? []).filter((job) => !seen.has(job.id));
    return [...data.jobs, ...later];
  }, [data.jobs, extra]);
  const byId = useMemo(() => new Map(rows.map((job) => [job.id, job])), [rows]);
  const failedSelected = [...selected].filter((id) => byId.get(id)?.status === 'error');

  const cursorOf = (status: Listed): Cursor | null =>
    extra[status] ? (extra[status]?.cursor ?? null) : (data.more[status] ?? null);
  const loadMore = async (status: Listed) => {
    const cursor = cursorOf(status);
    if (!cursor) return;
    setLoading(status);
    setMoreFailed(false);
    try {
      const next = await call('listDeckJobs', { status, cursor });
      setExtra((e) => ({
        ...e,
        [status]: { jobs: [...(e[status]?.jobs ?? []), ...next.jobs], cursor: next.more[status] ?? null },
      }));
    } catch {
      setMoreFailed(true);
    } finally {
      setLoading(null);
    }
  };

  const requeue = async () => {
    const result = await action.run('requeue', () => call('requeueDeckJobs', { jobIds: failedSelected }), {
      done: (r) => T.requeued(r.requeued.length, r.skipped.length),
      failed: T.requeueFailed,
    });
    if (result) {
      setSelected(new Set());
      setExtra({});
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['deck-jobs'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
  };

  if (rows.length === 0) return <p className="muted">{T.empty}</p>;
  const shown = (status: Listed) => rows.filter((job) => job.status === status).length;
  return (
    <>
      <DataTable
        rows={rows}
        columns={COLUMNS}
        rowKey={(job) => job.id}
        testId="jobs-table"
        rowProps={(job) => ({ 'data-job-id': job.id })}
        initialPageSize={50}
        selection={{ selectable: (job) => job.status === 'error', selected, onChange: setSelected }}
        toolbar={
          <button
            type="button"
            data-testid="requeue-selected"
            onClick={requeue}
            disabled={failedSelected.length === 0 || action.busy !== null}
            aria-busy={action.busy !== null}
          >
            {action.busy !== null ? COMMON.running : T.requeue(failedSelected.length)}
          </button>
        }
      />
      <StatusText message={action.message} />
      <div className="actions">
        {LISTED.filter((status) => cursorOf(status) !== null).map((status) => (
          <button
            key={status}
            type="button"
            data-testid={`jobs-more-${status}`}
            onClick={() => loadMore(status)}
            disabled={loading !== null}
          >
            {loading === status
              ? COMMON.loading
              : T.loadMore(T.status[status], shown(status), data.counts[status] ?? 0)}
          </button>
        ))}
      </div>
      {moreFailed && <ErrorText>{T.moreFailed}</ErrorText>}
    </>
  );
}
