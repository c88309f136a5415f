// The ingestion pipelines on a snapshot folder against the fixture server: event sync (create,
// skip, enqueue, eventOffset, limits), the deck worker (fetch, write, done / retry / error),
// adding jobs by hand, stale-lock release, and the new decks flowing on through classify and
// aggregate until the deck page's fetching notice is gone.
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAggregate } from '../../cli/pipelines/aggregate.ts';
import { runClassify } from '../../cli/pipelines/classify.ts';
import { syncEvents } from '../../cli/pipelines/eventSync.ts';
import { addDeckJobs } from '../../cli/pipelines/jobsAdd.ts';
import { releaseStaleJobs } from '../../cli/pipelines/jobsRelease.ts';
import { runDeckJobs } from '../../cli/pipelines/jobsRun.ts';
import { FolderSink } from '../../data/folderSink.ts';
import { SnapshotIngestStore } from '../../data/ingest/snapshotIngestStore.ts';
import { PoliteClient } from '../../data/official/politeClient.ts';
import { SnapshotStore } from '../../data/snapshotStore.ts';
import { MAX_ATTEMPTS, newDeckJob } from '../../engine/deckJobQueue.ts';
import { readDocs } from '../firestore/helpers.ts';
import { makeSnapshot, readJsonl, removeDir, tempDir } from '../helpers/snapshot.ts';
import { deckPageHtml, SURFGO_DECK } from './deckFixtures.ts';
import { fixtureEvent, resultRow } from './eventFixtures.ts';
import { type FixtureServer, startFixtureServer } from './fixtureServer.ts';

const D1 = 'AAAAAA-111111-aaaaaa';
const D2 = 'BBBBBB-222222-bbbbbb';
const D3 = 'CCCCCC-333333-cccccc';
const STORED = 'SSSSSS-000000-ssssss';
const T0 = new Date('2026-04-20T10:00:00.000Z');

let server: FixtureServer;
let dir: string;
const client = () => new PoliteClient({ minDelayMs: 0, baseDelayMs: 5, timeoutMs: 2000 });
const jobsOf = async () =>
  new Map((await readJsonl(path.join(dir, 'deck_jobs.jsonl'))).map((job) => [job.id as string, job]));

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  dir = await makeSnapshot({
    decks: [{ id: STORED, cards: [] }],
    events: [{ id: '700', event_title: 'stored before' }],
    settings: [{ id: 'current', eventOffset: 1 }],
    deck_jobs: [],
  });
  server.reset();
  server.events = [
    fixtureEvent(700, '2026-04-04', { results: [resultRow(1, D1)] }),
    fixtureEvent(701, '2026-04-05', {
      results: [resultRow(1, D1), resultRow(2, STORED), resultRow(3, 'not-a-deck-id'), resultRow(4, null)],
    }),
    fixtureEvent(702, '2026-04-06', { results: [resultRow(1, D2), resultRow(2, D1)] }),
    // Listed as having results, but its answer holds none yet.
    fixtureEvent(703, '2026-04-07', { results: [] }),
  ];
});
afterEach(() => removeDir(dir));

async function sync(options: { offset?: number | string; limit?: number | string } = {}) {
  const store = await SnapshotIngestStore.open(dir);
  return syncEvents({ eventsOrigin: server.origin, ...options }, { store, client: client(), now: () => T0 });
}

