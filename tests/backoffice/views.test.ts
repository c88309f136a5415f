// What the admin screens show beyond single reads: the events' public view mode (the published
// documents, exactly as written), the deck queue's order (spec admin §4), and the daily event
// sync (the stored eventOffset, cron_status and its run log).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirestoreStore } from '../../data/firestoreStore.ts';
import { runAdminCall } from '../../functions/src/callable.ts';
import { handlers } from '../../functions/src/handlers.ts';
import { CRON_STATUS_PATH } from '../../functions/src/jobs/cronStatus.ts';
import { runScheduledEventSync, scheduledEventSyncTrigger } from '../../functions/src/jobs/scheduledSync.ts';
import { storedOrNull } from '../../functions/src/reads/readDoc.ts';
import { startFixtureServer } from '../official/fixtureServer.ts';
import { adminSdk, type Caller, closeAdmin, failure, officialOrigin, signIn } from './client.ts';

let admin: Caller;
beforeAll(async () => {
  admin = await signIn({
    kind: 'email',
    claims: { admin: true },
    email: `views-admin-${Date.now()}@example.com`,
  });
});
afterAll(async () => {
  await admin.close();
  await closeAdmin();
});

describe("the events' public view mode", () => {
  it('reads the published event list and event pages as the rebuild wrote them', async () => {
    await admin.checked('rebuildPublicEvents');
    const db = adminSdk().db;
    const published = storedOrNull(await db.doc('public/events').get())!;
    const { list } = await admin.checked('getPublicEvents');
    expect(list).not.toBeNull();
    expect(list!.items).toEqual(published.items);
    expect(list!.items.length).toBeGreaterThan(0);
    const withResults = list!.items.find((item) => item.resultsCount > 0)!;
    const page = storedOrNull(await db.doc(`public_events/${withResults.id}`).get())!;
    const { event } = await admin.checked('getPublicEvent', { eventId: withResults.id });
    expect(event.id).toBe(withResults.id);
    expect(event.results).toEqual(page.results);
    expect(event.results.length).toBe(withResults.resultsCount);
    expect(await failure(admin.callRaw('getPublicEvent', { eventId: 'no-such-event' }))).toMatchObject({
      code: 'not-found',
      message: 'イベントが見つかりませんでした',
    });
  });
});

describe('the deck queue', () => {
  const at = (minutes: number) => new Date(Date.parse('2026-05-01T00:00:00Z') + minutes * 60_000);
  const seeded = [
    { id: 'order1-AAAAAA-000001', status: 'error', nextRunAt: at(0), priority: 0 },
    { id: 'order1-AAAAAA-000002', status: 'pending', nextRunAt: at(10), priority: 0 },
    { id: 'order1-AAAAAA-000003', status: 'pending', nextRunAt: at(10), priority: 10 },
    { id: 'order1-AAAAAA-000004', status: 'pending', nextRunAt: at(5), priority: 0 },
    { id: 'order1-AAAAAA-000005', status: 'in_progress', nextRunAt: at(-60), priority: 0 },
    { id: 'order1-AAAAAA-000006', status: 'done', nextRunAt: at(-90), priority: 0 },
  ];

  it('lists pending, in_progress, then error; by next run time, then priority descending; no done jobs', async () => {
    const db = adminSdk().db;
    const now = new Date();
    await Promise.all(
      seeded.map((job) =>
        db.doc(`deck_jobs/${job.id}`).set({
          deckId: job.id,
          status: job.status,
          attempts: 0,
          priority: job.priority,
          nextRunAt: job.nextRunAt,
          createdAt: now,
          updatedAt: now,
          sources: ['manual'],
        }),
      ),
    );
    try {
      const { jobs, counts } = await admin.checked('listDeckJobs');
      const ours = jobs.map((job) => job.id).filter((id) => id.startsWith('order1-'));
      expect(ours).toEqual([
        'order1-AAAAAA-000004',
        'order1-AAAAAA-000003',
        'order1-AAAAAA-000002',
        'order1-AAAAAA-000005',
        'order1-AAAAAA-000001',
      ]);
      const statuses = jobs.map((job) => job.status);
      const rank = { pending: 0, in_progress: 1, error: 2, done: 3 } as const;
      expect(statuses.map((s) => rank[s])).toEqual([...statuses.map((s) => rank[s])].sort((a, b) => a - b));
      expect(counts.done).toBeGreaterThanOrEqual(1);
    } finally {
      await Promise.all(seeded.map((job) => db.doc(`deck_jobs/${job.id}`).delete()));
    }
  });
});

