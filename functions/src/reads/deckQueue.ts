// The deck queue on the dashboard: jobs done in the last 24 hours (a count over deck_jobs, so
// every worker counts: the scheduled function, the publish workflow, a person's `tcg jobs run`),
// the jobs waiting, and the scheduled function's last run as cron_status records it.
import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { CallableResult } from '../../../engine/admin/callables.ts';
import { CRON_STATUS_PATH } from '../jobs/cronStatus.ts';
import { readDoc } from './readDoc.ts';
import { num, time } from './toShapes.ts';

type DeckQueueStatus = CallableResult<'getDashboard'>['deckQueue'];

const DAY_MS = 24 * 60 * 60 * 1000;
const STOPPED_BY = ['empty', 'batch', 'budget'] as const;

export async function deckQueueStatus(db: Firestore, now: Date): Promise<DeckQueueStatus> {
  const jobs = db.collection('deck_jobs');
  const since = Timestamp.fromMillis(now.getTime() - DAY_MS);
  const [done, pending, cron] = await Promise.all([
    jobs.where('status', '==', 'done').where('updatedAt', '>=', since).count().get(),
    jobs.where('status', '==', 'pending').count().get(),
    readDoc(db, CRON_STATUS_PATH),
  ]);
  const last = cron?.deckQueue;
  const run = last !== null && typeof last === 'object' ? (last as Record<string, unknown>) : null;
  const stoppedBy = STOPPED_BY.find((reason) => reason === run?.stoppedBy) ?? null;
  return {
    doneLast24h: done.data().count,
    pending: pending.data().count,
    lastRun: run && {
      at: time(run, 'lastRunAt'),
      finishedAt: time(run, 'finishedAt'),
      leased: num(run, 0, 'leased'),
      done: num(run, 0, 'done'),
      failed: num(run, 0, 'failed'),
      retried: num(run, 0, 'retried'),
      left: num(run, 0, 'left'),
      stoppedBy,
    },
  };
}
