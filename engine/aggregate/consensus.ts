// What deck builders look for first: how many copies of a card the decks of a type play (the
// copy histogram), the type's "standard 60" (consensus list), and how one deck differs from it.
import type { ConsensusCard, ConsensusCopies, ConsensusList, CopyHistogram } from '../documents.ts';
import { wilsonInterval } from '../wilson.ts';
import type { CardCounter } from './groupAccumulator.ts';

/** The size of a deck, which the consensus list fills up to. */
export const DECK_SIZE = 60;

/** Decks at 1, 2, 3, 4, and 5 or more copies of the card. */
export function copyHistogramOf(counter: Pick<CardCounter, 'copyCounts'>): CopyHistogram {
  const counts = counter.copyCounts;
  let fiveOrMore = 0;
  for (let copies = 5; copies < counts.length; copies += 1) fiveOrMore += counts[copies] ?? 0;
  return {
    '1': counts[1] ?? 0,
    '2': counts[2] ?? 0,
    '3': counts[3] ?? 0,
    '4': counts[4] ?? 0,
    '5+': fiveOrMore,
  };
}

/** The copy count the most decks play; a tie goes to the smaller count (it leaves room to fill). */
export function mostCommonCopies(copyCounts: readonly number[]): number {
  let best = 0;
  let bestDecks = 0;
  copyCounts.forEach((decks, copies) => {
    if (copies > 0 && decks > bestDecks) {
      best = copies;
      bestDecks = decks;
    }
  });
  return best;
}

/**
 * The consensus list of a group whose cards are given in adoption order (rate descending): each
 * card at its most common copy count until the list holds 60; the card that reaches 60 is cut to
 * fit. Cards in at least half of the decks come first because of the order, then the rest fill it.
 */
export function consensusOf(cardsByAdoption: readonly CardCounter[], decks: number): ConsensusList {
  const cards: ConsensusCard[] = [];
  let total = 0;
  for (const counter of cardsByAdoption) {
    if (total >= DECK_SIZE) break;
    const copies = Math.min(mostCommonCopies(counter.copyCounts), DECK_SIZE - total);
    if (copies <= 0) continue;
    total += copies;
    cards.push({
      id: counter.facts.key,
      name: counter.facts.name,
      category: counter.facts.category,
      copies,
      adoptionRate: decks > 0 ? counter.includedDecks / decks : 0,
      adoptionRateInterval: wilsonInterval(counter.includedDecks, decks),
      ...(counter.facts.pict ? { pict: counter.facts.pict } : {}),
    });
  }
  return { cards, total };
}

export interface ConsensusDiffCard {
  id: string;
  name: string;
  /** Copies in the deck (0 when cut). */
  deck: number;
  /** Copies in the consensus list (0 when added). */
  consensus: number;
}

export interface ConsensusDiff {
  /** Cards the deck plays that the consensus list lacks. */
  added: ConsensusDiffCard[];
  /** Consensus cards the deck does not play. */
  cut: ConsensusDiffCard[];
  /** Cards of both with another copy count. */
  changed: ConsensusDiffCard[];
}

/** How a deck (its cards by normalized name) differs from a consensus list, in list order. */
export function consensusDiffOf(
  deckCards: readonly { normalizedName: string; name: string; count: number }[],
  consensus: ConsensusCopies,
): ConsensusDiff {
  const deck = new Map<string, { name: string; count: number }>();
  for (const card of deckCards) {
    const seen = deck.get(card.normalizedName);
    if (seen) seen.count += card.count;
    else deck.set(card.normalizedName, { name: card.name, count: card.count });
  }
  const inList = new Map(consensus.cards.map((card) => [card.id, card]));
  const diff: ConsensusDiff = { added: [], cut: [], changed: [] };
  for (const card of consensus.cards) {
    const mine = deck.get(card.id)?.count ?? 0;
    if (mine === 0) diff.cut.push({ id: card.id, name: card.name, deck: 0, consensus: card.copies });
    else if (mine !== card.copies)
      diff.changed.push({ id: card.id, name: card.name, deck: mine, consensus: card.copies });
  }
  for (const [id, card] of deck) {
    if (!inList.has(id) && card.count > 0)
      diff.added.push({ id, name: card.name, deck: card.count, consensus: 0 });
  }
  return diff;
}
