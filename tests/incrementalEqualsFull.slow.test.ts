// The long run of the differential (see incrementalEqualsFull.test.ts).
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanHistory, runHistory, step } from './helpers/incrementalEqualsFull.ts';

const work = path.join(os.tmpdir(), `tcg-inc-equals-full-slow-${process.pid}`);
// A step (one to three operations, then one publish) costs ≈ 10 s of CPU, ≈ 5 s on two cores
// (three compiled `tcg` runs with their threads and pre-rendering workers, and a plain build beside
// them, unless its documents were built before): a history of up to four steps ≈ 15 s; without the
// site (the documents compared) ≈ 2 s a step. The slow suite runs random histories with every page
// for BUDGET_MS (a history started runs to its end), at least MIN_HISTORIES: ≈ 10–25 here, and
// CI's time does not hang on how long the draws come out. TCG_DIFF_RUNS=N runs exactly N instead,
// however long they take, one in TCG_DIFF_PAGE_EVERY (default 1) with every page and the others
// with the documents (the long run: 1,000 with one in ten ≈ 1.5 hours).
const RUNS = process.env.TCG_DIFF_RUNS ? Number(process.env.TCG_DIFF_RUNS) : undefined;
const PAGE_EVERY = RUNS === undefined ? 1 : Number(process.env.TCG_DIFF_PAGE_EVERY ?? 1);
const BUDGET_MS = 150_000;
const MIN_HISTORIES = 8;

describe('an in-place accelerated run after any operations equals a fresh plain run (long)', () => {
  afterAll(() => cleanHistory(work));

  it(
    'holds for many random histories (fast-check)',
    async () => {
      let histories = 0;
      let withPages = 0;
      const deadline = RUNS === undefined ? Date.now() + BUDGET_MS : Number.POSITIVE_INFINITY;
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
          // TCG_DIFF_PROGRESS=FILE: the count so far, for a long run watched from outside.
          if (process.env.TCG_DIFF_PROGRESS)
            writeFileSync(process.env.TCG_DIFF_PROGRESS, `${histories} histories, ${withPages} with pages\n`);
        }),
        { numRuns: RUNS ?? 1000, endOnFailure: true },
      );
      if (RUNS === undefined) expect(histories).toBeGreaterThanOrEqual(MIN_HISTORIES);
      else expect(histories).toBe(RUNS);
    },
    24 * 3_600_000,
  );
});
