// A seeded random source for the sample generator (pure-rand), so every run draws the same data.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export class SampleRandom {
  private readonly rng: RandomGenerator;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed);
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return uniformInt(this.rng, min, max);
  }

  /** A float in [0, 1). */
  float(): number {
    return uniformInt(this.rng, 0, 2 ** 30 - 1) / 2 ** 30;
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** An item drawn with probability proportional to its weight (weights ≥ 0, not all 0). */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weightOf(item), 0);
    let r = this.float() * total;
    for (const item of items) {
      r -= weightOf(item);
      if (r < 0) return item;
    }
    return items[items.length - 1] as T;
  }

  /** A deck id in the official 6-6-6 form, e.g. `4cYKcc-l9gMiB-8acGaJ`. */
  deckId(): string {
    const group = () =>
      Array.from({ length: 6 }, () => ID_ALPHABET[this.int(0, ID_ALPHABET.length - 1)]).join('');
    return `${group()}-${group()}-${group()}`;
  }
}
