// The ingestion commands as a user runs them (`node bin/tcg.js ...` in a child process) against
// the fixture official sites: JSON output, the spec's messages and exit codes, flag over
// environment. A worker killed in the middle of a job is in cli.slow.test.ts (`npm run test:slow`).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/runTcg.ts';
import { makeSnapshot, readJsonl, removeDir } from '../helpers/snapshot.ts';
import { deckPageHtml, SURFGO_DECK } from './deckFixtures.ts';
import { fixtureEvent, resultRow } from './eventFixtures.ts';
import { BLOCK_PAGE, CHALLENGE_PAGE, type FixtureServer, startFixtureServer } from './fixtureServer.ts';

const D1 = 'AAAAAA-111111-aaaaaa';
const D2 = 'BBBBBB-222222-bbbbbb';
let server: FixtureServer;
let dir: string;

function tcg(
  args: string[],
  extra: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'bin/tcg.js'), ...args],
      { cwd: repoRoot, env: { ...process.env, ...server.officialEnv(), ...extra }, encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  dir = await makeSnapshot({ decks: [], events: [], deck_jobs: [] });
  server.reset();
  server.events = [
    fixtureEvent(900, '2026-04-05', { results: [resultRow(1, D1), resultRow(2, D2)] }),
    fixtureEvent(901, '2026-04-06', { results: [] }),
  ];
});
afterEach(() => removeDir(dir));

describe('tcg events sync', () => {
  it('prints {fetched, created, skipped} as JSON and stores the events and jobs', async () => {
    const run = await tcg(['events', 'sync', '--data', dir, '--json']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      fetched: 2,
      created: 1,
      skipped: 0,
      withoutResults: 1,
      invalid: 0,
      jobsEnqueued: 2,
      offset: 0,
      limit: 50,
    });
    expect((await readJsonl(path.join(dir, 'deck_jobs.jsonl'))).map((job) => job.deckId)).toEqual([D1, D2]);
    const again = await tcg(['events', 'sync', '--data', dir]);
    expect(again.stdout.trim()).toBe(
      'events sync: fetched 2 (offset 0, limit 50), created 0, skipped 1, 1 without results yet (not stored); 0 deck jobs queued',
    );
  });

  it('refuses a limit out of range with the spec message (usage, exit 2)', async () => {
    const run = await tcg(['events', 'sync', '--data', dir, '--limit', '101']);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toBe('tcg: オフセットは0以上、件数は1〜100で指定してください。');
  });

  it('--events-url wins over TCG_OFFICIAL_EVENTS_URL', async () => {
    const run = await tcg(['events', 'sync', '--data', dir, '--json', '--events-url', server.origin], {
      TCG_OFFICIAL_EVENTS_URL: 'http://127.0.0.1:9/nowhere',
    });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).created).toBe(1);
  });

  it('a changed event API format is one clear line and exit 1', async () => {
    server.fail('/event_search', { status: 200, body: '{"code":200,"events":[]}' });
    const run = await tcg(['events', 'sync', '--data', dir]);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(
      /^tcg: event_search \(offset 0, limit 50\): event: .*the event API format may have changed/,
    );
  });
});

