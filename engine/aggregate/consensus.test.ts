import { describe, expect, it } from 'vitest';
import type { CardFacts } from './cardFacts.ts';
import { consensusDiffOf, consensusOf, copyHistogramOf, mostCommonCopies } from './consensus.ts';
import type { CardCounter } from './groupAccumulator.ts';

function counter(key: string, includedDecks: number, copyCounts: number[]): CardCounter {
  const facts = { key, name: key, category: key === 'エネ' ? 'energy' : 'goods' } as CardFacts;
  const totalCopies = copyCounts.reduce((sum, decks, copies) => sum + decks * copies, 0);
  return {
    facts,
    includedDecks,
    totalCopies,
    deckIds: [],
    newestDecks: { items: [], offered: 0 },
    copyCounts,
  };
}

describe('copyHistogramOf', () => {
  it('puts decks at 1-4 copies in their own bucket and 5 or more together', () => {
    expect(copyHistogramOf({ copyCounts: [0, 2, 0, 1, 0, 1, 0, 3] })).toEqual({
      '1': 2,
      '2': 0,
      '3': 1,
      '4': 0,
      '5+': 4,
    });
    expect(copyHistogramOf({ copyCounts: [0] })).toEqual({ '1': 0, '2': 0, '3': 0, '4': 0, '5+': 0 });
  });
});

describe('mostCommonCopies', () => {
  it('takes the count most decks play, the smaller one on a tie', () => {
    expect(mostCommonCopies([0, 1, 3, 3, 1])).toBe(2);
    expect(mostCommonCopies([0, 0, 0, 0, 5])).toBe(4);
    expect(mostCommonCopies([0])).toBe(0);
  });
});

describe('consensusOf (4 decks, worked out by hand)', () => {
  it('takes the cards of at least half of the decks at their common count, fills to 60, cuts the last', () => {
    const cards = [
      counter('A', 4, [0, 0, 0, 1, 3]), // 4 of 4 decks, mostly 4 copies -> 4
      counter('B', 3, [0, 0, 2, 1]), // 3 of 4, mostly 2 -> 2 (6 so far)
      counter('エネ', 2, [0, ...Array(51).fill(0), 1, 1]), // 2 of 4: 52 and 53 tie -> 52 (58)
      counter('C', 1, [0, 0, 0, 0, 1]), // fills: 4 copies, cut to the 2 left (60)
      counter('D', 1, [0, 1]), // the list is full
    ];
    const list = consensusOf(cards, 4);
    expect(list.total).toBe(60);
    expect(list.cards.map((card) => [card.id, card.copies, card.adoptionRate])).toEqual([
      ['A', 4, 1],
      ['B', 2, 0.75],
      ['エネ', 52, 0.5],
      ['C', 2, 0.25],
    ]);
  });

  it('stays short of 60 when the cards do not add up to it, and is empty without decks', () => {
    expect(consensusOf([counter('A', 1, [0, 0, 0, 1])], 1)).toMatchObject({ total: 3 });
    expect(consensusOf([], 0)).toEqual({ cards: [], total: 0 });
  });
});

describe('consensusDiffOf', () => {
  it('lists cards added, cut and played at another count, printings of one name summed', () => {
    const consensus = consensusOf(
      [counter('A', 2, [0, 0, 0, 0, 2]), counter('B', 2, [0, 0, 2]), counter('C', 2, [0, 1, 1])],
      2,
    );
    const diff = consensusDiffOf(
      [
        { normalizedName: 'A', name: 'A', count: 3 },
        { normalizedName: 'A', name: 'A', count: 1 },
        { normalizedName: 'B', name: 'B', count: 3 },
        { normalizedName: 'X', name: 'X', count: 2 },
      ],
      consensus,
    );
    expect(diff).toEqual({
      added: [{ id: 'X', name: 'X', deck: 2, consensus: 0 }],
      cut: [{ id: 'C', name: 'C', deck: 0, consensus: 1 }],
      changed: [{ id: 'B', name: 'B', deck: 3, consensus: 2 }],
    });
  });
});
