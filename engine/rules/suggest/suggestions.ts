// The misclassification radar's shapes: the decks it reads, its options, and what it reports
// (groups of look-alike unmatched decks with a proposed rule each, and per rule its near misses).
import type { Condition } from '../../schemas.ts';
import type { CardCount } from '../matchTypes.ts';

/** A deck as the radar reads it. */
export interface SuggestDeck {
  id: string;
  cards: readonly (CardCount & { type?: unknown })[];
}

export interface SuggestOptions {
  /** Smallest group reported (default 5). */
  minSize?: number;
  /** Example deck ids per group (default 5). */
  exampleLimit?: number;
  /** Near-miss deck ids listed per rule (default 20; the totals count every deck). */
  nearMissLimit?: number;
}

export interface SignatureCard {
  name: string;
  /** Share of the group's decks playing it (0..1). */
  share: number;
  /** Share of the decks outside the group playing it (0..1). */
  shareElsewhere: number;
  /** Average count in the group's decks that play it. */
  averageCount: number;
  /** The card's image (card_pict of the first group deck that stores one), or null. */
  image: string | null;
}

/** A proposed rule, as `tcg rules diff --rule-file` and the editor take it. */
export interface ProposedRule {
  name: string;
  enabled: true;
  priority: number;
  description: string;
  conditions: Condition[];
  variants: [];
}

export interface DeckGroup {
  size: number;
  /** Every deck of the group, code-unit order. */
  deckIds: string[];
  exampleDeckIds: string[];
  signature: SignatureCard[];
  rule: ProposedRule;
}

/** The condition failed, and the count the deck had. */
export interface NearMissDeck extends Condition {
  deckId: string;
  count: number;
  /** The deck's primary rule today (null: unmatched). */
  primary: string | null;
}

export interface NearMisses {
  ruleId: string;
  ruleName: string;
  total: number;
  /** Per condition, how many near misses fail it, most first. */
  conditions: (Condition & { decks: number })[];
  /** Up to the near-miss limit of decks, code-unit order. */
  decks: NearMissDeck[];
}

export interface Suggestions {
  decks: number;
  unmatched: number;
  groups: DeckGroup[];
  nearMisses: NearMisses[];
}
