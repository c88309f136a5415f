import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNewestFirst } from './deckView.ts';
import { NewestList } from './newestList.ts';

describe('NewestList(limit)', () => {
  it('keeps the newest items of many offers, newest first, and counts every offer', () => {
    const list = new NewestList<{ id: string; createdMs: number }>(3);
    const order = [5, 1, 9, 3, 7, 2, 8, 6, 4, 0];
    for (const n of order) list.offer({ id: `d${n}`, createdMs: n * 1000 });
    expect(list.result().map((item) => item.id)).toEqual(['d9', 'd8', 'd7']);
    expect(list.total).toBe(10);
  });

  it('puts items without a time last and breaks equal times by id', () => {
    const list = new NewestList<{ id: string; createdMs: number }>(5);
    list.offer({ id: 'b', createdMs: 1 });
    list.offer({ id: 'none', createdMs: Number.NaN });
    list.offer({ id: 'a', createdMs: 1 });
    expect(list.result().map((item) => item.id)).toEqual(['a', 'b', 'none']);
  });

  it('keeps nothing with a zero limit but still counts', () => {
    const list = new NewestList<{ id: string; createdMs: number }>(0);
    list.offer({ id: 'a', createdMs: 1 });
    expect(list.result()).toEqual([]);
    expect(list.total).toBe(1);
  });

  it('keeps what sorting every offer would keep, whatever their order (fast-check)', () => {
    // Few distinct times, so offers tie with the floor; some without a time (kept last).
    const item = fc.record({
      id: fc.string({ maxLength: 3 }),
      createdMs: fc.constantFrom(1, 2, 3, Number.NaN),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(item, { selector: (x) => x.id, maxLength: 40 }),
        fc.nat(6),
        (items, limit) => {
          const list = new NewestList<{ id: string; createdMs: number }>(limit);
          for (const x of items) list.offer(x);
          expect(list.result()).toEqual([...items].sort(compareNewestFirst).slice(0, limit));
          expect(list.total).toBe(items.length);
        },
      ),
      { numRuns: 500, seed: 20261130 },
    );
  });
});
