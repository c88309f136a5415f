// Incremental equals full (issue 36), documents: random histories of real operations, each step
// classified and aggregated in place on the accelerated route and fresh on the plain route, every
// document compared (cli/pipelines/incrementalEqualsFull.ts). A bounded run here; the long one in
// incrementalEqualsFull.slow.test.ts. A counterexample fast-check shrinks to becomes a test below.
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operation, runHistory } from './incrementalEqualsFull.ts';

const work = path.join(os.tmpdir(), `tcg-inc-equals-full-${process.pid}`);

describe('an in-place accelerated run after any operations equals a fresh plain run (documents)', () => {
  it('holds for random histories (fast-check)', async () => {
    let histories = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 3 }), async (steps) => {
        histories += 1;
        await runHistory(work, steps);
      }),
      { numRuns: 3, seed: 20261129, endOnFailure: true },
    );
    expect(histories).toBe(3);
  }, 600_000);

  // The issue's own case (not a shrunk counterexample: the bounded runs found none once the
  // order-dependent folds and the deck pages' records were fixed).
  it('a new event citing an old deck, then a week on', async () => {
    await runHistory(work, [{ op: 'citeOldDecks', decks: [3] }, { op: 'clockWeek' }]);
  }, 300_000);
});
