import { defineConfig } from 'vitest/config';
import { LongFirst } from './tests/helpers/longFirst.ts';
import { TEST_FONT } from './tests/helpers/testFont.ts';

// Unit and integration tests (`npm test`). The slow equivalence and fault suites (`*.slow.test.ts`)
// have their own config (vitest.slow.config.ts), as has the real-data suite (vitest.real.config.ts).

/** The in-process unit tests of the engine and the pipelines, also `npm run test:quick`'s. */
export const UNIT_FILES = {
  include: ['engine/**/*.test.ts', 'data/**/*.test.ts', 'cli/**/*.test.ts'],
  // Not the accelerators' equivalence runs (worker threads and pools against the plain path over
  // data/sample: most of these folders' CPU), which run with the integration tests.
  exclude: ['data/accelerators/**/*.test.ts', 'cli/pipelines/site/accelerated/hashDocsChild.test.ts'],
};

/** What every config shares (the quick and slow configs spread it). */
export const sharedTest = {
  // Sites built by the tests carry the admin app built for the local emulators, asked for
  // explicitly: `tcg build` refuses to guess between that and production (README "Admin app").
  // The share images are drawn with a small font made at setup (tests/helpers/testFont.ts), not
  // the system's 20 MB collections.
  env: { TCG_FIREBASE_EMULATORS: '1', TCG_SHARE_FONT: TEST_FONT },
  exclude: ['**/*.slow.test.ts', 'tests/real/**', 'tests/backoffice/**', 'node_modules/**'],
  // A test that makes no assertion fails: it could not have failed otherwise.
  expect: { requireAssertions: true },
  // Tests run the compiled `bin/tcg.js`: build lib/ first when a source is newer; and the test font.
  globalSetup: ['scripts/ensureBuilt.ts', 'tests/helpers/testFont.ts'],
  // Two test files at a time even on 2 cores (vitest's default there is one): most files wait on
  // the child processes and servers they start, so the suite takes ≈ 2/3 of its one-file time
  // (bench/README "Test suite time").
  maxWorkers: 2,
  // The differential's minutes-long files first, also on a fresh checkout (tests/helpers/longFirst.ts).
  sequence: { sequencer: LongFirst },
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    ...sharedTest,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_FILES.include,
          exclude: [...sharedTest.exclude, ...UNIT_FILES.exclude],
          // The unit tests share one module graph per worker instead of importing the engine again
          // for each file (their imports were most of their time); none changes a global it does not
          // restore.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [
            ...UNIT_FILES.exclude,
            'site/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
