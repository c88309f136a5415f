// Events: the public event list and per-event documents, the events each deck placed in, and
// each result's deck type (the primary rule of its classified deck, else the rule named by its
// deck_type) which the matchups and the event pages share.
import type { EventListItem, PublicEventDetail, PublicEvents, RecentEventItem } from '../documents.ts';
import { eventKindOf } from '../eventSegments.ts';
import { type Event, EventSchema } from '../schemas.ts';
import { isoToMs } from '../tolerant.ts';
import type { RuleCatalogView } from './ruleCatalog.ts';

export interface PlacedEvent {
  id: string;
  title: string;
  eventDate: string | null;
  rank: number | null;
}

/**
 * A result's deck: the primary rule of the deck when it is classified, null when it is stored but
 * matched no rule, undefined when it is not stored (its list never fetched).
 */
export type PrimaryRuleOf = (deckId: string) => string | null | undefined;

export function parseEvents(docs: Iterable<Record<string, unknown>>): Event[] {
  const events: Event[] = [];
  for (const doc of docs) events.push(EventSchema.parse(doc));
  return events;
}

function msOrMinus(iso: string | undefined): number {
  return isoToMs(iso) ?? Number.NEGATIVE_INFINITY;
}

/** Newest first by event date, then created date, then title, then id (spec public §2). */
export function compareEventsNewestFirst(a: Event, b: Event): number {
  const byDate = msOrMinus(b.event_date) - msOrMinus(a.event_date);
  if (byDate !== 0 && !Number.isNaN(byDate)) return byDate;
  const byCreated = msOrMinus(b.created_at) - msOrMinus(a.created_at);
  if (byCreated !== 0 && !Number.isNaN(byCreated)) return byCreated;
  const titleA = a.event_title ?? '';
  const titleB = b.event_title ?? '';
  if (titleA !== titleB) return titleA < titleB ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The fields an event's list item and its detail document open with, in this order. */
function eventHeadOf(event: Event) {
  return {
    id: event.id,
    title: event.event_title ?? '',
    shop: event.shop_name ?? '',
    eventDate: event.event_date ?? null,
    createdAt: event.created_at ?? null,
  };
}

export function eventItemOf(event: Event): RecentEventItem {
  return { ...eventHeadOf(event), resultsCount: event.results.length };
}

/** Deck id -> the events the deck placed in, newest event first. */
export function placementsByDeck(sortedEvents: readonly Event[]): Map<string, PlacedEvent[]> {
  const byDeck = new Map<string, PlacedEvent[]>();
  for (const event of sortedEvents) {
    for (const result of event.results) {
      if (result.deck_id === undefined) continue;
      const list = byDeck.get(result.deck_id) ?? [];
      list.push({
        id: event.id,
        title: event.event_title ?? '',
        eventDate: event.event_date ?? null,
        rank: result.rank ?? null,
      });
      byDeck.set(result.deck_id, list);
    }
  }
  return byDeck;
}

/** Every deck id the events' results name (their primary rules are recorded while decks stream). */
export function referencedDeckIds(events: readonly Event[]): Set<string> {
  const ids = new Set<string>();
  for (const event of events) for (const result of event.results) if (result.deck_id) ids.add(result.deck_id);
  return ids;
}

/** The rule a result is attributed to (DESIGN.md "Matchups"), or undefined when unknown. */
export function resultRuleOf(
  result: Event['results'][number],
  primaryRuleOf: PrimaryRuleOf,
  rules: RuleCatalogView,
): string | undefined {
  const primary = result.deck_id === undefined ? undefined : primaryRuleOf(result.deck_id);
  if (primary) return primary;
  return rules.resolveType(result.deck_type);
}

/** A list item: the home page's fields, the event's kind and the deck type of its first place. */
export function eventListItemOf(
  event: Event,
  primaryRuleOf: PrimaryRuleOf,
  rules: RuleCatalogView,
): EventListItem {
  const first = event.results.find((result) => result.rank === 1);
  const ruleId = first === undefined ? undefined : resultRuleOf(first, primaryRuleOf, rules);
  return {
    ...eventItemOf(event),
    kind: eventKindOf(event),
    winner: ruleId === undefined ? null : { ruleId, ruleName: rules.nameOf(ruleId) },
  };
}

/**
 * The event list: events with results first (newest first), then those without (still newest
 * first), which the pages mark.
 */
export function publicEventsOf(
  sortedEvents: readonly Event[],
  primaryRuleOf: PrimaryRuleOf,
  rules: RuleCatalogView,
  asOf: string,
): PublicEvents {
  const dates = sortedEvents
    .map((event) => event.event_date)
    .filter((date): date is string => date !== undefined);
  const byTime = dates.sort((a, b) => msOrMinus(a) - msOrMinus(b));
  return {
    items: [
      ...sortedEvents.filter((event) => event.results.length > 0),
      ...sortedEvents.filter((event) => event.results.length === 0),
    ].map((event) => eventListItemOf(event, primaryRuleOf, rules)),
    range: { start: byTime[0] ?? null, end: byTime.at(-1) ?? null },
    updatedAt: asOf,
  };
}

/**
 * Where an event was held: its venue, else its prefecture, city and address. The official answers'
 * address starts with the prefecture (「北海道札幌市中央区…」), often with the city too: a part the
 * address already begins with is not written again.
 */
export function eventLocationOf(
  event: Pick<Event, 'location' | 'prefecture' | 'city' | 'address'>,
): string | null {
  if (event.location) return event.location;
  const address = event.address ?? '';
  let rest = address;
  const parts: string[] = [];
  for (const part of [event.prefecture, event.city]) {
    if (!part) continue;
    if (rest.startsWith(part)) rest = rest.slice(part.length);
    else parts.push(part);
  }
  if (address) parts.push(address);
  return parts.length > 0 ? parts.join(' ') : null;
}

export function eventDetailOf(
  event: Event,
  primaryRuleOf: PrimaryRuleOf,
  rules: RuleCatalogView,
  asOf: string,
): PublicEventDetail {
  const location = eventLocationOf(event);
  const results = event.results
    .map((result) => {
      const ruleId = resultRuleOf(result, primaryRuleOf, rules) ?? null;
      return {
        rank: result.rank ?? null,
        deckName: result.deck_name ?? null,
        deckType: result.deck_type ?? null,
        deckId: result.deck_id ?? null,
        deckStored: result.deck_id !== undefined && primaryRuleOf(result.deck_id) !== undefined,
        ruleId,
        ruleName: ruleId === null ? null : rules.nameOf(ruleId),
      };
    })
    // Ranked results first in rank order; the stored order is kept otherwise (stable sort).
    .sort((a, b) => (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY) || 0);
  return {
    ...eventHeadOf(event),
    url: event.url ?? null,
    format: event.format ?? null,
    location,
    notes: event.notes ?? event.note ?? null,
    results,
    updatedAt: asOf,
  };
}
