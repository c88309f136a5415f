// The running counts of the card pages: per week and card, the decks that play it, their copies
// and the deck types among them; per card, the facts it was seen with and the newest 入賞 decks
// playing it. Only sums and order-free lists, so parts counted apart (threads) merge to the same.
import type { CardFacts } from './cardFacts.ts';
import type { DeckCardCount } from './deckProfile.ts';
import { addAt } from './denseCounts.ts';
import { type FactsVariant, factsSignature } from './factsChoice.ts';
import { NewestList, type NewestListState } from './newestList.ts';

/** The week key of an undated deck: counted in 全期間 only. */
export const UNDATED_WEEK = '';

/** A card's decks in one week. */
export interface CardWeekCell {
  decks: number;
  copies: number;
  /** Decks by each rule they match (a deck matching two rules counts in both). */
  byRule: Map<string, number>;
}

/** A 入賞 deck playing the card. */
export interface PlacedCard {
  id: string;
  createdMs: number;
  copies: number;
}

export interface CardTallyState {
  /** [week, the part's card index, decks, copies, [rule, decks][]] */
  cells: [string, number, number, number, [string, number][]][];
  facts: [CardFacts, number][];
  placed: [number, NewestListState<PlacedCard>][];
}

/**
 * A card's decks in one week as counted: by rule slot (the tally's own numbering of rule ids, so
 * the hot loop adds to an array instead of looking up a map per card and rule).
 */
interface TallyCell {
  decks: number;
  copies: number;
  /** Decks by rule slot (see CardTally.slotOf); shorter than the slots when the last are 0. */
  bySlot: number[];
}

const NO_SLOTS: readonly number[] = [];

/** A card's facts objects with the decks that carried each, in the order first seen. */
interface FactsCount {
  facts: CardFacts;
  decks: number;
  more?: Map<CardFacts, number>;
}

function* factsCounts(entry: FactsCount): Generator<[CardFacts, number]> {
  yield [entry.facts, entry.decks];
  if (entry.more) yield* entry.more;
}

export class CardTally {
  /** Week key -> cells by card index (dense: card indexes are small and mostly all used). */
  private readonly weeks = new Map<string, (TallyCell | undefined)[]>();
  /** Rule ids by slot, and their slots. */
  private readonly ruleIds: string[] = [];
  private readonly slots = new Map<string, number>();
  /**
   * Per card index, the decks that carried it with each facts object: the first one seen inline
   * (nearly always the only one), the others in `more` (a map per card and deck cost the hot loop).
   */
  private readonly facts: (FactsCount | undefined)[] = [];
  private readonly placed = new Map<number, NewestList<PlacedCard>>();

  constructor(private readonly placedLimit: number) {}

  /** Counts one deck: its week key (UNDATED_WEEK when none), rule matches and distinct cards. */
  add(
    week: string,
    ruleMatches: readonly string[],
    cards: readonly DeckCardCount[],
    placed: { id: string; createdMs: number } | undefined,
  ): void {
    const cells = this.weekOf(week);
    const slots = ruleMatches.length === 0 ? NO_SLOTS : ruleMatches.map((ruleId) => this.slotOf(ruleId));
    for (const { facts, copies } of cards) {
      const index = facts.index;
      const cell = cells[index] ?? this.openCell(cells, index);
      cell.decks += 1;
      cell.copies += copies;
      for (const slot of slots) addAt(cell.bySlot, slot, 1);
      this.noteFacts(facts, 1);
      if (placed) this.placedOf(index).offer({ ...placed, copies });
    }
  }

  /** Moves a deck counted in `week` with `cards` from the rules `before` to the rules `after`. */
  reclassify(
    week: string,
    before: readonly string[],
    after: readonly string[],
    cards: readonly DeckCardCount[],
  ): void {
    const cells = this.weeks.get(week);
    const leaving = before.map((ruleId) => this.slotOf(ruleId));
    const joining = after.map((ruleId) => this.slotOf(ruleId));
    for (const { facts } of cards) {
      const cell = cells?.[facts.index];
      if (cell === undefined) throw new Error('CardTally.reclassify: the deck was never counted');
      for (const slot of leaving) addAt(cell.bySlot, slot, -1);
      for (const slot of joining) addAt(cell.bySlot, slot, 1);
    }
  }

  state(): CardTallyState {
    const cells: CardTallyState['cells'] = [];
    for (const [week, byCard] of this.weeks)
      byCard.forEach((cell, index) => {
        if (cell) cells.push([week, index, cell.decks, cell.copies, this.byRuleOf(cell)]);
      });
    const facts: CardTallyState['facts'] = [];
    for (const entry of this.facts) if (entry) for (const counted of factsCounts(entry)) facts.push(counted);
    const placed: CardTallyState['placed'] = [...this.placed].map(([index, list]) => [index, list.state()]);
    return { cells, facts, placed };
  }

