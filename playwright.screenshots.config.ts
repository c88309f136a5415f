// `npm run screenshots`: a full-page screenshot of every public route at a phone and a desktop
// width, saved to test-results/screenshots/ for reviewers. It asserts nothing, so it is not part of
// `npm test`; it builds and serves the same fixture site as the browser tests.
import { defineConfig } from '@playwright/test';
import siteConfig from './playwright.config.ts';

export default defineConfig({
  ...siteConfig,
  testDir: 'tests/screenshots',
  outputDir: 'test-results/screenshots-playwright',
});
