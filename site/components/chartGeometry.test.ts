import { describe, expect, it } from 'vitest';
import { linePoints } from './chartGeometry.ts';

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
