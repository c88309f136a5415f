// A light, tolerant view of a stored deck for the aggregation hot path: it reads only the fields
// the statistics need, with the same tolerance as engine/schemas.ts but without a zod parse per
// deck. And the deck's page document, `public_deck_details/{deckId}` (deckDetailOf), made from it.
import { distinctCardLines } from '../cardLines.ts';
import type { DeckDetail } from '../documents.ts';
import type { FieldList } from '../fieldList.ts';
import { asRecord, isoToMs, stringsOf, toIsoDate, toNumber, toText } from '../tolerant.ts';
import type { DeckPageInputs } from './deckPageWorld.ts';
import { groupIndex, SLOT } from './profileLayout.ts';
import type { PageReads } from './recordedReads.ts';

export interface DeckCardView {
  name: string;
  /** The stored `normalized_name`, when any (used only when `name` is missing). */
  normalizedName: string | undefined;
  type: string | undefined;
  count: number;
  details: Record<string, unknown> | undefined;
}

export interface RuleMatchView {
  id: string;
  name: string | undefined;
  priority: number | undefined;
  /** Ids of the rule's variants that matched (our addition to `rule_matches_detail`). */
  variants: string[];
}

export interface DeckView {
  id: string;
  name: string | null;
  cards: DeckCardView[];
  /** Cards whose stored count is not a whole number from 0 to 60 (counted as 0), when any. */
  badCounts?: { name: string; count: unknown }[];
  /** Rule ids by priority; the first is the primary rule. */
  ruleMatches: string[];
  ruleDetails: RuleMatchView[];
  createdAt: string | null;
  /** `createdAt` in epoch milliseconds; NaN when missing (sorts last). */
  createdMs: number;
  updatedAt: string | null;
  classificationUpdatedAt: string | null;
  cardsCount: number | undefined;
}

function field(doc: Record<string, unknown>, snake: string, camel: string): unknown {
  const value = doc[snake];
  return value === undefined ? doc[camel] : value;
}

/** The most copies of one card a deck can hold (60 cards, basic energy included). */
export const MAX_CARD_COUNT = 60;

function readCard(raw: unknown): DeckCardView | undefined {
  const card = asRecord(raw);
  if (!card) return undefined;
  const normalizedName = toText(field(card, 'normalized_name', 'normalizedName'));
  const name = toText(card.name) ?? normalizedName;
  if (name === undefined) return undefined;
  const rawCount = card.count;
  const count =
    typeof rawCount === 'number' && Number.isFinite(rawCount) ? rawCount : (toNumber(rawCount) ?? 0);
  return { name, normalizedName, type: toText(card.type), count, details: asRecord(card.details) };
}

/** An ISO timestamp and its milliseconds, parsing a stored ISO string once (the common case). */
function dateOf(value: unknown): { iso: string | null; ms: number } {
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    if (!Number.isNaN(ms)) return { iso: value, ms };
  }
  const iso = toIsoDate(value) ?? null;
  return { iso, ms: isoToMs(iso ?? undefined) ?? Number.NaN };
}

function readMatch(raw: unknown): RuleMatchView | undefined {
  const detail = asRecord(raw);
  const id = detail ? toText(detail.id) : undefined;
  if (!detail || id === undefined) return undefined;
  return {
    id,
    name: toText(detail.name),
    priority: toNumber(detail.priority),
    variants: stringsOf(detail.variants),
  };
}

/**
 * The fields readDeck reads: a store may parse only these. Card entries and match details
 * recur across decks byte for byte, so they are parsed once each and shared.
 */
export const DECK_VIEW_FIELDS: FieldList = {
  cards: 'shared',
  name: true,
  deck_name: true,
  deckName: true,
  rule_matches: 'shared',
  ruleMatches: 'shared',
  rule_matches_detail: 'shared',
  ruleMatchesDetail: 'shared',
  created_at: true,
  createdAt: true,
  updated_at: true,
  updatedAt: true,
  classification_updated_at: true,
  classificationUpdatedAt: true,
  cards_count: true,
  cardsCount: true,
};

