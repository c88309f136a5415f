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

function byQueueOrder(a: Job, b: Job): number {
  const status = LISTED.indexOf(a.status as never) - LISTED.indexOf(b.status as never);
  if (status !== 0) return status;
  const at = (job: Job) => (job.nextRunAt ? Date.parse(job.nextRunAt) : Number.POSITIVE_INFINITY);
  if (at(a) !== at(b)) return at(a) - at(b);
  return b.priority - a.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * One page of one status by nextRunAt, then document ID (the index deck_jobs status+nextRunAt).
 * Jobs written without `nextRunAt` (another tool's snake_case spelling) are not in this order;
 * the queue itself leases by `nextRunAt` too, so they are not worked either.
 */
async function page(db: Firestore, status: Listed, cursor: Cursor | null | undefined) {
  const jobs = db.collection('deck_jobs');
  const base = jobs.where('status', '==', status);
  const docs: QueryDocumentSnapshot[] = [];
  // As functions/src/reads/datePages.ts: the cursor's own time by ID first, then the later times
  // (one startAfter on two fields is the same order, but the emulator ignored it).
  if (cursor) {
    const at = Timestamp.fromDate(new Date(cursor.date));
    const sameTime = await base
      .where('nextRunAt', '==', at)
      .where(FieldPath.documentId(), '>', jobs.doc(cursor.id))
      .orderBy(FieldPath.documentId())
      .limit(JOBS_PER_PAGE + 1)
      .get();
    docs.push(...sameTime.docs);
  }
  if (docs.length <= JOBS_PER_PAGE) {
    let later = base.orderBy('nextRunAt').orderBy(FieldPath.documentId());
    if (cursor) later = later.where('nextRunAt', '>', Timestamp.fromDate(new Date(cursor.date)));
    docs.push(...(await later.limit(JOBS_PER_PAGE + 1 - docs.length).get()).docs);
  }
  const listed = docs.slice(0, JOBS_PER_PAGE).map((doc) => adminDeckJob(storedDoc(doc)));
  const last = listed.at(-1);
  const more = docs.length > JOBS_PER_PAGE && last?.nextRunAt ? { date: last.nextRunAt, id: last.id } : null;
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
