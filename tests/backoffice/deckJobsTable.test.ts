// The deck-job table's server side: listDeckJobs pages one status past the first 200
// by nextRunAt with a cursor (jobs in a snapshot import's snake_case spelling included), and requeueDeckJobs puts failed jobs back in the queue, through the
// Functions emulator, leaving jobs that are not failed alone.
//
// The seeded jobs are due in 1999, before every job the other suites queue, and are deleted after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callables } from '../../engine/admin/callables.ts';
import { ADMIN_FORM_MESSAGES } from '../../engine/messages.ts';
import { adminSdk, type Caller, closeAdmin, failure, signIn } from './client.ts';

const TAG = `t${Date.now().toString(36).slice(-5)}`;
const T0 = Date.parse('1999-01-01T00:00:00Z');
const FAILED = 205;
const failedIds = Array.from(
  { length: FAILED },
  (_, i) => `${TAG}${String(i).padStart(3, '0')}-FAILED-jobsxx`,
);
const pendingId = `${TAG}pnd-PENDNG-jobsxx`;

let admin: Caller;
let viewer: Caller;

async function seed(): Promise<void> {
  const { db } = adminSdk();
  const batch = db.batch();
  failedIds.forEach((id, i) => {
    // Pairs share a nextRunAt, so the cursor's job ID is what separates them.
    const at = new Date(T0 + Math.floor(i / 2) * 60_000);
    // Every fourth job is spelled as `tcg import` writes a snapshot's deck_jobs.jsonl line.
    batch.set(
      db.doc(`deck_jobs/${id}`),
      i % 4 === 3
        ? {
            deck_id: id,
            status: 'error',
            attempts: 5,
            priority: i % 3,
            next_run_at: at,
            created_at: at,
            updated_at: at,
            last_error: 'HTTP 500',
            sources: ['event_result'],
          }
        : {
            deckId: id,
            status: 'error',
            attempts: 5,
            priority: i % 3,
            nextRunAt: at,
            createdAt: at,
            updatedAt: at,
            lockedBy: null,
            lockedAt: null,
            lastError: 'HTTP 500',
            sources: ['event_result'],
          },
    );
  });
  const at = new Date(T0);
  batch.set(db.doc(`deck_jobs/${pendingId}`), {
    deckId: pendingId,
    status: 'pending',
    attempts: 0,
    priority: 0,
    nextRunAt: at,
    createdAt: at,
    updatedAt: at,
    lockedBy: null,
    lockedAt: null,
    lastError: null,
    sources: ['manual'],
  });
  await batch.commit();
}

beforeAll(async () => {
  admin = await signIn({ kind: 'email', claims: { admin: true }, email: `jobs-table-${TAG}@example.com` });
  viewer = await signIn({ kind: 'email', email: `jobs-table-viewer-${TAG}@example.com` });
  await seed();
});
afterAll(async () => {
  const { db } = adminSdk();
  const batch = db.batch();
  for (const id of [...failedIds, pendingId]) batch.delete(db.doc(`deck_jobs/${id}`));
  await batch.commit();
  await admin.close();
  await viewer.close();
  await closeAdmin();
});

async function list(payload?: unknown) {
  return callables.listDeckJobs.result.parse(await admin.callRaw('listDeckJobs', payload ?? {}));
}

describe('listDeckJobs pages', () => {
  it('lists the first 200 failed jobs by nextRunAt and pages on to the rest with the cursor', async () => {
    const first = await list();
    const firstErrors = first.jobs.filter((job) => job.status === 'error');
    expect(firstErrors).toHaveLength(200);
    expect(first.counts.error).toBeGreaterThanOrEqual(FAILED);
    expect(first.more.error).not.toBeNull();
    // Our jobs are due first (1999): the next page holds the last 5 of them. The emulator may
    // hold many more failed jobs (the loaded snapshot), so the pages are followed only that far.
    const seen = firstErrors.map((job) => job.id);
    let cursor = first.more.error ?? null;
    for (
      let pages = 0;
      cursor && pages < 3 && seen.filter((id) => id.startsWith(TAG)).length < FAILED;
      pages++
    ) {
      const next = await list({ status: 'error', cursor });
      expect(next.jobs.every((job) => job.status === 'error')).toBe(true);
      expect(Object.keys(next.more)).toEqual(['error']);
      seen.push(...next.jobs.map((job) => job.id));
      const after: { date: string; id: string } | null = next.more.error ?? null;
      expect(after).not.toEqual(cursor);
      cursor = after;
    }
    expect(new Set(seen).size).toBe(seen.length);
    // The first page is cut by time and ID; within a time the higher priority is listed first.
    expect(new Set(firstErrors.map((job) => job.id))).toEqual(new Set(failedIds.slice(0, 200)));
    const ours = seen.filter((id) => id.startsWith(TAG));
    expect(ours).toHaveLength(FAILED);
    expect([...ours].sort()).toEqual(failedIds);
  });

  it('refuses a cursor that is not one it returned', async () => {
    expect(
      await failure(
        admin.callRaw('listDeckJobs', { status: 'error', cursor: { date: 'yesterday', id: 'x' } }),
      ),
    ).toMatchObject({ code: 'invalid-argument', message: 'ページ位置（cursor）が不正です' });
  });
});

describe('requeueDeckJobs', () => {
  it('puts the chosen failed jobs back to pending, due now, and leaves a pending job alone', async () => {
    // The fourth is in a snapshot import's spelling: it is rewritten in the spec's.
    const chosen = failedIds.slice(0, 4);
    const before = Date.now();
    const result = callables.requeueDeckJobs.result.parse(
      await admin.callRaw('requeueDeckJobs', { jobIds: [...chosen, pendingId] }),
    );
    expect(result).toEqual({ requeued: chosen, skipped: [pendingId] });
    const { db } = adminSdk();
    for (const id of chosen) {
      const job = (await db.doc(`deck_jobs/${id}`).get()).data()!;
      expect(job).toMatchObject({ status: 'pending', attempts: 0, lockedBy: null, lastError: 'HTTP 500' });
      expect(job.nextRunAt.toMillis()).toBeGreaterThanOrEqual(before - 5_000);
      expect(job.sources).toEqual(['event_result', 'manual']);
    }
    const untouched = (await db.doc(`deck_jobs/${pendingId}`).get()).data()!;
    expect(untouched.nextRunAt.toMillis()).toBe(T0);
    const failedLeft = (await db.doc(`deck_jobs/${failedIds[5]}`).get()).get('status');
    expect(failedLeft).toBe('error');
    const run = (await db.doc('system/admin/function_runs/requeueDeckJobs').get()).data();
    expect(run).toMatchObject({ status: 'success' });
  });

  it('answers an empty or oversized selection with one Japanese message, and refuses non-admins', async () => {
    for (const jobIds of [[], Array.from({ length: 201 }, (_, i) => `x${i}`)]) {
      expect(await failure(admin.callRaw('requeueDeckJobs', { jobIds }))).toMatchObject({
        code: 'invalid-argument',
        message: ADMIN_FORM_MESSAGES.requeueJobsInvalid,
      });
    }
    expect(await failure(viewer.callRaw('requeueDeckJobs', { jobIds: [failedIds[4]] }))).toMatchObject({
      code: 'permission-denied',
    });
    expect((await adminSdk().db.doc(`deck_jobs/${failedIds[4]}`).get()).get('status')).toBe('error');
  });
});
