// The long run of the documents differential (see incrementalEqualsFull.test.ts).
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operation, runHistory } from './helpers/incrementalEqualsFull.ts';

const work = path.join(os.tmpdir(), `tcg-inc-equals-full-slow-${process.pid}`);
// 20 histories (≈ 10 s each) keep CI's slow suite short; TCG_DIFF_RUNS=1000 for a long run.
const RUNS = Number(process.env.TCG_DIFF_RUNS ?? 20);

describe('an in-place accelerated run after any operations equals a fresh plain run (long)', () => {
  it('holds for many random histories (fast-check)', async () => {
    let histories = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 4 }), async (steps) => {
        histories += 1;
        await runHistory(work, steps);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    expect(histories).toBe(RUNS);
  }, 3_600_000);
});
