// Ingestion on a real gRPC Firestore server (127.0.0.1) with the fixture official sites: two
// workers on one Firestore never fetch the same deck twice; a lock released by release-stale
// is finished by one worker only; an event API that stops mid-sync leaves a state a rerun
// completes without duplicates. Kept to tens of documents (the local server is slow).
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { syncEvents } from '../../cli/pipelines/eventSync.ts';
import { addDeckJobs } from '../../cli/pipelines/jobsAdd.ts';
import { releaseStaleJobs } from '../../cli/pipelines/jobsRelease.ts';
import { runDeckJobs } from '../../cli/pipelines/jobsRun.ts';
import { type FirestoreConnection, openFirestore } from '../../data/firestoreClient.ts';
import { toFirestoreData } from '../../data/firestoreValues.ts';
import { FirestoreIngestStore } from '../../data/ingest/firestoreIngestStore.ts';
import { PoliteClient } from '../../data/official/politeClient.ts';
import { doneJob } from '../../engine/deckJobQueue.ts';
import { type Emulator, startEmulator } from '../../scripts/emulators/firestoreServer.ts';
import { deckPageHtml, SURFGO_DECK } from '../official/deckFixtures.ts';
import { fixtureEvent, resultRow } from '../official/eventFixtures.ts';
import { type FixtureServer, startFixtureServer } from '../official/fixtureServer.ts';
import { tcg } from './helpers.ts';

const T0 = new Date('2026-04-20T10:00:00.000Z');
let emulator: Emulator;
let server: FixtureServer;
const connections: FirestoreConnection[] = [];
let project = 0;

/** A fresh project per test (an empty database), with `n` clients on it. */
function open(n: number): FirestoreIngestStore[] {
  const id = `demo-ingest-${++project}`;
  return Array.from({ length: n }, () => {
    const connection = openFirestore(id);
    connections.push(connection);
    return new FirestoreIngestStore(connection.db, connection.description);
  });
}

/** Deck IDs `Deck00-xxxxxx-yyyyyy` ... */
const deckId = (i: number) => `Deck${String(i).padStart(2, '0')}-abcdef-ghijkl`;
const client = (minDelayMs = 0) =>
  new PoliteClient({ minDelayMs, baseDelayMs: 5, timeoutMs: 5000, concurrency: 4 });

async function count(store: FirestoreIngestStore, collection: string): Promise<number> {
  return (await store.db.collection(collection).count().get()).data().count;
}

beforeAll(async () => {
  emulator = await startEmulator();
  server = await startFixtureServer();
});
afterAll(async () => {
  for (const connection of connections) await connection.close();
  await server?.close();
  emulator?.stop();
});
beforeEach(() => server.reset());

describe('deck jobs on Firestore', () => {
  it('two workers on the same Firestore never fetch the same deck twice', async () => {
    const [a, b] = open(2);
    const ids = Array.from({ length: 24 }, (_, i) => deckId(i));
    for (const id of ids) server.decks.set(id, deckPageHtml(id, SURFGO_DECK));
    await addDeckJobs({ deckIds: ids }, { store: a!, now: () => T0 });
    const run = (store: FirestoreIngestStore, workerId: string) =>
      runDeckJobs(
        { deckOrigin: server.origin, concurrency: 3, workerId },
        { store, client: client(), now: () => T0 },
      );
    const [first, second] = await Promise.all([run(a!, 'worker-a'), run(b!, 'worker-b')]);
    expect(first.fetched + second.fetched).toBe(ids.length);
    expect(first.lostLeases + second.lostLeases).toBe(0);
    expect([...server.deckPagesServed.values()]).toEqual(ids.map(() => 1));
    expect(server.deckPagesServed.size).toBe(ids.length);
    expect(await count(a!, 'decks')).toBe(ids.length);
    // Every lease ended, so no lease document is left.
    expect(await count(a!, 'deck_job_leases')).toBe(0);
    const jobs = await a!.jobsById(ids, T0.toISOString());
    expect([...jobs.values()].every((job) => job.status === 'done' && job.lockedBy === null)).toBe(true);
    const deck = (await a!.db.doc(`decks/${ids[0]}`).get()).data()!;
    expect(deck.cards_count).toBe(60);
  });

  it('a pending job in the snapshot spelling (next_run_at, as `tcg import` writes it) is leased and worked', async () => {
    const [store] = open(1);
    const id = deckId(60);
    server.decks.set(id, deckPageHtml(id, SURFGO_DECK));
    // A deck_jobs.jsonl line of a snapshot, written as the import writes every line.
    const line = {
      deck_id: id,
      status: 'pending',
      attempts: 0,
      priority: 0,
      next_run_at: '2026-04-20T18:00:00+09:00',
      created_at: '2026-04-20T18:00:00+09:00',
      updated_at: '2026-04-20T18:00:00+09:00',
      sources: ['event_result'],
    };
    await store!.db.doc(`deck_jobs/${id}`).set(toFirestoreData(line));
    const run = await runDeckJobs(
      { deckOrigin: server.origin, workerId: 'worker' },
      { store: store!, client: client(), now: () => T0 },
    );
    expect(run).toMatchObject({ leased: 1, fetched: 1 });
    const stored = (await store!.db.doc(`deck_jobs/${id}`).get()).data()!;
    expect(stored).toMatchObject({ status: 'done', deckId: id, attempts: 1 });
    expect(stored.nextRunAt).toBeInstanceOf(Timestamp);
    expect((await store!.db.doc(`decks/${id}`).get()).data()?.cards_count).toBe(60);
  });

  it('a lock left by a dead worker is released by release-stale and the job is done exactly once', async () => {
    const [store] = open(1);
    const id = deckId(50);
    server.decks.set(id, deckPageHtml(id, SURFGO_DECK));
    await addDeckJobs({ deckIds: [id] }, { store: store!, now: () => T0 });
    // The dead worker leased the job and never came back.
    const [held] = await store!.leaseJobs({ workerId: 'dead', now: T0.toISOString(), max: 5 });
    expect(held).toMatchObject({ id, status: 'in_progress', lockedBy: 'dead' });
    const noneDue = await runDeckJobs(
      { deckOrigin: server.origin, workerId: 'live' },
      { store: store!, client: client(), now: () => T0 },
    );
    expect(noneDue.leased).toBe(0);
    const later = new Date(T0.getTime() + 45 * 60_000);
    expect(
      await releaseStaleJobs({ olderThanMinutes: 30, limit: 50 }, { store: store!, now: () => later }),
    ).toEqual({
      ok: true,
      released: 1,
      jobIds: [id],
    });
    const run = await runDeckJobs(
      { deckOrigin: server.origin, workerId: 'live' },
      { store: store!, client: client(), now: () => later },
    );
    expect(run).toMatchObject({ leased: 1, fetched: 1 });
    // The dead worker wakes up and tries to finish: its lease is gone, nothing is written.
    expect(await store!.finishJob('dead', { job: doneJob(held!, later.toISOString()) })).toBe(false);
    expect(server.deckPagesServed.get(id)).toBe(1);
    expect((await store!.jobsById([id], later.toISOString())).get(id)).toMatchObject({
      status: 'done',
      attempts: 1,
    });
  });
});

