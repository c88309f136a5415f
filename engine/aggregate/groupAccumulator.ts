// The running statistics of one rule or one variant: decks matched, the summed deck profiles,
// a counter per distinct card, and the newest matching decks. Memory is bounded by the number
// of distinct cards and the list limits, never by the number of decks.
import type { CardFacts } from './cardFacts.ts';
import type { DeckProfile } from './deckProfile.ts';
import { NewestList, type NewestListState } from './newestList.ts';
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
  /**
   * Decks by the copies they play: `copyCounts[c]` decks play c copies (index 0 unused; counts
   * above COPY_COUNT_CAP are kept at the cap). Feeds the copy histogram and the consensus list.
   */
  copyCounts: number[];
}

/** Copies above this are counted at it: no 60-card deck plays more of one card in a way that matters. */
const COPY_COUNT_CAP = 60;

export interface GroupLimits {
  /** Deck ids kept per card of the adoption lists. */
  deckIds: number;
  /** Matching decks kept per group, newest first (spec: aggregated id list up to 200). */
  decks: number;
}

/** A group as plain data (see GroupAccumulator.state). */
export interface GroupState {
  decks: number;
  sums: number[];
  cards: CardCounter[];
  newest: NewestListState<DeckRef>;
}

/** What the document build reads of a group: counts only, no way to add to it. */
export interface GroupView {
  readonly decks: number;
  sum(slot: number): number;
  cardCounters(): CardCounter[];
  readonly newest: { readonly total: number; readonly limit: number; result(): DeckRef[] };
}

export class GroupAccumulator implements GroupView {
  decks = 0;
  readonly sums = new Float64Array(SLOT.size);
  // Per card (by `CardFacts.index`): flat typed arrays rather than an object per card, so the
  // hot loop touches a few contiguous arrays instead of objects scattered over the heap.
  private included = new Float64Array(64);
  private copies = new Float64Array(64);
  private readonly facts: (CardFacts | undefined)[] = [];
  private readonly deckIds: (string[] | undefined)[] = [];
  private readonly copyCounts: (number[] | undefined)[] = [];
  readonly newest: NewestList<DeckRef>;

  constructor(private readonly limits: GroupLimits) {
    this.newest = new NewestList<DeckRef>(limits.decks);
  }

  add(deck: DeckRef, profile: DeckProfile): void {
    this.decks += 1;
    const { sums } = this;
    const { vector } = profile;
    for (let i = 0; i < SLOT.size; i += 1) sums[i]! += vector[i]!;
    const idLimit = this.limits.deckIds;
    for (const { facts, copies } of profile.cards) {
      const index = facts.index;
      if (index >= this.included.length) this.grow(index);
      const included = this.included[index]! + 1;
      this.included[index] = included;
      this.copies[index]! += copies;
      if (included === 1) {
        // Grow densely: assigning far past the end would turn the array into a slow dictionary.
        while (this.facts.length <= index) {
          this.facts.push(undefined);
          this.deckIds.push(undefined);
          this.copyCounts.push(undefined);
        }
        this.facts[index] = facts;
        this.deckIds[index] = [];
        this.copyCounts[index] = [0];
      }
      addCopies(this.copyCounts[index]!, copies, 1);
      // A card's first decks (up to the limit) are exactly its first `idLimit` inclusions.
      if (included <= idLimit) this.deckIds[index]!.push(deck.id);
    }
    this.newest.offer(deck);
  }

  private grow(index: number): void {
    let size = this.included.length;
    while (size <= index) size *= 2;
    const included = new Float64Array(size);
    included.set(this.included);
    const copies = new Float64Array(size);
    copies.set(this.copies);
    this.included = included;
    this.copies = copies;
  }

  /** What another group needs to merge this one (plain data: it crosses threads). */
  state(): GroupState {
    return {
      decks: this.decks,
      sums: [...this.sums],
      cards: this.cardCounters(),
      newest: this.newest.state(),
    };
  }

  /**
   * Adds a group built from later decks of the same stream: counts add up, a card's first
   * decks continue this group's, and the facts of a card this group already has stay. `facts`
   * gives the facts of this run for a card of the other part (its index is this run's).
   */
  merge(state: GroupState, facts: (counter: CardCounter) => CardFacts): void {
    this.decks += state.decks;
    state.sums.forEach((value, slot) => {
      this.sums[slot]! += value;
    });
    const idLimit = this.limits.deckIds;
    for (const counter of state.cards) {
      const mine = facts(counter);
      const index = mine.index;
      if (index >= this.included.length) this.grow(index);
      this.included[index]! += counter.includedDecks;
      this.copies[index]! += counter.totalCopies;
      while (this.facts.length <= index) {
        this.facts.push(undefined);
        this.deckIds.push(undefined);
        this.copyCounts.push(undefined);
      }
      if (this.facts[index] === undefined) {
        this.facts[index] = mine;
        this.deckIds[index] = [];
        this.copyCounts[index] = [0];
      }
      const mineCounts = this.copyCounts[index]!;
      counter.copyCounts.forEach((decks, copies) => {
        if (decks > 0) addCopies(mineCounts, copies, decks);
      });
      const ids = this.deckIds[index]!;
      for (const id of counter.deckIds) {
        if (ids.length >= idLimit) break;
        ids.push(id);
      }
    }
    this.newest.merge(state.newest);
  }

  /** Every card counter of the group, in first-seen order of the card. */
  cardCounters(): CardCounter[] {
    const counters: CardCounter[] = [];
    this.facts.forEach((facts, index) => {
      if (facts === undefined) return;
      counters.push({
        facts,
        includedDecks: this.included[index]!,
        totalCopies: this.copies[index]!,
        deckIds: this.deckIds[index] ?? [],
        copyCounts: (this.copyCounts[index] ?? [0]).slice(),
      });
    });
    return counters;
  }

  /** The summed value of a slot (copies, or decks for `aceSpec`). */
  sum(slot: number): number {
    return this.sums[slot] ?? 0;
  }
}

/** Adds `decks` decks playing `copies` copies to a dense copy-count array. */
function addCopies(counts: number[], copies: number, decks: number): void {
  const at = Math.max(1, Math.min(Math.floor(copies), COPY_COUNT_CAP));
  while (counts.length <= at) counts.push(0);
  counts[at]! += decks;
}
