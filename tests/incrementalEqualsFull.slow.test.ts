// The long run of the differential (see incrementalEqualsFull.test.ts).
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanHistory, operation, runHistory } from './helpers/incrementalEqualsFull.ts';

const work = path.join(os.tmpdir(), `tcg-inc-equals-full-slow-${process.pid}`);
// A history's step costs seconds of CPU (three compiled `tcg` runs and a plain build): 20 keep
// CI's slow suite bounded; TCG_DIFF_RUNS=1000 for a long run.
const RUNS = Number(process.env.TCG_DIFF_RUNS ?? 20);

describe('an in-place accelerated run after any operations equals a fresh plain run (long)', () => {
  afterAll(() => cleanHistory(work));

  it(
    'holds for many random histories (fast-check)',
    async () => {
      let histories = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 4 }), async (steps) => {
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
