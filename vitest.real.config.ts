import { defineConfig } from 'vitest/config';

// Tests on the real data in ../shared/data; .ci/run runs them when that folder exists.
export default defineConfig({
  test: {
    include: ['tests/real/**/*.test.ts'],
    globalSetup: ['scripts/ensureBuilt.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
