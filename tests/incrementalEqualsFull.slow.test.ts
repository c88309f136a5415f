// The long run of the differential (see incrementalEqualsFull.test.ts).
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanHistory, runHistory, step } from './helpers/incrementalEqualsFull.ts';

const work = path.join(os.tmpdir(), `tcg-inc-equals-full-slow-${process.pid}`);
// A step (one to three operations, then one publish) costs ≈ 10 s of CPU, ≈ 5 s on two cores
// (three compiled `tcg` runs with their threads and pre-rendering workers, and a plain build beside
// them, unless its documents were built before): a history of up to four steps ≈ 15 s. 10
// histories keep CI's slow suite bounded; TCG_DIFF_RUNS=1000 for the long run (≈ 4 hours here).
const RUNS = Number(process.env.TCG_DIFF_RUNS ?? 10);

describe('an in-place accelerated run after any operations equals a fresh plain run (long)', () => {
  afterAll(() => cleanHistory(work));

  it(
    'holds for many random histories (fast-check)',
    async () => {
      let histories = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 4 }), async (steps) => {
          histories += 1;
          await runHistory(work, steps);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      expect(histories).toBe(RUNS);
    },
    24 * 3_600_000,
  );
});