/** Reads a stored deck document (snake_case or camelCase fields). */
export function readDeck(doc: { id: string } & Record<string, unknown>): DeckView {
  const cards: DeckCardView[] = [];
  const rawCards = doc.cards;
  let badCounts: DeckView['badCounts'];
  if (Array.isArray(rawCards)) {
    // A line stored twice is one line (engine/cardLines.ts).
    for (const raw of distinctCardLines(rawCards)) {
      const card = readCard(raw);
      if (!card) continue;
      // 1e308 or Infinity would be published as "null枚" or "Infinity枚": counted as 0, reported.
      const stored = (raw as { count?: unknown }).count;
      const parsed = typeof stored === 'number' ? stored : toNumber(stored);
      if (parsed === undefined || !Number.isInteger(parsed) || parsed < 0 || parsed > MAX_CARD_COUNT) {
        badCounts ??= [];
        badCounts.push({ name: card.name, count: stored });
        card.count = 0;
      }
      cards.push(card);
    }
  }
  const ruleDetails: RuleMatchView[] = [];
  const rawDetails = field(doc, 'rule_matches_detail', 'ruleMatchesDetail');
  if (Array.isArray(rawDetails)) {
    for (const raw of rawDetails) {
      const detail = readMatch(raw);
      if (detail) ruleDetails.push(detail);
    }
  }
  const created = dateOf(field(doc, 'created_at', 'createdAt'));
  return {
    id: doc.id,
    name: toText(doc.name) ?? toText(field(doc, 'deck_name', 'deckName')) ?? null,
    cards,
    ...(badCounts ? { badCounts } : {}),
    ruleMatches: stringsOf(field(doc, 'rule_matches', 'ruleMatches')),
    ruleDetails,
    createdAt: created.iso,
    createdMs: created.ms,
    updatedAt: toIsoDate(field(doc, 'updated_at', 'updatedAt')) ?? null,
    classificationUpdatedAt:
      toIsoDate(field(doc, 'classification_updated_at', 'classificationUpdatedAt')) ?? null,
    cardsCount: toNumber(field(doc, 'cards_count', 'cardsCount')),
  };
}

/** Newest first by creation time (missing last), then id: the order of every deck list. */
export function compareNewestFirst(
  a: { createdMs: number; id: string },
  b: { createdMs: number; id: string },
): number {
  const am = Number.isNaN(a.createdMs) ? Number.NEGATIVE_INFINITY : a.createdMs;
  const bm = Number.isNaN(b.createdMs) ? Number.NEGATIVE_INFINITY : b.createdMs;
  if (am !== bm) return bm - am;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const TOP_CARDS = 8;

/**
 * `public_deck_details/{deckId}`: one deck's card table with card facts, counts by type group, its
 * top cards, the rules it matched and the events it placed in. No clock (no `--as-of`): a deck
 * that did not change keeps a byte-identical document, so an incremental build keeps its page. It
 * reads its world only through `reads` (deckPageWorld.ts): what the incremental run records as the
 * page's inputs.
 */
export function deckDetailOf(reads: PageReads<DeckPageInputs>, deckId: string): DeckDetail {
  const deck = reads.read('deck', deckId);
  const profile = reads.read('profile', deckId);
  const resolver = reads.read('cards', '*');
  const placements = reads.read('placements', deckId);
  const group = (name: 'pokemon' | 'trainer' | 'energy' | 'other') =>
    profile.vector[SLOT.group + groupIndex(name)] ?? 0;
  const detailsById = new Map(deck.ruleDetails.map((detail) => [detail.id, detail]));
  const cardsTotal = profile.vector[SLOT.cards] ?? 0;
  return {
    id: deck.id,
    name: deck.name,
    cardsTotal: cardsTotal > 0 ? cardsTotal : (deck.cardsCount ?? 0),
    createdAt: deck.createdAt,
    updatedAt: deck.updatedAt,
    classificationUpdatedAt: deck.classificationUpdatedAt,
    countsByType: {
      pokemon: group('pokemon'),
      trainer: group('trainer'),
      energy: group('energy'),
      other: group('other'),
    },
    // Distinct cards by copies; a stable sort keeps the deck's own order among equals.
    topCards: [...profile.cards]
      .sort((a, b) => b.copies - a.copies)
      .slice(0, TOP_CARDS)
      .map(({ facts, copies }) => ({ name: facts.name, count: copies })),
    matchedRules: deck.ruleMatches.map((id) => {
      const rule = reads.read('rule', id);
      const detail = detailsById.get(id);
      return {
        id,
        // A rule no longer among the rules: the name the deck was classified with (its own line),
        // not one other decks carried, so the page depends on nothing but this deck.
        name: rule ? rule.name : (detail?.name ?? id),
        priority: rule ? rule.priority : (detail?.priority ?? Number.MAX_SAFE_INTEGER),
      };
    }),
    cards: deck.cards.map((card, index) => {
      const facts = resolver.factsOf(card);
      return {
        key: `${index}:${facts.key}`,
        // The card's own name and key (a name stored with the page's `(ACE SPEC)` mark loses it),
        // so the consensus comparison meets the card under the key its statistics use.
        name: facts.name,
        normalizedName: facts.key,
        type: facts.kind,
        detailType: facts.detailType,
        abilityName: facts.abilityName,
        abilityText: facts.abilityText,
        attacks: facts.attacks,
        count: card.count,
        // Only when known: most decks have no image paths, and deck pages are many.
        ...(facts.pict ? { pict: facts.pict } : {}),
      };
    }),
    // Only when it placed: the page shows where first, and the other decks' documents stay as they were.
    ...(placements.length > 0 ? { placements: placements.map((p) => ({ ...p })) } : {}),
  };
}
