// The oracle behind tests/aggregate.test.ts's "hand-checked key numbers": the script recounts them
// from data/sample without the engine, and must give exactly the numbers that test asserts of the
// engine's output. When data/sample changes, both change together or this fails.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');
const script = path.join(repoRoot, 'scripts/oracle/sampleKeyNumbers.mjs');

describe('scripts/oracle/sampleKeyNumbers.mjs on data/sample', () => {
  it('gives the hand-checked key numbers', () => {
    const numbers = JSON.parse(execFileSync(process.execPath, [script], { encoding: 'utf8' }));
    expect(numbers).toMatchObject({
      totalDecks: 330,
      matchedDecks: 301,
      unclassifiedDecks: 29,
      topRule: 'ドラパルトex',
      topMatchedDecks: 53,
      topVariants: [
        ['dusknoir', 10],
        ['froslass', 14],
        ['ノココッチ型', 12],
      ],
      topPepperDecks: 42,
      weeks: 13,
      firstWeek: ['2026-01-23', 12, 11],
      lastWeek: ['2026-04-17', 25, 22],
      topLastTwoWeeks: [3, 30, 8, 22],
      finals: 37,
      topFinals: [10, 3],
    });
    expect(numbers.topShareInterval[0]).toBeCloseTo(0.137210103, 8);
    expect(numbers.topShareInterval[1]).toBeCloseTo(0.223113126, 8);
  });
});
