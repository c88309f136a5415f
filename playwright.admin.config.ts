// Browser tests of the admin SPA (tests/admin/*.spec.ts), run on their own:
// `npm run test:admin`. The global setup builds the site with the admin app (emulator config),
// serves it on 127.0.0.1 and starts `npm run emulators` for the emulator-backed specs
// (TCG_ADMIN_EMULATORS=0 skips them).
import { defineConfig } from '@playwright/test';
import siteConfig from './playwright.config.ts';

export default defineConfig({
  testDir: 'tests/admin',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/admin/globalSetup.ts',
  outputDir: 'test-results/admin-playwright',
  // The Functions emulator starts each function on its first call, and some reads count
  // hundreds of decks: screens may take tens of seconds to fill on a busy machine.
  timeout: 240_000,
  expect: { timeout: 60_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  use: { ...siteConfig.use, viewport: { width: 1366, height: 900 } },
});
