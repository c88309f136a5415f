// The running statistics of one rule or one variant: decks matched, the summed deck profiles,
// a counter per distinct card, and the newest matching decks. Memory is bounded by the number
// of distinct cards and the list limits, never by the number of decks.
import type { CardFacts } from './cardFacts.ts';
import type { DeckProfile } from './deckProfile.ts';
import { NewestList } from './newestList.ts';
import { SLOT } from './profileLayout.ts';

/** What a deck list item needs of a deck; rule names and events are resolved at the end. */
export interface DeckRef {
  id: string;
  name: string | null;
  createdAt: string | null;
  createdMs: number;
  updatedAt: string | null;
  classificationUpdatedAt: string | null;
  ruleMatches: string[];
}

export interface CardCounter {
  facts: CardFacts;
  /** Decks of the group that include the card. */
  includedDecks: number;
  /** Copies over all decks of the group. */
  totalCopies: number;
  /** The first decks (in store order) that include the card, up to the id limit. */
  deckIds: string[];
}

export interface GroupLimits {
  /** Deck ids kept per card of the adoption lists. */
  deckIds: number;
  /** Matching decks kept per group, newest first (spec: aggregated id list up to 200). */
  decks: number;
}

export class GroupAccumulator {
  decks = 0;
  readonly sums = new Float64Array(SLOT.size);
  /** Counters indexed by `CardFacts.index` (holes for cards the group never saw). */
  private readonly counters: (CardCounter | undefined)[] = [];
  readonly newest: NewestList<DeckRef>;

  constructor(private readonly limits: GroupLimits) {
    this.newest = new NewestList<DeckRef>(limits.decks);
  }

  add(deck: DeckRef, profile: DeckProfile): void {
    this.decks += 1;
    const { sums } = this;
    const { vector } = profile;
    for (let i = 0; i < SLOT.size; i += 1) sums[i]! += vector[i]!;
    for (const { facts, copies } of profile.cards) {
      let counter = this.counters[facts.index];
      if (counter === undefined) {
        counter = { facts, includedDecks: 0, totalCopies: 0, deckIds: [] };
        // Grow densely: assigning far past the end would turn the array into a slow dictionary.
        while (this.counters.length <= facts.index) this.counters.push(undefined);
        this.counters[facts.index] = counter;
      }
      counter.includedDecks += 1;
      counter.totalCopies += copies;
      if (counter.deckIds.length < this.limits.deckIds) counter.deckIds.push(deck.id);
    }
    this.newest.offer(deck);
  }

  /** Every card counter of the group, in first-seen order of the card. */
  cardCounters(): CardCounter[] {
    return this.counters.filter((counter): counter is CardCounter => counter !== undefined);
  }

  /** The summed value of a slot (copies, or decks for `aceSpec`). */
  sum(slot: number): number {
    return this.sums[slot] ?? 0;
  }
}
