// Through the real CLI and a stand-in official site: SIGTERM stops `tcg jobs run`
// and `tcg events sync` the way Ctrl-C does (the jobs in hand finished, what was fetched kept,
// nothing left locked), and a second signal, which ends the process at once, says truthfully
// what it leaves instead of "the output is as before".
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot, runTcg } from './helpers/runTcg.ts';
import { makeSnapshot, readJsonl, removeDir } from './helpers/snapshot.ts';
import { deckPageHtml, SURFGO_DECK } from './official/deckFixtures.ts';
import { fixtureEvent, resultRow } from './official/eventFixtures.ts';
import { type FixtureServer, startFixtureServer } from './official/fixtureServer.ts';

const DECKS = [
  'AAAAAA-111111-aaaaaa',
  'BBBBBB-222222-bbbbbb',
  'CCCCCC-333333-cccccc',
  'DDDDDD-444444-dddddd',
];
let server: FixtureServer;
let dir: string;

/** One request a second and a half apart per host: a run is still busy when it is stopped. */
function env(extra: Record<string, string> = {}): Record<string, string> {
  return {
    TCG_OFFICIAL_DECK_URL: server.origin,
    TCG_OFFICIAL_EVENTS_URL: server.origin,
    TCG_OFFICIAL_DELAY_MS: '1500',
    ...extra,
  };
}

/** Starts tcg; resolves with its exit once `signals` were sent, each when `ready(n)` holds. */
function stopWhen(
  args: string[],
  ready: () => boolean,
  signals: NodeJS.Signals[],
  extraEnv: Record<string, string> = {},
) {
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'bin/tcg.js'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env(extraEnv) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (text: string) => {
    stdout += text;
  });
  child.stderr!.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  let sent = 0;
  const poll = setInterval(() => {
    if (sent === 0 && ready()) {
      child.kill(signals[sent++]);
    } else if (sent > 0 && sent < signals.length && stderr.includes('stopping after the work in flight')) {
      child.kill(signals[sent++]);
    }
  }, 20);
  return new Promise<{ code: number | null; sent: number; stdout: string; stderr: string }>((resolve) => {
    child.on('close', (code) => {
      clearInterval(poll);
      resolve({ code, sent, stdout, stderr });
    });
  });
}

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  dir = await makeSnapshot({ decks: [], events: [], deck_jobs: [] });
  server.reset();
});
afterEach(() => removeDir(dir));

describe('tcg jobs run stopped by SIGTERM', { timeout: 120_000 }, () => {
  it('finishes the jobs in hand, keeps the decks fetched, leaves no job locked, and exits 0', async () => {
    for (const id of DECKS) server.decks.set(id, deckPageHtml(id, SURFGO_DECK));
    expect((await runTcg(['jobs', 'add', ...DECKS, '--data', dir])).code).toBe(0);
    const run = await stopWhen(
      ['jobs', 'run', '--data', dir, '--concurrency', '1', '--json'],
      () => server.deckPagesServed.size > 0,
      ['SIGTERM'],
    );
    expect(run.sent).toBe(1);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('tcg: SIGTERM: stopping after the work in flight');
    expect(run.stderr).not.toContain('the output is as before');
    const result = JSON.parse(run.stdout) as { leased: number; fetched: number };
    expect(result.fetched).toBeGreaterThan(0);
    expect(result.fetched).toBeLessThan(DECKS.length); // it stopped before the end
    const jobs = await readJsonl(path.join(dir, 'deck_jobs.jsonl'));
    const decks = await readJsonl(path.join(dir, 'decks.jsonl'));
    expect(jobs.filter((job) => job.status === 'in_progress')).toEqual([]);
    const done = jobs.filter((job) => job.status === 'done').map((job) => job.id);
    expect(done).toHaveLength(result.fetched);
    expect(decks.map((deck) => deck.id).sort()).toEqual([...done].sort());
    // The rest is still queued: a rerun fetches it.
    const rerun = await runTcg(['jobs', 'run', '--data', dir, '--json'], env({ TCG_OFFICIAL_DELAY_MS: '0' }));
    expect(JSON.parse(rerun.stdout)).toMatchObject({ fetched: DECKS.length - result.fetched });
  });

  it('a second SIGTERM ends it at once (143) and says the job in hand stays locked, not "as before"', async () => {
    server.decks.set(DECKS[0]!, deckPageHtml(DECKS[0]!, SURFGO_DECK));
    expect((await runTcg(['jobs', 'add', DECKS[0]!, '--data', dir])).code).toBe(0);
    server.fail('/deck/', 'hang');
    const run = await stopWhen(
      ['jobs', 'run', '--data', dir],
      () => server.count('/deck/') > 0,
      ['SIGTERM', 'SIGTERM'],
      { TCG_OFFICIAL_TIMEOUT_MS: '600000' },
    );
    expect(run.sent).toBe(2);
    expect(run.code, run.stderr).toBe(143);
    expect(run.stderr).toMatch(
      /tcg: stopped \(SIGTERM\); temporary files removed, the decks saved before the stop are kept .*the jobs in hand stay locked until `tcg jobs release-stale`/,
    );
    expect(run.stderr).not.toContain('the output is as before');
    expect((await readJsonl(path.join(dir, 'deck_jobs.jsonl')))[0]).toMatchObject({ status: 'in_progress' });
  });
});

describe('tcg events sync stopped by SIGTERM', { timeout: 120_000 }, () => {
  it('keeps the events stored before the stop, exits 0, and a rerun creates the rest', async () => {
    server.events = DECKS.map((deckId, i) =>
      fixtureEvent(900 + i, `2026-04-0${i + 1}`, { results: [resultRow(1, deckId)] }),
    );
    const run = await stopWhen(
      ['events', 'sync', '--data', dir, '--concurrency', '1', '--json'],
      () => server.count('/event_result_detail_search') > 0,
      ['SIGTERM'],
    );
    expect(run.sent).toBe(1);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('tcg: SIGTERM: stopping after the work in flight');
    const result = JSON.parse(run.stdout) as { created: number };
    expect(result.created).toBeLessThan(DECKS.length);
    const stored = await readJsonl(path.join(dir, 'events.jsonl'));
    expect(stored).toHaveLength(result.created);
    const rerun = await runTcg(
      ['events', 'sync', '--data', dir, '--json'],
      env({ TCG_OFFICIAL_DELAY_MS: '0' }),
    );
    expect(JSON.parse(rerun.stdout)).toMatchObject({ created: DECKS.length - result.created });
  });
});
