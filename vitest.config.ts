import { defineConfig } from 'vitest/config';
import { TEST_FONT } from './tests/helpers/testFont.ts';

// Unit and integration tests (`npm test`). The slow equivalence and fault suites (`*.slow.test.ts`)
// have their own config (vitest.slow.config.ts), as has the real-data suite (vitest.real.config.ts).
export default defineConfig({
  test: {
    // Sites built by the tests carry the admin app built for the local emulators, asked for
    // explicitly: `tcg build` refuses to guess between that and production (README "Admin app").
    // The share images are drawn with a small font made at setup (tests/helpers/testFont.ts), not
    // the system's 20 MB collections.
    env: { TCG_FIREBASE_EMULATORS: '1', TCG_SHARE_FONT: TEST_FONT },
    include: [
      'engine/**/*.test.ts',
      'data/**/*.test.ts',
      'cli/**/*.test.ts',
      'site/**/*.test.ts',
      'functions/src/**/*.test.ts',
      'bench/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/**/*.test.ts',
    ],
    exclude: ['**/*.slow.test.ts', 'tests/real/**', 'tests/backoffice/**', 'node_modules/**'],
    // A test that makes no assertion fails: it could not have failed otherwise.
    expect: { requireAssertions: true },
    // Tests run the compiled `bin/tcg.js`: build lib/ first when a source is newer; and the test font.
    globalSetup: ['scripts/ensureBuilt.ts', 'tests/helpers/testFont.ts'],
    // Two test files at a time even on 2 cores (vitest's default there is one): most files wait on
    // the child processes and servers they start, so the suite takes ≈ 2/3 of its one-file time
    // (bench/README "Test suite time").
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
