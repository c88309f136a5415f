// The shared test fixture of the browser tests: `site` (base URL, document reader) and a `page`
// that records every request for another host than 127.0.0.1 (none reaches it). A worker's tests
// share one page (sharedPage.ts): a new browser context and renderer a test was most of a short
// test's CPU.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, test as base, expect, type Page } from '@playwright/test';
import { SharedPages } from './sharedPage.ts';

export interface Site {
  url: string;
  /** The document `docPath` the site was built from (e.g. `public/home`), or null. */
  doc<T>(docPath: string): T | null;
}

/** Official deck images may be requested (they are blocked, and must then be hidden). */
export const ALLOWED_EXTERNAL_HOSTS = ['www.pokemon-card.com'];

export const test = base.extend<{ site: Site; externalRequests: string[] }, { sharedPages: SharedPages }>({
  sharedPages: [
    async ({ browser }, use, workerInfo) => {
      const pages = new SharedPages(browser, workerInfo.project.use);
      await use(pages);
      await pages.close();
    },
    { scope: 'worker' },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  site: async ({}, use) => {
    const url = process.env.TCG_TEST_SITE_URL;
    const docsDir = process.env.TCG_TEST_DOCS_DIR;
    if (!url || !docsDir) throw new Error('the site global setup did not run (tests/site/globalSetup.ts)');
    await use({
      url,
      doc<T>(docPath: string): T | null {
        try {
          return JSON.parse(readFileSync(path.join(docsDir, `${docPath}.json`), 'utf8')) as T;
        } catch {
          return null;
        }
      },
    });
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  externalRequests: async ({}, use) => {
    await use([]);
  },
  // Chromium resolves no host but 127.0.0.1 (playwright.config.ts), so every other request fails
  // at once; the page only records them. Routing them instead made Chromium hold every request,
  // the site's own too, for Playwright to decide: about 0.15 s a page load.
  page: async (
    { sharedPages, viewport, javaScriptEnabled, permissions, externalRequests },
    use,
    testInfo,
  ) => {
    await sharedPages.lend({ viewport, javaScriptEnabled, permissions }, testInfo, async (page) => {
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^https?:$/.test(url.protocol) && url.hostname !== '127.0.0.1') externalRequests.push(url.href);
      });
      await use(page);
    });
  },
});

/** Fails when a request left 127.0.0.1 for anything but the allowed hosts. */
export function expectOnlyLocalRequests(requests: string[]): void {
  const unexpected = requests.filter((url) => !ALLOWED_EXTERNAL_HOSTS.includes(new URL(url).hostname));
  expect(unexpected).toEqual([]);
}

export { expect };

/** A phone-sized page with JavaScript off (the pre-rendered pages must work without it), closed after `use`. */
export async function withScriptlessPhone(
  browser: Browser,
  use: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 900 },
  });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * The text of each cell `cells` names, row by row (`''` where a row has none), read in one call:
 * the rows must be on the page already (a static page, checked after an assertion that waited).
 */
export function rowTexts(page: Page, rows: string, cells: string[]): Promise<string[][]> {
  return page
    .locator(rows)
    .evaluateAll(
      (trs, selectors) => trs.map((tr) => selectors.map((s) => tr.querySelector(s)?.textContent ?? '')),
      cells,
    );
}
