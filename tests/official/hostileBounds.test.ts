// The bounds on official-site answers hold for the real CLI. `tcg jobs run`
// and `tcg events sync` run as a user runs them (`node bin/tcg.js` in a child process) against a
// hostile server on 127.0.0.1: a 100 MB deck page and a gzip bomb end the job with the format
// error line while the child's peak memory (its maximum resident set, from the kernel) stays
// under 600 MB; a results answer claiming 10^12 results ends. Each test's timeout (90 s) is the
// time bound: a hang or an endless pagination breaks it.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RESULT_PAGES, RESULTS_PER_PAGE } from '../../data/official/eventApi.ts';
import { repoRoot } from '../helpers/runTcg.ts';
import { makeSnapshot, readJsonl, removeDir, tempDir } from '../helpers/snapshot.ts';
import { listedEvent, resultRow } from './eventFixtures.ts';

const BOUND_MS = 90_000;
const PEAK_LIMIT_KB = 600 * 1024;
const DECK = 'AAAAAA-111111-aaaaaa';
const MB = 1024 * 1024;

type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => void;
let handler: Handler = (_request, response) => response.end('{}');
const requests: string[] = [];
let origin = '';
const server: Server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', origin);
  requests.push(`${url.pathname}${url.search}`);
  response.on('error', () => {});
  handler(request, response, url);
});

/** Zeros, gzipped by a stream so that the test itself never holds the decoded bytes. */
function gzipOfZeros(bytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const gzip = createGzip({ level: 9 });
    const parts: Buffer[] = [];
    gzip.on('data', (part: Buffer) => parts.push(part));
    gzip.on('end', () => resolve(Buffer.concat(parts)));
    gzip.on('error', reject);
    const chunk = Buffer.alloc(MB);
    let written = 0;
    const more = () => {
      while (written < bytes) {
        written += chunk.length;
        if (!gzip.write(chunk)) {
          gzip.once('drain', more);
          return;
        }
      }
      gzip.end();
    };
    more();
  });
}

/** Streams `bytes` bytes of HTML in 64 KB chunks, without a declared length. */
function streamBytes(response: ServerResponse, bytes: number): void {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  const more = () => {
    while (sent < bytes && !response.destroyed) {
      sent += chunk.length;
      if (!response.write(chunk)) {
        response.once('drain', more);
        return;
      }
    }
    response.end();
  };
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  more();
}

interface MeasuredRun {
  code: number;
  stdout: string;
  stderr: string;
  /** The child's peak resident memory in KB, as the kernel counted it (getrusage ru_maxrss). */
  peakKb: number;
}

const TIME = '/usr/bin/time';

/**
 * Runs `node bin/tcg.js ...args` and measures its peak memory: through GNU time when the machine
 * has it, else through a `--import` hook that writes `process.resourceUsage().maxRSS` at exit.
 */
