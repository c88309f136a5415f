// The fault case of the ingestion commands (cli.test.ts holds the rest): a worker killed in the
// middle of a job, which release-stale and a rerun finish exactly once. A slow suite
// (`npm run test:slow`): it starts `tcg` six times and waits out a hanging deck page and a kill.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot, runTcg } from '../helpers/runTcg.ts';
import { makeSnapshot, readJsonl, removeDir } from '../helpers/snapshot.ts';
import { deckPageHtml, SURFGO_DECK } from './deckFixtures.ts';
import { type FixtureServer, startFixtureServer } from './fixtureServer.ts';

const D1 = 'AAAAAA-111111-aaaaaa';
let server: FixtureServer;
let dir: string;

const tcg = (args: string[]) => runTcg(args, server.officialEnv());

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  dir = await makeSnapshot({ decks: [], events: [], deck_jobs: [] });
  server.reset();
});
afterEach(() => removeDir(dir));

describe('tcg jobs', () => {
  it('a worker killed in the middle of a job: release-stale frees it and a rerun does it exactly once', async () => {
    await tcg(['jobs', 'add', D1, '--data', dir]);
    server.decks.set(D1, deckPageHtml(D1, SURFGO_DECK));
    server.fail('/deck/', 'hang');
    const worker: ChildProcess = spawn(
      process.execPath,
      [path.join(repoRoot, 'bin/tcg.js'), 'jobs', 'run', '--data', dir],
      {
        cwd: repoRoot,
        env: { ...process.env, ...server.officialEnv(), TCG_OFFICIAL_TIMEOUT_MS: '600000' },
        stdio: 'ignore',
      },
    );
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    // Wait until the worker holds the job and waits for the deck page, then kill it.
    for (let waited = 0; server.count('/deck/') === 0; waited += 50) {
      if (waited > 30_000) throw new Error('the worker never asked for the deck page');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    worker.kill('SIGKILL');
    await exited;
    const held = (await readJsonl(path.join(dir, 'deck_jobs.jsonl')))[0]!;
    expect(held).toMatchObject({ id: D1, status: 'in_progress' });
    expect(held.lockedBy).toEqual(expect.any(String));
    expect(await readJsonl(path.join(dir, 'decks.jsonl'))).toEqual([]);

    // A rerun before the release does nothing: the job is still locked.
    expect(JSON.parse((await tcg(['jobs', 'run', '--data', dir, '--json'])).stdout).leased).toBe(0);
    const later = new Date(Date.parse(held.lockedAt as string) + 10 * 60_000).toISOString();
    const released = await tcg([
      'jobs',
      'release-stale',
      '--data',
      dir,
      '--older-than',
      '5',
      '--as-of',
      later,
      '--json',
    ]);
    expect(JSON.parse(released.stdout)).toEqual({ ok: true, released: 1, jobIds: [D1] });
    const rerun = await tcg(['jobs', 'run', '--data', dir, '--json']);
    expect(JSON.parse(rerun.stdout)).toMatchObject({ leased: 1, fetched: 1 });
    expect((await readJsonl(path.join(dir, 'decks.jsonl'))).map((deck) => deck.id)).toEqual([D1]);
    expect((await readJsonl(path.join(dir, 'deck_jobs.jsonl')))[0]).toMatchObject({
      status: 'done',
      attempts: 1,
    });
    expect(server.deckPagesServed.get(D1)).toBe(1);
    expect(JSON.parse((await tcg(['jobs', 'run', '--data', dir, '--json'])).stdout).leased).toBe(0);
  });
});
