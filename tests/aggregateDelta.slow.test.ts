// `tcg aggregate` taking the previous run's counts on (cli/pipelines/accelerators/aggregateDelta.ts)
// over histories of rule edits that only reclassify decks, every step threaded as production runs a
// large snapshot: each step after classify takes the counts on, one edit after another (classify's
// cache then says what changed since the record's file through several of its rewrites, or through
// none), and its documents equal a fresh plain run's, byte for byte.
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { Operation } from './helpers/historyOperations.ts';
import { aggregateRoutes, cleanHistory, runHistory, type Step } from './helpers/incrementalEqualsFull.ts';

const work = path.join(os.tmpdir(), `tcg-aggregate-delta-${process.pid}`);

const onRule = (op: 'conditionMin' | 'disableRule' | 'subRuleCondition' | 'deleteSubRule') =>
  fc.record({ op: fc.constant(op), rule: fc.nat() });
/** Edits that change which decks a rule or sub-rule takes, and nothing the counts are keyed by. */
const reclassifying = fc.oneof(
  onRule('conditionMin'),
  onRule('disableRule'),
  onRule('subRuleCondition'),
  onRule('deleteSubRule'),
  fc.record({ op: fc.constant('addSubRule'), rule: fc.nat(), card: fc.nat() }),
) as fc.Arbitrary<Operation>;
const threadedStep: fc.Arbitrary<Step> = fc.record({
  changes: fc.array(reclassifying, { minLength: 1, maxLength: 2 }),
  split: fc.constant(true),
});

describe('aggregate after classify reclassified some decks', () => {
  afterAll(() => cleanHistory(work));

  it('takes the previous counts on at every step and equals a fresh plain run (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(threadedStep, { minLength: 3, maxLength: 3 }), async (steps) => {
        const before = aggregateRoutes.delta;
        await runHistory(work, steps, { pages: false });
        expect(aggregateRoutes.delta - before).toBe(steps.length);
      }),
      { numRuns: Number(process.env.TCG_DIFF_RUNS ?? 8), seed: 20261201, endOnFailure: true },
    );
    // The edits moved decks between rules (not only edits that changed nothing).
    expect(aggregateRoutes.reclassified).toBeGreaterThan(0);
    console.log(
      `aggregate delta: ${aggregateRoutes.delta} runs, ${aggregateRoutes.reclassified} decks reclassified`,
    );
  }, 900_000);
});
