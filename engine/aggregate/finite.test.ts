import { describe, expect, it } from 'vitest';
import { nonFinitePaths } from './finite.ts';

describe('nonFinitePaths', () => {
  it('names every NaN, Infinity and undefined with its path', () => {
    expect(
      nonFinitePaths({
        a: 1,
        b: Number.NaN,
        c: { d: [0, Number.POSITIVE_INFINITY, { e: undefined }] },
        f: null,
        g: 'NaN',
        h: [undefined],
      }),
    ).toEqual(['b = NaN', 'c.d[1] = Infinity', 'c.d[2].e', 'h[0]']);
  });

  it('accepts finite numbers, null, strings, booleans and empty containers', () => {
    expect(nonFinitePaths({ a: 0, b: -1.5, c: null, d: '', e: false, f: [], g: {} })).toEqual([]);
    expect(nonFinitePaths(undefined)).toEqual(['(document)']);
  });
});
