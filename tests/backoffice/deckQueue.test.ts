// The deck queue in production (scheduledDeckJobs): its handler against the suite's Firestore
// server and an official-site stand-in, as the schedule would call it (the Functions emulator
// does not fire schedules). Two runs at once never take one job; the batch and the time budget
// stop a run; the dashboard shows the last run and the jobs done in the last 24 hours.
//
// The runs' clock is fixed in 2001 and the jobs queued here are due then, so the jobs the other
// suites queue (due in 2026) are never due for these runs.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDeckJobs } from '../../cli/pipelines/jobsAdd.ts';
import { FirestoreStore } from '../../data/firestoreStore.ts';
import { FirestoreIngestStore } from '../../data/ingest/firestoreIngestStore.ts';
import { callables } from '../../engine/admin/callables.ts';
import { CRON_STATUS_PATH } from '../../functions/src/jobs/cronStatus.ts';
import {
  DECK_QUEUE_RUN_NAME,
  type DeckQueueSettings,
  workDeckQueue,
} from '../../functions/src/jobs/deckQueue.ts';
import { deckPageHtml, SURFGO_DECK } from '../official/deckFixtures.ts';
import { type FixtureServer, startFixtureServer } from '../official/fixtureServer.ts';
import { adminSdk, type Caller, closeAdmin, signIn } from './client.ts';

const T0 = Date.parse('2001-02-03T04:00:00Z');
const SETTINGS: DeckQueueSettings = { batch: 50, concurrency: 2, delayMs: 0, budgetMs: 300_000 };

let official: FixtureServer;
let admin: Caller;
const savedDeckUrl = process.env.TCG_OFFICIAL_DECK_URL;

beforeAll(async () => {
  official = await startFixtureServer();
  process.env.TCG_OFFICIAL_DECK_URL = official.origin;
  admin = await signIn({
    kind: 'email',
    claims: { admin: true },
    email: `queue-admin-${Date.now()}@example.com`,
  });
});
afterAll(async () => {
  if (savedDeckUrl === undefined) delete process.env.TCG_OFFICIAL_DECK_URL;
  else process.env.TCG_OFFICIAL_DECK_URL = savedDeckUrl;
  await official.close();
  await admin.close();
  await closeAdmin();
});

function context(at = T0) {
  const { db } = adminSdk();
  return { db, store: new FirestoreStore(db, 'firestore'), now: () => new Date(at) };
}

/** `n` deck IDs of this run (6-6-6), served by the stand-in, queued as `tcg jobs add` queues them. */
async function queue(tag: string, n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, (_, i) => `${tag}${String(i).padStart(2, '0')}-QUEUEx-${tag}zz`);
  for (const id of ids) official.decks.set(id, deckPageHtml(id, SURFGO_DECK));
  const { db } = adminSdk();
  const added = await addDeckJobs(
    { deckIds: ids },
    { store: new FirestoreIngestStore(db, 'firestore'), now: () => new Date(T0) },
  );
  expect(added.added).toHaveLength(n);
  return ids;
}

async function jobStatus(id: string): Promise<unknown> {
  return (await adminSdk().db.doc(`deck_jobs/${id}`).get()).get('status');
}