  /**
   * Adds a part's counts: `indexOf` and `factsOf` give this run's card index and facts object for
   * the part's (see Aggregator.merge).
   */
  merge(state: CardTallyState, indexOf: (partIndex: number) => number, factsOf: (f: CardFacts) => CardFacts) {
    for (const [week, partIndex, decks, copies, byRule] of state.cells) {
      const cells = this.weekOf(week);
      const index = indexOf(partIndex);
      const cell = cells[index] ?? this.openCell(cells, index);
      cell.decks += decks;
      cell.copies += copies;
      for (const [ruleId, n] of byRule) addAt(cell.bySlot, this.slotOf(ruleId), n);
    }
    for (const [facts, decks] of state.facts) this.noteFacts(factsOf(facts), decks);
    for (const [partIndex, list] of state.placed) this.placedOf(indexOf(partIndex)).merge(list);
  }

  /** Week key -> card index -> cell (cards by index). */
  cellsByWeek(): ReadonlyMap<string, ReadonlyMap<number, CardWeekCell>> {
    const weeks = new Map<string, Map<number, CardWeekCell>>();
    for (const [week, byCard] of this.weeks) {
      const cells = new Map<number, CardWeekCell>();
      byCard.forEach((cell, index) => {
        if (cell)
          cells.set(index, { decks: cell.decks, copies: cell.copies, byRule: new Map(this.byRuleOf(cell)) });
      });
      weeks.set(week, cells);
    }
    return weeks;
  }

  /** Each card's facts variants (by content, counted by decks), by card index. */
  factsVariants(): Map<number, FactsVariant[]> {
    const variants = new Map<number, FactsVariant[]>();
    for (const [index, entry] of this.facts.entries()) {
      if (!entry) continue;
      const bySignature = new Map<string, FactsVariant>();
      for (const [facts, decks] of factsCounts(entry)) {
        const signature = factsSignature(facts);
        const seen = bySignature.get(signature);
        if (seen) seen.decks += decks;
        else bySignature.set(signature, { facts, decks });
      }
      variants.set(index, [...bySignature.values()]);
    }
    return variants;
  }

  /** The newest 入賞 decks playing the card, and how many there are. */
  placedDecks(index: number): { items: PlacedCard[]; total: number } {
    const list = this.placed.get(index);
    return list ? { items: list.result(), total: list.total } : { items: [], total: 0 };
  }

  private weekOf(week: string): (TallyCell | undefined)[] {
    let cells = this.weeks.get(week);
    if (cells === undefined) {
      cells = [];
      this.weeks.set(week, cells);
    }
    return cells;
  }

  private openCell(cells: (TallyCell | undefined)[], index: number): TallyCell {
    // Grown densely: assigning far past the end would turn the array into a slow dictionary.
    while (cells.length <= index) cells.push(undefined);
    const cell: TallyCell = { decks: 0, copies: 0, bySlot: [] };
    cells[index] = cell;
    return cell;
  }

  private slotOf(ruleId: string): number {
    let slot = this.slots.get(ruleId);
    if (slot === undefined) {
      slot = this.ruleIds.length;
      this.ruleIds.push(ruleId);
      this.slots.set(ruleId, slot);
    }
    return slot;
  }

  /** A cell's decks by rule id, rules in slot order (the order they were first met). */
  private byRuleOf(cell: TallyCell): [string, number][] {
    const byRule: [string, number][] = [];
    cell.bySlot.forEach((decks, slot) => {
      if (decks > 0) byRule.push([this.ruleIds[slot]!, decks]);
    });
    return byRule;
  }

  private noteFacts(facts: CardFacts, decks: number): void {
    const index = facts.index;
    const entry = this.facts[index];
    if (entry?.facts === facts) entry.decks += decks;
    else if (entry === undefined) {
      // Grown densely: assigning far past the end would turn the array into a slow dictionary.
      while (this.facts.length <= index) this.facts.push(undefined);
      this.facts[index] = { facts, decks };
    } else {
      entry.more ??= new Map();
      entry.more.set(facts, (entry.more.get(facts) ?? 0) + decks);
    }
  }

  private placedOf(index: number): NewestList<PlacedCard> {
    let list = this.placed.get(index);
    if (list === undefined) {
      list = new NewestList<PlacedCard>(this.placedLimit);
      this.placed.set(index, list);
    }
    return list;
  }
}
