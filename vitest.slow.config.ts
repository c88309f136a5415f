import { defineConfig } from 'vitest/config';
import unit from './vitest.config.ts';

// The slow suites (`npm run test:slow`, which `.ci/run` runs after `npm test`): the long
// equivalence series and the Firestore fault suites, whose cases wait out the client library's
// retries. Files named `*.slow.test.ts`, beside the fast tests of the same code; same setup as
// vitest.config.ts.
export default defineConfig({
  test: {
    ...unit.test,
    include: ['**/*.slow.test.ts'],
    exclude: ['tests/real/**', 'tests/backoffice/**', 'node_modules/**'],
    testTimeout: 300_000,
  },
});
