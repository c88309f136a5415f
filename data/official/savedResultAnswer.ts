// An `event_result_detail_search` answer saved from a browser: `{code, count, event, results}`
// (../shared/data/official/events/). Its `event` object carries no id, so the id comes from the
// file name (`event_result_detail_search.952685.json`, `952685.json`) or is given. The answer's
// `event` object and result rows are read and stored as a sync reads and stores them
// (eventAnswers.ts, eventDocument.ts); only the checks a saved file needs are added here.
import { z } from 'zod';
import { isDeckId } from '../../engine/deckId.ts';
import { canonicalEventId } from '../../engine/eventChecks.ts';
import { ResultAnswerEventSchema, ResultAnswerSchema } from './eventAnswers.ts';
import { eventFields, factsOfResultEvent, resultRows } from './eventDocument.ts';
import { type ImportedEvent, importError, jstDate } from './importedEvent.ts';

/**
 * The answer as a sync reads it (eventAnswers.ts), plus what only a saved file needs checking:
 * `code`, the `event` object being there, the `event_holding_id` some savers add, and the `total`
 * they write instead of `count` (`{event, results, total}`: 117mypace-design/card-dashboard's
 * `event_results/<id>.json`).
 */
const SavedAnswerSchema = ResultAnswerSchema.extend({
  code: z.union([z.number(), z.string()]).nullish(),
  total: ResultAnswerSchema.shape.count,
  event: ResultAnswerEventSchema.extend({
    event_holding_id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]).nullish(),
    event_date_params: z.union([z.string(), z.number()]).nullish(),
  }),
});

/** `event_result_detail_search.952685.json` -> `952685`: the one run of 4 or more digits in the name. */
export function eventIdFromFileName(name: string): string | undefined {
  const base = name.replace(/^.*[\\/]/, '').replace(/\.json$/i, '');
  const runs = base.match(/\d{4,}/g) ?? [];
  return runs.length === 1 ? canonicalEventId(runs[0]!) : undefined;
}

/** `event_date_params` (YYYYMMDD), the day some savers add when `eventDate` is missing. */
function dayOfParams(params: string | number | null | undefined): string | undefined {
  const text = params == null ? '' : String(params);
  return /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}` : undefined;
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
  const id = canonicalEventId(named);
  const own = answer.event.event_holding_id;
  // A number in the JSON was already rounded past 15 digits: it agrees when it is the same number.
  const agrees = own == null || (typeof own === 'number' ? own === Number(id) : canonicalEventId(own) === id);
  if (!agrees) {
    throw importError(file, `event.event_holding_id ${own} is not the event ${id} the file is named after`);
  }
  // The live answer's `count` and a saver's `total` both say how many results the event has: a
  // file holding another number of rows is one page of them, or was edited or joined.
  for (const [field, said] of [
    ['count', answer.count],
    ['total', answer.total],
  ] as const) {
    if (said === undefined || said === answer.results.length) continue;
    throw importError(
      file,
      answer.results.length < said
        ? `holds ${answer.results.length} of the event's ${said} results (one page only); save the answer with per_page=${said} or more`
        : `holds ${answer.results.length} results where its ${field} says ${said}; save the answer again, unedited`,
    );
  }
  // The event's fields as a sync reads them from the same `event` object.
  const facts = factsOfResultEvent(answer.event);
  const title = facts.title;
  if (title === undefined) {
    throw importError(
      file,
      'event.event_title: the event has no title (an event_result_detail_search answer is {code, count, event, results})',
    );
  }
  const day = facts.day ?? dayOfParams(answer.event.event_date_params);
  if (!day || !jstDate(day)) throw importError(file, 'event.eventDate: no date (expected "YYYY-MM-DD ...")');

  const results = resultRows(answer.results);
  results.forEach((row, index) => {
    if (row.deck_id !== undefined && !isDeckId(row.deck_id)) {
      throw importError(file, `results[${index}].deck_id "${row.deck_id}" is not a deck ID`);
    }
  });

  return {
    id,
    source: file,
    results,
    fields: eventFields(id, { ...facts, title, day }, options.eventsOrigin),
  };
}
