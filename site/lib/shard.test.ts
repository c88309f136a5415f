import { describe, expect, it } from 'vitest';
import { inShard, parseShard, urlsOfShard } from './shard.ts';

describe('parseShard(text)', () => {
  it('reads "k/n" and ignores a single shard or nonsense', () => {
    expect(parseShard('1/4')).toEqual({ index: 1, count: 4 });
    expect(parseShard('0/1')).toBeNull();
    expect(parseShard('4/4')).toBeNull();
    expect(parseShard(undefined)).toBeNull();
    expect(parseShard('x')).toBeNull();
  });
});

describe('urlsOfShard(urls, shard)', () => {
  const urls = Array.from({ length: 1000 }, (_, i) => `/deck/${i}-デッキ`);
  it('puts every URL in exactly one shard, spread evenly', () => {
    const parts = [0, 1, 2].map((index) => urlsOfShard(urls, { index, count: 3 }));
    expect(parts.flat().sort()).toEqual([...urls].sort());
    for (const part of parts) expect(part.length).toBeGreaterThan(250);
  });
  it('spreads ids whose characters pair up (equal parity) over 2 and 10 shards', () => {
    // Ids like ABC123-BENCH0-321CBA: every character's low bit appears an even number of times.
    const symmetric = Array.from({ length: 2000 }, (_, i) => {
      const base = i.toString(36).toUpperCase().padStart(6, '0');
      return `/deck/${base}-BENCH0-${[...base].reverse().join('')}`;
    });
    for (const count of [2, 10]) {
      for (let index = 0; index < count; index++) {
        const size = urlsOfShard(symmetric, { index, count }).length;
        expect(size).toBeGreaterThan((2000 / count) * 0.8);
        expect(size).toBeLessThan((2000 / count) * 1.2);
      }
    }
  });
  it('is idempotent, so a second filter by the same shard keeps everything', () => {
    const shard = { index: 1, count: 3 };
    const once = urlsOfShard(urls, shard);
    expect(once.every((url) => inShard(url, shard))).toBe(true);
  });
  it('keeps everything outside a sharded build', () => {
    expect(urlsOfShard(urls, null)).toBe(urls);
  });
});
