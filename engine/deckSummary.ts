// The `summary` a deck document carries (spec admin §3): card total, the deck's times, card
// counts per type group and its most-played cards. Pure: the caller gives the times.
import { cardKindOf, countsByTypeGroup, type TypeGroup } from './cardKinds.ts';
import { normalizeCardName } from './cardName.ts';
import { asRecord, toIsoDate } from './tolerantValues.ts';

/** How many cards `top_cards` lists (see docs/decisions.md "Ingestion"). */
export const TOP_CARDS = 10;

export interface SummaryCard {
  name: string;
  normalized_name?: string;
  type?: string;
  count: number;
  /** The card's details; their `type` is the printed kind of an ACE SPEC card, when known. */
  details?: { type?: unknown };
}

/**
 * The group a card counts in: by its type, and an ACE SPEC card by the printed kind its details
 * carry when they carry a specific one (an ACE SPEC energy the list does not know is energy).
 */
function typeGroupOf(card: SummaryCard): TypeGroup {
  const kind = cardKindOf(card.type, card.name);
  const printed = typeof card.details?.type === 'string' ? cardKindOf(card.details.type) : undefined;
  const specific =
    printed !== undefined && printed !== 'ace_spec' && printed !== 'other' && printed !== 'unknown';
  return countsByTypeGroup(kind === 'ace_spec' && specific ? printed : kind, card.name);
}

export interface DeckSummary {
  cards_total: number;
  created_at: string;
  updated_at: string;
  classification_updated_at: string | null;
  counts_by_type: Record<TypeGroup, number>;
  /** The most-played cards by copies (printings of one name added up), ties in list order. */
  top_cards: { name: string; normalized_name: string; type: string | null; count: number }[];
}

export function deckSummary(
  cards: readonly SummaryCard[],
  times: { createdAt: string; updatedAt: string; classificationUpdatedAt?: string | null },
): DeckSummary {
  const counts: Record<TypeGroup, number> = { pokemon: 0, trainer: 0, energy: 0, other: 0 };
  const byName = new Map<string, DeckSummary['top_cards'][number]>();
  let total = 0;
  for (const card of cards) {
    total += card.count;
    counts[typeGroupOf(card)] += card.count;
    const key = card.normalized_name ?? normalizeCardName(card.name);
    const known = byName.get(key);
    if (known) known.count += card.count;
    else
      byName.set(key, { name: card.name, normalized_name: key, type: card.type ?? null, count: card.count });
  }
  // A stable sort keeps list order among equal counts.
  const top = [...byName.values()].sort((a, b) => b.count - a.count).slice(0, TOP_CARDS);
  return {
    cards_total: total,
    created_at: times.createdAt,
    updated_at: times.updatedAt,
    classification_updated_at: times.classificationUpdatedAt ?? null,
    counts_by_type: counts,
    top_cards: top,
  };
}

/**
 * The deck's `summary` once classified at `asOf` (spec admin §3): recomputed from its cards, so
 * every field stays true, with `classification_updated_at` the run's time. A deck stored without
 * a summary gets one. Its times: the stored summary's, else the deck's own, else `asOf`.
 */
export function summaryAfter(doc: Record<string, unknown>, asOf: string): DeckSummary {
  const stored = asRecord(doc.summary);
  const timeOf = (...values: unknown[]) => {
    for (const value of values) {
      const iso = toIsoDate(value);
      if (iso !== undefined) return iso;
    }
    return asOf;
  };
  // Only what a summary can use: a stored card of another shape counts as nothing.
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const cards: SummaryCard[] = [];
  for (const raw of Array.isArray(doc.cards) ? doc.cards : []) {
    const card = asRecord(raw);
    if (
      !card ||
      typeof card.name !== 'string' ||
      typeof card.count !== 'number' ||
      !Number.isFinite(card.count)
    )
      continue;
    const normalized = text(card.normalized_name);
    const type = text(card.type);
    cards.push({
      name: card.name,
      count: card.count,
      ...(normalized === undefined ? {} : { normalized_name: normalized }),
      ...(type === undefined ? {} : { type }),
      details: { type: asRecord(card.details)?.type },
    });
  }
  return deckSummary(cards, {
    createdAt: timeOf(stored?.created_at, doc.created_at, doc.createdAt),
    updatedAt: timeOf(stored?.updated_at, doc.updated_at, doc.updatedAt),
    classificationUpdatedAt: asOf,
  });
}
