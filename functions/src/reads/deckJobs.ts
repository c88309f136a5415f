// The deck fetch queue for the admin table: the first 200 pending, in_progress and error jobs
// each, in the spec's order (status, then nextRunAt ascending, then priority descending), and
// counts; later pages of one status after a `{date: nextRunAt, id}` cursor, so the table reaches
// every job of a long queue.

import { FieldPath, type Firestore, type QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { storedDoc } from '../../../data/firestoreStore.ts';
import type { CallableResult } from '../../../engine/admin/callables.ts';
import { DECK_JOB_STATUSES } from '../../../engine/deckJobStatus.ts';
import type { Handler } from '../callable.ts';
import { adminDeckJob } from './toShapes.ts';

const LISTED = ['pending', 'in_progress', 'error'] as const;
type Listed = (typeof LISTED)[number];
const ALL = DECK_JOB_STATUSES;
/** Jobs per status and page (the callable page size). */
export const JOBS_PER_PAGE = 200;

type Result = CallableResult<'listDeckJobs'>;
type Job = Result['jobs'][number];
type Cursor = { date: string; id: string };

/** A job's next run time in ms; a job without one sorts last. */
const runAt = (job: Job) => (job.nextRunAt ? Date.parse(job.nextRunAt) : Number.POSITIVE_INFINITY);

function byQueueOrder(a: Job, b: Job): number {
  const status = LISTED.indexOf(a.status as never) - LISTED.indexOf(b.status as never);
  if (status !== 0) return status;
  if (runAt(a) !== runAt(b)) return runAt(a) - runAt(b);
  return b.priority - a.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The two spellings of a job's next run time: the spec's, and a snapshot import's (snake_case). */
const RUN_AT_FIELDS = ['nextRunAt', 'next_run_at'] as const;

/**
 * Up to `JOBS_PER_PAGE + 1` jobs of one status after the cursor, by `field`, then document ID
 * (the index deck_jobs status+field). As functions/src/reads/datePages.ts: the cursor's own time
 * by ID first, then the later times (one startAfter on two fields is the same order, but the
 * emulator ignored it).
 */
async function pageBy(db: Firestore, status: Listed, field: string, cursor: Cursor | null | undefined) {
  const jobs = db.collection('deck_jobs');
  const base = jobs.where('status', '==', status);
  const docs: QueryDocumentSnapshot[] = [];
  if (cursor) {
    const at = Timestamp.fromDate(new Date(cursor.date));
    const sameTime = await base
      .where(field, '==', at)
      .where(FieldPath.documentId(), '>', jobs.doc(cursor.id))
      .orderBy(FieldPath.documentId())
      .limit(JOBS_PER_PAGE + 1)
      .get();
    docs.push(...sameTime.docs);
  }
  if (docs.length <= JOBS_PER_PAGE) {
    let later = base.orderBy(field).orderBy(FieldPath.documentId());
    if (cursor) later = later.where(field, '>', Timestamp.fromDate(new Date(cursor.date)));
    docs.push(...(await later.limit(JOBS_PER_PAGE + 1 - docs.length).get()).docs);
  }
  return docs.map((doc) => adminDeckJob(storedDoc(doc)));
}

/**
 * One page of one status by next run time, then document ID. Jobs a snapshot import wrote spell
 * the time `next_run_at` (the queue's lease rewrites them as `nextRunAt`): both spellings are
 * read and merged in one order, so an imported queue is listed whole.
 */
async function page(db: Firestore, status: Listed, cursor: Cursor | null | undefined) {
  const found = new Map<string, Job>();
  for (const jobs of await Promise.all(RUN_AT_FIELDS.map((field) => pageBy(db, status, field, cursor)))) {
    for (const job of jobs) found.set(job.id, job);
  }
  const ordered = [...found.values()].sort(
    (a, b) => runAt(a) - runAt(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const listed = ordered.slice(0, JOBS_PER_PAGE);
  const last = listed.at(-1);
  const more =
    ordered.length > JOBS_PER_PAGE && last?.nextRunAt ? { date: last.nextRunAt, id: last.id } : null;
  return { jobs: listed, more };
}

export const listDeckJobs: Handler<'listDeckJobs'> = async (payload, { db }) => {
  const statuses = payload.status ? [payload.status] : LISTED;
  const jobs = db.collection('deck_jobs');
  const [pages, counts] = await Promise.all([
    Promise.all(statuses.map((status) => page(db, status, payload.cursor))),
    Promise.all(ALL.map((status) => jobs.where('status', '==', status).count().get())),
  ]);
  return {
    jobs: pages.flatMap((p) => p.jobs).sort(byQueueOrder),
    counts: Object.fromEntries(ALL.map((status, i) => [status, counts[i]!.data().count])) as Result['counts'],
    more: Object.fromEntries(statuses.map((status, i) => [status, pages[i]!.more])) as Result['more'],
  };
};
