import { describe, expect, it } from 'vitest';
import { DeckJobNotices, normalizeJobStatus } from './deckJobs.ts';

describe('normalizeJobStatus', () => {
  it.each([
    ['pending', 'pending'],
    ['in_progress', 'in_progress'],
    ['IN_PROGRESS', 'in_progress'],
    ['in-progress', 'in_progress'],
    ['inProgress', 'in_progress'],
    [' Done ', 'done'],
    ['error', 'error'],
    ['failed', 'pending'],
    [undefined, 'pending'],
    [3, 'pending'],
  ])('%j -> %s', (raw, expected) => {
    expect(normalizeJobStatus(raw)).toBe(expected);
  });
});

describe('DeckJobNotices', () => {
  it('keeps the jobs of decks never seen, the newest job of each deck, sorted by deck id', () => {
    const notices = new DeckJobNotices([
      { id: 'b', status: 'pending', updated_at: '2026-04-01T00:00:00Z' },
      { id: 'job-1', deck_id: 'a', status: 'error', updated_at: '2026-04-02T00:00:00Z' },
      { id: 'job-2', deck_id: 'a', status: 'done', updated_at: '2026-04-01T00:00:00Z' },
      { id: 'seen', status: 'done' },
      { id: 'x/y', status: 'pending' },
      { id: 'c', status: 'in_progress', updated_at: 'not a date' },
    ]);
    notices.sawDeck('seen');
    notices.sawDeck('never-queued');
    expect(notices.result()).toEqual([
      { id: 'a', status: 'error', updatedAt: '2026-04-02T00:00:00Z' },
      { id: 'b', status: 'pending', updatedAt: '2026-04-01T00:00:00Z' },
      { id: 'c', status: 'in_progress', updatedAt: null },
    ]);
  });

  it('gives no notice without jobs', () => {
    const notices = new DeckJobNotices([]);
    notices.sawDeck('a');
    expect(notices.result()).toEqual([]);
  });
});