describe("tcg events sync and Cloudflare's browser check", () => {
  const challenge = {
    status: 403,
    body: CHALLENGE_PAGE,
    headers: { 'cf-mitigated': 'challenge', 'content-type': 'text/html' },
  };

  it('a challenged event_search is one line naming the check and pointing to tcg events import, exit 1', async () => {
    server.challengeEvents = 'header';
    const run = await tcg(['events', 'sync', '--data', dir]);
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    const host = new URL(server.origin).host;
    expect(lines[0]).toMatch(
      new RegExp(
        `^tcg: event_search \\(offset 0, limit 50\\): ${host} answered HTTP 403 with Cloudflare's browser check \\(cf-mitigated: challenge\\)`,
      ),
    );
    expect(lines[0]).toContain('load them with `tcg events import`');
    expect(run.stdout).toBe('');
    expect(server.count('/event_')).toBe(1);
    expect(await readJsonl(path.join(dir, 'events.jsonl'))).toEqual([]);
  });

  it("Cloudflare's block page (403, no challenge marker) gets the same one line and pointer, exit 1", async () => {
    server.fail('/event_search', {
      status: 403,
      body: BLOCK_PAGE,
      headers: { 'content-type': 'text/html', server: 'cloudflare', 'cf-ray': '8f1e2d3c4b5a6978-NRT' },
    });
    const run = await tcg(['events', 'sync', '--data', dir]);
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^tcg: event_search \(offset 0, limit 50\): \S+ answered HTTP 403 with Cloudflare's browser check \(its block page\)/,
    );
    expect(lines[0]).toContain('load them with `tcg events import`');
    expect(server.count('/event_')).toBe(1);
    expect(await readJsonl(path.join(dir, 'events.jsonl'))).toEqual([]);
  });

  it('a challenge on the results stops the run: at most 3 requests in all', async () => {
    server.events = Array.from({ length: 8 }, (_, i) =>
      fixtureEvent(910 + i, `2026-04-1${i}`, { results: [resultRow(1, null)] }),
    );
    server.fail('/event_result_detail_search', ...Array.from({ length: 8 }, () => challenge));
    const run = await tcg(['events', 'sync', '--data', dir, '--json']);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(
      /^tcg: event 91\d results \(offset 0\): .* answered HTTP 403 with Cloudflare's browser check/,
    );
    expect(server.requests.length).toBeLessThanOrEqual(3);
    expect(server.count('/event_search')).toBe(1);
  });

  it('--event-type chooses the kinds asked for; a malformed list is a usage error', async () => {
    const run = await tcg(['events', 'sync', '--data', dir, '--json', '--event-type', '3:1,3:2']);
    expect(run.code).toBe(0);
    expect(server.requests[0]).toMatch(/&event_type%5B%5D=3%3A1&event_type%5B%5D=3%3A2$/);
    const bad = await tcg(['events', 'sync', '--data', dir, '--event-type', 'シティ']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim()).toBe(
      'tcg: --event-type: "シティ" is not a list of event types; give e.g. 3:1,3:2,3:7',
    );
  });
});

describe('tcg jobs', () => {
  it('add, run and release-stale print their results; a malformed deck ID gets the spec message', async () => {
    const bad = await tcg(['jobs', 'add', 'nope', '--data', dir]);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe('tcg: デッキIDの形式が不正です（例: ABCDEF-GHIJKL-MNOPQR）: "nope"');
    const added = await tcg(['jobs', 'add', D1, D2, '--data', dir, '--json']);
    expect(JSON.parse(added.stdout)).toEqual({ added: [D1, D2], requeued: [], skipped: [] });
    server.decks.set(D1, deckPageHtml(D1, SURFGO_DECK));
    const run = await tcg(['jobs', 'run', '--data', dir, '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ leased: 2, fetched: 1, failed: 1, retried: 0 });
    const text = await tcg(['jobs', 'run', '--data', dir]);
    expect(text.stdout.trim()).toBe('jobs run: 0 leased, 0 decks fetched, 0 to retry later, 0 failed');
    const none = await tcg(['jobs', 'release-stale', '--data', dir]);
    expect(none.stdout.trim()).toBe('jobs release-stale: 条件に一致するジョブはありませんでした。');
    const tooMany = await tcg(['jobs', 'release-stale', '--data', dir, '--limit', '500']);
    expect(tooMany.code).toBe(2);
    expect(tooMany.stderr.trim()).toBe('tcg: 一度に解除する件数は 1〜200 の範囲で指定してください。');
    const tooYoung = await tcg(['jobs', 'release-stale', '--data', dir, '--older-than', '2']);
    expect(tooYoung.stderr.trim()).toBe('tcg: ロック解除対象の分数は 5〜1440 の範囲で指定してください。');
  });
});
