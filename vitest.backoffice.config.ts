import { defineConfig } from 'vitest/config';

// The back-office suite: callables through the real callable protocol against one stack of the
// Firestore server and the Auth and Functions emulators, started once (tests/backoffice/globalSetup.ts).
export default defineConfig({
  test: {
    include: ['tests/backoffice/**/*.test.ts'],
    // The compiled `tcg` (jobs.test.ts runs it) first, then the stack.
    globalSetup: ['scripts/ensureBuilt.ts', 'tests/backoffice/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