describe('the daily event sync', () => {
  it('starts at the stored eventOffset, records cron_status and its run log', async () => {
    const db = adminSdk().db;
    const settings = db.doc('settings/current');
    const before = await settings.get();
    // The official stand-in lists two events: from offset 1 the sync sees only the second.
    await settings.set({ eventOffset: 1 });
    process.env.TCG_OFFICIAL_EVENTS_URL = officialOrigin;
    process.env.TCG_OFFICIAL_DECK_URL = officialOrigin;
    const now = new Date('2026-05-02T19:00:00Z');
    try {
      const result = await runScheduledEventSync({
        db,
        store: new FirestoreStore(db, 'firestore'),
        now: () => now,
      });
      expect(result.fetched).toBe(1);
      const cron = (await db.doc(CRON_STATUS_PATH).get()).get('scheduledEventSync');
      expect(cron.lastSuccessAt.toDate().toISOString()).toBe(now.toISOString());
      expect(cron).toMatchObject({ fetched: 1 });
      const run = (await db.doc('system/admin/function_runs/scheduledEventSync').get()).data();
      expect(run).toMatchObject({ status: 'success' });
      // The dashboard shows it as the last successful automatic sync.
      expect((await admin.checked('getAdminCounts')).lastEventSyncAt).toBe(now.toISOString());
    } finally {
      if (before.exists) await settings.set(before.data()!);
      else await settings.delete();
    }
  });
});

describe("the official event API behind Cloudflare's browser check", () => {
  it('the daily sync records the refusal as such: run log, cron_status, getAdminCounts; one request', async () => {
    const db = adminSdk().db;
    const challenging = await startFixtureServer();
    challenging.challengeEvents = 'header';
    const before = process.env.TCG_OFFICIAL_EVENTS_URL;
    process.env.TCG_OFFICIAL_EVENTS_URL = challenging.origin;
    const now = new Date('2026-05-03T19:00:00Z');
    const context = { db, store: new FirestoreStore(db, 'firestore'), now: () => now };
    try {
      const refused = await runScheduledEventSync(context).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused).toMatchObject({ code: 'OFFICIAL_BROWSER_CHECK' });
      expect(challenging.requests).toHaveLength(1);
      const run = (await db.doc('system/admin/function_runs/scheduledEventSync').get()).data();
      expect(run).toMatchObject({ status: 'error', errorCode: 'OFFICIAL_BROWSER_CHECK' });
      // In Japanese, naming the host the admin's notice names; the English line is the detail.
      expect(run!.errorMessage).toMatch(
        /^公式サイト（[^）]+）がブラウザ確認を求めたため取得できませんでした/u,
      );
      expect(run!.errorDetail).toMatch(
        /answered HTTP 403 with Cloudflare's browser check .*`tcg events import`$/,
      );
      const cron = (await db.doc(CRON_STATUS_PATH).get()).get('scheduledEventSync');
      expect(cron.lastFailure.at.toDate().toISOString()).toBe(now.toISOString());
      expect(cron.lastFailure).toMatchObject({ code: 'OFFICIAL_BROWSER_CHECK', message: run!.errorMessage });
      // The last success stays recorded beside it.
      expect(cron.lastSuccessAt).toBeDefined();
      const counts = await admin.checked('getAdminCounts');
      expect(counts.lastEventSyncFailure).toEqual({
        at: now.toISOString(),
        code: 'OFFICIAL_BROWSER_CHECK',
        message: run!.errorMessage,
      });
      // The scheduled trigger itself logs one warning and does not crash on it.
      await expect(scheduledEventSyncTrigger(context)).resolves.toBeUndefined();
      expect(challenging.requests).toHaveLength(2);
      // Asked by hand (runEventSync), the callable error carries the catalogue code.
      const byHand = await runAdminCall(
        'runEventSync',
        handlers.runEventSync,
        { uid: 'views-admin', token: { admin: true } } as never,
        { offset: 0, limit: 5 },
        context,
      ).then(
        () => undefined,
        (error: unknown) => error as { code: string; message: string; details: unknown },
      );
      expect(byHand).toMatchObject({
        code: 'failed-precondition',
        details: { userErrorCode: 'OFFICIAL_BROWSER_CHECK' },
      });
      expect(byHand!.message).toBe(run!.errorMessage);
      expect((byHand!.details as { detail: string }).detail).toContain('`tcg events import`');
      expect(challenging.requests).toHaveLength(3);
    } finally {
      if (before === undefined) delete process.env.TCG_OFFICIAL_EVENTS_URL;
      else process.env.TCG_OFFICIAL_EVENTS_URL = before;
      await challenging.close();
    }
  });
});
