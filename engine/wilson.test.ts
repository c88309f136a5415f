import { describe, expect, it } from 'vitest';
import { isThinSample, wilsonInterval } from './wilson.ts';

describe('wilsonInterval(successes, trials, z)', () => {
  it('matches known 95% intervals', () => {
    const [low, high] = wilsonInterval(8, 10);
    expect(low).toBeCloseTo(0.4902, 4);
    expect(high).toBeCloseTo(0.9433, 4);
    const [low2, high2] = wilsonInterval(50, 100);
    expect(low2).toBeCloseTo(0.4038, 4);
    expect(high2).toBeCloseTo(0.5962, 4);
  });

  it('stays inside [0, 1] at the extremes and is not degenerate', () => {
    const [low, high] = wilsonInterval(0, 10);
    expect(low).toBe(0);
    expect(high).toBeCloseTo(0.2775, 4);
    const [low1, high1] = wilsonInterval(10, 10);
    expect(low1).toBeCloseTo(0.7225, 4);
    expect(high1).toBe(1);
  });

  it('narrows as the sample grows', () => {
    const [smallLow, smallHigh] = wilsonInterval(6, 10);
    const [bigLow, bigHigh] = wilsonInterval(600, 1000);
    expect(bigHigh - bigLow).toBeLessThan(smallHigh - smallLow);
  });

  it('uses the given z', () => {
    const [low, high] = wilsonInterval(8, 10, 1);
    expect(low).toBeGreaterThan(0.49);
    expect(high).toBeLessThan(0.943);
  });

  it('knows nothing with no trials', () => {
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });
});

describe('isThinSample(games, minGames)', () => {
  it('is thin below the minimum and not at or above it', () => {
    expect(isThinSample(4, 5)).toBe(true);
    expect(isThinSample(5, 5)).toBe(false);
    expect(isThinSample(0, 1)).toBe(true);
  });
});
