// Browser tests of the built public site (tests/site/*.spec.ts) with Debian's Chromium; the
// global setup builds a site into a temp folder and serves it on 127.0.0.1.
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './scripts/chromium.js';

/** Debian's headless shell, else its full Chromium (scripts/chromium.js; ensure-chromium ran first). */
export const CHROMIUM_PATH = chromiumPath() ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/site',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/site/globalSetup.ts',
  outputDir: 'test-results/playwright',
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // No request leaves the machine: every other host fails to resolve (the pages' fixture
        // records those requests; the admin suite's emulators listen on localhost).
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
});
