// A stand-in for the official sites on 127.0.0.1: deck result pages and the event API in their
// recorded formats (real captured answers, and fixtures written by this project in their shapes),
// with faults on demand: scripted status answers (429, 503 with Retry-After), a page that never
// answers, stopping mid-run, and Cloudflare's browser check on every event API request.
// event_search filters and orders as the real one is asked to: `result_resist=1` (events with
// results), `event_type[]`, `order=4` (newest first), `offset` and `limit` (default 20).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An event as event_search lists it, plus its result answer (event_result_detail_search). */
export interface FixtureEvent {
  event: Record<string, unknown>;
  /** The result rows; undefined: the results endpoint answers 404 (and result_resist hides it). */
  results?: Record<string, unknown>[];
  /** The `event` object of the result answer. */
  answerEvent?: Record<string, unknown>;
  /** Its `event_type[]` kind (default: eventAttrId:eventTypeId of answerEvent, else 3:2). */
  type?: string;
}

/** Cloudflare's challenge page, as it answers a client that is not a browser. */
export const CHALLENGE_PAGE =
  '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title></head><body><noscript>Enable JavaScript and cookies to continue</noscript></body></html>';

/**
 * Cloudflare's block page (a 403 without `cf-mitigated`), as its firewall answers a refused client:
 * the title, the "Sorry, you have been blocked" heading and the Ray ID, shortened.
 */
export const BLOCK_PAGE =
  '<!DOCTYPE html><html lang="en-US"><head><title>Attention Required! | Cloudflare</title></head><body><div id="cf-wrapper"><div id="cf-error-details"><h1 data-translate="block_headline">Sorry, you have been blocked</h1><h2><span data-translate="unable_to_access">You are unable to access</span> players.pokemon-card.com</h2><span>Cloudflare Ray ID: <strong>8f1e2d3c4b5a6978</strong></span></div></div></body></html>';

/** The event kind `event_type[]` selects an event by. */
export function fixtureEventType(entry: FixtureEvent): string {
  if (entry.type) return entry.type;
  const attr = entry.answerEvent?.eventAttrId;
  const type = entry.answerEvent?.eventTypeId;
  return attr != null && type != null ? `${attr}:${type}` : '3:2';
}

/** A deck page: its HTML (200), or a status and body. */
export type DeckPageAnswer = string | { status: number; body: string };

/** A scripted answer: a status (and body, headers), or `hang` to never answer. */
export type Fault = { status: number; body?: string; headers?: Record<string, string> } | 'hang';

export class FixtureServer {
  /** Deck pages by deck ID, on result.html and confirm.html: HTML, or a status and body. */
  readonly decks = new Map<string, DeckPageAnswer>();
  /** What result.html answers instead of `decks` (e.g. 404 for a deck only confirm.html shows). */
  readonly resultPages = new Map<string, DeckPageAnswer>();
  events: FixtureEvent[] = [];
  /** Scripted answers by path prefix, used (and removed) first come first served. */
  private readonly faults: { prefix: string; fault: Fault }[] = [];
  /** Every request: path and query, in order. */
  readonly requests: string[] = [];
  /** Deck pages answered with 200, by deck ID. */
  readonly deckPagesServed = new Map<string, number>();
  /** After this many answered event-API requests, the server stops answering (connections reset). */
  stopEventsAfter: number | undefined;
  /**
   * Every event API request gets Cloudflare's browser check: 403 with `cf-mitigated: challenge`
   * and the "Just a moment" page (`header`), or the page alone (`page`).
   */
  challengeEvents: 'header' | 'page' | undefined;
  private eventRequests = 0;
  private readonly hanging = new Set<ServerResponse>();
  private readonly server: Server;
  origin = '';

