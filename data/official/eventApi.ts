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
  for (let offset = query.offset; events.length < query.limit; ) {
    const what = `event_search (offset ${offset}, limit ${query.limit - events.length})`;
    const response = await getAnswer(client, eventSearchUrl(origin, query, offset), what);
    if (response.status === 404) break;
    const page = parseAnswer(EventSearchSchema, response.body, what);
    total = page.eventCount;
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
  for (let offset = 0; ; offset += RESULTS_PER_PAGE) {
    const params = new URLSearchParams({
      event_holding_id: eventHoldingId,
      offset: String(offset),
      per_page: String(RESULTS_PER_PAGE),
    });
    const what = `event ${eventHoldingId} results (offset ${offset})`;
    const response = await getAnswer(client, `${origin}/event_result_detail_search?${params}`, what);
    if (response.status === 404) return found;
    const page = parseAnswer(ResultAnswerSchema, response.body, what);
    found.event ??= page.event ?? undefined;
    found.results.push(...page.results);
    const total = page.count ?? found.results.length;
    if (page.results.length < RESULTS_PER_PAGE || found.results.length >= total) return found;
  }
}
