// The deck-fetch queue as pure functions (spec admin §3 "Deck job", §4 job states, §5 limits):
// the job as written (camelCase, as the spec names the fields), reading either spelling, the
// transitions lease → done / retry with backoff / error, and the checked request limits.
import { ADMIN_FORM_MESSAGES } from './messages.ts';
import { DeckJobSchema, type DeckJobStatus } from './schemas.ts';
import { toNumber } from './tolerant.ts';
import { usageError } from './userError.ts';

/** A deck job as this project writes it: the spec's camelCase names, every field present. */
export interface DeckJobDoc {
  id: string;
  deckId: string;
  status: DeckJobStatus;
  attempts: number;
  priority: number;
  nextRunAt: string;
  createdAt: string;
  updatedAt: string;
  lockedBy: string | null;
  lockedAt: string | null;
  lastError: string | null;
  sources: string[];
}

/** Where a job came from (`sources[]`): an event result, a by-hand enqueue, the admin lookup. */
export type JobSource = 'event_result' | 'manual' | 'admin_lookup';

/** Attempts before a job that keeps failing is `error` (docs/decisions.md "Ingestion"). */
export const MAX_ATTEMPTS = 5;
const MINUTE = 60_000;

/** The wait after the n-th failed attempt: 5 min, 15 min, 45 min, 2 h 15 min (×3 each time). */
export function retryDelayMs(attempts: number): number {
  return 5 * MINUTE * 3 ** Math.max(0, attempts - 1);
}

function addMs(iso: string, ms: number): string {
  return new Date(Date.parse(iso) + ms).toISOString();
}

/** A stored job (either spelling, any age) in the shape this project writes. */
export function readDeckJob(raw: Record<string, unknown> & { id: string }, now: string): DeckJobDoc {
  const job = DeckJobSchema.parse(raw);
  const created = job.created_at ?? job.updated_at ?? now;
  return {
    id: job.id,
    deckId: job.deck_id ?? job.id,
    status: job.status,
    attempts: job.attempts ?? 0,
    priority: job.priority ?? 0,
    nextRunAt: job.next_run_at ?? created,
    createdAt: created,
    updatedAt: job.updated_at ?? created,
    lockedBy: job.locked_by ?? null,
    lockedAt: job.locked_at ?? null,
    lastError: job.last_error ?? null,
    sources: [...job.sources],
  };
}

/** A new pending job; its id is the deck ID, so one deck has at most one job. */
export function newDeckJob(deckId: string, source: JobSource, now: string, priority = 0): DeckJobDoc {
  return {
    id: deckId,
    deckId,
    status: 'pending',
    attempts: 0,
    priority,
    nextRunAt: now,
    createdAt: now,
    updatedAt: now,
    lockedBy: null,
    lockedAt: null,
    lastError: null,
    sources: [source],
  };
}

/** A job put back in the queue by hand (after `error`, or `done` while its deck is missing). */
export function requeuedJob(job: DeckJobDoc, source: JobSource, now: string, priority: number): DeckJobDoc {
  return {
    ...job,
    status: 'pending',
    attempts: 0,
    priority: Math.max(job.priority, priority),
    nextRunAt: now,
    updatedAt: now,
    lockedBy: null,
    lockedAt: null,
    sources: job.sources.includes(source) ? job.sources : [...job.sources, source],
  };
}

/** Whether a job can be leased at `now`: pending and due. */
export function isDue(job: DeckJobDoc, now: string): boolean {
  return job.status === 'pending' && Date.parse(job.nextRunAt) <= Date.parse(now);
}

/** The order jobs are leased in: higher priority first, then the longest waiting. */
export function leaseOrder(a: DeckJobDoc, b: DeckJobDoc): number {
  return (
    b.priority - a.priority || Date.parse(a.nextRunAt) - Date.parse(b.nextRunAt) || (a.id < b.id ? -1 : 1)
  );
}

export function leasedJob(job: DeckJobDoc, workerId: string, now: string): DeckJobDoc {
  return { ...job, status: 'in_progress', lockedBy: workerId, lockedAt: now, updatedAt: now };
}

export function doneJob(job: DeckJobDoc, now: string): DeckJobDoc {
  return {
    ...job,
    status: 'done',
    attempts: job.attempts + 1,
    lockedBy: null,
    lockedAt: null,
    lastError: null,
    updatedAt: now,
  };
}

/**
 * A failed attempt: counted, its error kept; a transient failure is retried after
 * `retryDelayMs`, a permanent one (or the last attempt) leaves the job `error`.
 */
export function failedJob(job: DeckJobDoc, error: string, transient: boolean, now: string): DeckJobDoc {
  const attempts = job.attempts + 1;
  const giveUp = !transient || attempts >= MAX_ATTEMPTS;
  return {
    ...job,
    status: giveUp ? 'error' : 'pending',
    attempts,
    nextRunAt: giveUp ? job.nextRunAt : addMs(now, retryDelayMs(attempts)),
    lockedBy: null,
    lockedAt: null,
    lastError: error.slice(0, 1000),
    updatedAt: now,
  };
}

/** A stale lock released: back to pending (spec §4), due when it was (it was due when leased). */
export function releasedJob(job: DeckJobDoc, now: string): DeckJobDoc {
  return { ...job, status: 'pending', lockedBy: null, lockedAt: null, updatedAt: now };
}

/**
 * The stale-lock release request (spec §5): minutes floored, 5–1440 (default 30); count 1–200
 * (default 50); non-numeric input takes the default. Out of range: the spec's message.
 */
export function checkReleaseRequest(
  minutes: unknown,
  limit: unknown,
): { olderThanMinutes: number; limit: number } {
  const m = Math.floor(toNumber(minutes) ?? 30);
  if (m < 5 || m > 1440) throw usageError(ADMIN_FORM_MESSAGES.staleLockMinutesInvalid);
  const n = Math.floor(toNumber(limit) ?? 50);
  if (n < 1 || n > 200) throw usageError(ADMIN_FORM_MESSAGES.staleLockLimitInvalid);
  return { olderThanMinutes: m, limit: n };
}

/** The event-sync request (spec §5): offset ≥ 0 (default 0), limit 1–100 (default 50), whole numbers. */
export function checkSyncRequest(offset: unknown, limit: unknown): { offset: number; limit: number } {
  const o = offset === undefined ? 0 : toNumber(offset);
  const l = limit === undefined ? 50 : toNumber(limit);
  if (
    o === undefined ||
    l === undefined ||
    !Number.isInteger(o) ||
    !Number.isInteger(l) ||
    o < 0 ||
    l < 1 ||
    l > 100
  ) {
    throw usageError(ADMIN_FORM_MESSAGES.eventSyncRangeInvalid);
  }
  return { offset: o, limit: l };
}
