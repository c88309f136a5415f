import { describe, expect, it } from 'vitest';
import { keptAnswers } from './keptAnswers.ts';

describe('keptAnswers', () => {
  it('computes each argument once, and again only after the kept answers were dropped', () => {
    const asked: string[] = [];
    const upper = keptAnswers((text) => {
      asked.push(text);
      return text.toUpperCase();
    }, 2);
    expect([upper('a'), upper('b'), upper('a'), upper('b')]).toEqual(['A', 'B', 'A', 'B']);
    expect(asked).toEqual(['a', 'b']);
    // A third argument fills the map: the answers are dropped and computed again when asked.
    expect(upper('c')).toBe('C');
    expect(upper('a')).toBe('A');
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });
});
