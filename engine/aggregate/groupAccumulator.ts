// The running statistics of one rule or one variant: decks matched, the summed deck profiles,
// a counter per distinct card, and the newest matching decks. Memory is bounded by the number
// of distinct cards and the list limits, never by the number of decks.
import type { CardFacts } from './cardFacts.ts';
import { type DeckProfile, SLOT } from './deckProfile.ts';
import { NewestList } from './newestList.ts';

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
  /** Deck ids kept per card (spec: aggregated id list up to 200). */
  deckIds: number;
  /** Matching decks kept per group, newest first. */
  decks: number;
}

export class GroupAccumulator {
  decks = 0;
  readonly sums = new Float64Array(SLOT.size);
  readonly cards = new Map<string, CardCounter>();
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
      let counter = this.cards.get(facts.key);
      if (counter === undefined) {
        counter = { facts, includedDecks: 0, totalCopies: 0, deckIds: [] };
        this.cards.set(facts.key, counter);
      }
      counter.includedDecks += 1;
      counter.totalCopies += copies;
      if (counter.deckIds.length < this.limits.deckIds) counter.deckIds.push(deck.id);
    }
    this.newest.offer(deck);
  }

  /** The summed value of a slot (copies, or decks for `aceSpec`). */
  sum(slot: number): number {
    return this.sums[slot] ?? 0;
  }
}
