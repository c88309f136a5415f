// Official-site answers are bounded. A misbehaving site on 127.0.0.1 (a small
// server of this test, answering whatever each case scripts): a body past the limit, declared or
// streamed, and a gzip bomb fail the attempt as a format error without a retry; redirects are
// followed on the same origin only; result pagination ends (a page cap, a repeated page); and
// `--limit` caps the events taken from a list page that ignores it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchEventPage,
  fetchEventResults,
  MAX_RESULT_PAGES,
  RESULTS_PER_PAGE,
} from '../../data/official/eventApi.ts';
import { OfficialSiteError } from '../../data/official/officialError.ts';
import { MAX_BODY_BYTES, PoliteClient } from '../../data/official/politeClient.ts';
import { listedEvent, resultRow } from './eventFixtures.ts';

type Handler = (request: IncomingMessage, response: ServerResponse, url: URL) => void;

/** A local server whose every answer is the current handler's; it logs each request path. */
class HostileServer {
  handler: Handler = (_request, response) => response.end('{}');
  readonly requests: string[] = [];
  origin = '';
  private readonly server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', this.origin);
    this.requests.push(`${url.pathname}${url.search}`);
    this.handler(request, response, url);
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

let site: HostileServer;
let elsewhere: HostileServer;
beforeAll(async () => {
  site = await new HostileServer().start();
  elsewhere = await new HostileServer().start();
});
afterAll(async () => {
  await site.close();
  await elsewhere.close();
});
afterEach(() => {
  site.requests.length = 0;
  elsewhere.requests.length = 0;
});

/** A client that does not wait between requests, with retries left to spend. */
const client = () => new PoliteClient({ minDelayMs: 0, baseDelayMs: 5, timeoutMs: 20_000, retries: 3 });

async function failureOf(promise: Promise<unknown>): Promise<OfficialSiteError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OfficialSiteError);
  return error as OfficialSiteError;
}

/** Streams `bytes` bytes of HTML in 64 KB chunks, without a declared length, while the client reads. */
function streamBytes(response: ServerResponse, bytes: number): void {
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  const more = () => {
    while (sent < bytes) {
      sent += chunk.length;
      if (!response.write(chunk)) {
        response.once('drain', more);
        return;
      }
    }
    response.end();
  };
  response.on('error', () => {});
  response.writeHead(200, { 'content-type': 'text/html' });
  more();
}

describe('answer bodies are bounded (MAX_BODY_BYTES, decoded)', () => {
  it('a 100 MB page streamed without a length fails as a format error, asked once', async () => {
    site.handler = (_request, response) => streamBytes(response, 100 * 1024 * 1024);
    const error = await failureOf(client().get(`${site.origin}/deck/result.html`, 'deck X'));
    expect(error.failure).toBe('format');
    expect(error.transient).toBe(false);
    expect(error.message).toBe(
      `deck X: ${site.origin}/deck/result.html answered more than 5 MB (the limit of an official answer); not a page this tool reads`,
    );
    expect(site.requests).toHaveLength(1);
  });

  it('a declared length over the limit is refused before the body is read', async () => {
    site.handler = (_request, response) => {
      response.on('error', () => {});
      response.writeHead(200, { 'content-length': String(100 * 1024 * 1024) });
      response.write('a'.repeat(1024));
    };
    const error = await failureOf(client().get(`${site.origin}/big`, 'deck Y'));
    expect(error.failure).toBe('format');
    expect(site.requests).toHaveLength(1);
  });

  it('a gzip bomb (20 KB that inflates to 20 MB) fails the same way', async () => {
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(MAX_BODY_BYTES);
    site.handler = (_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'content-length': String(bomb.length),
      });
      response.end(bomb);
    };
    const error = await failureOf(client().get(`${site.origin}/event_search`, 'event_search'));
    expect(error.failure).toBe('format');
    expect(site.requests).toHaveLength(1);
  });

  it('a body at the limit is read whole', async () => {
    site.handler = (_request, response) => streamBytes(response, MAX_BODY_BYTES - 64 * 1024);
    const answer = await client().get(`${site.origin}/ok`, 'deck Z');
    expect(answer.body).toHaveLength(MAX_BODY_BYTES - 64 * 1024);
  });
});