describe('syncEvents(options, effects) on a snapshot', () => {
  it('creates new events, skips stored ones, queues unknown result decks once, and reruns to no change', async () => {
    const result = await sync({ offset: 0 });
    expect(result).toEqual({
      fetched: 4,
      created: 2,
      skipped: 1,
      withoutResults: 1,
      invalid: 0,
      jobsEnqueued: 2,
      offset: 0,
      limit: 50,
    });
    const events = await readJsonl(path.join(dir, 'events.jsonl'));
    // The list comes newest first: 702 is created before 701.
    expect(events.map((event) => event.id)).toEqual(['700', '702', '701']);
    expect(events[2]).toMatchObject({
      id: '701',
      event_date: '2026-04-05T00:00:00+09:00',
      created_at: T0.toISOString(),
    });
    const jobs = await jobsOf();
    expect([...jobs.keys()].sort()).toEqual([D1, D2]);
    expect(jobs.get(D1)).toEqual({
      id: D1,
      deckId: D1,
      status: 'pending',
      attempts: 0,
      priority: 0,
      nextRunAt: T0.toISOString(),
      createdAt: T0.toISOString(),
      updatedAt: T0.toISOString(),
      lockedBy: null,
      lockedAt: null,
      lastError: null,
      sources: ['event_result'],
    });
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest.counts).toMatchObject({ events: 3, deck_jobs: 2 });
    expect(await sync({ offset: 0 })).toMatchObject({
      fetched: 4,
      created: 0,
      skipped: 3,
      withoutResults: 1,
    });
    expect(await readJsonl(path.join(dir, 'events.jsonl'))).toHaveLength(3);
    expect(await readJsonl(path.join(dir, 'deck_jobs.jsonl'))).toHaveLength(2);
  });

  it('skips an event whose id or date would block a publish, with one line naming it', async () => {
    const longId = '9'.repeat(2000);
    server.events.push(
      fixtureEvent(704, '2026-04-08', { results: [resultRow(1, D3)], listed: { event_holding_id: longId } }),
      fixtureEvent(705, '2026-13-99', { results: [resultRow(1, D3)] }),
      fixtureEvent(706, '9999-12-31', { results: [resultRow(1, D3)] }),
    );
    const lines: string[] = [];
    const store = await SnapshotIngestStore.open(dir);
    const result = await syncEvents(
      { eventsOrigin: server.origin, offset: 0 },
      { store, client: client(), now: () => T0, onWarning: (line) => lines.push(line) },
    );
    expect(result).toMatchObject({ fetched: 7, created: 2, invalid: 3, jobsEnqueued: 2 });
    expect(lines.sort()).toEqual([
      'event_search: event "705" skipped: the date "20261399" is not a calendar day',
      'event_search: event "706" skipped: the date "99991231" is more than a day after now',
      `event_search: event "${'9'.repeat(40)}"… (2000 characters) skipped: it cannot name a document (an id longer than 1,500 bytes)`,
    ]);
    const events = await readJsonl(path.join(dir, 'events.jsonl'));
    expect(events.map((event) => event.id).sort()).toEqual(['700', '701', '702']);
    // What is stored aggregates: nothing it took blocks a publish.
    expect((await jobsOf()).has(D3)).toBe(false);
  });

  it('stops on a stored eventOffset it cannot use, with the catalogue code of a bad setting (exit 1)', async () => {
    await writeFile(
      path.join(dir, 'settings.jsonl'),
      `${JSON.stringify({ id: 'current', eventOffset: -3 })}\n`,
    );
    await expect(sync({ limit: 2 })).rejects.toMatchObject({
      code: 'SETTINGS_INVALID',
      exitCode: 1,
      message: expect.stringMatching(
        /^settings\/current\.eventOffset: -3: .*; fix the setting or pass --offset$/,
      ),
    });
    expect(server.requests).toEqual([]);
  });

  it('starts at the stored eventOffset when no offset is given', async () => {
    const result = await sync({ limit: 2 });
    expect(result).toMatchObject({ offset: 1, limit: 2, fetched: 2 });
    expect(server.requests[0]).toMatch(/^\/event_search\?offset=1&limit=2&order=4&result_resist=1&/);
  });

  it('refuses an offset or limit out of range with the spec message, before any request', async () => {
    for (const bad of [{ limit: 101 }, { limit: 0 }, { offset: -1 }, { offset: 'x' }, { limit: 2.5 }]) {
      await expect(sync(bad)).rejects.toThrow('オフセットは0以上、件数は1〜100で指定してください。');
    }
    expect(server.requests).toEqual([]);
  });
});

