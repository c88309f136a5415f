// Hand-written deck recipes of the sample snapshot: real card names, counts typical of each
// archetype's tournament lists. The generator draws each slot's count and one option per choice,
// then the basic energy count, and evens the deck out to 60 with extra copies of its trainers.

/** A card and the range its count is drawn from (a 0 minimum makes the card optional). */
export type Slot = readonly [name: string, min: number, max: number];

export interface Recipe {
  /** What decks of this recipe are called in results when no rule names them. */
  label: string;
  /** The rule id this recipe is meant to match, if any (documentation for the tests). */
  rule?: string;
  /** Relative frequency among decks. */
  weight: number;
  /** First and last week index (0 = oldest) in which decks of this recipe appear. */
  weeks?: readonly [number, number];
  /** Weight change per week, as a fraction of `weight` (0.05 = +5 % a week). */
  trend?: number;
  slots: readonly Slot[];
  /** Each entry: pick one of its options (an empty option is allowed). */
  choices?: readonly (readonly (readonly Slot[])[])[];
  /** How many basic energies the deck plays (drawn in this range). */
  energyCount: readonly [min: number, max: number];
  /** The basic energies, with their shares of `energyCount`. */
  energy: readonly (readonly [name: string, share: number])[];
}

/** Staples any list may add (up to 2 copies) to reach 60 cards, besides more of its own trainers. */
export const STAPLES = [
  'ネストボール',
  'ジャッジマン',
  'ポケモンいれかえ',
  'すごいつりざお',
  'ふうせん',
  'ペパー',
];

import { OTHER_RECIPES } from './otherRecipes.ts';
import { POPULAR_RECIPES } from './popularRecipes.ts';

/** Every recipe, most played first (the generator's draws depend on this order). */
export const RECIPES: readonly Recipe[] = [...POPULAR_RECIPES, ...OTHER_RECIPES];
