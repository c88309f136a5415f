// The running statistics of one rule or one variant: decks matched, the summed deck profiles,
// a counter per distinct card, and the newest matching decks. Memory is bounded by the number
// of distinct cards and the list limits, never by the number of decks.
import type { CardFacts } from './cardFacts.ts';
import type { DeckProfile } from './deckProfile.ts';
import { addAt } from './denseCounts.ts';
import { chooseFacts, type FactsVariant, factsSignature } from './factsChoice.ts';
import { type Dated, NewestList, type NewestListState } from './newestList.ts';
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
  /** The card's facts; when its decks carry it with different facts, the chosen ones (factsChoice.ts). */
  facts: CardFacts;
  /** Every set of facts the card was seen with, when more than one. */
  variants?: FactsVariant[];
  /** Decks of the group that include the card. */
  includedDecks: number;
  /** Copies over all decks of the group. */
  totalCopies: number;
  /**
   * The newest decks that include the card (compareNewestFirst), up to the id limit: the same
   * whatever order the decks came in.
   */
  deckIds: string[];
  /** Those decks with their dates, to merge another part's. */
  newestDecks: NewestListState<Dated>;
  /**
   * Decks by the copies they play: `copyCounts[c]` decks play c copies (index 0 unused; counts
   * above COPY_COUNT_CAP are kept at the cap). Feeds the copy histogram and the consensus list.
   */
  copyCounts: number[];
}

/** Copies above this are counted at it: no 60-card deck plays more of one card in a way that matters. */
const COPY_COUNT_CAP = 60;
/**
 * Copy counts below this are counted in one flat array per group (`copyCounts[card * STRIDE +
 * copies]`): a separate small array per card and group made the count's increment wait on memory.
 * Higher ones, rare, in a dense array per card.
 */
