// Stored documents (as FirestoreStore hands them out: timestamps already ISO text) in the
// callable contract's shapes, read with the project's one set of tolerant readers
// (engine/tolerant.ts): snake_case or camelCase, numbers from numeric text, blank text as missing.
import type {
  AdminDeck,
  AdminDeckJob,
  AdminEvent,
  AdminRule,
  AdminSettings,
  DeckListItem,
  EventSummary,
} from '../../../engine/admin/callables.ts';
import { isCurrentSinceDate } from '../../../engine/currentSinceDate.ts';
import { DeckJobStatusSchema } from '../../../engine/schemas.ts';
import {
  blankToUndefined,
  recordsOf,
  stringsOf,
  toBoolean,
  toIsoDate,
  toNumber,
  toText,
} from '../../../engine/tolerant.ts';

type Doc = Record<string, unknown>;

/** The first of the named fields that is present (snake_case name first). */
function pick(doc: Doc, ...keys: string[]): unknown {
  for (const key of keys) {
    const value = blankToUndefined(doc[key]);
    if (value !== undefined) return value;
  }
  return undefined;
}

export function text(doc: Doc, ...keys: string[]): string | null {
  return toText(pick(doc, ...keys)) ?? null;
}

export function num(doc: Doc, fallback: number, ...keys: string[]): number {
  return toNumber(pick(doc, ...keys)) ?? fallback;
}

export function time(doc: Doc, ...keys: string[]): string | null {
  return toIsoDate(pick(doc, ...keys)) ?? null;
}

function cardsTotal(doc: Doc): number {
  const stored = toNumber(pick(doc, 'cards_count', 'cardsCount'));
  if (stored !== undefined) return stored;
  return recordsOf(doc.cards).reduce((sum, card) => sum + (toNumber(card.count) ?? 0), 0);
}

export function deckListItem(doc: Doc & { id: string }): DeckListItem {
  const matches = stringsOf(pick(doc, 'rule_matches', 'ruleMatches'));
  const details = recordsOf(pick(doc, 'rule_matches_detail', 'ruleMatchesDetail'));
  const nameOf = (id: string) => {
    const entry = details.find((d) => d.id === id);
    return typeof entry?.name === 'string' ? entry.name : id;
  };
  return {
    id: doc.id,
    cards_count: cardsTotal(doc),
    created_at: time(doc, 'created_at', 'createdAt'),
    updated_at: time(doc, 'updated_at', 'updatedAt'),
    classification_updated_at: time(doc, 'classification_updated_at', 'classificationUpdatedAt'),
    rule_matches: matches,
    rule_names: matches.map(nameOf),
  };
}

export function adminDeck(doc: Doc & { id: string }): AdminDeck {
  return {
    ...deckListItem(doc),
    name: text(doc, 'name', 'deck_name', 'deckName'),
    cards: recordsOf(doc.cards).map((card) => ({
      name: text(card, 'name', 'normalized_name') ?? '',
      normalized_name: text(card, 'normalized_name', 'normalizedName'),
      type: text(card, 'type'),
      count: num(card, 0, 'count'),
      details: card.details && typeof card.details === 'object' ? (card.details as Doc) : null,
    })),
    rule_matches_detail: recordsOf(pick(doc, 'rule_matches_detail', 'ruleMatchesDetail')).map((d) => ({
      id: text(d, 'id') ?? '',
      name: text(d, 'name', 'id') ?? '',
      priority: num(d, 0, 'priority'),
      variants: stringsOf(d.variants),
    })),
  };
}

export function eventSummary(doc: Doc & { id: string }): EventSummary {
  return {
    id: doc.id,
    event_title: text(doc, 'event_title', 'eventTitle'),
    shop_name: text(doc, 'shop_name', 'shopName'),
    event_date: time(doc, 'event_date', 'eventDate'),
    created_at: time(doc, 'created_at', 'createdAt'),
    result_count: recordsOf(doc.results).length,
  };
}

