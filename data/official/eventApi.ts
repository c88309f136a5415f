// The official event API (DESIGN.md "Official sites"): `event_search` lists events a page at a
// time, `event_result_detail_search` lists one event's results (404: none yet). Answers are
// checked with zod; a changed format is an OfficialSiteError naming the request and the field.
import { z } from 'zod';
import type { StoredDoc } from '../store.ts';
import { OfficialSiteError } from './officialError.ts';
import type { PoliteClient } from './politeClient.ts';

/** Results asked for per request (the API's page size). */
export const RESULTS_PER_PAGE = 100;

const idText = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]).transform(String);
const optText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null ? undefined : String(v)));

const OfficialEventSchema = z.looseObject({
  event_holding_id: idText,
  event_title: z.string(),
  event_date_params: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{8}$/)),
  shop_id: optText,
  shop_name: optText,
  prefecture_name: optText,
  address: optText,
  deck_count: optText,
  event_type: optText,
  csp_flg: optText,
  event_league: optText,
  regulation: optText,
  capacity: optText,
  leagueName: optText,
});
export type OfficialEvent = z.infer<typeof OfficialEventSchema>;

const EventSearchSchema = z.looseObject({
  event: z.array(OfficialEventSchema),
  eventCount: z
    .union([z.number(), z.string().regex(/^\d+$/)])
    .transform(Number)
    .optional(),
});

const OfficialResultSchema = z.looseObject({
  player_id: optText,
  name: optText,
  rank: z.union([z.number(), z.string()]).nullish(),
  point: optText,
  deck_id: z.string().nullish(),
});
export type OfficialResult = z.infer<typeof OfficialResultSchema>;

const ResultSearchSchema = z.looseObject({
  count: z
    .union([z.number(), z.string().regex(/^\d+$/)])
    .transform(Number)
    .optional(),
  results: z.array(OfficialResultSchema),
});

/** Parses an answer as JSON and checks its shape; `what` names the request in errors. */
function parseAnswer<T>(schema: z.ZodType<T>, body: string, what: string): T {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new OfficialSiteError(
      'format',
      `${what}: the answer is not JSON (${reason}); the event API may have changed`,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : '(root)';
    throw new OfficialSiteError(
      'format',
      `${what}: ${where}: ${issue?.message ?? 'unexpected'}; the event API format may have changed`,
    );
  }
  return parsed.data;
}

export interface EventPageQuery {
  offset: number;
  limit: number;
  /** `YYYY-MM-DD`; sent as start_date / end_date (YYYY/MM/DD) only when given. */
  from?: string;
  to?: string;
}

/** One page of `event_search`. */
export async function fetchEventPage(
  client: PoliteClient,
  origin: string,
  query: EventPageQuery,
): Promise<{ events: OfficialEvent[]; total: number | undefined }> {
  const params = new URLSearchParams();
  if (query.from) params.set('start_date', query.from.replaceAll('-', '/'));
  if (query.to) params.set('end_date', query.to.replaceAll('-', '/'));
  params.set('offset', String(query.offset));
  params.set('limit', String(query.limit));
  const url = `${origin}/event_search?${params}`;
  const what = `event_search (offset ${query.offset}, limit ${query.limit})`;
  const response = await client.get(url, what, 'application/json');
  if (response.status === 404) return { events: [], total: 0 };
  const page = parseAnswer(EventSearchSchema, response.body, what);
  return { events: page.event, total: page.eventCount };
}

/** Every result of one event, page by page; none when the API answers 404. */
export async function fetchEventResults(
  client: PoliteClient,
  origin: string,
  eventHoldingId: string,
): Promise<OfficialResult[]> {
  const results: OfficialResult[] = [];
  for (let offset = 0; ; offset += RESULTS_PER_PAGE) {
    const params = new URLSearchParams({
      event_holding_id: eventHoldingId,
      offset: String(offset),
      per_page: String(RESULTS_PER_PAGE),
    });
    const what = `event ${eventHoldingId} results (offset ${offset})`;
    const response = await client.get(
      `${origin}/event_result_detail_search?${params}`,
      what,
      'application/json',
    );
    if (response.status === 404) return results;
    const page = parseAnswer(ResultSearchSchema, response.body, what);
    results.push(...page.results);
    const total = page.count ?? results.length;
    if (page.results.length < RESULTS_PER_PAGE || results.length >= total) return results;
  }
}

/** `20230528` -> `2023-05-28T00:00:00+09:00` (events are Japanese: the date is in JST). */
export function eventDateOf(params: string): string {
  return `${params.slice(0, 4)}-${params.slice(4, 6)}-${params.slice(6, 8)}T00:00:00+09:00`;
}

/** A rank as a number when it is numeric text, else the text (ranks may be "3位" or "ベスト8"). */
function rankOf(rank: OfficialResult['rank']): number | string | null {
  if (rank == null) return null;
  if (typeof rank === 'number') return rank;
  return /^\s*\d+\s*$/.test(rank) ? Number(rank) : rank;
}

/** The event document stored for an official event and its results (spec admin §3 "Event"). */
export function eventDocument(
  event: OfficialEvent,
  results: readonly OfficialResult[],
  options: { now: string; eventsOrigin: string },
): StoredDoc {
  const id = event.event_holding_id;
  const official = Object.fromEntries(
    Object.entries({
      shop_id: event.shop_id,
      event_type: event.event_type,
      league: event.leagueName ?? event.event_league,
      csp: event.csp_flg,
      capacity: event.capacity,
      deck_count: event.deck_count,
    }).filter(([, value]) => value !== undefined),
  );
  const doc: StoredDoc = {
    id,
    event_title: event.event_title,
    event_date: eventDateOf(event.event_date_params),
    created_at: options.now,
    url: `${options.eventsOrigin}/event/detail/${id}/result`,
    results: results.map((result) => {
      const row: Record<string, unknown> = { rank: rankOf(result.rank), player_name: result.name ?? null };
      const deckId = result.deck_id?.trim();
      if (deckId) row.deck_id = deckId;
      if (result.point !== undefined) row.point = result.point;
      return row;
    }),
    official,
  };
  if (event.shop_name !== undefined) doc.shop_name = event.shop_name;
  if (event.prefecture_name !== undefined) doc.prefecture = event.prefecture_name;
  if (event.address !== undefined) doc.address = event.address;
  if (event.regulation !== undefined) doc.format = event.regulation;
  return doc;
}
