// The deck fetch queue for the admin table: up to 200 pending, in_progress and error jobs each,
// in the spec's order (status, then nextRunAt ascending, then priority descending), and counts.

import { storedDoc } from '../../../data/firestoreStore.ts';
import type { CallableResult } from '../../../engine/admin/callables.ts';
import { DECK_JOB_STATUSES } from '../../../engine/deckJobStatus.ts';
import type { Handler } from '../callable.ts';
import { adminDeckJob } from './toShapes.ts';

const LISTED = ['pending', 'in_progress', 'error'] as const;
const ALL = DECK_JOB_STATUSES;
const PER_STATUS = 200;

type Job = CallableResult<'listDeckJobs'>['jobs'][number];

function byQueueOrder(a: Job, b: Job): number {
  const status = LISTED.indexOf(a.status as never) - LISTED.indexOf(b.status as never);
  if (status !== 0) return status;
  const at = (job: Job) => (job.nextRunAt ? Date.parse(job.nextRunAt) : Number.POSITIVE_INFINITY);
  if (at(a) !== at(b)) return at(a) - at(b);
  return b.priority - a.priority;
}

export const listDeckJobs: Handler<'listDeckJobs'> = async (_payload, { db }) => {
  const jobs = db.collection('deck_jobs');
  const [lists, counts] = await Promise.all([
    Promise.all(LISTED.map((status) => jobs.where('status', '==', status).limit(PER_STATUS).get())),
    Promise.all(ALL.map((status) => jobs.where('status', '==', status).count().get())),
  ]);
  return {
    jobs: lists.flatMap((list) => list.docs.map((doc) => adminDeckJob(storedDoc(doc)))).sort(byQueueOrder),
    counts: Object.fromEntries(ALL.map((status, i) => [status, counts[i]!.data().count])) as Record<
      (typeof ALL)[number],
      number
    >,
  };
};
