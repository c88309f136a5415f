import { describe, expect, it } from 'vitest';
import type { CardAdoptionItem } from '../../../engine/documents.ts';
import { sortByAdoption } from './CardAdoptionSection.tsx';

const item = (name: string, adoptionRate: number, avgCopiesOverall = 1): CardAdoptionItem => ({
  id: name,
  name,
  adoptionRate,
  avgCopiesOverall,
  includedDecks: 0,
  avgCopiesIncluding: 0,
  totalDecks: 0,
  abilityName: null,
  abilityText: null,
  attacks: [],
  deckIds: [],
});

describe('sortByAdoption(items)', () => {
  it('orders by adoption rate descending, then average copies, then name', () => {
    const sorted = sortByAdoption([item('B', 0.5), item('A', 0.9), item('C', 0.5, 2), item('D', 0.5)]);
    expect(sorted.map((card) => card.name)).toEqual(['A', 'C', 'B', 'D']);
  });
});
