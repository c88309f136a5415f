// Deck job queue (spec admin §2, §4): counts per status, the live table (polled every few
// seconds; the server orders it pending, in_progress, error, then next run; components/JobTable.tsx
// adds search, sorting, pages, later server pages and the bulk re-queue), and the stale-lock
// release form with its limits (spec admin §5).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DeckJobStatusShape } from '../../../engine/admin/shapes.ts';
import { JobTable } from '../components/JobTable.tsx';
import { Card, ErrorText, Loading, StatusText } from '../components/ui.tsx';
import { call, failureText } from '../lib/call.ts';
import { STALE_LOCK_DEFAULTS, staleLockInput, staleLockIssues } from '../lib/limits.ts';
import { useAction } from '../lib/useAction.ts';
import { COMMON } from '../texts/common.ts';
import { JOBS as T } from '../texts/deckJobs.ts';

/** How often the live table is re-read. */
export const JOBS_POLL_MS = 3000;

export function DeckJobs() {
  const jobs = useQuery({
    queryKey: ['deck-jobs'],
    queryFn: () => call('listDeckJobs'),
    refetchInterval: JOBS_POLL_MS,
  });
  return (
    <div className="screen">
      <h1>{T.title}</h1>
      {jobs.isError && !jobs.data ? (
        <>
          <ErrorText>{T.countsFailed}</ErrorText>
          <ErrorText>{T.listFailed}</ErrorText>
        </>
      ) : (
        <div className="stat-cards">
          {DeckJobStatusShape.options.map((status) => (
            <div key={status} className="stat" data-status={status}>
              <span className="stat-label">{T.status[status]}</span>
              <span className="stat-value" data-testid={`job-count-${status}`}>
                {jobs.data?.counts[status] ?? COMMON.dash}
              </span>
            </div>
          ))}
        </div>
      )}
      <RunNow />
      <Card title={T.title}>
        {jobs.isPending ? <Loading /> : jobs.data === undefined ? null : <JobTable data={jobs.data} />}
        {jobs.isError && jobs.data && <ErrorText>{T.listFailed}</ErrorText>}
      </Card>
      <StaleLockForm />
    </div>
  );
}

function StaleLockForm() {
  const queryClient = useQueryClient();
  const [minutesText, setMinutesText] = useState(String(STALE_LOCK_DEFAULTS.minutes));
  const [limitText, setLimitText] = useState(String(STALE_LOCK_DEFAULTS.limit));
  const action = useAction();
  const minutes = staleLockInput(minutesText, STALE_LOCK_DEFAULTS.minutes);
  const limit = staleLockInput(limitText, STALE_LOCK_DEFAULTS.limit);
  const issues = staleLockIssues(minutes, limit);
  // Non-numeric input resets to the default once the field is left (spec admin §5).
  const reset = (text: string, setText: (t: string) => void, fallback: number) => {
    if (text.trim() === '' || !Number.isFinite(Number(text))) setText(String(fallback));
  };
  const release = async () => {
    const result = await action.run(
      'release',
      () => call('resetStuckDeckJobs', { olderThanMinutes: minutes, limit }),
      {
        done: (r) =>
          !r.ok
            ? { kind: 'error', text: T.releaseFailed }
            : r.released === 0
              ? { kind: 'warn', text: T.noneMatched }
              : T.released(r.released, r.jobIds.slice(0, 3)),
        failed: (error) => failureText(T.releaseFailed, error),
      },
    );
    if (result) await queryClient.invalidateQueries({ queryKey: ['deck-jobs'] });
  };
  return (
    <Card title={T.staleTitle}>
      <div className="form-row">
        <label>
          {T.minutes}
          <input
            inputMode="numeric"
            value={minutesText}
            onChange={(e) => setMinutesText(e.target.value)}
            onBlur={() => reset(minutesText, setMinutesText, STALE_LOCK_DEFAULTS.minutes)}
          />
        </label>
        <label>
          {T.limit}
          <input
            inputMode="numeric"
            value={limitText}
            onChange={(e) => setLimitText(e.target.value)}
            onBlur={() => reset(limitText, setLimitText, STALE_LOCK_DEFAULTS.limit)}
          />
        </label>
        <button
          type="button"
          onClick={release}
          disabled={action.busy !== null || issues.minutes || issues.limit}
        >
          {action.busy !== null ? COMMON.running : T.release}
        </button>
      </div>
      {issues.minutes && <ErrorText>{T.minutesInvalid}</ErrorText>}
      {issues.limit && <ErrorText>{T.limitInvalid}</ErrorText>}
      <StatusText message={action.message} />
    </Card>
  );
}

/** One run of the deck queue now (runDeckQueue), then the table and the dashboard re-read. */
function RunNow() {
  const queryClient = useQueryClient();
  const action = useAction();
  const go = async () => {
    await action.run('run', () => call('runDeckQueue'), {
      done: (r) => T.runDone(r.fetched + r.alreadyStored, r.failed, r.retried, r.left),
      failed: T.runFailed,
    });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['deck-jobs'] }),
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    ]);
  };
  return (
    <Card title={T.runTitle}>
      <p className="muted">{T.runNote}</p>
      <div className="actions">
        <button type="button" onClick={go} disabled={action.busy !== null} aria-busy={action.busy !== null}>
          {action.busy !== null ? COMMON.running : T.runNow}
        </button>
      </div>
      <StatusText message={action.message} />
    </Card>
  );
}
