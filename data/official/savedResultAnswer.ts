// An `event_result_detail_search` answer saved from a browser: `{code, count, event, results}`
// (../shared/data/official/events/). Its `event` object carries no id, so the id comes from the
// file name (`event_result_detail_search.952685.json`, `952685.json`) or is given. The result rows
// are stored as a sync stores them; the event's fields are read from the answer's `event` object.
import { z } from 'zod';
import { isDeckId } from '../../engine/deckId.ts';
import {
  definedOnly,
  eventResultUrl,
  type ImportedEvent,
  type ImportedResult,
  importError,
  jstDate,
} from './importedEvent.ts';

/** Text or nothing: blank strings and nulls are missing (the snapshot readers' rule). */
const optText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null || String(v).trim() === '' ? undefined : String(v).trim()));
/** A number, from a number or numeric text; blank and null are missing. */
const optNumber = z
  .union([z.number(), z.string().regex(/^\s*-?\d+(\.\d+)?\s*$/), z.literal('')])
  .nullish()
  .transform((v) => (v == null || v === '' ? undefined : Number(v)));

const SavedEventSchema = z.looseObject({
  event_holding_id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]).nullish(),
  event_title: z.string().trim().min(1, { error: 'the event has no title' }),
  /** `{date: "2026-03-21 00:00:00.000000", ...}`: the day, written as UTC but meant in Japan. */
  eventDate: z.looseObject({ date: z.string() }).nullish(),
  eventDaySupply: z.string().nullish(),
  event_date_params: z.union([z.string(), z.number()]).nullish(),
  shopId: optNumber,
  shopName: optText,
  venue: optText,
  prefecture_name: optText,
  address: optText,
  league: optText,
  regulation: optText,
  capacity: optNumber,
  csp_flg: optNumber,
  eventTypeId: optNumber,
  event_type_title: optText,
});
type SavedEvent = z.infer<typeof SavedEventSchema>;

const SavedResultSchema = z.looseObject({
  name: optText,
  rank: z.union([z.number(), z.string()]).nullish(),
  point: optNumber,
  deck_id: z.string().nullish(),
});

const SavedAnswerSchema = z.looseObject({
  code: z.union([z.number(), z.string()]).nullish(),
  count: z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]).nullish(),
  event: SavedEventSchema,
  results: z.array(SavedResultSchema),
});

/** `event_result_detail_search.952685.json` -> `952685`: the one run of 4 or more digits in the name. */
export function eventIdFromFileName(name: string): string | undefined {
  const base = name.replace(/^.*[\\/]/, '').replace(/\.json$/i, '');
  const runs = base.match(/\d{4,}/g) ?? [];
  return runs.length === 1 ? String(Number(runs[0])) : undefined;
}

/** The event's day: eventDate.date, else eventDaySupply, else event_date_params (YYYYMMDD). */
function eventDay(event: SavedEvent): string | undefined {
  const fromDate = event.eventDate?.date.slice(0, 10);
  if (fromDate) return jstDate(fromDate);
  if (event.eventDaySupply) return jstDate(event.eventDaySupply);
  const params = event.event_date_params == null ? '' : String(event.event_date_params);
  return /^\d{8}$/.test(params)
    ? jstDate(`${params.slice(0, 4)}-${params.slice(4, 6)}-${params.slice(6)}`)
    : undefined;
}

/** A rank as a number when it is numeric text, else the text ("ベスト8"); missing is null. */
function rankOf(rank: number | string | null | undefined): number | string | null {
  if (rank == null || (typeof rank === 'string' && rank.trim() === '')) return null;
  if (typeof rank === 'number') return rank;
  return /^\s*\d+\s*$/.test(rank) ? Number(rank) : rank.trim();
}

/** The path of a zod issue as `results[3].rank`. */
function issuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) =>
      typeof key === 'number' ? `${out}[${key}]` : out === '' ? String(key) : `${out}.${String(key)}`,
    '',
  );
}

/**
 * The event of a saved result answer. `eventId` (a flag) wins over the file name; the answer's
 * own `event_holding_id`, when it has one, must agree.
 */
export function eventFromSavedAnswer(
  file: string,
  text: string,
  options: { eventsOrigin: string; eventId?: string },
): ImportedEvent {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw importError(file, `not JSON (${reason})`);
  }
  if (Array.isArray((json as { event?: unknown } | null)?.event)) {
    throw importError(file, 'an event_search answer (a list of events), not the results of one event');
  }
  const parsed = SavedAnswerSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length > 0 ? issuePath(issue.path) : '(root)';
    throw importError(
      file,
      `${where}: ${issue.message} (an event_result_detail_search answer is {code, count, event, results})`,
    );
  }
  const answer = parsed.data;
  if (answer.code != null && String(answer.code) !== '200') {
    throw importError(file, `code ${answer.code}: the answer is not a successful one (code 200)`);
  }

  const named = options.eventId ?? eventIdFromFileName(file);
  if (named === undefined || !/^\d+$/.test(named)) {
    throw importError(
      file,
      'the file name holds no event id (name it after the event, e.g. event_result_detail_search.952685.json, or pass --event-id)',
    );
  }
  const id = String(Number(named));
  const own = answer.event.event_holding_id;
  if (own != null && String(Number(own)) !== id) {
    throw importError(file, `event.event_holding_id ${own} is not the event ${id} the file is named after`);
  }
  const count = answer.count == null ? undefined : Number(answer.count);
  if (count !== undefined && answer.results.length < count) {
    throw importError(
      file,
      `holds ${answer.results.length} of the event's ${count} results (one page only); save the answer with per_page=${count} or more`,
    );
  }
  const event = answer.event;
  const date = eventDay(event);
  if (!date) throw importError(file, 'event.eventDate: no date (expected "YYYY-MM-DD ...")');

  const results = answer.results.map((row, index): ImportedResult => {
    const result: ImportedResult = { rank: rankOf(row.rank), player_name: row.name ?? null };
    const deckId = row.deck_id?.trim();
    if (deckId) {
      if (!isDeckId(deckId)) {
        throw importError(`${file}`, `results[${index}].deck_id "${deckId}" is not a deck ID`);
      }
      result.deck_id = deckId;
    }
    if (row.point !== undefined) result.point = row.point;
    return result;
  });

  return {
    id,
    source: file,
    results,
    fields: {
      event_title: event.event_title,
      event_date: date,
      url: eventResultUrl(options.eventsOrigin, id),
      ...definedOnly({
        shop_name: event.shopName ?? event.venue,
        prefecture: event.prefecture_name,
        address: event.address,
        format: event.regulation,
      }),
      official: definedOnly({
        shop_id: event.shopId,
        event_type: event.eventTypeId,
        event_type_title: event.event_type_title,
        league: event.league,
        csp: event.csp_flg,
        capacity: event.capacity,
      }),
    },
  };
}
