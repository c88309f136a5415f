// The long run of the differential (incrementalEqualsFull.ts), in shards: each `*.slow.test.ts`
// file that calls `longRun` runs its share of the histories in a folder of its own, and the slow
// suite runs the files side by side (vitest.slow.config.ts: three at a time), so one `npm run
// test:slow` runs the long run at twice one file's pace.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanHistory, runHistory, step } from './incrementalEqualsFull.ts';

/** How many files share the long run. */
export const SHARDS = 2;

// A step (one to three operations, then one publish) costs ≈ 10 s of CPU, ≈ 5 s on two cores
// (three compiled `tcg` runs with their threads and pre-rendering workers, and a plain build beside
// them, unless its documents were built before): a history of up to four steps ≈ 15 s; without the
// site (the documents compared) ≈ 2 s a step. By default each shard runs random histories with
// every page for BUDGET_MS (a history started runs to its end), at least MIN_HISTORIES: ≈ 2–5
// each here (npm test runs fifty more), and CI's time does not hang on how long the draws come
// out. TCG_DIFF_RUNS=N runs exactly N in all instead (split between the shards), however long they
// take, one in TCG_DIFF_PAGE_EVERY (default 1) with every page and the others with the documents
// (the long run: 1,000 with one in ten ≈ 80 minutes here).
const RUNS = process.env.TCG_DIFF_RUNS ? Number(process.env.TCG_DIFF_RUNS) : undefined;
const PAGE_EVERY = RUNS === undefined ? 1 : Number(process.env.TCG_DIFF_PAGE_EVERY ?? 1);
const BUDGET_MS = 30_000;
const MIN_HISTORIES = 2;

/** Shard `shard` (1 to SHARDS) of the long run. */
export function longRun(shard: number): void {
  const work = path.join(os.tmpdir(), `tcg-inc-equals-full-slow-${process.pid}-${shard}`);
  // The shards' counts add up to RUNS.
  const runs = RUNS === undefined ? undefined : Math.floor(RUNS / SHARDS) + (shard <= RUNS % SHARDS ? 1 : 0);

  describe(`an in-place accelerated run after any operations equals a fresh plain run (long, ${shard} of ${SHARDS})`, () => {
    afterAll(() => cleanHistory(work));

    it(
      'holds for many random histories (fast-check)',
      async () => {
        let histories = 0;
        let withPages = 0;
        const deadline = runs === undefined ? Date.now() + BUDGET_MS : Number.POSITIVE_INFINITY;
        const history = fc.record({
          steps: fc.array(step, { minLength: 1, maxLength: 4 }),
          // 0: every page compared after each step; else the documents.
          site: fc.nat({ max: PAGE_EVERY - 1 }),
        });
        await fc.assert(
          fc.asyncProperty(history, async ({ steps, site }) => {
            // Past the budget, the remaining draws are passed over without running.
            if (Date.now() > deadline && histories >= MIN_HISTORIES) return;
            histories += 1;
            if (site === 0) withPages += 1;
            await runHistory(work, steps, { pages: site === 0 });
            // TCG_DIFF_PROGRESS=FILE: the count so far (FILE.1, FILE.2: one a shard), for a long
            // run watched from outside.
            if (process.env.TCG_DIFF_PROGRESS)
              writeFileSync(
                `${process.env.TCG_DIFF_PROGRESS}.${shard}`,
                `${histories} histories, ${withPages} with pages\n`,
              );
          }),
          { numRuns: runs ?? 1000, endOnFailure: true },
        );
        if (runs === undefined) expect(histories).toBeGreaterThanOrEqual(MIN_HISTORIES);
        else expect(histories).toBe(runs);
      },
      24 * 3_600_000,
    );
  });
}
