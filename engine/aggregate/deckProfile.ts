// One deck reduced to what every statistic sums: a fixed numeric vector (copies per category,
// type group, evolution stage and HP band, ability copies, ACE SPEC) plus its distinct cards.
// Computed once per deck and added to the accumulator of every rule and variant it matches.
import { ADOPTION_CATEGORIES, EVOLUTION_STAGES, type TypeGroup } from '../cardKinds.ts';
import type { AdoptionCategory } from '../documents.ts';
import { DECK_TYPE_HP_BANDS, deckTypeHpBand, RULE_STATS_HP_BANDS, ruleStatsHpBand } from '../hpBands.ts';
import type { CardFacts, CardFactsResolver } from './cardFacts.ts';
import type { DeckCardView } from './deckView.ts';

const TYPE_GROUPS: readonly TypeGroup[] = ['pokemon', 'trainer', 'energy', 'other'];

const CATEGORIES = ADOPTION_CATEGORIES.length;
const GROUPS = TYPE_GROUPS.length;
const STAGES = EVOLUTION_STAGES.length;
const DECK_TYPE_BANDS = DECK_TYPE_HP_BANDS.length;
const RULE_STATS_BANDS = RULE_STATS_HP_BANDS.length;
const SCALARS = CATEGORIES + GROUPS + STAGES + DECK_TYPE_BANDS + RULE_STATS_BANDS;

/** Offsets into the profile vector, one place. Copies are summed; `aceSpec` is 0 or 1. */
export const SLOT = {
  category: 0,
  group: CATEGORIES,
  stage: CATEGORIES + GROUPS,
  deckTypeHp: CATEGORIES + GROUPS + STAGES,
  ruleStatsHp: CATEGORIES + GROUPS + STAGES + DECK_TYPE_BANDS,
  /** Pokémon copies (the denominator of the stage and ability ratios). */
  pokemon: SCALARS,
  /** Pokémon copies whose HP is known (the denominator of the HP ratios). */
  pokemonWithHp: SCALARS + 1,
  ability: SCALARS + 2,
  aceSpec: SCALARS + 3,
  cards: SCALARS + 4,
  size: SCALARS + 5,
} as const;

export const categoryIndex = (category: AdoptionCategory): number => ADOPTION_CATEGORIES.indexOf(category);
export const groupIndex = (group: TypeGroup): number => TYPE_GROUPS.indexOf(group);

/** Where a card's copies go in the vector; -1 when it has no slot of that kind. */
interface CardSlots {
  category: number;
  group: number;
  stage: number;
  deckTypeHp: number;
  ruleStatsHp: number;
}

export interface DeckCardCount {
  facts: CardFacts;
  copies: number;
}

export interface DeckProfile {
  vector: Float64Array;
  /** Distinct cards by normalized name (two printings of one name count as one card). */
  cards: DeckCardCount[];
}

/** Builds deck profiles; keeps the slots of each card it has seen. */
export class DeckProfiler {
  private readonly slots = new Map<CardFacts, CardSlots>();

  constructor(private readonly resolver: CardFactsResolver) {}

  profile(cards: readonly DeckCardView[]): DeckProfile {
    const vector = new Float64Array(SLOT.size);
    const byKey = new Map<string, DeckCardCount>();
    for (const card of cards) {
      const copies = card.count;
      if (!(copies > 0)) continue;
      const facts = this.resolver.factsOf(card);
      const slots = this.slotsOf(facts);
      vector[SLOT.category + slots.category]! += copies;
      vector[SLOT.group + slots.group]! += copies;
      vector[SLOT.cards]! += copies;
      if (facts.kind === 'pokemon') {
        vector[SLOT.pokemon]! += copies;
        vector[SLOT.stage + slots.stage]! += copies;
        if (facts.hasAbility) vector[SLOT.ability]! += copies;
        if (slots.deckTypeHp >= 0) {
          vector[SLOT.pokemonWithHp]! += copies;
          vector[SLOT.deckTypeHp + slots.deckTypeHp]! += copies;
          vector[SLOT.ruleStatsHp + slots.ruleStatsHp]! += copies;
        }
      }
      if (facts.isAceSpec) vector[SLOT.aceSpec] = 1;
      const seen = byKey.get(facts.key);
      if (seen) seen.copies += copies;
      else byKey.set(facts.key, { facts, copies });
    }
    return { vector, cards: [...byKey.values()] };
  }

  private slotsOf(facts: CardFacts): CardSlots {
    let slots = this.slots.get(facts);
    if (slots === undefined) {
      const deckTypeBand = deckTypeHpBand(facts.hp);
      const ruleStatsBand = ruleStatsHpBand(facts.hp);
      slots = {
        category: categoryIndex(facts.category),
        group: groupIndex(facts.group),
        stage: EVOLUTION_STAGES.indexOf(facts.stage),
        deckTypeHp: deckTypeBand === undefined ? -1 : DECK_TYPE_HP_BANDS.indexOf(deckTypeBand),
        ruleStatsHp: ruleStatsBand === undefined ? -1 : RULE_STATS_HP_BANDS.indexOf(ruleStatsBand),
      };
      this.slots.set(facts, slots);
    }
    return slots;
  }
}
