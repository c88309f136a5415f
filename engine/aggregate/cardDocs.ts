// The card documents from the card tally (cardTally.ts), the windows and the deck-type groups:
// each window's card list and each card's page. Adoption per deck type on a card page reads the
// same group counters as the deck-type pages, so the two pages never disagree.

import type { PublicWindow } from '../documentSchemas/windowDocs.ts';
import type { PublicCard, PublicCardWindow } from '../documents.ts';
import { cardIdOf } from '../ids.ts';
import { weekKeyOf, weekRange } from '../week.ts';
import type { AggregateResult } from './aggregateResult.ts';
import type { CardFacts } from './cardFacts.ts';
import type { CardWeekCell } from './cardTally.ts';
import { copyHistogramOf } from './consensus.ts';
import { chooseFacts } from './factsChoice.ts';
import type { CardCounter } from './groupAccumulator.ts';
import { ratio } from './ratio.ts';

/** Deck types shown beside a card on the card list. */
const LIST_TYPES = 3;

interface PublicType {
  id: string;
  name: string;
  /** Order of the public rules, the last tie-break. */
  order: number;
}

/** The week keys a window spans, or null for 全期間 (every week and the undated decks). */
export function windowWeekKeys(window: PublicWindow): Set<string> | null {
  if (window.weeks === null || window.start === null || window.end === null) return null;
  const first = weekKeyOf(Date.parse(window.start));
  const last = weekKeyOf(Date.parse(window.end) - 1);
  return new Set(weekRange(first, last).map((week) => week.key));
}

/** A card's cells summed over the weeks `keys` names (all weeks when null), by card index. */
function sumCells(agg: AggregateResult, keys: Set<string> | null): Map<number, CardWeekCell> {
  const sums = new Map<number, CardWeekCell>();
  for (const [week, cells] of agg.cards.cellsByWeek()) {
    if (keys !== null && !keys.has(week)) continue;
    for (const [index, cell] of cells) {
      let sum = sums.get(index);
      if (sum === undefined) {
        sum = { decks: 0, copies: 0, byRule: new Map() };
        sums.set(index, sum);
      }
      sum.decks += cell.decks;
      sum.copies += cell.copies;
      for (const [ruleId, n] of cell.byRule) sum.byRule.set(ruleId, (sum.byRule.get(ruleId) ?? 0) + n);
    }
  }
  return sums;
}

/** Most decks first, then name, then id: the same order whatever order the decks came in. */
function compareRows(a: { includedDecks: number; name: string; id: string }, b: typeof a): number {
  if (a.includedDecks !== b.includedDecks) return b.includedDecks - a.includedDecks;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Each card's chosen facts (factsChoice.ts), by card index. */
export function cardFactsOf(agg: AggregateResult): Map<number, CardFacts> {
  const chosen = new Map<number, CardFacts>();
  for (const [index, variants] of agg.cards.factsVariants()) chosen.set(index, chooseFacts(variants));
  return chosen;
}

/** The card list of one window. */
export function cardWindowOf(
  agg: AggregateResult,
  window: PublicWindow,
  facts: ReadonlyMap<number, CardFacts>,
  types: readonly PublicType[],
): PublicCardWindow {
  const typeDecks = new Map(window.rows.map((row) => [row.id, row.count]));
  const rows = [...sumCells(agg, windowWeekKeys(window))]
    .filter(([, cell]) => cell.decks > 0)
    .map(([index, cell]) => {
      const card = facts.get(index)!;
      const shares = types
        .map((type) => {
          const includedDecks = cell.byRule.get(type.id) ?? 0;
          return { type, includedDecks, adoption: ratio(includedDecks, typeDecks.get(type.id) ?? 0) };
        })
        .filter((share) => share.includedDecks > 0)
        .sort((a, b) => b.includedDecks - a.includedDecks || a.type.order - b.type.order)
        .slice(0, LIST_TYPES);
      return {
        id: cardIdOf(card.key),
        name: card.name,
        kind: card.category,
        includedDecks: cell.decks,
        adoption: ratio(cell.decks, window.totalDecks),
        avgCopies: ratio(cell.copies, cell.decks),
        types: shares.map(({ type, includedDecks, adoption }) => ({
          id: type.id,
          name: type.name,
          includedDecks,
          adoption,
        })),
      };
    })
    .sort(compareRows);
  return {
    key: window.key,
    label: window.label,
    start: window.start,
    end: window.end,
    totalDecks: window.totalDecks,
    rows,
    updatedAt: agg.input.asOf,
  };
}

/** Every card's page document (each card seen in 全期間), in card id order. */
export function cardPagesOf(
  agg: AggregateResult,
  facts: ReadonlyMap<number, CardFacts>,
  types: readonly PublicType[],
): PublicCard[] {
  // Each card's counter in each public type's group, by card key.
  const counters = new Map<string, { type: PublicType; decks: number; counter: CardCounter }[]>();
  for (const type of types) {
    const group = agg.group(type.id);
    for (const counter of group.cardCounters()) {
      const list = counters.get(counter.facts.key) ?? [];
      list.push({ type, decks: group.decks, counter });
      counters.set(counter.facts.key, list);
    }
  }
  const publicIds = new Map(types.map((type) => [type.id, type.name]));
  const byWeek = agg.cards.cellsByWeek();
  const pages: PublicCard[] = [];
  for (const [index, total] of sumCells(agg, null)) {
    if (total.decks === 0) continue;
    const card = facts.get(index)!;
    const placed = agg.cards.placedDecks(index);
    pages.push({
      id: cardIdOf(card.key),
      name: card.name,
      kind: card.category,
      pict: card.pict,
      totalDecks: agg.totalDecks,
      includedDecks: total.decks,
      adoption: ratio(total.decks, agg.totalDecks),
      avgCopies: ratio(total.copies, total.decks),
      types: (counters.get(card.key) ?? [])
        .map(({ type, decks, counter }) => ({
          id: type.id,
          name: type.name,
          typeDecks: decks,
          includedDecks: counter.includedDecks,
          adoption: ratio(counter.includedDecks, decks),
          avgCopies: ratio(counter.totalCopies, counter.includedDecks),
          copies: copyHistogramOf(counter),
          order: type.order,
        }))
        .sort((a, b) => b.includedDecks - a.includedDecks || a.order - b.order)
        .map(({ order: _order, ...row }) => row),
      weekly: agg.weekly.weeks.map((week) => {
        const includedDecks = byWeek.get(week.key)?.get(index)?.decks ?? 0;
        return {
          key: week.key,
          label: week.label,
          totalDecks: week.totalDecks,
          includedDecks,
          adoption: ratio(includedDecks, week.totalDecks),
        };
      }),
      placedDecks: {
        total: placed.total,
        items: placed.items.map((deck) => {
          const typeId = agg.primaryByDeck.get(deck.id) ?? null;
          const typeName = typeId === null ? undefined : publicIds.get(typeId);
          return {
            deckId: deck.id,
            copies: deck.copies,
            typeId: typeName === undefined ? null : typeId,
            typeName: typeName ?? null,
            events: (agg.placements.get(deck.id) ?? []).map((event) => ({ ...event })),
          };
        }),
      },
      updatedAt: agg.input.asOf,
    });
  }
  return pages.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