describe('runDeckJobs(options, effects) on a snapshot', () => {
  const run = async (now = T0, max?: number) =>
    runDeckJobs(
      { deckOrigin: server.origin, concurrency: 2, workerId: 'w1', ...(max ? { max } : {}) },
      { store: await SnapshotIngestStore.open(dir), client: client(), now: () => now },
    );

  it('fetches and writes each deck, marks jobs done, gives up on unknown and non-60 decks', async () => {
    await sync({ offset: 0 });
    await addDeckJobs(
      { deckIds: [D3, 'DDDDDD-444444-dddddd'] },
      { store: await SnapshotIngestStore.open(dir), now: () => T0 },
    );
    server.decks.set(D1, deckPageHtml(D1, SURFGO_DECK));
    server.decks.set(D2, deckPageHtml(D2, SURFGO_DECK.slice(2)));
    server.decks.set(D3, deckPageHtml(D3, SURFGO_DECK));
    server.fail(`/deck/result.html/deckID/${D3}`, { status: 503, headers: { 'retry-after': '0' } });
    const result = await run();
    expect(result).toMatchObject({
      leased: 4,
      fetched: 2,
      alreadyStored: 0,
      retried: 0,
      failed: 2,
      lostLeases: 0,
    });
    const decks = await readJsonl(path.join(dir, 'decks.jsonl'));
    expect(decks.map((deck) => deck.id).sort()).toEqual([D1, D3, STORED]);
    expect(decks.find((deck) => deck.id === D1)).toMatchObject({
      cards_count: 60,
      created_at: T0.toISOString(),
    });
    const jobs = await jobsOf();
    expect(jobs.get(D1)).toMatchObject({ status: 'done', attempts: 1, lockedBy: null, lockedAt: null });
    expect(jobs.get(D3)).toMatchObject({ status: 'done', sources: ['manual'], priority: 10 });
    expect(jobs.get(D2)).toMatchObject({
      status: 'error',
      attempts: 1,
      lastError: '公式サイトのデッキが60枚ではありません',
    });
    expect(jobs.get('DDDDDD-444444-dddddd')).toMatchObject({
      status: 'error',
      lastError: '公式サイトに該当するページがありません（削除されたか、IDが誤っています）',
    });
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'));
    expect(manifest.counts).toMatchObject({ decks: 3, deck_jobs: 4 });
    // Nothing is due any more.
    expect((await run()).leased).toBe(0);
  });

  it('retries a transient failure later with backoff and ends in error after the last attempt', async () => {
    await addDeckJobs({ deckIds: [D1] }, { store: await SnapshotIngestStore.open(dir), now: () => T0 });
    let now = T0;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      server.fail(
        '/deck/',
        { status: 503 },
        { status: 503 },
        { status: 503 },
        { status: 503 },
        { status: 503 },
      );
      const result = await run(now);
      expect(result.leased).toBe(1);
      const job = (await jobsOf()).get(D1)!;
      expect(job.attempts).toBe(attempt);
      expect(job.lastError).toBe('公式サイトがエラーを返しました（HTTP 503）');
      if (attempt < MAX_ATTEMPTS) {
        expect(job.status).toBe('pending');
        delays.push(Date.parse(job.nextRunAt as string) - now.getTime());
        // Not due before its time.
        expect((await run(now)).leased).toBe(0);
        now = new Date(job.nextRunAt as string);
      } else {
        expect(job.status).toBe('error');
      }
    }
    expect(delays.map((ms) => ms / 60_000)).toEqual([5, 15, 45, 135]);
  });

  it('a job whose deck is stored already is done without a fetch', async () => {
    const store = await SnapshotIngestStore.open(dir);
    await store.putJobs([newDeckJob(STORED, 'manual', T0.toISOString())]);
    const result = await run();
    expect(result).toMatchObject({ leased: 1, fetched: 0, alreadyStored: 1 });
    expect(server.count('/deck/')).toBe(0);
    expect((await jobsOf()).get(STORED)).toMatchObject({ status: 'done' });
  });
});

