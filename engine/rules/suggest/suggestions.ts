// The misclassification radar's shapes: the decks it reads, its options, and what it reports
// (groups of look-alike unmatched decks with a proposed rule each, and per rule its near misses).
import type { EvolutionStage } from '../../cardKinds.ts';
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
  /** Evolution stage per card name (the card facts), to rank the top of an evolution line first. */
  stages?: ReadonlyMap<string, EvolutionStage>;
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

/** A disabled rule that already matches most of a group: re-enable it instead of adding one. */
export interface DisabledRuleMatch {
  ruleId: string;
  name: string;
  /** The group's decks it would match if enabled. */
  matches: number;
}

export interface DeckGroup {
  size: number;
  /** Every deck of the group, code-unit order. */
  deckIds: string[];
  exampleDeckIds: string[];
  /** Archetype-naming cards first (suggest/archetypeRank.ts), then by how distinctive. */
  signature: SignatureCard[];
  rule: ProposedRule;
  /** The disabled rule that describes this group, if any (the radar offers 再有効化). */
  disabledRule: DisabledRuleMatch | null;
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
