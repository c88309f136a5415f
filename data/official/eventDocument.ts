// The stored event (spec admin §3 "Event") from what the event API says about it: the entry of
// `event_search`, completed by the `event` object of its result answer where the list lacks a
// fact (venue, league, event kind), and the result rows. Numbers are stored as numbers.
import type { StoredDoc } from '../store.ts';
import type { OfficialEvent, OfficialResult, ResultAnswerEvent } from './eventAnswers.ts';
import { OfficialSiteError } from './officialError.ts';

/** What one source says about an event; undefined where it says nothing. */
export interface EventFacts {
  title?: string | undefined;
  /** `YYYY-MM-DD`, the Japanese calendar day. */
  day?: string | undefined;
  shop_name?: string | undefined;
  prefecture?: string | undefined;
  address?: string | undefined;
  /** The venue when it is not a shop (a Champions League hall). */
  location?: string | undefined;
  format?: string | undefined;
  official: {
    shop_id?: number | undefined;
    event_type?: number | undefined;
    /** The event kind's name: シティリーグ, 大型大会… */
    kind?: string | undefined;
    league?: string | undefined;
    csp?: number | undefined;
    capacity?: number | undefined;
    deck_count?: number | undefined;
  };
}

/** The facts of an `event_search` entry. */
export function factsOfListedEvent(event: OfficialEvent): EventFacts {
  const day = event.event_date_params;
  return {
    title: event.event_title.trim() || undefined,
    day: `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`,
    shop_name: event.shop_name,
    prefecture: event.prefecture_name,
    address: event.address,
    location: event.venue,
    format: event.regulation,
    official: {
      shop_id: event.shop_id,
      event_type: event.event_type,
      league: event.leagueName,
      csp: event.csp_flg,
      capacity: event.capacity,
      deck_count: event.deck_count,
    },
  };
}

/** The facts of a result answer's `event` object (`event.venue`, `league`, `event_type_title`…). */
export function factsOfResultEvent(event: ResultAnswerEvent): EventFacts {
  const day = event.eventDate?.date.slice(0, 10) ?? event.eventDaySupply?.replaceAll('/', '-');
  return {
    title: event.event_title,
    day: day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined,
    shop_name: event.shopName,
    prefecture: event.prefecture_name,
    address: event.address,
    location: event.venue,
    format: event.regulation,
    official: {
      shop_id: event.shopId,
      kind: event.event_type_title,
      league: event.league,
      csp: event.csp_flg,
      capacity: event.capacity,
    },
  };
}

/** One stored result row (spec admin §3 "Event" results). */
export interface StoredResult {
  rank: number | string | null;
  player_name: string | null;
  deck_id?: string;
  point?: number;
}

/** A rank as a number when it is numeric text, else the text ("3位", "ベスト8"); blank is null. */
function rankOf(rank: OfficialResult['rank']): number | string | null {
  if (rank == null) return null;
  if (typeof rank === 'number') return rank;
  const text = rank.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** The stored result rows: rank, player name, deck ID when there is one, points as a number. */
export function resultRows(results: readonly OfficialResult[]): StoredResult[] {
  return results.map((result) => {
    const row: StoredResult = { rank: rankOf(result.rank), player_name: result.name ?? null };
    const deckId = result.deck_id?.trim();
    if (deckId) row.deck_id = deckId;
    if (result.point !== undefined) row.point = result.point;
    return row;
  });
}

/** The official result page of an event, the stored `url`. */
export function eventResultUrl(eventsOrigin: string, id: string): string {
  return `${eventsOrigin}/event/detail/${id}/result`;
}

/** The facts of several sources, the first that gives a fact winning. */
export function mergeFacts(...sources: readonly EventFacts[]): EventFacts {
  const merged: EventFacts = { official: {} };
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      if (key !== 'official' && value !== undefined)
        (merged as unknown as Record<string, unknown>)[key] ??= value;
    }
    for (const [key, value] of Object.entries(source.official)) {
      if (value !== undefined) (merged.official as Record<string, unknown>)[key] ??= value;
    }
  }
  return merged;
}

export interface EventDocumentInput {
  /** The event holding id (the answer's `event` object has none). */
  id: string;
  /** The event_search entry, when the event came from the list. */
  listed?: OfficialEvent | undefined;
  /** The result answer's `event` object, when it carried one. */
  answered?: ResultAnswerEvent | null | undefined;
  results: readonly OfficialResult[];
  now: string;
  eventsOrigin: string;
}

/** The event document stored for an official event and its results. */
export function eventDocument(input: EventDocumentInput): StoredDoc {
  const facts = mergeFacts(
    ...(input.listed ? [factsOfListedEvent(input.listed)] : []),
    ...(input.answered ? [factsOfResultEvent(input.answered)] : []),
  );
  if (facts.title === undefined || facts.day === undefined) {
    const missing = facts.title === undefined ? 'event_title' : 'the event date';
    throw new OfficialSiteError(
      'format',
      `event ${input.id}: neither the event list nor the result answer gives ${missing}`,
    );
  }
  return {
    id: input.id,
    ...eventFields(input.id, { ...facts, title: facts.title, day: facts.day }, input.eventsOrigin),
    created_at: input.now,
    results: resultRows(input.results),
  };
}

/**
 * The stored fields of an event but `id`, `created_at` and `results`, from its facts: what a
 * sync and an import of the same answer both store.
 */
export function eventFields(
  id: string,
  facts: EventFacts & { title: string; day: string },
  eventsOrigin: string,
): Omit<StoredDoc, 'id'> & { event_title: string; event_date: string; url: string } {
  const fields: Omit<StoredDoc, 'id'> & { event_title: string; event_date: string; url: string } = {
    event_title: facts.title,
    event_date: `${facts.day}T00:00:00+09:00`,
    url: eventResultUrl(eventsOrigin, id),
  };
  for (const key of ['shop_name', 'prefecture', 'address', 'location', 'format'] as const) {
    if (facts[key] !== undefined) fields[key] = facts[key];
  }
  fields.official = Object.fromEntries(
    Object.entries(facts.official).filter(([, value]) => value !== undefined),
  );
  return fields;
}
