// Turns a group's sums into the statistics of the deck-type and variant pages: average copies
// per category, evolution-stage, HP-band and ability ratios (all weighted by copies over the
// Pokémon of the matched decks), and card adoption per category.
import { ADOPTION_CATEGORIES, EVOLUTION_STAGES } from '../cardKinds.ts';
import type { AdoptionCategory, CardAdoptionItem, PokemonStats } from '../documents.ts';
import { DECK_TYPE_HP_BANDS, emptyDeckTypeHpCounts } from '../hpBands.ts';
import { wilsonInterval } from '../wilson.ts';
import { copyHistogramOf } from './consensus.ts';
import type { CardCounter, GroupView } from './groupAccumulator.ts';
import { SLOT } from './profileLayout.ts';
import { ratio } from './ratio.ts';

/** Adoption order: rate descending, then copies descending, then name (stable across runs). */
function compareAdoption(a: CardCounter, b: CardCounter): number {
  if (a.includedDecks !== b.includedDecks) return b.includedDecks - a.includedDecks;
  if (a.totalCopies !== b.totalCopies) return b.totalCopies - a.totalCopies;
  return a.facts.key < b.facts.key ? -1 : a.facts.key > b.facts.key ? 1 : 0;
}

/** The group's cards in adoption order. */
export function cardsByAdoption(group: GroupView): CardCounter[] {
  return group.cardCounters().sort(compareAdoption);
}

export function abilityRatioOf(group: GroupView): number {
  return ratio(group.sum(SLOT.ability), group.sum(SLOT.pokemon));
}

export function evolutionRatioOf(group: GroupView): PokemonStats['evolutionRatio'] {
  const pokemon = group.sum(SLOT.pokemon);
  const [basic, stage1, stage2, other] = EVOLUTION_STAGES.map((_, i) =>
    ratio(group.sum(SLOT.stage + i), pokemon),
  );
  return { basic: basic ?? 0, stage1: stage1 ?? 0, stage2: stage2 ?? 0, other: other ?? 0 };
}

function adoptionItemOf(counter: CardCounter, totalDecks: number): CardAdoptionItem {
  const { facts } = counter;
  return {
    id: facts.key,
    name: facts.name,
    adoptionRate: ratio(counter.includedDecks, totalDecks),
    avgCopiesOverall: ratio(counter.totalCopies, totalDecks),
    includedDecks: counter.includedDecks,
    avgCopiesIncluding: ratio(counter.totalCopies, counter.includedDecks),
    totalDecks,
    adoptionRateInterval: wilsonInterval(counter.includedDecks, totalDecks),
    abilityName: facts.abilityName,
    abilityText: facts.abilityText,
    attacks: facts.attacks,
    deckIds: counter.deckIds,
    copies: copyHistogramOf(counter),
  };
}

export function pokemonStatsOf(group: GroupView): PokemonStats {
  const decks = group.decks;
  const cardTypeAverages: Partial<Record<AdoptionCategory, number>> = {};
  const cardAdoption = {} as Record<AdoptionCategory, CardAdoptionItem[]>;
  ADOPTION_CATEGORIES.forEach((category, i) => {
    cardTypeAverages[category] = ratio(group.sum(SLOT.category + i), decks);
    cardAdoption[category] = [];
  });
  for (const counter of cardsByAdoption(group)) {
    cardAdoption[counter.facts.category].push(adoptionItemOf(counter, decks));
  }
  const hpRatios = emptyDeckTypeHpCounts();
  const withHp = group.sum(SLOT.pokemonWithHp);
  DECK_TYPE_HP_BANDS.forEach((band, i) => {
    hpRatios[band] = ratio(group.sum(SLOT.deckTypeHp + i), withHp);
  });
  return {
    cardTypeAverages,
    evolutionRatio: evolutionRatioOf(group),
    hpRatios,
    abilityRatio: abilityRatioOf(group),
    cardAdoption,
  };
}
