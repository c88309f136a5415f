// The deck-fetch worker (`tcg jobs run`): leases due jobs, fetches each deck from the official
// site and writes it; a success marks the job done, a failure retries it later with backoff or,
// when permanent or the last attempt, leaves it `error`. Free of CLI concerns.
import { hostname } from 'node:os';
import type { IngestStore } from '../../data/ingest/jobStore.ts';
import { fetchOfficialDeck } from '../../data/official/fetchDeck.ts';
import { adminFailureMessage, isOfficialSiteError } from '../../data/official/officialError.ts';
import type { PoliteClient } from '../../data/official/politeClient.ts';
import type { StoredDoc } from '../../data/store.ts';
import { type DeckJobDoc, doneJob, failedJob } from '../../engine/deckJobQueue.ts';
import { isUserError } from '../../engine/userError.ts';

export interface RunDeckJobsOptions {
  /** Jobs fetched at the same time (default 2; the client also spaces requests per host). */
  concurrency?: number;
  /** Jobs to lease in all; default: until no job is due. */
  max?: number;
  /** Names this worker in `lockedBy` (default: host, process id and a random tag). */
  workerId?: string;
  /** The deck site origin (see officialOrigins). */
  deckOrigin: string;
}

export interface JobsProgress {
  /** Jobs ended so far. */
  done: number;
  /** `max`, when given. */
  total: number | undefined;
}

export interface RunDeckJobsEffects {
  store: IngestStore;
  client: PoliteClient;
  now?: () => Date;
  onProgress?: (progress: JobsProgress) => void;
  /** Stops leasing new jobs; the jobs in hand are finished. */
  signal?: AbortSignal;
}

export interface JobFailure {
  deckId: string;
  /** `pending` when it will be retried, `error` when given up. */
  status: 'pending' | 'error';
  error: string;
}

export interface RunDeckJobsResult {
  workerId: string;
  leased: number;
  /** Decks fetched and written. */
  fetched: number;
  /** Jobs whose deck was stored already (written by another worker or an earlier run): done without a fetch. */
  alreadyStored: number;
  /** Failed attempts that will be retried later. */
  retried: number;
  /** Jobs given up (`error`). */
  failed: number;
  /** Jobs whose lock was released while this worker held them (another worker finishes them). */
  lostLeases: number;
  failures: JobFailure[];
}

export function defaultWorkerId(): string {
  return `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
}

export async function runDeckJobs(
  options: RunDeckJobsOptions,
  effects: RunDeckJobsEffects,
): Promise<RunDeckJobsResult> {
  const { store, client } = effects;
  const clock = effects.now ?? (() => new Date());
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const result: RunDeckJobsResult = {
    workerId: options.workerId ?? defaultWorkerId(),
    leased: 0,
    fetched: 0,
    alreadyStored: 0,
    retried: 0,
    failed: 0,
    lostLeases: 0,
    failures: [],
  };
  let ended = 0;

  // One job: done at once when its deck is stored already, else fetched and written.
  const runJob = async (job: DeckJobDoc) => {
    let deck: StoredDoc | undefined;
    let next: DeckJobDoc;
    if ((await store.existingDeckIds([job.deckId])).has(job.deckId)) {
      next = doneJob(job, clock().toISOString());
      result.alreadyStored++;
    } else {
      try {
        deck = await fetchOfficialDeck(job.deckId, {
          client,
          deckOrigin: options.deckOrigin,
          now: clock().toISOString(),
          cards: store.cards,
        });
        next = doneJob(job, clock().toISOString());
      } catch (error) {
        // Only the official site's answers and a malformed deck ID are the job's failure; a
        // store error stops the run (the job stays locked until release-stale).
        const official = isOfficialSiteError(error);
        if (!official && !(isUserError(error) && error.code === 'DECK_ID_INVALID')) throw error;
        const message = (error as Error).message;
        // The job keeps the Japanese reason the admin's job table shows; the CLI prints the English.
        next = failedJob(job, adminFailureMessage(error), official && error.transient, clock().toISOString());
        result.failures.push({
          deckId: job.deckId,
          status: next.status === 'error' ? 'error' : 'pending',
          error: message,
        });
        if (next.status === 'error') result.failed++;
        else result.retried++;
      }
    }
    const kept = await store.finishJob(result.workerId, deck ? { job: next, deck } : { job: next });
    if (!kept) result.lostLeases++;
    else if (deck) result.fetched++;
    effects.onProgress?.({ done: ++ended, total: options.max });
  };

  // Lease a batch as large as the concurrency, run it, and again, until nothing is due.
  try {
    while (!effects.signal?.aborted && (options.max === undefined || result.leased < options.max)) {
      const want = Math.min(concurrency, (options.max ?? Number.POSITIVE_INFINITY) - result.leased);
      const jobs = await store.leaseJobs({
        workerId: result.workerId,
        now: clock().toISOString(),
        max: want,
      });
      if (jobs.length === 0) break;
      result.leased += jobs.length;
      await Promise.all(jobs.map(runJob));
    }
  } finally {
    await store.flush();
  }
  return result;
}