  constructor() {
    this.server = createServer((request, response) => this.handle(request, response));
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** The environment that points `tcg` at this server for both official sites, without delays. */
  officialEnv(): Record<string, string> {
    return {
      TCG_OFFICIAL_DECK_URL: this.origin,
      TCG_OFFICIAL_EVENTS_URL: this.origin,
      TCG_OFFICIAL_DELAY_MS: '0',
    };
  }

  async close(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Forgets fixtures, scripted faults and the request log (between tests). */
  reset(): void {
    this.decks.clear();
    this.resultPages.clear();
    this.events = [];
    this.faults.length = 0;
    this.requests.length = 0;
    this.deckPagesServed.clear();
    this.stopEventsAfter = undefined;
    this.challengeEvents = undefined;
    this.eventRequests = 0;
  }

  /** Queues answers for the next requests whose path starts with `prefix`. */
  fail(prefix: string, ...faults: Fault[]): void {
    for (const fault of faults) this.faults.push({ prefix, fault });
  }

  /** How many requests went to paths starting with `prefix`. */
  count(prefix: string): number {
    return this.requests.filter((path) => path.startsWith(prefix)).length;
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://fixture');
    const target = `${url.pathname}${url.search}`;
    this.requests.push(target);
    const faultIndex = this.faults.findIndex(({ prefix }) => target.startsWith(prefix));
    if (faultIndex !== -1) {
      const { fault } = this.faults.splice(faultIndex, 1)[0]!;
      if (fault === 'hang') {
        this.hanging.add(response);
        return;
      }
      response.writeHead(fault.status, { 'content-type': 'text/plain', ...fault.headers });
      response.end(fault.body ?? `status ${fault.status}`);
      return;
    }
    const isEventApi = url.pathname === '/event_search' || url.pathname === '/event_result_detail_search';
    if (isEventApi && this.stopEventsAfter !== undefined && this.eventRequests >= this.stopEventsAfter) {
      request.socket.destroy();
      return;
    }
    if (isEventApi && this.challengeEvents !== undefined) {
      const headers: Record<string, string> = {
        'content-type': 'text/html; charset=UTF-8',
        server: 'cloudflare',
      };
      if (this.challengeEvents === 'header') headers['cf-mitigated'] = 'challenge';
      response.writeHead(403, headers);
      response.end(CHALLENGE_PAGE);
      return;
    }
    if (isEventApi) this.eventRequests++;
    const deck = /^\/deck\/(result|confirm)\.html\/deckID\/([^/]+)\/?$/.exec(url.pathname);
    if (deck) this.deckPage(deck[1]!, decodeURIComponent(deck[2]!), response);
    else if (url.pathname === '/event_search') this.eventSearch(url.searchParams, response);
    else if (url.pathname === '/event_result_detail_search') this.eventResults(url.searchParams, response);
    else this.send(response, 404, 'text/html', '<html><body>404 Not Found</body></html>');
  }

  private send(response: ServerResponse, status: number, type: string, body: string): void {
    response.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
    response.end(body);
  }

  private deckPage(kind: string, id: string, response: ServerResponse): void {
    const page = (kind === 'result' ? this.resultPages.get(id) : undefined) ?? this.decks.get(id);
    if (page === undefined) {
      this.send(response, 404, 'text/html', '<html><body>404</body></html>');
      return;
    }
    if (typeof page !== 'string') {
      this.send(response, page.status, 'text/html', page.body);
      return;
    }
    this.deckPagesServed.set(id, (this.deckPagesServed.get(id) ?? 0) + 1);
    this.send(response, 200, 'text/html', page);
  }

  private eventSearch(params: URLSearchParams, response: ServerResponse): void {
    const from = params.get('start_date')?.replaceAll('/', '') ?? '';
    const to = params.get('end_date')?.replaceAll('/', '') ?? '';
    const types = params.getAll('event_type[]');
    const withResults = params.get('result_resist') === '1';
    const within = this.events.filter((entry) => {
      const date = String(entry.event.event_date_params);
      return (
        (from === '' || date >= from) &&
        (to === '' || date <= to) &&
        (!withResults || entry.results !== undefined) &&
        (types.length === 0 || types.includes(fixtureEventType(entry)))
      );
    });
    if (params.get('order') === '4') {
      const key = (entry: FixtureEvent) => String(entry.event.event_date_params);
      within.sort(
        (a, b) =>
          key(b).localeCompare(key(a)) || Number(b.event.event_holding_id) - Number(a.event.event_holding_id),
      );
    }
    const offset = Number(params.get('offset') ?? 0);
    const limit = Number(params.get('limit') ?? 20);
    const page = within.slice(offset, offset + limit).map(({ event }) => event);
    this.send(
      response,
      200,
      'application/json',
      JSON.stringify({ code: 200, event: page, eventCount: within.length }),
    );
  }

  private eventResults(params: URLSearchParams, response: ServerResponse): void {
    const id = params.get('event_holding_id');
    const entry = this.events.find(({ event }) => String(event.event_holding_id) === id);
    if (!entry?.results) {
      this.send(response, 404, 'application/json', JSON.stringify({ code: 404, message: 'not found' }));
      return;
    }
    const offset = Number(params.get('offset') ?? 0);
    const perPage = Number(params.get('per_page') ?? 100);
    const results = entry.results.slice(offset, offset + perPage);
    const answer = {
      code: 200,
      count: entry.results.length,
      ...(entry.answerEvent ? { event: entry.answerEvent } : {}),
      results,
    };
    this.send(response, 200, 'application/json', JSON.stringify(answer));
  }
}

export async function startFixtureServer(): Promise<FixtureServer> {
  return new FixtureServer().start();
}
