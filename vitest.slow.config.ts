import { defineConfig } from 'vitest/config';
import { sharedTest } from './vitest.config.ts';

// The slow suites (`npm run test:slow`, which `.ci/run` runs after `npm test`): the long
// equivalence series (every accelerator against the plain path, the differential test's long run)
// and the fault suites (processes stopped and killed, a full disk, a closed pipe, Firestore out of
// reach or failing, whose cases wait out signals, retries and child processes). Files named
// `*.slow.test.ts`, beside the fast tests of the same code; same setup as vitest.config.ts.
export default defineConfig({
  test: {
    ...sharedTest,
    include: ['**/*.slow.test.ts'],
    exclude: ['tests/real/**', 'tests/backoffice/**', 'node_modules/**'],
    testTimeout: 300_000,
    // Three files at a time: the fault suites mostly wait out retries, timeouts and signals, and the
    // differential's two files run for a budget of time, not of work.
    maxWorkers: 3,
  },
});
