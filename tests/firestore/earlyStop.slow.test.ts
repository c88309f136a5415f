// A command stopped early (an error, Ctrl-C) while Firestore calls are still in flight
// or being retried by the client library leaves no unhandled rejection behind. The commands run
// as the real bin with Node's --unhandled-rejections=strict, so one would end the process with a
// stack on stderr; the server (scripts/emulators/firestoreServer.ts) fails the calls each case picks.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { closeSync, constants, openSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../cli/pipelines/import.ts';
import { addDeckJobs } from '../../cli/pipelines/jobsAdd.ts';
import { CLIENT_TERMINATED } from '../../data/firestoreCallGate.ts';
import { openFirestore } from '../../data/firestoreClient.ts';
import { FirestoreStore } from '../../data/firestoreStore.ts';
import { FirestoreIngestStore } from '../../data/ingest/firestoreIngestStore.ts';
import { type Emulator, type ServerCall, startEmulator } from '../../scripts/emulators/firestoreServer.ts';
import { deckPageHtml, SURFGO_DECK } from '../official/deckFixtures.ts';
import { fixtureEvent, resultRow } from '../official/eventFixtures.ts';
import { type FixtureServer, startFixtureServer } from '../official/fixtureServer.ts';
import { repoRoot, fullSampleDir as repoSample } from './helpers.ts';

const UNAVAILABLE = 14;
const PERMISSION_DENIED = 7;

let emulator: Emulator;
let fixtures: FixtureServer;
let work: string;
let sampleDir: string;

beforeAll(async () => {
  emulator = await startEmulator();
  fixtures = await startFixtureServer();
  work = await mkdtemp(path.join(os.tmpdir(), 'tcg-early-stop-'));
  sampleDir = path.join(work, 'sample');
  await cp(repoSample, sampleDir, { recursive: true });
});