export function eventResult(result: Doc): AdminEvent['results'][number] {
  const rank = pick(result, 'rank');
  return {
    rank: typeof rank === 'number' || typeof rank === 'string' ? rank : null,
    player_name: text(result, 'player_name', 'playerName'),
    deck_name: text(result, 'deck_name', 'deckName'),
    deck_type: text(result, 'deck_type', 'deckType'),
    deck_id: text(result, 'deck_id', 'deckId'),
    note: text(result, 'note'),
  };
}

export function adminEvent(doc: Doc & { id: string }): AdminEvent {
  return {
    ...eventSummary(doc),
    url: text(doc, 'url'),
    notes: text(doc, 'notes', 'note'),
    format: text(doc, 'format'),
    location: text(doc, 'location'),
    prefecture: text(doc, 'prefecture'),
    city: text(doc, 'city'),
    address: text(doc, 'address'),
    results: recordsOf(doc.results).map(eventResult),
  };
}

export function adminDeckJob(doc: Doc & { id: string }): AdminDeckJob {
  const status = DeckJobStatusSchema.safeParse(doc.status);
  return {
    id: doc.id,
    deckId: text(doc, 'deckId', 'deck_id') ?? doc.id,
    status: status.success ? status.data : 'pending',
    attempts: num(doc, 0, 'attempts'),
    priority: num(doc, 0, 'priority'),
    nextRunAt: time(doc, 'nextRunAt', 'next_run_at'),
    updatedAt: time(doc, 'updatedAt', 'updated_at'),
    createdAt: time(doc, 'createdAt', 'created_at'),
    lockedBy: text(doc, 'lockedBy', 'locked_by'),
    lockedAt: time(doc, 'lockedAt', 'locked_at'),
    lastError: text(doc, 'lastError', 'last_error'),
    sources: stringsOf(doc.sources),
  };
}

/** The stored 現環境 start when it is a date; anything else reads as unset (the aggregation refuses it). */
function currentSinceOf(doc: Doc): string | null {
  const value = doc.currentSince ?? doc.current_since;
  return typeof value === 'string' && isCurrentSinceDate(value) ? value : null;
}

export function adminSettings(doc: Doc): AdminSettings {
  return {
    eventOffset: num(doc, 0, 'eventOffset', 'event_offset'),
    currentSince: currentSinceOf(doc),
    updatedBy: text(doc, 'updatedBy', 'updated_by'),
    updatedByEmail: text(doc, 'updatedByEmail', 'updated_by_email'),
    updatedAt: time(doc, 'updatedAt', 'updated_at'),
  };
}

/** A stored rule for the editor: the definition as stored (validation reports separately). */
export function adminRule(doc: Doc & { id: string }): AdminRule {
  const condition = (c: Doc) => ({
    pattern: typeof c.pattern === 'string' ? c.pattern : '',
    min: num(c, 1, 'min'),
    max: toNumber(blankToUndefined(c.max)) ?? null,
    negate: toBoolean(c.negate) ?? false,
  });
  const flag = (value: unknown) => toBoolean(value) ?? true;
  return {
    id: doc.id,
    name: text(doc, 'name') ?? doc.id,
    enabled: flag(doc.enabled),
    priority: num(doc, 0, 'priority'),
    description: text(doc, 'description') ?? '',
    conditions: recordsOf(doc.conditions).map(condition),
    variants: recordsOf(doc.variants).map((v) => ({
      id: text(v, 'id') ?? '',
      name: text(v, 'name', 'id') ?? '',
      enabled: flag(v.enabled),
      priority: num(v, 0, 'priority'),
      description: text(v, 'description') ?? '',
      conditions: recordsOf(v.conditions).map(condition),
    })),
    updatedAt: time(doc, 'updatedAt', 'updated_at'),
    updatedBy: text(doc, 'updatedBy', 'updated_by'),
    updatedByEmail: text(doc, 'updatedByEmail', 'updated_by_email'),
  };
}
