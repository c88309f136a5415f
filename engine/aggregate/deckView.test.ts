import { describe, expect, it } from 'vitest';
import { readDeck } from './deckView.ts';

describe('readDeck(doc)', () => {
  it('reads camelCase alternates, numeric text, blanks as missing and bad dates as missing', () => {
    const deck = readDeck({
      id: 'd',
      deckName: ' ',
      ruleMatches: ['A', ''],
      ruleMatchesDetail: [{ id: 'A', priority: '2', variants: ['v', 3] }, { name: 'no id' }],
      createdAt: 'not a date',
      updated_at: '2026-04-03T00:00:00+09:00',
      cards: [{ normalizedName: 'ぴか', count: '3' }, { count: 2 }, null],
    });
    expect(deck).toMatchObject({
      name: null,
      ruleMatches: ['A'],
      ruleDetails: [{ id: 'A', priority: 2, variants: ['v'] }],
      createdAt: null,
      updatedAt: '2026-04-03T00:00:00+09:00',
      cards: [{ name: 'ぴか', count: 3 }],
    });
    expect(Number.isNaN(deck.createdMs)).toBe(true);
  });
});
