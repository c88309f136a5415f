import { describe, expect, it } from 'vitest';
import { deckIdHash } from '../../../engine/aggregate/aggregatePart.ts';
import { hashInTwoParts } from './aggregateInThreads.ts';

/** Official-looking deck ids (`xxxxxx-xxxxxx-xxxxxx`), distinct, from a fixed generator. */
function deckIds(count: number): string[] {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let seed = 20261201;
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return alphabet[seed % alphabet.length]!;
  };
  const ids = new Set<string>();
  while (ids.size < count) {
    const part = () => Array.from({ length: 6 }, next).join('');
    ids.add(`${part()}-${part()}-${part()}`);
  }
  return [...ids];
}

describe('deckIdHash', () => {
  it('gives equal ids equal safe integers, and 200,000 distinct ids 200,000 hashes', () => {
    const ids = deckIds(200_000);
    const hashes = new Set(ids.map(deckIdHash));
    expect(hashes.size).toBe(ids.length);
    for (const id of ids.slice(0, 1000)) {
      expect(deckIdHash(`${id}`)).toBe(deckIdHash(id));
      expect(Number.isSafeInteger(deckIdHash(id))).toBe(true);
    }
    // Ids outside the official pattern hash too, told apart by one character.
    expect(deckIdHash('デッキ-1')).not.toBe(deckIdHash('デッキ-2'));
    expect(deckIdHash('')).not.toBe(deckIdHash('a'));
  });
});

describe('hashInTwoParts', () => {
  const hashesOf = (ids: string[]) => Float64Array.from(ids.map(deckIdHash));

  it('finds an id in two parts, wherever it sits', () => {
    const ids = deckIds(3000);
    const [a, b, c] = [ids.slice(0, 1000), ids.slice(1000, 2000), ids.slice(2000)];
    expect(hashInTwoParts([hashesOf(a), hashesOf(b), hashesOf(c)])).toBe(false);
    expect(hashInTwoParts([hashesOf(a), hashesOf([...b, a[500]!]), hashesOf(c)])).toBe(true);
    expect(hashInTwoParts([hashesOf(a), hashesOf(b), hashesOf([c[0]!, b[999]!])])).toBe(true);
    expect(hashInTwoParts([])).toBe(false);
    expect(hashInTwoParts([hashesOf(a)])).toBe(false);
  });
});
