// Which signature cards name an archetype: players name a deck after its attacker, so the radar
// ranks a group's ex and mega Pokémon first, then the top of its evolution lines, then its other
// Pokémon, and support cards (items, tools, supporters, energy) last.
import type { EvolutionStage } from '../../cardKinds.ts';

/** Rank 0 names the archetype best; support cards rank SUPPORT_RANK. */
export const SUPPORT_RANK = 4;

export function archetypeRank(
  name: string,
  pokemon: ReadonlySet<string>,
  /** The evolution stage of each card name, from the card facts (missing: unknown). */
  stages: ReadonlyMap<string, EvolutionStage>,
): number {
  if (!pokemon.has(name)) return SUPPORT_RANK;
  if (/ex$/u.test(name) || /^メガ/u.test(name)) return 0;
  switch (stages.get(name)) {
    case 'stage2':
      return 1;
    case 'stage1':
      return 2;
    default:
      return 3;
  }
}