const COPY_STRIDE = 8;

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
  /** Decks by copies played, below COPY_STRIDE (see there); index 0 of each card unused. */
  private copyCounts = new Int32Array(64 * COPY_STRIDE);
  /** Decks by copies played, from COPY_STRIDE on (dense, from 0), for the cards that have any. */
  private readonly moreCopies: (number[] | undefined)[] = [];
  /** Per card, the facts it was first seen with: the only ones unless `variants` has more. */
  private readonly facts: (CardFacts | undefined)[] = [];
  private readonly variants: (Map<string, FactsVariant> | undefined)[] = [];
  private readonly deckIds: (NewestList<Dated> | undefined)[] = [];
  readonly newest: NewestList<DeckRef>;

  constructor(private readonly limits: GroupLimits) {
    this.newest = new NewestList<DeckRef>(limits.decks);
  }

  add(deck: DeckRef, profile: DeckProfile): void {
    this.decks += 1;
    const { sums } = this;
    const { vector } = profile;
    for (let i = 0; i < SLOT.size; i += 1) sums[i]! += vector[i]!;
    // One small dated record per deck, shared by every card's list (and by a thread's state).
    const dated: Dated = { id: deck.id, createdMs: deck.createdMs };
    for (const { facts, copies } of profile.cards) {
      const index = facts.index;
      if (index >= this.included.length) this.grow(index);
      const included = this.included[index]!;
      if (included === 0) this.open(index, facts);
      else if (facts !== this.facts[index] || this.variants[index] !== undefined) this.tally(index, facts, 1);
      this.included[index] = included + 1;
      this.copies[index]! += copies;
      this.addCopies(index, copies, 1);
      this.deckIds[index]!.offer(dated);
    }
    this.newest.offer(deck);
  }

  /** Starts the counter of a card first seen with these facts. */
  private open(index: number, facts: CardFacts): void {
    // Grow densely: assigning far past the end would turn the array into a slow dictionary.
    while (this.facts.length <= index) {
      this.facts.push(undefined);
      this.variants.push(undefined);
      this.deckIds.push(undefined);
      this.moreCopies.push(undefined);
    }
    this.facts[index] = facts;
    this.deckIds[index] = new NewestList<Dated>(this.limits.deckIds);
  }

  /** Counts `decks` decks playing `copies` copies of the card (capped, at least 1). */
  private addCopies(index: number, copies: number, decks: number): void {
    const at = Math.max(1, Math.min(Math.floor(copies), COPY_COUNT_CAP));
    if (at < COPY_STRIDE) this.copyCounts[index * COPY_STRIDE + at]! += decks;
    else {
      this.moreCopies[index] ??= [];
      addAt(this.moreCopies[index]!, at - COPY_STRIDE, decks);
    }
  }

  /**
   * The card's decks by copies played, as a dense array from 0 (unused) to the most copies any
   * deck plays.
   */
  private copyCountsOf(index: number): number[] {
    const more = this.moreCopies[index];
    if (more !== undefined) {
      const counts = [0];
      for (let copies = 1; copies < COPY_STRIDE; copies++)
        counts.push(this.copyCounts[index * COPY_STRIDE + copies]!);
      return counts.concat(more);
    }
    let last = COPY_STRIDE - 1;
    while (last > 0 && this.copyCounts[index * COPY_STRIDE + last] === 0) last--;
    const counts = [0];
    for (let copies = 1; copies <= last; copies++)
      counts.push(this.copyCounts[index * COPY_STRIDE + copies]!);
    return counts;
  }

  /**
   * Counts `decks` more decks carrying the card with these facts (not yet in `included`), once the
   * card is seen with facts other than its first.
   */
  private tally(index: number, facts: CardFacts, decks: number): void {
    let variants = this.variants[index];
    const first = this.facts[index]!;
    if (variants === undefined) {
      if (facts === first || factsSignature(facts) === factsSignature(first)) return;
      // Until now every deck carried the first facts.
      variants = new Map([[factsSignature(first), { facts: first, decks: this.included[index]! }]]);
      this.variants[index] = variants;
    }
    const signature = factsSignature(facts);
    const variant = variants.get(signature);
    if (variant) variant.decks += decks;
    else variants.set(signature, { facts, decks });
  }

  private grow(index: number): void {
    let size = this.included.length;
    while (size <= index) size *= 2;
    const included = new Float64Array(size);
    included.set(this.included);
    const copies = new Float64Array(size);
    copies.set(this.copies);
    const copyCounts = new Int32Array(size * COPY_STRIDE);
    copyCounts.set(this.copyCounts);
    this.included = included;
    this.copies = copies;
    this.copyCounts = copyCounts;
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
   * Adds a group built from other decks (a part of the stream counted apart, in any order): counts
   * add up, the newest decks and the facts' counts combine. `facts` gives this run's copy of a
   * part's card facts (its index is this run's).
   */
  merge(state: GroupState, facts: (partFacts: CardFacts) => CardFacts): void {
    this.decks += state.decks;
    state.sums.forEach((value, slot) => {
      this.sums[slot]! += value;
    });
    for (const counter of state.cards) {
      const variants = counter.variants ?? [{ facts: counter.facts, decks: counter.includedDecks }];
      const first = facts(variants[0]!.facts);
      const index = first.index;
      if (index >= this.included.length) this.grow(index);
      let rest = variants;
      if (this.facts[index] === undefined) {
        this.open(index, first);
        this.included[index]! += variants[0]!.decks;
        rest = variants.slice(1);
      }
      for (const variant of rest) {
        this.tally(index, facts(variant.facts), variant.decks);
        this.included[index]! += variant.decks;
      }
      this.copies[index]! += counter.totalCopies;
      counter.copyCounts.forEach((decks, copies) => {
        if (decks > 0) this.addCopies(index, copies, decks);
      });
      this.deckIds[index]!.merge(counter.newestDecks);
    }
    this.newest.merge(state.newest);
  }

  /** Every card counter of the group, by card index. */
  cardCounters(): CardCounter[] {
    const counters: CardCounter[] = [];
    this.facts.forEach((facts, index) => {
      if (facts === undefined) return;
      const variants = this.variants[index];
      const newestDecks = this.deckIds[index]!.state();
      counters.push({
        facts: variants ? chooseFacts(variants.values()) : facts,
        ...(variants ? { variants: [...variants.values()] } : {}),
        includedDecks: this.included[index]!,
        totalCopies: this.copies[index]!,
        deckIds: newestDecks.items.map((deck) => deck.id),
        newestDecks,
        copyCounts: this.copyCountsOf(index),
      });
    });
    return counters;
  }

  /** The summed value of a slot (copies, or decks for `aceSpec`). */
  sum(slot: number): number {
    return this.sums[slot] ?? 0;
  }
}