afterAll(async () => {
  emulator?.setFault(undefined);
  await fixtures?.close();
  emulator?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

/** Fills a project with the sample snapshot, through a connection closed again at once. */
async function seed(project: string): Promise<void> {
  const target = FirestoreStore.open(project);
  try {
    await runImport(
      { data: sampleDir, force: false, resume: false, dryRun: false, startedAt: '2026-04-05T00:00:00Z' },
      { target },
    );
  } finally {
    await target.close();
  }
}

interface StrictRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

interface StrictOptions {
  env?: Record<string, string>;
  /** Gets the child as soon as it is spawned (to send it a signal). */
  started?: (child: ChildProcess) => void;
  /** Stdout is a pipe whose reader is gone (`| head` that stopped reading): the first write fails. */
  closedStdout?: boolean;
}

let fifos = 0;
/** A FIFO opened for writing after its only reader came and went. */
function closedPipe(): number {
  const fifo = path.join(work, `stdout-${fifos++}.fifo`);
  execFileSync('mkfifo', [fifo]);
  const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writer = openSync(fifo, constants.O_WRONLY);
  closeSync(reader);
  return writer;
}

/** Runs `node bin/tcg.js ...args` with unhandled rejections fatal. */
function tcgStrict(args: readonly string[], options: StrictOptions = {}): Promise<StrictRun> {
  const { env = {}, started } = options;
  const stdout = options.closedStdout ? closedPipe() : 'pipe';
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'tcg.js'), ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      FIRESTORE_EMULATOR_HOST: emulator.host,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --unhandled-rejections=strict`.trim(),
      ...env,
    },
    stdio: ['ignore', stdout, 'pipe'],
  });
  if (typeof stdout === 'number') closeSync(stdout);
  started?.(child);
  let out = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (text: string) => {
    out += text;
  });
  child.stderr?.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: out, stderr }));
  });
}

/** The collection a query reads and the id it starts after (a page after the first), if any. */
function queryOf(call: ServerCall): { collection?: string; after?: string } {
  const query = call.request.structured_query as
    | {
        from?: { collection_id?: string }[];
        where?: { field_filter?: { field?: { field_path?: string }; value?: { reference_value?: string } } };
      }
    | undefined;
  const filter = query?.where?.field_filter;
  const after =
    filter?.field?.field_path === '__name__' ? filter.value?.reference_value?.split('/').at(-1) : undefined;
  return { collection: query?.from?.[0]?.collection_id, after };
}

/** The document paths a commit writes (`decks/<id>`...). */
function writesOf(call: ServerCall): string[] {
  const writes = (call.request.writes ?? []) as { update?: { name?: string }; delete?: string }[];
  return writes.map((write) => (write.update?.name || write.delete || '').replace(/^.*?\/documents\//, ''));
}

/** What no run may print: the client library's rejection, or any uncaught error's stack. */
function expectNoUnhandled(run: StrictRun): void {
  expect(run.stderr).not.toContain(CLIENT_TERMINATED);
  expect(run.stderr).not.toMatch(/unhandled|\n\s+at |triggerUncaughtException/i);
}

describe('a connection closed with calls in flight', () => {
  it('fails a query started just before the close to its caller, and starts nothing', async () => {
    const connection = openFirestore('demo-early-close');
    await connection.db.doc('decks/a').set({ n: 1 });
    const query = connection.db.collection('decks').get();
    await connection.close();
    // Before the gate, the query never settled and its call rejected unhandled.
    await expect(query).rejects.toThrow(/runQuery after the connection was closed/);
  });

  it('swallows only the rejection of a library retry that comes after termination', async () => {
    const connection = openFirestore('demo-early-retry');
    const pool = (
      connection.db as unknown as {
        _clientPool: { terminated: boolean; run: (...args: unknown[]) => Promise<unknown> };
      }
    )._clientPool;
    // The test sees each call the pool runs once it is terminated: a library retry.
    let retriedAfterClose: () => void = () => undefined;
    const retried = new Promise<void>((resolve) => {
      retriedAfterClose = resolve;
    });
    const run = pool.run.bind(pool);
    pool.run = (...args: unknown[]) => {
      const result = run(...args);
      if (pool.terminated) retriedAfterClose();
      return result;
    };
    const unhandled: unknown[] = [];
    const collect = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', collect);
    let attempts = 0;
    let failing: () => void = () => undefined;
    const failed = new Promise<void>((resolve) => {
      failing = resolve;
    });
    emulator.setFault((call) => {
      if (call.method !== 'RunQuery' || queryOf(call).collection !== 'flaky') return undefined;
      if (++attempts === 1) failing();
      return UNAVAILABLE;
    });
    try {
      const query = connection.db.collection('flaky').get();
      query.catch(() => undefined);
      // The library waits a second or so before its next attempt: the close lands in that wait.
      await failed;
      await connection.close();
      await expect(query).rejects.toThrow(/closed with 1 call\(s\) unanswered/);
      await retried;
      // Unhandled rejections are reported once the microtasks after the rejection have run.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', collect);
      emulator.setFault(undefined);
    }
  }, 30_000);
});

describe('a command stopped early with Firestore calls in flight', { timeout: 120_000 }, () => {
  it('export, Ctrl-C while the next page is being retried: interrupted, nothing written', async () => {
    await seed('demo-stop-export');
    const out = path.join(work, 'exports', 'snapshot');
    let child: ChildProcess | undefined;
    // Page 2 fails twice, then comes (the Ctrl-C is sent at its first failure); later pages
    // keep failing, so a prefetch is always being retried by the library when the export stops.
    let page2: string | undefined;
    let page2Failures = 0;
    emulator.setFault((call) => {
      if (call.method !== 'RunQuery') return undefined;
      const { collection, after } = queryOf(call);
      if (collection !== 'decks' || after === undefined) return undefined;
      page2 ??= after;
      if (after !== page2) return UNAVAILABLE;
      if (page2Failures++ >= 2) return undefined;
      if (page2Failures === 1) child?.kill('SIGINT');
      return UNAVAILABLE;
    });
    const args = ['export', '--project', 'demo-stop-export', '--out', out, '--collections', 'decks'];
    const run = await tcgStrict([...args, '--page-size', '50', '--quiet'], {
      started: (c) => {
        child = c;
      },
    }).finally(() => emulator.setFault(undefined));
    expectNoUnhandled(run);
    expect(run.stderr.trim().split('\n')).toEqual([
      'tcg: stopping after the work in flight (Ctrl-C again to quit at once)',
      `tcg: export to ${out} interrupted; nothing was written, rerun to export again`,
    ]);
    expect(run.code).toBe(130);
    expect(await readdir(path.join(work, 'exports')).catch(() => [])).toEqual([]);
  });

  it('export with its stdout closed (| head): exit 0, quietly', async () => {
    const args = ['export', '--project', 'demo-stop-export', '--dry-run', '--json', '--page-size', '50'];
    const run = await tcgStrict(args, { closedStdout: true });
    expectNoUnhandled(run);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });

  it('import, a batch refused: one line, exit 1', async () => {
    emulator.setFault((call) =>
      call.method === 'Commit' && writesOf(call).some((doc) => doc.startsWith('decks/'))
        ? PERMISSION_DENIED
        : undefined,
    );
    const run = await tcgStrict([
      'import',
      '--data',
      sampleDir,
      '--project',
      'demo-stop-import',
      '--quiet',
    ]).finally(() => emulator.setFault(undefined));
    expectNoUnhandled(run);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(
      /^tcg: firestore:demo-stop-import@127\.0\.0\.1:\d+: committing a batch of \d+ writes was refused \(7 PERMISSION_DENIED/,
    );
    expect(run.code).toBe(1);
  });

  it('aggregate --target firestore, the publish refused: one line, exit 1', async () => {
    emulator.setFault((call) => (call.method === 'Commit' ? PERMISSION_DENIED : undefined));
    const run = await tcgStrict([
      'aggregate',
      '--data',
      sampleDir,
      '--target',
      'firestore',
      '--project',
      'demo-stop-publish',
      '--quiet',
    ]).finally(() => emulator.setFault(undefined));
    expectNoUnhandled(run);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^tcg: firestore:demo-stop-publish@.* was refused \(7 PERMISSION_DENIED/);
    expect(run.code).toBe(1);
  });

  it('classify --source firestore, the write-back refused: one line, exit 1', async () => {
    await seed('demo-stop-classify');
    emulator.setFault((call) => (call.method === 'Commit' ? PERMISSION_DENIED : undefined));
    const args = ['classify', '--source', 'firestore', '--project', 'demo-stop-classify', '--quiet'];
    const run = await tcgStrict(args).finally(() => emulator.setFault(undefined));
    expectNoUnhandled(run);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^tcg: firestore:demo-stop-classify@.* was refused \(7 PERMISSION_DENIED/);
    expect(run.code).toBe(1);
  });

  const deckA = 'StopAa-abcdef-ghijkl';
  const deckB = 'StopBb-abcdef-ghijkl';
  const official = { TCG_OFFICIAL_DECK_URL: '', TCG_OFFICIAL_EVENTS_URL: '', TCG_OFFICIAL_DELAY_MS: '0' };

  it('jobs run, one job refused while the other is being retried: one line, exit 1', async () => {
    fixtures.reset();
    for (const id of [deckA, deckB]) fixtures.decks.set(id, deckPageHtml(id, SURFGO_DECK));
    const connection = openFirestore('demo-stop-jobs');
    try {
      await addDeckJobs(
        { deckIds: [deckA, deckB] },
        { store: new FirestoreIngestStore(connection.db, connection.description) },
      );
    } finally {
      await connection.close();
    }
    // Job B's first read keeps failing (the library retries it); job A's finish is refused.
    emulator.setFault((call) => {
      const documents = (call.request.documents ?? []) as string[];
      if (call.method === 'BatchGetDocuments' && documents.some((name) => name.endsWith(`/decks/${deckB}`)))
        return UNAVAILABLE;
      if (call.method === 'Commit' && writesOf(call).includes(`decks/${deckA}`)) return PERMISSION_DENIED;
      return undefined;
    });
    const env = { ...official, TCG_OFFICIAL_DECK_URL: fixtures.origin };
    const args = [
      'jobs',
      'run',
      '--source',
      'firestore',
      '--project',
      'demo-stop-jobs',
      '--concurrency',
      '2',
    ];
    const run = await tcgStrict([...args, '--quiet'], { env }).finally(() => emulator.setFault(undefined));
    expectNoUnhandled(run);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^tcg: firestore:demo-stop-jobs@.* was refused \(7 PERMISSION_DENIED/);
    expect(run.code).toBe(1);
  });

  it('events sync, one event refused while the other is being retried: one line, exit 1', async () => {
    fixtures.reset();
    fixtures.events = [
      fixtureEvent(991, '2026-04-10', { results: [resultRow(1, deckA)] }),
      fixtureEvent(992, '2026-04-11', { results: [resultRow(1, deckB)] }),
    ];
    // Event 992's deck lookup fails twice (the library retries it); event 991's write is refused.
    let lookupsOfB = 0;
    emulator.setFault((call) => {
      const documents = (call.request.documents ?? []) as string[];
      if (call.method === 'BatchGetDocuments' && documents.some((name) => name.endsWith(`/decks/${deckB}`)))
        return ++lookupsOfB <= 2 ? UNAVAILABLE : undefined;
      if (call.method === 'Commit' && writesOf(call).includes('events/991')) return PERMISSION_DENIED;
      return undefined;
    });
    const env = { ...official, TCG_OFFICIAL_EVENTS_URL: fixtures.origin };
    const args = ['events', 'sync', '--source', 'firestore', '--project', 'demo-stop-events'];
    const run = await tcgStrict([...args, '--quiet'], { env }).finally(() => emulator.setFault(undefined));
    expectNoUnhandled(run);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^tcg: firestore:demo-stop-events@.* was refused \(7 PERMISSION_DENIED/);
    expect(run.code).toBe(1);
  });
});

describe('a publish with Firestore down', () => {
  // The server stops after the first batch: the calls in flight never get an answer. The publish
  // gives up within its retry time with one line, and the process ends right after that line
  // (it lingered 568 s, held by the calls the library still retried). The timeout is a hang guard.
  it('aggregate --target firestore: retries told, one final line, exit 1, and the process ends', async () => {
    let commits = 0;
    emulator.setFault((call) => {
      if (call.method === 'Commit' && ++commits === 2) setImmediate(() => emulator.stop());
      return undefined;
    });
    const args = [
      'aggregate',
      '--data',
      sampleDir,
      '--target',
      'firestore',
      '--project',
      'demo-down-publish',
    ];
    // One attempt may take 5 s (TCG_FIRESTORE_TIMEOUT_MS), not 60: the calls in flight when the
    // server stopped time out sooner, and the retries follow as they would.
    const run = await tcgStrict([...args, '--quiet'], { env: { TCG_FIRESTORE_TIMEOUT_MS: '5000' } }).finally(
      async () => {
        emulator.setFault(undefined);
        await emulator.restart();
      },
    );
    expectNoUnhandled(run);
    const lines = run.stderr.trim().split('\n');
    expect(lines.at(-1)).toMatch(
      /^tcg: firestore:demo-down-publish@[\d.:]+: committing a batch of \d+ writes failed after \d+ attempts over \d+ s \(.*\); check that Firestore is reachable and rerun$/,
    );
    for (const line of lines.slice(0, -1))
      expect(line).toMatch(/^tcg: firestore:demo-down-publish@.*; retry \d+ of \d+ in [\d.]+ s$/);
    expect(run.code).toBe(1);
  }, 400_000);
});
