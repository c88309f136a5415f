// The deck queue in production: scheduledDeckJobs (and the runDeckQueue callable) runs `tcg jobs
// run`'s pipeline (runDeckJobs) over Firestore within the function's time budget, then records
// the run in cron_status for the dashboard. Leases are Firestore transactions, so runs that
// overlap (a late one, the publish workflow's `tcg jobs run`, a person's) never take one job.

import { releaseStaleJobs } from '../../../cli/pipelines/jobsRelease.ts';
import { type RunDeckJobsResult, runDeckJobs } from '../../../cli/pipelines/jobsRun.ts';
import { officialOrigins } from '../../../data/official/origins.ts';
import { PoliteClient } from '../../../data/official/politeClient.ts';
import type { CallableResult } from '../../../engine/admin/callables.ts';
import { runLogged } from '../runLog.ts';
import type { CallContext } from '../runtime.ts';
import { CRON_STATUS_PATH } from './cronStatus.ts';
import { ingestStore } from './ingest.ts';

export const DECK_QUEUE_RUN_NAME = 'scheduledDeckJobs';

/** The scheduled function's timeout: the longest a scheduled function may run (9 minutes). */
export const DECK_QUEUE_TIMEOUT_SECONDS = 540;

export interface DeckQueueSettings {
  /** Jobs one run takes at most. */
  batch: number;
  /** Decks fetched at the same time. */
  concurrency: number;
  /** Milliseconds between two requests to the deck site. */
  delayMs: number;
  /**
   * Milliseconds after the start when no new job is leased; the jobs in hand are finished. The
   * rest of the timeout is the margin for them: one request's timeout and its retries.
   */
  budgetMs: number;
}

/** No new job is leased after this; the rest of the timeout is the margin for the jobs in hand. */
export const DECK_QUEUE_BUDGET_MS = 420_000;

/** A lock older than this was left by a run that died (a run lasts at most 9 minutes). */
const STALE_LOCK_MINUTES = 30;
/** A Retry-After longer than this fails the attempt; the job is retried by a later run. */
const MAX_RETRY_AFTER_MS = 60_000;

/** What cron_status.deckQueue records of the last run (the dashboard shows it). */
export interface DeckQueueRun extends RunDeckJobsResult {
  startedAt: Date;
  finishedAt: Date;
  /** Jobs a dead run had left locked, returned to pending before this run leased. */
  released: number;
  /** Pending jobs after the run (due now or later). */
  left: number;
  /** Why leasing stopped: nothing was due, the batch was taken, or the time budget was spent. */
  stoppedBy: 'empty' | 'batch' | 'budget';
}

/** One run: stale locks released, due jobs worked until the batch, the budget or the queue ends. */
export async function workDeckQueue(
  settings: DeckQueueSettings,
  context: Omit<CallContext, 'caller'>,
  uid: string | null = null,
): Promise<DeckQueueRun> {
  return runLogged(context.db, DECK_QUEUE_RUN_NAME, uid, async () => {
    const startedAt = context.now();
    const store = ingestStore(context);
    // Jobs a killed run left locked go back to the queue first, so they are not lost.
    const released = await releaseStaleJobs(
      { olderThanMinutes: STALE_LOCK_MINUTES, limit: 200 },
      { store, now: context.now },
    );
    // The budget runs on the real clock: the context's may be fixed (tests).
    const budget = new AbortController();
    const timer = setTimeout(() => budget.abort(), Math.max(0, settings.budgetMs));
    if (settings.budgetMs <= 0) budget.abort();
    let result: RunDeckJobsResult;
    try {
      result = await runDeckJobs(
        { deckOrigin: officialOrigins().deck, concurrency: settings.concurrency, max: settings.batch },
        {
          store,
          client: new PoliteClient({
            concurrency: settings.concurrency,
            minDelayMs: settings.delayMs,
            timeoutMs: 20_000,
            retries: 2,
            maxRetryAfterMs: MAX_RETRY_AFTER_MS,
          }),
          now: context.now,
          signal: budget.signal,
        },
      );
    } finally {
      clearTimeout(timer);
    }
    const left = (
      await context.db.collection('deck_jobs').where('status', '==', 'pending').count().get()
    ).data().count;
    const run: DeckQueueRun = {
      ...result,
      startedAt,
      finishedAt: context.now(),
      released: released.released,
      left,
      stoppedBy: budget.signal.aborted ? 'budget' : result.leased >= settings.batch ? 'batch' : 'empty',
    };
    await context.db.doc(CRON_STATUS_PATH).set({ deckQueue: cronRecord(run) }, { merge: true });
    return run;
  });
}

/** What the runDeckQueue callable answers. */
export function deckQueueSummary(run: DeckQueueRun): CallableResult<'runDeckQueue'> {
  const { leased, fetched, alreadyStored, retried, failed, released, left, stoppedBy } = run;
  return { leased, fetched, alreadyStored, retried, failed, released, left, stoppedBy };
}

/** The run as cron_status stores it (times as Timestamps; the failures' first few). */
function cronRecord(run: DeckQueueRun): Record<string, unknown> {
  return {
    lastRunAt: run.startedAt,
    finishedAt: run.finishedAt,
    workerId: run.workerId,
    leased: run.leased,
    done: run.fetched + run.alreadyStored,
    fetched: run.fetched,
    alreadyStored: run.alreadyStored,
    retried: run.retried,
    failed: run.failed,
    lostLeases: run.lostLeases,
    released: run.released,
    left: run.left,
    stoppedBy: run.stoppedBy,
    failures: run.failures.slice(0, 5),
  };
}
