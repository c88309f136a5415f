// Saves every public route, the card pages and /check at 390 and 1366 px, and the phone menu open,
// as test-results/screenshots/<width>-<name>.png (npm run screenshots, for reviewers).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { cardIdOfName } from '../../engine/ids.ts';
import { test } from '../site/fixtures.ts';
import { HEIGHT, ROUTES, WIDTHS } from '../site/routes.ts';

const DIR = path.resolve('test-results', 'screenshots');

const PAGES = [
  ...ROUTES,
  { name: 'cards', path: '/cards' },
  { name: 'card', path: `/cards/${encodeURIComponent(cardIdOfName('ナンジャモ'))}` },
  { name: 'check', path: '/check' },
];

async function save(page: Page, name: string): Promise<void> {
  mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage: true });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT[width] } });
    for (const route of PAGES) {
      test(`${route.path}`, async ({ page, site }) => {
        await page.goto(site.url + route.path);
        await save(page, `${width}-${route.name}`);
      });
    }
  });
}

test('the phone menu open', async ({ page, site }) => {
  await page.setViewportSize({ width: 390, height: HEIGHT[390] });
  await page.goto(site.url);
  await page.locator('[data-menu-toggle]').click();
  await save(page, '390-menu-open');
});
