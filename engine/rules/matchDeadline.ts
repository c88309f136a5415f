// Matching bounded in time. The backtracking check (data/regexSafety.ts) and
// the card-name length cap (MAX_TESTED_NAME_LENGTH) bound every pattern the check understands; a
// pattern it misses must still not hold a run or a callable. The engine cannot stop a running
// RegExp by itself (it imports nothing from Node), so the runner that does is installed from
// outside: data/boundedMatch.ts (a vm deadline), loaded by every Node path that matches.
import { userError } from '../userError.ts';

/**
 * Runs synchronous work and stops it after `ms` milliseconds: true when the work finished, false
 * when it was stopped. Exceptions of the work pass through.
 */
export type BoundedRun = (work: () => void, ms: number) => boolean;

/**
 * The time one card name may take against every pattern of a run. Real names take microseconds
 * (at most 64 characters, patterns at most quadratic): only a pattern the check missed gets near.
 */
export const MATCH_DEADLINE_MS = 2_000;

let installed: BoundedRun = (work) => {
  work();
  return true;
};

/** Installs the runner that stops matching past its deadline (data/boundedMatch.ts). */
export function installBoundedRun(run: BoundedRun): void {
  installed = run;
}

/** Runs the work under the installed runner; false when it was stopped at the deadline. */
export function runBounded(work: () => void, ms: number = MATCH_DEADLINE_MS): boolean {
  return installed(work, ms);
}

/** The one line when a pattern was stopped: the pattern, the card name and what to do. */
export function slowPatternError(pattern: string, name: string, ms: number = MATCH_DEADLINE_MS) {
  return userError(
    'RULES_INVALID',
    `the pattern ${JSON.stringify(pattern)} took over ${ms / 1000} s to match the card name ${JSON.stringify(name)} and was stopped; simplify the pattern (no nested or overlapping repetitions, see \`tcg rules validate\`) and run again`,
  );
}