describe('addDeckJobs and releaseStaleJobs', () => {
  it('adds by ID or official URL, skips stored and queued decks, requeues failed ones', async () => {
    const store = await SnapshotIngestStore.open(dir);
    const first = await addDeckJobs(
      { deckIds: [D1, `https://www.pokemon-card.com/deck/confirm.html/deckID/${D2}`, STORED] },
      { store, now: () => T0 },
    );
    expect(first).toEqual({
      added: [D1, D2],
      requeued: [],
      skipped: [{ deckId: STORED, reason: 'deck_stored' }],
    });
    await store.putJobs([
      { ...(await store.jobsById([D2], T0.toISOString())).get(D2)!, status: 'error', attempts: 3 },
    ]);
    const second = await addDeckJobs({ deckIds: [D1, D2] }, { store, now: () => T0 });
    expect(second).toEqual({
      added: [],
      requeued: [D2],
      skipped: [{ deckId: D1, reason: 'already_queued' }],
    });
    expect((await jobsOf()).get(D2)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('refuses a malformed deck ID with the spec message and queues nothing', async () => {
    const store = await SnapshotIngestStore.open(dir);
    await expect(addDeckJobs({ deckIds: [D1, 'ABC-123'] }, { store })).rejects.toThrow(
      'デッキIDの形式が不正です（例: ABCDEF-GHIJKL-MNOPQR）: "ABC-123"',
    );
    expect(await jobsOf()).toEqual(new Map());
  });

  it('returns jobs locked longer than the given minutes to pending, within the spec limits', async () => {
    const store = await SnapshotIngestStore.open(dir);
    await addDeckJobs({ deckIds: [D1, D2, D3] }, { store, now: () => T0 });
    await store.leaseJobs({ workerId: 'gone', now: T0.toISOString(), max: 2 });
    const later = new Date(T0.getTime() + 31 * 60_000);
    expect(await releaseStaleJobs({ olderThanMinutes: 40, limit: 50 }, { store, now: () => later })).toEqual({
      ok: true,
      released: 0,
      jobIds: [],
    });
    const released = await releaseStaleJobs(
      { olderThanMinutes: '30.9', limit: 1 },
      { store, now: () => later },
    );
    expect(released.released).toBe(1);
    expect((await releaseStaleJobs({}, { store, now: () => later })).released).toBe(1);
    const jobs = await jobsOf();
    expect([...jobs.values()].map((job) => job.status)).toEqual(['pending', 'pending', 'pending']);
    await expect(releaseStaleJobs({ olderThanMinutes: 4 }, { store })).rejects.toThrow(
      'ロック解除対象の分数は 5〜1440 の範囲で指定してください。',
    );
    await expect(releaseStaleJobs({ olderThanMinutes: 1441 }, { store })).rejects.toThrow(
      'ロック解除対象の分数は 5〜1440 の範囲で指定してください。',
    );
    await expect(releaseStaleJobs({ limit: 201 }, { store })).rejects.toThrow(
      '一度に解除する件数は 1〜200 の範囲で指定してください。',
    );
    await expect(releaseStaleJobs({ limit: 0 }, { store })).rejects.toThrow(
      '一度に解除する件数は 1〜200 の範囲で指定してください。',
    );
  });
});

describe('new decks flow on', () => {
  it('jobs run → classify → aggregate: the deck page exists and its fetching notice is gone', async () => {
    const sample = await tempDir('tcg-flow-');
    try {
      await cp(path.resolve(import.meta.dirname, '../../data/sample'), sample, { recursive: true });
      const pending = 'DAyvlu-99hzcQ-eoJ6AN'; // a pending job of the sample, shown as "fetching"
      const dragapult = SURFGO_DECK.map((card) =>
        card.cardId === 44122 ? { ...card, name: 'ドラパルトex', alt: 'ドラパルトex(SV6 130/101)' } : card,
      );
      server.decks.set(pending, deckPageHtml(pending, dragapult));
      const before = await aggregate(sample, 'before');
      expect(before.has(`deck_jobs/${pending}`)).toBe(true);
      expect(before.has(`public_deck_details/${pending}`)).toBe(false);

      const store = await SnapshotIngestStore.open(sample);
      const run = await runDeckJobs(
        { deckOrigin: server.origin, max: 10 },
        { store, client: client(), now: () => new Date('2026-04-20T00:00:00+09:00') },
      );
      expect(run.fetched).toBe(1);
      await runClassify(
        { dryRun: false, asOf: '2026-04-20T01:00:00+09:00' },
        { store: await SnapshotStore.open(sample) },
      );
      const decks = await readJsonl(path.join(sample, 'decks.jsonl'));
      expect(decks.find((deck) => deck.id === pending)?.rule_matches).toEqual(['ドラパルトex']);

      const after = await aggregate(sample, 'after');
      expect(after.has(`deck_jobs/${pending}`)).toBe(false);
      expect(after.get(`public_deck_details/${pending}`)).toMatchObject({ id: pending });
    } finally {
      await removeDir(sample);
    }
  });
});

/** The documents `tcg aggregate` writes for a snapshot, by path. */
async function aggregate(snapshot: string, name: string): Promise<Map<string, Record<string, unknown>>> {
  const out = path.join(snapshot, '..', `${path.basename(snapshot)}-${name}`);
  const sink = new FolderSink(out);
  await runAggregate(
    { asOf: '2026-04-21T00:00:00+09:00', minGames: 1, dryRun: false, deckDetails: true },
    { store: await SnapshotStore.open(snapshot), sink },
  );
  const docs = await readDocs(path.join(out, 'docs'));
  await removeDir(out);
  return docs;
}
