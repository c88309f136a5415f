// Incremental equals full (issue 36): random histories of real operations, each step run in place
// on the accelerated route and fresh on the plain route, every document and every page compared
// (tests/helpers/incrementalEqualsFull.ts). A history of one step costs ≈ 10 s of CPU (three
// compiled `tcg` runs with their threads and pre-rendering workers, and a plain build beside them:
// ≈ 5 s on two cores); without the site (classify and aggregate alone, the documents compared) ≈ 3
// s of CPU, 2.5 s. So `npm test` runs 50 histories: here the issue's own case (one publish after both of its
// changes) and five random ones with every page, ≈ 60 s; forty-four random ones with the documents
// in incrementalEqualsFullDocuments.test.ts, beside it. TCG_DIFF_RUNS=N runs N random ones in each.
// The long run is incrementalEqualsFull.slow.test.ts. A counterexample fast-check shrinks to
// becomes an example below.
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  classifyRoutes,
  cleanHistory,
  oneStepHistories,
  type Step,
} from './helpers/incrementalEqualsFull.ts';

const work = path.join(os.tmpdir(), `tcg-inc-equals-full-${process.pid}`);
/** Random histories besides the examples (fast-check counts examples among its runs). */
const RUNS = Number(process.env.TCG_DIFF_RUNS ?? 5);
/** Histories that must hold whatever fast-check draws: the issue's own case (not a shrunk one). */
const EXAMPLES: Step[][] = [
  [
    {
      changes: [
        { op: 'citeOldDecks', decks: [3] },
        { op: 'conditionMin', rule: 0 },
      ],
      split: true,
    },
  ],
];

describe('an in-place accelerated run after any operations equals a fresh plain run', () => {
  afterAll(() => cleanHistory(work));

  it('holds for the issue’s case and random one-step histories, every page too (fast-check)', async () => {
    await oneStepHistories(work, { runs: RUNS, examples: EXAMPLES, pages: true });
    // Both routes of classify were taken: from its cache of the decks, and a scan (decks changed).
    expect(classifyRoutes.cached).toBeGreaterThan(0);
    expect(classifyRoutes.scanned).toBeGreaterThan(0);
  }, 900_000);
});
