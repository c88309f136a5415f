// Incremental equals full (issue 36): random histories of real operations, each step run in place
// on the accelerated route and fresh on the plain route, every document and every page compared
// (tests/helpers/incrementalEqualsFull.ts). A bounded run here; the long one in
// incrementalEqualsFull.slow.test.ts. A counterexample fast-check shrinks to becomes a test below.
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanHistory, operation, runHistory } from './helpers/incrementalEqualsFull.ts';

const work = path.join(os.tmpdir(), `tcg-inc-equals-full-${process.pid}`);
const RUNS = Number(process.env.TCG_DIFF_RUNS_QUICK ?? 3);

describe('an in-place accelerated run after any operations equals a fresh plain run', () => {
  afterAll(() => cleanHistory(work));

  it('holds for random histories (fast-check)', async () => {
    let histories = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 3 }), async (steps) => {
        histories += 1;
        await runHistory(work, steps);
      }),
      { numRuns: RUNS, seed: 20261129, endOnFailure: true },
    );
    expect(histories).toBe(RUNS);
  }, 600_000);

  // The issue's own case (not a shrunk counterexample).
  it('a new event citing an old deck, then a week on', async () => {
    await runHistory(work, [{ op: 'citeOldDecks', decks: [3] }, { op: 'clockWeek' }]);
  }, 300_000);
});
