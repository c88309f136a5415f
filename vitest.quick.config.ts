import { defineConfig } from 'vitest/config';
import unit from './vitest.config.ts';

// `npm run test:quick` (after the type-check): the engine's and the pipelines' unit tests, in
// process, no browser, no built `tcg`, no site build; for a run while working (README "Tests").
// The same files also run in `npm test`.
export default defineConfig({
  test: {
    ...unit.test,
    include: ['engine/**/*.test.ts', 'data/**/*.test.ts', 'cli/**/*.test.ts'],
    exclude: ['**/*.slow.test.ts', 'node_modules/**'],
    globalSetup: [],
  },
});
