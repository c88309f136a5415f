// The layout of a deck profile vector, one place: where a card's copies are summed (category,
// type group, evolution stage, the two HP band sets) and the scalar slots after them.
import { ADOPTION_CATEGORIES, EVOLUTION_STAGES, type EvolutionStage, type TypeGroup } from '../cardKinds.ts';
import type { AdoptionCategory } from '../documents.ts';
import { DECK_TYPE_HP_BANDS, deckTypeHpBand, RULE_STATS_HP_BANDS, ruleStatsHpBand } from '../hpBands.ts';

const TYPE_GROUPS: readonly TypeGroup[] = ['pokemon', 'trainer', 'energy', 'other'];

const CATEGORIES = ADOPTION_CATEGORIES.length;
const GROUPS = TYPE_GROUPS.length;
const STAGES = EVOLUTION_STAGES.length;
const DECK_TYPE_BANDS = DECK_TYPE_HP_BANDS.length;
const RULE_STATS_BANDS = RULE_STATS_HP_BANDS.length;
const SCALARS = CATEGORIES + GROUPS + STAGES + DECK_TYPE_BANDS + RULE_STATS_BANDS;

/** Offsets into the profile vector. Copies are summed; `aceSpec` is 0 or 1 per deck. */
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

const categoryIndex = (category: AdoptionCategory): number => ADOPTION_CATEGORIES.indexOf(category);
export const groupIndex = (group: TypeGroup): number => TYPE_GROUPS.indexOf(group);

/** Absolute vector positions a card's copies go to; -1 when it has no slot of that kind. */
export interface CardSlots {
  category: number;
  group: number;
  stage: number;
  deckTypeHp: number;
  ruleStatsHp: number;
}

export function cardSlotsOf(
  category: AdoptionCategory,
  group: TypeGroup,
  stage: EvolutionStage,
  hp: number | undefined,
): CardSlots {
  const deckTypeBand = deckTypeHpBand(hp);
  const ruleStatsBand = ruleStatsHpBand(hp);
  return {
    category: SLOT.category + categoryIndex(category),
    group: SLOT.group + groupIndex(group),
    stage: SLOT.stage + EVOLUTION_STAGES.indexOf(stage),
    deckTypeHp: deckTypeBand === undefined ? -1 : SLOT.deckTypeHp + DECK_TYPE_HP_BANDS.indexOf(deckTypeBand),
    ruleStatsHp:
      ruleStatsBand === undefined ? -1 : SLOT.ruleStatsHp + RULE_STATS_HP_BANDS.indexOf(ruleStatsBand),
  };
}