describe('scheduledDeckJobs (workDeckQueue)', () => {
  it('two runs at once work every due job once: each deck fetched once, written, its job done', async () => {
    const ids = await queue('dqAa', 12);
    const [a, b] = await Promise.all([
      workDeckQueue({ ...SETTINGS, concurrency: 3 }, context()),
      workDeckQueue({ ...SETTINGS, concurrency: 2 }, context()),
    ]);
    // Neither run took a job the other held: the leases add up to the jobs, each page was
    // fetched once, and no run finished a job it had lost.
    expect(a.leased + b.leased).toBe(12);
    expect(a.fetched + b.fetched).toBe(12);
    expect(a.lostLeases + b.lostLeases).toBe(0);
    expect(a.workerId).not.toBe(b.workerId);
    for (const id of ids) expect(official.deckPagesServed.get(id), id).toBe(1);
    const db = adminSdk().db;
    for (const id of ids) {
      expect(await jobStatus(id)).toBe('done');
      const deck = await db.doc(`decks/${id}`).get();
      expect(deck.exists, id).toBe(true);
      expect(deck.get('cards').length).toBeGreaterThan(5);
    }
    expect((await db.collection('deck_job_leases').where('jobId', 'in', ids.slice(0, 10)).get()).size).toBe(
      0,
    );
    expect([a.stoppedBy, b.stoppedBy]).toEqual(['empty', 'empty']);
    const log = (await db.doc(`system/admin/function_runs/${DECK_QUEUE_RUN_NAME}`).get()).data();
    expect(log).toMatchObject({ status: 'success', name: DECK_QUEUE_RUN_NAME });
  });

  it('stops at the batch size, records the run, and the next run takes the rest', async () => {
    const ids = await queue('dqBb', 3);
    official.decks.set(ids[2]!, { status: 404, body: 'not found' });
    const first = await workDeckQueue({ ...SETTINGS, batch: 2 }, context());
    expect(first).toMatchObject({ leased: 2, fetched: 2, stoppedBy: 'batch' });
    expect(first.left).toBeGreaterThanOrEqual(1);
    const cron = (await adminSdk().db.doc(CRON_STATUS_PATH).get()).get('deckQueue');
    expect(cron).toMatchObject({ leased: 2, done: 2, failed: 0, stoppedBy: 'batch', left: first.left });
    expect(cron.lastRunAt.toDate().getTime()).toBe(T0);

    const second = await workDeckQueue({ ...SETTINGS, batch: 2 }, context());
    // The third deck is gone from the official site: a permanent failure, the job is `error`.
    expect(second).toMatchObject({ leased: 1, fetched: 0, failed: 1, stoppedBy: 'empty' });
    expect(await jobStatus(ids[2]!)).toBe('error');
    expect(second.failures[0]?.deckId).toBe(ids[2]);
  });

  it('leases nothing once its time budget is spent; the jobs stay pending for the next run', async () => {
    const ids = await queue('dqCc', 2);
    const spent = await workDeckQueue({ ...SETTINGS, budgetMs: 0 }, context());
    expect(spent).toMatchObject({ leased: 0, stoppedBy: 'budget' });
    for (const id of ids) expect(await jobStatus(id)).toBe('pending');
    const next = await workDeckQueue(SETTINGS, context());
    expect(next).toMatchObject({ leased: 2, fetched: 2 });
  });

  it('returns jobs a killed run left locked to pending, then works them', async () => {
    const [id] = await queue('dqDd', 1);
    const db = adminSdk().db;
    // A run that died 40 minutes before this one, holding the job.
    const lockedAt = Timestamp.fromMillis(T0 - 40 * 60_000);
    await db.doc(`deck_jobs/${id}`).update({ status: 'in_progress', lockedBy: 'dead-run', lockedAt });
    const run = await workDeckQueue(SETTINGS, context());
    expect(run).toMatchObject({ released: 1, leased: 1, fetched: 1 });
    expect(await jobStatus(id!)).toBe('done');
  });

  it('the dashboard shows the last run, the jobs waiting and the jobs done in the last 24 hours', async () => {
    const db = adminSdk().db;
    const read = async () => callables.getDashboard.result.parse(await admin.call('getDashboard')).deckQueue;
    const before = await read();
    expect(before.lastRun).toMatchObject({ at: new Date(T0).toISOString(), leased: 1, done: 1, failed: 0 });
    // Jobs finished an hour ago count; one finished 25 hours ago does not.
    const finished = (id: string, hoursAgo: number) =>
      db.doc(`deck_jobs/${id}`).set({
        deckId: id,
        status: 'done',
        attempts: 1,
        priority: 0,
        sources: ['manual'],
        updatedAt: Timestamp.fromMillis(Date.now() - hoursAgo * 3_600_000),
      });
    await finished('dqEe00-QUEUEx-dqEezz', 1);
    await finished('dqEe01-QUEUEx-dqEezz', 1);
    await finished('dqEe02-QUEUEx-dqEezz', 25);
    await queue('dqFf', 1);
    const after = await read();
    expect(after.doneLast24h - before.doneLast24h).toBe(2);
    expect(after.pending - before.pending).toBe(1);
  });

  it('runDeckQueue runs the queue now for an admin, through the Functions emulator', async () => {
    const db = adminSdk().db;
    // Due now; the suite's official-site stand-in has no such deck: the job fails for good.
    const id = 'dqGg00-QUEUEx-dqGgzz';
    await addDeckJobs({ deckIds: [id] }, { store: new FirestoreIngestStore(db, 'firestore') });
    const startedAt = Date.now();
    const result = callables.runDeckQueue.result.parse(await admin.call('runDeckQueue'));
    expect(result.leased).toBeGreaterThanOrEqual(1);
    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect(result.stoppedBy).toBe('empty');
    const job = (await db.doc(`deck_jobs/${id}`).get()).data();
    expect(job).toMatchObject({ status: 'error', lockedBy: null });
    // The Japanese reason the job table shows (the deck id has its own column).
    expect(job?.lastError).toBe('公式サイトに該当するページがありません（削除されたか、IDが誤っています）');
    const cron = (await db.doc(CRON_STATUS_PATH).get()).get('deckQueue');
    expect(cron.lastRunAt.toDate().getTime()).toBeGreaterThanOrEqual(startedAt - 60_000);
    expect(cron).toMatchObject({ leased: result.leased, failed: result.failed, left: result.left });
    const log = (await db.doc(`system/admin/function_runs/${DECK_QUEUE_RUN_NAME}`).get()).data();
    expect(log).toMatchObject({ status: 'success', startedBy: admin.user!.uid });
  });
});
