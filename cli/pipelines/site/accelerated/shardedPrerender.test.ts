import { describe, expect, it } from 'vitest';
import { shardCount } from './shardedPrerender.ts';

describe('shardCount(pages, pagesPerShard, concurrency)', () => {
  it('keeps a small site in one worker', () => {
    expect(shardCount(999, 20_000, 2)).toBe(1);
  });
  it('gives every core a shard from 1,000 pages', () => {
    expect(shardCount(1_000, 20_000, 2)).toBe(2);
    expect(shardCount(10_055, 20_000, 4)).toBe(4);
  });
  it('keeps shards under the page limit, in whole rounds of the concurrency', () => {
    expect(shardCount(100_055, 20_000, 2)).toBe(6);
    expect(shardCount(100_055, 10_000, 2)).toBe(12);
    expect(shardCount(40_000, 20_000, 2)).toBe(2);
    expect(shardCount(1_000_000, 20_000, 4)).toBe(52);
  });
});
