// Wilson score intervals for shares and win rates, so pages can show how sure a small-sample
// figure is, and the thin-sample test matchup cells are greyed out by.
import type { Interval } from './documents.ts';

/** z for a two-sided 95% interval. */
const Z_95 = 1.959963984540054;

/**
 * The Wilson score interval of `successes` out of `trials`, clamped to [0, 1]. With no trials
 * nothing is known: [0, 1].
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval {
  if (!(trials > 0)) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const halfWidth = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // At 0 or all successes the bound is exactly 0 or 1; floating point would miss it by an ulp.
  const low = successes <= 0 ? 0 : Math.max(0, centre - halfWidth);
  const high = successes >= trials ? 1 : Math.min(1, centre + halfWidth);
  return [low, high];
}

/** Fewer games than the minimum: too few to read a win rate from. */
export function isThinSample(games: number, minGames: number): boolean {
  return games < minGames;
}