describe('event sync on Firestore', () => {
  const events = () =>
    Array.from({ length: 8 }, (_, i) =>
      fixtureEvent(800 + i, `2026-04-${String(i + 1).padStart(2, '0')}`, {
        results: [resultRow(1, deckId(i)), resultRow(2, deckId(i + 1)), resultRow(3, null)],
      }),
    );

  it('creates events and jobs once; an API stopped mid-sync is completed by a rerun without duplicates', async () => {
    const [store] = open(1);
    await store!.db.doc('settings/current').set({ eventOffset: 0 });
    server.events = events();
    // The search and three result requests answer, then the API goes away.
    server.stopEventsAfter = 4;
    const sync = () =>
      syncEvents(
        { eventsOrigin: server.origin, concurrency: 1 },
        {
          store: store!,
          client: new PoliteClient({ minDelayMs: 0, retries: 1, baseDelayMs: 5 }),
          now: () => T0,
        },
      );
    await expect(sync()).rejects.toThrow(/could not be reached/);
    const partial = await count(store!, 'events');
    expect(partial).toBe(3);
    // Every stored event has the jobs of its decks.
    expect(await count(store!, 'deck_jobs')).toBe(4);

    server.stopEventsAfter = undefined;
    const rerun = await sync();
    expect(rerun).toMatchObject({ fetched: 8, created: 5, skipped: 3, jobsEnqueued: 5 });
    expect(await count(store!, 'events')).toBe(8);
    expect(await count(store!, 'deck_jobs')).toBe(9);
    const again = await sync();
    expect(again).toMatchObject({ fetched: 8, created: 0, skipped: 8, jobsEnqueued: 0 });
    const event = (await store!.db.doc('events/803').get()).data()!;
    expect(event.results).toHaveLength(3);
    expect(event.event_title).toBe('シティリーグ2026 シーズン4 オープンリーグ');
    // Numbers are stored as numbers; the kind comes from the result answer.
    expect(event.official).toEqual({
      shop_id: 18803,
      event_type: 3,
      kind: 'シティリーグ',
      league: 'オープン',
      csp: 1,
      capacity: 64,
    });
    expect(event.results[0]).toEqual({
      rank: 1,
      player_name: 'プレイヤー01',
      deck_id: deckId(3),
      point: 100,
    });
    const job = (await store!.db.doc(`deck_jobs/${deckId(3)}`).get()).data()!;
    expect(Object.keys(job).sort()).toEqual([
      'attempts',
      'createdAt',
      'deckId',
      'lastError',
      'lockedAt',
      'lockedBy',
      'nextRunAt',
      'priority',
      'sources',
      'status',
      'updatedAt',
    ]);
  });
});

describe('the commands with --source firestore', () => {
  it('events sync, jobs run and release-stale work on a Firestore project', async () => {
    const [store] = open(1);
    const projectId = `demo-ingest-${project}`;
    server.events = [fixtureEvent(990, '2026-04-10', { results: [resultRow(1, deckId(90))] })];
    server.decks.set(deckId(90), deckPageHtml(deckId(90), SURFGO_DECK));
    const env = server.officialEnv();
    const flags = ['--source', 'firestore', '--project', projectId, '--json'];
    const sync = await tcg(['events', 'sync', ...flags], emulator.host, env);
    expect(sync.stderr).toBe('');
    expect(JSON.parse(sync.stdout)).toMatchObject({ fetched: 1, created: 1, skipped: 0, jobsEnqueued: 1 });
    const run = await tcg(['jobs', 'run', ...flags], emulator.host, env);
    expect(JSON.parse(run.stdout)).toMatchObject({ leased: 1, fetched: 1 });
    expect((await store!.db.doc(`decks/${deckId(90)}`).get()).data()?.cards_count).toBe(60);
    const release = await tcg(['jobs', 'release-stale', ...flags], emulator.host, env);
    expect(JSON.parse(release.stdout)).toEqual({ ok: true, released: 0, jobIds: [] });
  });
});
