// The order vitest starts test files in: its own (failed first, then the longest by the times it
// kept from the last run), except that the files named here start first. On a fresh checkout, as in
// CI, vitest has no times and starts the largest files first; these are small files that run for
// minutes (the differential's histories), which then started last and ran on alone at the end of
// the suite. An ordering hint only: a name that is out of date costs time, never a test.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The suites' longest files (bench/README "Test suite time"), from the repository's root. */
const LONG_FILES = [
  'tests/incrementalEqualsFullDocuments.test.ts',
  'tests/incrementalEqualsFull.test.ts',
  'tests/incrementalEqualsFull.slow.test.ts',
  'tests/incrementalEqualsFull.2.slow.test.ts',
];

export class LongFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const long = (file: TestSpecification) => LONG_FILES.some((name) => file.moduleId === `${root}/${name}`);
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}
