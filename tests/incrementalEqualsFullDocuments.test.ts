// Incremental equals full, the documents (see incrementalEqualsFull.test.ts): random one-step
// histories whose steps run classify and aggregate alone on both routes, every document compared,
// ≈ 3 s of CPU each. A file of their own, so the suite runs them beside the histories with every page.
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  aggregateRoutes,
  classifyRoutes,
  cleanHistory,
  oneStepHistories,
} from './helpers/incrementalEqualsFull.ts';

const work = path.join(os.tmpdir(), `tcg-inc-equals-full-docs-${process.pid}`);
const RUNS = Number(process.env.TCG_DIFF_RUNS ?? 44);

describe('an in-place accelerated classify and aggregate after any operations equal fresh plain runs', () => {
  afterAll(() => cleanHistory(work));

  it('holds for random one-step histories, every document (fast-check)', async () => {
    await oneStepHistories(work, { runs: RUNS, examples: [], pages: false });
    // Both routes of classify were taken: from its cache of the decks, and a scan (decks changed).
    expect(classifyRoutes.cached).toBeGreaterThan(0);
    expect(classifyRoutes.scanned).toBeGreaterThan(0);
    // And both routes of aggregate: the previous run's counts taken on, and every deck counted.
    expect(aggregateRoutes.delta).toBeGreaterThan(0);
    expect(aggregateRoutes.full).toBeGreaterThan(0);
  }, 900_000);
});