describe('redirects', () => {
  it('are followed on the same origin', async () => {
    site.handler = (_request, response, url) => {
      if (url.pathname === '/old') response.writeHead(302, { location: '/new' }).end();
      else response.end('here');
    };
    const answer = await client().get(`${site.origin}/old`, 'deck A');
    expect(answer).toEqual({ status: 200, body: 'here', url: `${site.origin}/new` });
    expect(site.requests).toEqual(['/old', '/new']);
  });

  it('to another origin are not followed: one line naming both, no retry', async () => {
    site.handler = (_request, response) =>
      response.writeHead(301, { location: `${elsewhere.origin}/x` }).end();
    const error = await failureOf(client().get(`${site.origin}/away`, 'deck B'));
    expect(error.message).toBe(
      `deck B: ${site.origin}/away redirects to another site (${elsewhere.origin}); not followed, check the official site's address`,
    );
    expect(site.requests).toEqual(['/away']);
    expect(elsewhere.requests).toEqual([]);
  });

  it('in a loop end after a few hops', async () => {
    site.handler = (_request, response) => response.writeHead(302, { location: '/loop' }).end();
    const error = await failureOf(client().get(`${site.origin}/loop`, 'deck C'));
    expect(error.message).toMatch(/redirects more than \d+ times/);
    expect(site.requests.length).toBeLessThan(10);
  });
});

/** A full page of results for this offset, distinct per offset (rank = offset + i + 1). */
function resultsFrom(offset: number) {
  return Array.from({ length: RESULTS_PER_PAGE }, (_, i) => resultRow(offset + i + 1, null));
}

describe('result pagination ends', () => {
  it('an answer saying count 10^12 fails the event after MAX_RESULT_PAGES pages', async () => {
    site.handler = (_request, response, url) => {
      const offset = Number(url.searchParams.get('offset'));
      response.end(JSON.stringify({ count: 10 ** 12, results: resultsFrom(offset) }));
    };
    const error = await failureOf(fetchEventResults(client(), site.origin, '900001'));
    expect(error.failure).toBe('format');
    expect(error.message).toBe(
      `event 900001 results: more than ${MAX_RESULT_PAGES} pages (${MAX_RESULT_PAGES * RESULTS_PER_PAGE} results) and the answer says there are more; not read further`,
    );
    expect(site.requests).toHaveLength(MAX_RESULT_PAGES);
  });

  it('a server that ignores the offset: the repeated page ends it, its results counted once', async () => {
    site.handler = (_request, response) =>
      response.end(JSON.stringify({ count: 10 ** 12, results: resultsFrom(0) }));
    const found = await fetchEventResults(client(), site.origin, '900002');
    expect(found.results).toHaveLength(RESULTS_PER_PAGE);
    expect(site.requests).toHaveLength(2);
  });
});

describe('--limit caps the events taken from a list page', () => {
  it('a page of 2,000 events for limit 50 gives 50, in one request (10,000 is over the body limit)', async () => {
    const events = Array.from({ length: 2_000 }, (_, i) => listedEvent(800_000 + i, '2026-04-01'));
    site.handler = (_request, response) =>
      response.end(JSON.stringify({ eventCount: 10 ** 12, event: events }));
    const page = await fetchEventPage(client(), site.origin, { offset: 0, limit: 50 });
    expect(page.events).toHaveLength(50);
    expect(page.events.map((e) => e.event_holding_id)).toEqual(
      events.slice(0, 50).map((e) => String(e.event_holding_id)),
    );
    expect(site.requests).toHaveLength(1);
  });

  it('a list page that repeats while short of the limit ends', async () => {
    const events = Array.from({ length: 10 }, (_, i) => listedEvent(810_000 + i, '2026-04-01'));
    site.handler = (_request, response) =>
      response.end(JSON.stringify({ eventCount: 10 ** 12, event: events }));
    const page = await fetchEventPage(client(), site.origin, { offset: 0, limit: 50 });
    expect(page.events).toHaveLength(10);
    expect(site.requests).toHaveLength(2);
  });
});
