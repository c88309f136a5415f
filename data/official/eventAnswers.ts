// The shapes of the event API's answers as the site really sends them (../shared/data/official):
// ids and counts come as numbers or digit strings (`deck_count` is text, often ""), player ids
// are 10-digit strings with leading zeros, and empty or null fields mean "not given".
import { z } from 'zod';
import { OfficialSiteError } from './officialError.ts';

const idText = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]).transform(String);

/** Text, trimmed; null, undefined and "" are "not given". */
const optText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => {
    const text = v == null ? '' : String(v).trim();
    return text === '' ? undefined : text;
  });

/** A whole number sent as a number or as digits; null, undefined and "" are "not given". */
const optCount = z
  .union([z.number().int(), z.string().regex(/^\s*(\d+)?\s*$/, { error: 'expected a whole number' })])
  .nullish()
  .transform((v) => {
    if (v == null) return undefined;
    if (typeof v === 'number') return v;
    return v.trim() === '' ? undefined : Number(v);
  });

/** An event as `event_search` lists it. */
export const OfficialEventSchema = z.looseObject({
  event_holding_id: idText,
  event_title: z.string(),
  event_date_params: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{8}$/)),
  shop_id: optCount,
  shop_name: optText,
  prefecture_name: optText,
  address: optText,
  venue: optText,
  deck_count: optCount,
  event_type: optCount,
  event_attr_id: optCount,
  csp_flg: optCount,
  event_league: optCount,
  regulation: optText,
  capacity: optCount,
  leagueName: optText,
});
export type OfficialEvent = z.infer<typeof OfficialEventSchema>;

export const EventSearchSchema = z.looseObject({
  event: z.array(OfficialEventSchema),
  eventCount: optCount,
});

/** The `event` object of an `event_result_detail_search` answer (it carries no event id). */
export const ResultAnswerEventSchema = z.looseObject({
  event_title: optText,
  eventTypeId: optCount,
  event_type_title: optText,
  csp_flg: optCount,
  /** `{date: "2026-03-21 00:00:00.000000", timezone: "UTC"}`: the Japanese calendar day. */
  eventDate: z.looseObject({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}/) }).nullish(),
  /** `2026/05/10`, sometimes. */
  eventDaySupply: optText,
  prefecture_name: optText,
  shopId: optCount,
  shopName: optText,
  address: optText,
  venue: optText,
  league: optText,
  regulation: optText,
  capacity: optCount,
  eventAttrId: optCount,
});
export type ResultAnswerEvent = z.infer<typeof ResultAnswerEventSchema>;

/** One result row: `rank` ties repeat (1,2,3,3,5×4,9×8); `deck_id` may be null. */
export const OfficialResultSchema = z.looseObject({
  player_id: optText,
  name: optText,
  rank: z.union([z.number(), z.string()]).nullish(),
  point: optCount,
  area: optText,
  deck_id: z.string().nullish(),
});
export type OfficialResult = z.infer<typeof OfficialResultSchema>;

/** A whole `event_result_detail_search` answer: `{code, count, event, results}`. */
export const ResultAnswerSchema = z.looseObject({
  count: optCount,
  event: ResultAnswerEventSchema.nullish(),
  results: z.array(OfficialResultSchema),
});

/**
 * Checks a parsed answer's shape; `what` names the request or file in the error, and `suffix`
 * says what a mismatch likely means.
 */
export function checkAnswer<T>(
  schema: z.ZodType<T>,
  json: unknown,
  what: string,
  suffix = 'the event API format may have changed',
): T {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : '(root)';
    throw new OfficialSiteError('format', `${what}: ${where}: ${issue?.message ?? 'unexpected'}; ${suffix}`);
  }
  return parsed.data;
}

/** Parses an answer's text as JSON and checks its shape; `what` names the request in errors. */
export function parseAnswer<T>(schema: z.ZodType<T>, body: string, what: string): T {
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
  return checkAnswer(schema, json, what);
}
