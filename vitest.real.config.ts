import { defineConfig } from 'vitest/config';

// Tests on the real data in ../shared/data; .ci/run runs them when that folder exists.
export default defineConfig({
  test: {
    // Sites built by the tests carry the admin app built for the local emulators, asked for
    // explicitly: `tcg build` refuses to guess between that and production (README "Admin app").
    env: { TCG_FIREBASE_EMULATORS: '1' },
    include: ['tests/real/**/*.test.ts'],
    globalSetup: ['scripts/ensureBuilt.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
