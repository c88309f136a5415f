// The official event API (DESIGN.md "Official sites"): `event_search` lists finished events that
// have results, newest first, a page at a time; `event_result_detail_search` gives one event's
// results and its `event` object (404: none yet). Answers are checked with the shapes of
// eventAnswers.ts; a changed format is an OfficialSiteError naming the request and the field.
import {
  EventSearchSchema,
  type OfficialEvent,
  type OfficialResult,
  parseAnswer,
  type ResultAnswerEvent,
  ResultAnswerSchema,
} from './eventAnswers.ts';
import { DEFAULT_EVENT_TYPES } from './eventTypes.ts';
import { isBrowserCheck, OfficialSiteError } from './officialError.ts';
import type { PoliteClient, PoliteResponse } from './politeClient.ts';

export type { OfficialEvent, OfficialResult, ResultAnswerEvent } from './eventAnswers.ts';

/** Results asked for per request (the API's page size). */
export const RESULTS_PER_PAGE = 100;
/**
 * Result pages read per event at most (5,000 results; captured answers list 16, a Champions
 * League a few hundred): an answer whose `count` never ends (10^12) fails the event instead of
 * looping, within 50 s at the client's 1 s spacing.
 */
export const MAX_RESULT_PAGES = 50;
/** event_search pages read per list at most (a list asks for at most 100 events). */
export const MAX_EVENT_PAGES = 20;

/** A page's identity for "the same page again": the server ignored the offset. */
function pageKey(items: readonly unknown[]): string {
  return JSON.stringify(items);
}

/** What to do instead when the event API refuses programs (README "Official sites"). */
export const IMPORT_POINTER =
  'save the event result answers from a browser (or take the community results CSV) and load them with `tcg events import`';

/** GETs one event API answer; a browser check gets the pointer to `tcg events import`. */
async function getAnswer(client: PoliteClient, url: string, what: string): Promise<PoliteResponse> {
  try {
    return await client.get(url, what, 'application/json');
  } catch (error) {
    if (isBrowserCheck(error)) {
      throw new OfficialSiteError('challenge', `${error.message}: ${IMPORT_POINTER}`, error.status);
    }
    throw error;
  }
}

export interface EventPageQuery {
  offset: number;
  limit: number;
  /** `event_type[]` values (default DEFAULT_EVENT_TYPES). */
  eventTypes?: readonly string[];
  /** `YYYY-MM-DD`; sent as start_date / end_date (YYYY/MM/DD) only when given. */
  from?: string;
  to?: string;
}

/** The event_search URL: finished events with results (`result_resist=1`), newest first (`order=4`). */
export function eventSearchUrl(origin: string, query: EventPageQuery, offset = query.offset): string {
  const params = new URLSearchParams();
  if (query.from) params.set('start_date', query.from.replaceAll('-', '/'));
  if (query.to) params.set('end_date', query.to.replaceAll('-', '/'));
  params.set('offset', String(offset));
  params.set('limit', String(query.limit - (offset - query.offset)));
  params.set('order', '4');
  params.set('result_resist', '1');
  for (const type of query.eventTypes ?? DEFAULT_EVENT_TYPES) params.append('event_type[]', type);
  return `${origin}/event_search?${params}`;
}

/**
 * `limit` events of `event_search` from `offset`. The API honours `limit`; should it send a
 * shorter page while its eventCount says more exist, the next page is asked for the rest.
 */
export async function fetchEventPage(
  client: PoliteClient,
  origin: string,
  query: EventPageQuery,
): Promise<{ events: OfficialEvent[]; total: number | undefined }> {
  const events: OfficialEvent[] = [];
  let total: number | undefined;
  let previous: string | undefined;
  for (
    let offset = query.offset, pages = 0;
    events.length < query.limit && pages < MAX_EVENT_PAGES;
    pages++
  ) {
    const what = `event_search (offset ${offset}, limit ${query.limit - events.length})`;
    const response = await getAnswer(client, eventSearchUrl(origin, query, offset), what);
    if (response.status === 404) break;
    const page = parseAnswer(EventSearchSchema, response.body, what);
    total = page.eventCount;
    // The same page again: the server ignores the offset, so there is nothing more to take.
    const key = pageKey(page.event);
    if (key === previous) break;
    previous = key;
    // `--limit` caps what is taken, however many events the page holds.
    events.push(...page.event.slice(0, query.limit - events.length));
    offset += page.event.length;
    if (page.event.length === 0 || total === undefined || offset >= total) break;
  }
  return { events, total };
}

/** One event's result answer: every result, page by page, and its `event` object. */
export interface EventResults {
  results: OfficialResult[];
  /** The answer's `event` object (venue, league, kind…), when it carries one. */
  event: ResultAnswerEvent | undefined;
}

/** Every result of one event and its `event` object; no results when the API answers 404. */
export async function fetchEventResults(
  client: PoliteClient,
  origin: string,
  eventHoldingId: string,
): Promise<EventResults> {
  const found: EventResults = { results: [], event: undefined };
  let previous: string | undefined;
  for (let offset = 0, pages = 0; ; offset += RESULTS_PER_PAGE, pages++) {
    if (pages >= MAX_RESULT_PAGES) {
      throw new OfficialSiteError(
        'format',
        `event ${eventHoldingId} results: more than ${MAX_RESULT_PAGES} pages (${MAX_RESULT_PAGES * RESULTS_PER_PAGE} results) and the answer says there are more; not read further`,
      );
    }
    const params = new URLSearchParams({
      event_holding_id: eventHoldingId,
      offset: String(offset),
      per_page: String(RESULTS_PER_PAGE),
    });
    const what = `event ${eventHoldingId} results (offset ${offset})`;
    const response = await getAnswer(client, `${origin}/event_result_detail_search?${params}`, what);
    if (response.status === 404) return found;
    const page = parseAnswer(ResultAnswerSchema, response.body, what);
    // The same page again: the server ignores the offset; what came before is every result.
    const key = pageKey(page.results);
    if (key === previous) return found;
    previous = key;
    found.event ??= page.event ?? undefined;
    found.results.push(...page.results);
    const total = page.count ?? found.results.length;
    if (page.results.length < RESULTS_PER_PAGE || found.results.length >= total) return found;
  }
}
