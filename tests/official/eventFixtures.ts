// Event API fixtures in the real shapes (../shared/data/official/events, copied to events/):
// the captured answers themselves, and events this project writes in the same shapes —
// `event_holding_id` a number, `event_date_params` "YYYYMMDD", `deck_count` text (often ""),
// result rows with 10-digit player ids as text and the answer's `event` object.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FixtureEvent } from './fixtureServer.ts';

const CAPTURED = path.join(path.dirname(fileURLToPath(import.meta.url)), 'events');

/** A captured file of tests/official/events, parsed. */
export function capturedAnswer(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(CAPTURED, name), 'utf8')) as Record<string, unknown>;
}

/** The captured events: the event_search entries with their result answers, as served. */
export function capturedEvents(): FixtureEvent[] {
  const list = capturedAnswer('event_search.constructed.json').event as Record<string, unknown>[];
  return list.map((event) => {
    const answer = capturedAnswer(`event_result_detail_search.${event.event_holding_id}.json`);
    return {
      event,
      results: answer.results as Record<string, unknown>[],
      answerEvent: answer.event as Record<string, unknown>,
    };
  });
}

/**
 * Event kinds by their `event_type[]` value: the two of the captured answers
 * (`eventAttrId:eventTypeId`, `event_type_title`), and one made up for a kind nobody asks for.
 */
export const EVENT_KINDS = {
  '3:1': { eventAttrId: 3, eventTypeId: 1, event_type_title: '大型大会', event_kbn: null },
  '3:2': { eventAttrId: 3, eventTypeId: 2, event_type_title: 'シティリーグ', event_kbn: 'city' },
  '9:9': { eventAttrId: 9, eventTypeId: 9, event_type_title: '対象外の大会（テスト用）', event_kbn: null },
} as const;
export type EventKind = keyof typeof EVENT_KINDS;

/** An event as event_search lists it, in the real shape (a City League at a shop by default). */
export function listedEvent(
  id: number,
  date: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    event_holding_id: id,
    event_title: 'シティリーグ2026 シーズン4 オープンリーグ',
    event_date_params: date.replaceAll('-', ''),
    event_started_at: '10:30',
    event_ended_at: '17:30',
    shop_id: 18000 + (id % 1000),
    shop_name: 'カードショップ テスト',
    prefecture_name: '東京都',
    address: '東京都千代田区丸の内1-1-1',
    venue: '',
    deck_count: '',
    event_type: 3,
    csp_flg: 1,
    event_league: 1,
    regulation: 'スタンダード',
    entry_fee: '',
    capacity: 64,
    leagueName: 'オープン',
    event_attr_id: 3,
    trainers_flg: 0,
    holiday_flg: 0,
    ...extra,
  };
}

/** A result row of event_result_detail_search in the real shape. */
export function resultRow(rank: number, deckId: string | null, n = rank): Record<string, unknown> {
  return {
    show_profile: 0,
    player_id: String(1_000_000 + n).padStart(10, '0'),
    name: `プレイヤー${String(n).padStart(2, '0')}`,
    rank,
    point: Math.max(0, 100 - 25 * (rank - 1)),
    area: '東京都',
    deck_id: deckId,
  };
}

/** The `event` object a result answer carries for a listed event (no event id in it). */
export function answerEventOf(listed: Record<string, unknown>, kind: EventKind): Record<string, unknown> {
  const day = String(listed.event_date_params);
  return {
    event_title: listed.event_title,
    ...EVENT_KINDS[kind],
    csp_flg: listed.csp_flg,
    image: '',
    eventDate: {
      date: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)} 00:00:00.000000`,
      timezone_type: 3,
      timezone: 'UTC',
    },
    eventDaySupply: null,
    prefecture_name: listed.prefecture_name,
    shopId: listed.shop_id,
    shopName: listed.shop_name,
    zipCode: null,
    address: listed.address,
    venue: listed.venue,
    detail: null,
    league: listed.leagueName,
    regulation: listed.regulation,
    entry_condition: null,
    capacity: listed.capacity,
    remarks: null,
    access: null,
  };
}

/**
 * A fixture event: the listed entry and, when it has results, the answer with its `event`
 * object. `answer` overrides fields of that object (e.g. a venue the list lacks).
 */
export function fixtureEvent(
  id: number,
  date: string,
  options: {
    results?: Record<string, unknown>[];
    kind?: EventKind;
    listed?: Record<string, unknown>;
    answer?: Record<string, unknown>;
  } = {},
): FixtureEvent {
  const event = listedEvent(id, date, options.listed);
  const kind = options.kind ?? '3:2';
  return {
    event,
    type: kind,
    ...(options.results
      ? { results: options.results, answerEvent: { ...answerEventOf(event, kind), ...options.answer } }
      : {}),
  };
}
