import { describe, expect, it } from 'vitest';
import type { CardFacts } from './cardFacts.ts';
import { type DeckRef, GroupAccumulator } from './groupAccumulator.ts';
import { SLOT } from './profileLayout.ts';

const card = { index: 0, key: 'basic energy', name: '基本【雷】エネルギー' } as CardFacts;
const limits = { deckIds: 2, decks: 2 };

function deck(id: string, createdMs: number): DeckRef {
  return {
    id,
    name: null,
    createdAt: null,
    createdMs,
    updatedAt: null,
    classificationUpdatedAt: null,
    ruleMatches: [],
  };
}

function groupOf(copies: number[], first = 0): GroupAccumulator {
  const group = new GroupAccumulator(limits);
  for (const [i, n] of copies.entries()) {
    const profile = { vector: new Float64Array(SLOT.size), cards: [{ facts: card, copies: n }] };
    group.add(deck(`d${first + i}`, first + i), profile);
  }
  return group;
}

describe('GroupAccumulator copy counts', () => {
  it('counts decks by copies played, from 1 to the cap, as one dense list from 0', () => {
    // Few and many copies, a fraction and zero (counted at 1), more than the cap (counted at it).
    const counter = groupOf([3, 9, 9, 0, 2.5, 75, 3]).cardCounters()[0]!;
    const expected = Array.from({ length: 61 }, () => 0);
    expected[1] = 1;
    expected[2] = 1;
    expected[3] = 2;
    expected[9] = 2;
    expected[60] = 1;
    expect(counter.copyCounts).toEqual(expected);
    expect(groupOf([2, 4, 4]).cardCounters()[0]!.copyCounts).toEqual([0, 0, 1, 0, 2]);
  });

  it('merges another part’s counts as if its decks were added here', () => {
    const whole = groupOf([1, 8, 4, 12, 4, 7]);
    const merged = groupOf([1, 8, 4]);
    merged.merge(groupOf([12, 4, 7], 3).state(), (facts) => facts);
    expect(merged.cardCounters()[0]!.copyCounts).toEqual(whole.cardCounters()[0]!.copyCounts);
    expect(merged.cardCounters()[0]!.deckIds).toEqual(whole.cardCounters()[0]!.deckIds);
  });
});
