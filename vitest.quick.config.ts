import { defineConfig } from 'vitest/config';
import unit from './vitest.config.ts';

// `npm run test:quick` (after the type-check): the engine's and the pipelines' unit tests, in
// process, no browser, no built `tcg`, no site build; for a run while working (README "Tests").
// The same files also run in `npm test`.
export default defineConfig({
  test: {
    ...unit.test,
    include: ['engine/**/*.test.ts', 'data/**/*.test.ts', 'cli/**/*.test.ts'],
    // Not the accelerators' equivalence runs (worker threads and pools against the plain path over
    // data/sample: most of these folders' CPU); `npm test` runs them.
    exclude: [
      '**/*.slow.test.ts',
      'node_modules/**',
      'data/accelerators/**',
      'cli/pipelines/site/accelerated/hashDocsChild.test.ts',
    ],
    globalSetup: [],
  },
});
