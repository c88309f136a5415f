import { describe, expect, it } from 'vitest';
import { labelIndexes, linePoints, niceTicks, percentTick } from './chartGeometry.ts';

describe('linePoints(values, box)', () => {
  const box = { width: 100, height: 50, pad: 0, min: 0, max: 1 };
  it('spreads points evenly and puts larger values higher', () => {
    expect(linePoints([0, 0.5, 1], box)).toEqual([
      { x: 0, y: 50 },
      { x: 50, y: 25 },
      { x: 100, y: 0 },
    ]);
  });
  it('clamps values outside the box range', () => {
    expect(linePoints([-1, 2], box).map((p) => p.y)).toEqual([50, 0]);
  });
});

describe('niceTicks(max, maxTicks)', () => {
  it('gives round steps from 0 up past the maximum', () => {
    expect(niceTicks(0.237)).toEqual({ ticks: [0, 0.1, 0.2, 0.3], step: 0.1 });
    expect(niceTicks(0.5)).toEqual({ ticks: [0, 0.2, 0.4, 0.6], step: 0.2 });
    expect(niceTicks(0.04)).toEqual({ ticks: [0, 0.01, 0.02, 0.03, 0.04], step: 0.01 });
    expect(niceTicks(0.09).step).toBe(0.025);
    expect(niceTicks(1).ticks).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(0).ticks).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});

describe('percentTick(value, step)', () => {
  it('shows only the decimals the step needs', () => {
    expect(percentTick(0.2, 0.1)).toBe('20%');
    expect(percentTick(0.025, 0.025)).toBe('2.5%');
    expect(percentTick(0.05, 0.025)).toBe('5.0%');
  });
});

describe('labelIndexes(n, maxLabels)', () => {
  it('labels every k-th position from the first, at most maxLabels', () => {
    expect(labelIndexes(26, 4)).toEqual([0, 9, 18]);
    expect(labelIndexes(5, 6)).toEqual([0, 1, 2, 3, 4]);
    expect(labelIndexes(13, 4)).toEqual([0, 4, 8, 12]);
    expect(labelIndexes(0, 4)).toEqual([]);
  });
});
