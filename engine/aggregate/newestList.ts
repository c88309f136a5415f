// A bounded "newest first" list: keeps the `limit` newest of any number of items offered one at
// a time, in memory proportional to the limit (matching decks of a rule, recent decks).
import { compareNewestFirst } from './deckView.ts';

export interface Dated {
  id: string;
  createdMs: number;
}

export interface NewestListState<T> {
  /** The kept items, newest first. */
  items: T[];
  /** How many were offered in all. */
  offered: number;
}

export class NewestList<T extends Dated> {
  private items: T[] = [];
  /** The oldest item kept after the last trim; older offers are rejected without a push. */
  private floor: T | undefined;
  /**
   * The floor's time as compareNewestFirst orders it (an invalid time oldest), kept here: most
   * offers are rejected on it alone, without reading the floor item (one list per group and card).
   */
  private floorMs = Number.NEGATIVE_INFINITY;
  private offered = 0;

  constructor(readonly limit: number) {}

  /** How many items were offered in all (the list's `total`). */
  get total(): number {
    return this.offered;
  }

  offer(item: T): void {
    this.offered += 1;
    if (this.limit <= 0) return;
    if (this.floor !== undefined) {
      const ms = Number.isNaN(item.createdMs) ? Number.NEGATIVE_INFINITY : item.createdMs;
      if (ms < this.floorMs || (ms === this.floorMs && compareNewestFirst(item, this.floor) >= 0)) return;
    }
    this.items.push(item);
    // Trim only when twice the limit is reached, so the sort cost is amortised over many offers.
    if (this.items.length >= this.limit * 2) this.trim();
  }

  /** Puts `item` in place of the kept item with its id and time, if there is one (a deck's new data). */
  replace(item: T): void {
    const at = this.items.findIndex((kept) => kept.id === item.id);
    if (at === -1) return;
    if (
      this.items[at]!.createdMs !== item.createdMs &&
      !(Number.isNaN(item.createdMs) && Number.isNaN(this.items[at]!.createdMs))
    )
      throw new Error("NewestList.replace: the item's time changed");
    this.items[at] = item;
    if (this.floor?.id === item.id) this.floor = item;
  }

  private trim(): void {
    this.items.sort(compareNewestFirst);
    this.items.length = Math.min(this.items.length, this.limit);
    if (this.limit > 0 && this.items.length === this.limit) {
      const floor = this.items[this.limit - 1]!;
      this.floor = floor;
      this.floorMs = Number.isNaN(floor.createdMs) ? Number.NEGATIVE_INFINITY : floor.createdMs;
    }
  }

  /** What another list needs to merge this one (plain data: it crosses threads). */
  state(): NewestListState<T> {
    return { items: this.result(), offered: this.offered };
  }

  /** Takes in a list built from other items: the result is as if they were offered here. */
  merge(state: NewestListState<T>): void {
    for (const item of state.items) this.offer(item);
    this.offered += state.offered - state.items.length;
  }

  /** The kept items, newest first. */
  result(): T[] {
    this.trim();
    return this.items.slice();
  }
}
