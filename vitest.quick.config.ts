import { defineConfig } from 'vitest/config';
import { sharedTest, UNIT_FILES } from './vitest.config.ts';

// `npm run test:quick` (after the type-check): the engine's and the pipelines' unit tests, in
// process, no browser, no built `tcg`, no site build; for a run while working (README "Tests").
// The same files, in the same mode, are the `unit` project of `npm test` (vitest.config.ts).
export default defineConfig({
  test: {
    ...sharedTest,
    include: UNIT_FILES.include,
    exclude: [...sharedTest.exclude, ...UNIT_FILES.exclude],
    isolate: false,
    globalSetup: [],
  },
});
