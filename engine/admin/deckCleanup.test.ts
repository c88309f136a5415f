import { describe, expect, it } from 'vitest';
import { citedDeckIds, cleanupCutoff, isDeletableDeck } from './deckCleanup.ts';

describe('isDeletableDeck(deck, cited, cutoff)', () => {
  const asOf = new Date('2026-04-20T00:00:00Z');
  const cutoff = cleanupCutoff(asOf);
  const old = '2026-01-01T00:00:00+09:00';
  it('deletes an old empty deck that no result cites', () => {
    expect(isDeletableDeck({ id: 'a', cards: [], created_at: old }, new Set(), cutoff)).toBe(true);
  });
  it('keeps a deck with cards, a cited deck, a recent deck and a deck without a date', () => {
    expect(
      isDeletableDeck({ id: 'a', cards: [{ name: 'x', count: 1 }], created_at: old }, new Set(), cutoff),
    ).toBe(false);
    expect(isDeletableDeck({ id: 'a', cards: [], created_at: old }, new Set(['a']), cutoff)).toBe(false);
    expect(
      isDeletableDeck(
        { id: 'a', cards: [], updated_at: '2026-04-19T00:00:00Z', created_at: old },
        new Set(),
        cutoff,
      ),
    ).toBe(false);
    expect(isDeletableDeck({ id: 'a', cards: [] }, new Set(), cutoff)).toBe(false);
  });
  it('collects cited ids from deck_id and deckId', () => {
    expect(citedDeckIds([{ results: [{ deck_id: 'a' }, { deckId: 'b' }, { deck_id: '' }] }, {}])).toEqual(
      new Set(['a', 'b']),
    );
  });
});
