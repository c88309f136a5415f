// The running counts of the card pages: per week and card, the decks that play it, their copies
// and the deck types among them; per card, the facts it was seen with and the newest 入賞 decks
// playing it. Only sums and order-free lists, so parts counted apart (threads) merge to the same.
import type { CardFacts } from './cardFacts.ts';
import type { DeckCardCount } from './deckProfile.ts';
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

export class CardTally {
  private readonly weeks = new Map<string, Map<number, CardWeekCell>>();
  /** Per card index, the decks that carried it with each facts object. */
  private readonly facts = new Map<number, Map<CardFacts, number>>();
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
    for (const { facts, copies } of cards) {
      const cell = this.cellOf(cells, facts.index);
      cell.decks += 1;
      cell.copies += copies;
      for (const ruleId of ruleMatches) cell.byRule.set(ruleId, (cell.byRule.get(ruleId) ?? 0) + 1);
      this.noteFacts(facts, 1);
      if (placed) this.placedOf(facts.index).offer({ ...placed, copies });
    }
  }

  state(): CardTallyState {
    const cells: CardTallyState['cells'] = [];
    for (const [week, byCard] of this.weeks)
      for (const [index, cell] of byCard)
        cells.push([week, index, cell.decks, cell.copies, [...cell.byRule]]);
    const facts: CardTallyState['facts'] = [];
    for (const byFacts of this.facts.values()) for (const entry of byFacts) facts.push(entry);
    const placed: CardTallyState['placed'] = [...this.placed].map(([index, list]) => [index, list.state()]);
    return { cells, facts, placed };
  }

  /**
   * Adds a part's counts: `indexOf` and `factsOf` give this run's card index and facts object for
   * the part's (see Aggregator.merge).
   */
  merge(state: CardTallyState, indexOf: (partIndex: number) => number, factsOf: (f: CardFacts) => CardFacts) {
    for (const [week, partIndex, decks, copies, byRule] of state.cells) {
      const cell = this.cellOf(this.weekOf(week), indexOf(partIndex));
      cell.decks += decks;
      cell.copies += copies;
      for (const [ruleId, n] of byRule) cell.byRule.set(ruleId, (cell.byRule.get(ruleId) ?? 0) + n);
    }
    for (const [facts, decks] of state.facts) this.noteFacts(factsOf(facts), decks);
    for (const [partIndex, list] of state.placed) this.placedOf(indexOf(partIndex)).merge(list);
  }

  /** Week key -> card index -> cell. */
  cellsByWeek(): ReadonlyMap<string, ReadonlyMap<number, CardWeekCell>> {
    return this.weeks;
  }

  /** Each card's facts variants (by content, counted by decks), by card index. */
  factsVariants(): Map<number, FactsVariant[]> {
    const variants = new Map<number, FactsVariant[]>();
    for (const [index, byFacts] of this.facts) {
      const bySignature = new Map<string, FactsVariant>();
      for (const [facts, decks] of byFacts) {
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

  private weekOf(week: string): Map<number, CardWeekCell> {
    let cells = this.weeks.get(week);
    if (cells === undefined) {
      cells = new Map();
      this.weeks.set(week, cells);
    }
    return cells;
  }

  private cellOf(cells: Map<number, CardWeekCell>, index: number): CardWeekCell {
    let cell = cells.get(index);
    if (cell === undefined) {
      cell = { decks: 0, copies: 0, byRule: new Map() };
      cells.set(index, cell);
    }
    return cell;
  }

  private noteFacts(facts: CardFacts, decks: number): void {
    let byFacts = this.facts.get(facts.index);
    if (byFacts === undefined) {
      byFacts = new Map();
      this.facts.set(facts.index, byFacts);
    }
    byFacts.set(facts, (byFacts.get(facts) ?? 0) + decks);
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