async function measuredTcg(args: string[]): Promise<MeasuredRun> {
  const report = path.join(await tempDir('tcg-rss-'), 'peak');
  const cli = path.join(repoRoot, 'bin/tcg.js');
  const withTime = existsSync(TIME);
  const hook = `data:text/javascript,${encodeURIComponent(
    `import{writeFileSync}from'node:fs';process.on('exit',()=>writeFileSync(${JSON.stringify(report)},String(process.resourceUsage().maxRSS)));`,
  )}`;
  const [file, argv] = withTime
    ? [TIME, ['-f', '%M', '-o', report, process.execPath, cli, ...args]]
    : [process.execPath, ['--import', hook, cli, ...args]];
  const env = {
    ...process.env,
    TCG_OFFICIAL_DECK_URL: origin,
    TCG_OFFICIAL_EVENTS_URL: origin,
    TCG_OFFICIAL_DELAY_MS: '0',
  };
  const run = await new Promise<Omit<MeasuredRun, 'peakKb'>>((resolve) => {
    execFile(file, argv, { cwd: repoRoot, env, encoding: 'utf8' }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
  const peakKb = Number((await readFile(report, 'utf8')).trim().split('\n').at(-1));
  await removeDir(path.dirname(report));
  return { ...run, peakKb };
}

let dir: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(async () => {
  requests.length = 0;
  await removeDir(dir);
});

/** A snapshot with one queued deck job, queued by the CLI itself. */
async function snapshotWithOneJob(): Promise<string> {
  dir = await makeSnapshot({ decks: [], events: [], deck_jobs: [] });
  const added = await measuredTcg(['jobs', 'add', DECK, '--data', dir]);
  expect(added.code).toBe(0);
  return dir;
}

/** The job fails once as a format error (not retried): its one line names the deck and the limit. */
function expectFormatFailure(run: MeasuredRun): void {
  expect(run.code).toBe(0);
  expect(run.stdout.trim()).toBe('jobs run: 1 leased, 0 decks fetched, 0 to retry later, 1 failed');
  expect(run.stderr).toContain(
    `  failed: deck ${DECK}: ${origin}/deck/result.html/deckID/${DECK} answered more than 5 MB (the limit of an official answer); not a page this tool reads\n`,
  );
}

const peaks: Record<string, number> = {};
afterAll(() => {
  for (const [name, kb] of Object.entries(peaks))
    console.log(`peak memory, ${name}: ${Math.round(kb / 1024)} MB`);
});

describe('tcg jobs run on a hostile deck page', () => {
  it(
    'a 100 MB deck page streamed without a length: the format error line, peak memory under 600 MB',
    async () => {
      await snapshotWithOneJob();
      handler = (_request, response) => streamBytes(response, 100 * MB);
      const run = await measuredTcg(['jobs', 'run', '--data', dir]);
      peaks['jobs run, 100 MB deck page'] = run.peakKb;
      expectFormatFailure(run);
      expect(run.peakKb).toBeGreaterThan(0);
      expect(run.peakKb).toBeLessThan(PEAK_LIMIT_KB);
      expect(requests.filter((r) => r.startsWith('/deck/'))).toHaveLength(1);
      expect(await readJsonl(path.join(dir, 'decks.jsonl'))).toEqual([]);
      expect((await readJsonl(path.join(dir, 'deck_jobs.jsonl')))[0]).toMatchObject({
        id: DECK,
        status: 'error',
      });
    },
    BOUND_MS,
  );

  it(
    'a gzip bomb (a few hundred KB inflating to 500 MB): the format error line, peak memory under 600 MB',
    async () => {
      await snapshotWithOneJob();
      const bomb = await gzipOfZeros(500 * MB);
      expect(bomb.length).toBeLessThan(MB);
      handler = (_request, response) => {
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-encoding': 'gzip',
          'content-length': String(bomb.length),
        });
        response.end(bomb);
      };
      const run = await measuredTcg(['jobs', 'run', '--data', dir]);
      peaks['jobs run, gzip bomb (500 MB decoded)'] = run.peakKb;
      expectFormatFailure(run);
      expect(run.peakKb).toBeGreaterThan(0);
      expect(run.peakKb).toBeLessThan(PEAK_LIMIT_KB);
      expect(requests.filter((r) => r.startsWith('/deck/'))).toHaveLength(1);
    },
    BOUND_MS,
  );
});

/** A full page of results for this offset, distinct per offset. */
function resultsFrom(offset: number) {
  return Array.from({ length: RESULTS_PER_PAGE }, (_, i) => resultRow(offset + i + 1, null));
}

describe('tcg events sync on results claiming 10^12', () => {
  function serveEvent(results: (offset: number) => unknown) {
    handler = (_request, response, url) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      if (url.pathname === '/event_search') {
        response.end(JSON.stringify({ eventCount: 1, event: [listedEvent(900_001, '2026-04-05')] }));
      } else {
        response.end(
          JSON.stringify({ count: 10 ** 12, results: results(Number(url.searchParams.get('offset'))) }),
        );
      }
    };
  }

  it(
    'distinct pages forever: the event ends after MAX_RESULT_PAGES pages',
    async () => {
      dir = await makeSnapshot({ decks: [], events: [], deck_jobs: [] });
      serveEvent(resultsFrom);
      const run = await measuredTcg(['events', 'sync', '--data', dir]);
      peaks['events sync, 10^12 results'] = run.peakKb;
      expect(run.code).toBe(1);
      expect(run.stderr.trim()).toBe(
        `tcg: event 900001 results: more than ${MAX_RESULT_PAGES} pages (${MAX_RESULT_PAGES * RESULTS_PER_PAGE} results) and the answer says there are more; not read further`,
      );
      expect(await readJsonl(path.join(dir, 'events.jsonl'))).toEqual([]);
      expect(requests.filter((r) => r.startsWith('/event_result_detail_search'))).toHaveLength(
        MAX_RESULT_PAGES,
      );
    },
    BOUND_MS,
  );

  it(
    'the same page again and again: it ends at the repeat',
    async () => {
      dir = await makeSnapshot({ decks: [], events: [], deck_jobs: [] });
      serveEvent(() => resultsFrom(0));
      const run = await measuredTcg(['events', 'sync', '--data', dir]);
      peaks['events sync, a repeating page'] = run.peakKb;
      expect(run.code).toBe(0);
      expect(run.stdout.trim()).toBe(
        'events sync: fetched 1 (offset 0, limit 50), created 1, skipped 0; 0 deck jobs queued',
      );
      expect(requests.filter((r) => r.startsWith('/event_result_detail_search'))).toHaveLength(2);
      expect((await readJsonl(path.join(dir, 'events.jsonl'))).map((event) => event.id)).toEqual(['900001']);
    },
    BOUND_MS,
  );
});
