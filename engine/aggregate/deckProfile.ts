// One deck reduced to what every statistic sums: a fixed numeric vector (copies per category,
// type group, evolution stage and HP band, ability copies, ACE SPEC; see profileLayout.ts) plus
// its distinct cards. Computed once per deck and added to every rule and variant it matches.
import type { CardFacts, CardFactsResolver } from './cardFacts.ts';
import type { DeckCardView } from './deckView.ts';
import { SLOT } from './profileLayout.ts';

export interface DeckCardCount {
  facts: CardFacts;
  copies: number;
}

export interface DeckProfile {
  vector: Float64Array;
  /** Distinct cards by normalized name (two printings of one name count as one card). */
  cards: DeckCardCount[];
}

export class DeckProfiler {
  // The serial of the last deck each card (by CardFacts.index) was seen in: finds repeats of a
  // name within a deck without a Map per deck.
  private readonly lastDeck: number[] = [];
  private serial = 0;

  constructor(private readonly resolver: CardFactsResolver) {}

  profile(cards: readonly DeckCardView[]): DeckProfile {
    this.serial += 1;
    const vector = new Float64Array(SLOT.size);
    const distinct: DeckCardCount[] = [];
    for (const card of cards) {
      const copies = card.count;
      if (!(copies > 0)) continue;
      const facts = this.resolver.factsOf(card);
      const { slots } = facts;
      vector[slots.category]! += copies;
      vector[slots.group]! += copies;
      vector[SLOT.cards]! += copies;
      if (facts.kind === 'pokemon') {
        vector[SLOT.pokemon]! += copies;
        vector[slots.stage]! += copies;
        if (facts.hasAbility) vector[SLOT.ability]! += copies;
        if (slots.deckTypeHp >= 0) {
          vector[SLOT.pokemonWithHp]! += copies;
          vector[slots.deckTypeHp]! += copies;
          vector[slots.ruleStatsHp]! += copies;
        }
      }
      if (facts.isAceSpec) vector[SLOT.aceSpec] = 1;
      this.addDistinct(distinct, facts, copies);
    }
    return { vector, cards: distinct };
  }

  private addDistinct(distinct: DeckCardCount[], facts: CardFacts, copies: number): void {
    while (this.lastDeck.length <= facts.index) this.lastDeck.push(0);
    if (this.lastDeck[facts.index] === this.serial) {
      const seen = distinct.find((entry) => entry.facts.index === facts.index);
      if (seen) {
        seen.copies += copies;
        return;
      }
    }
    this.lastDeck[facts.index] = this.serial;
    distinct.push({ facts, copies });
  }
}
