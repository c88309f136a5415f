// The 入賞 table of /decks (public_window_placements/{key}): each type's results, wins, top-4 and top-8 with
// their conversion, the bucket rule said in words, on every window's page, at phone and desktop
// widths and with JavaScript off. The expected figures are the fixture's, worked out by hand
// (scripts/siteFixture/fixtureDocs.ts fixturePlacements).
import type { Page } from '@playwright/test';
import { expect, test, withScriptlessPhone } from './fixtures.ts';

const WIDTHS = [390, 1366];

/** [name, results, wins, ×wins, top-4, ×top-4, top-8, ×top-8, thin], in the table's order. */
const EXPECTED = [
  ['サーフゴーex', 23, 2, '×0.70', 11, '×0.96', 23, '×1.00', false],
  ['リザードン ex [テラスタル]', 16, 4, '×2.00', 10, '×1.25', 16, '×1.00', false],
  ['ドラパルト(ex/型)', 8, 0, '×0.00', 3, '×0.75', 8, '×1.00', true],
] as const;

async function expectPlacements(page: Page): Promise<void> {
  const section = page.locator('section.placements');
  await expect(section.getByRole('heading', { name: '入賞' })).toBeVisible();
  const summary = page.getByTestId('placements-summary');
  // The fixture's six events all fall in the newest four weeks: 直近4週 and 全期間 count the same.
  await expect(summary).toContainText('の6大会・48件、うちデッキタイプ不明1件');
  await expect(summary).toContainText('3位は3〜4位、5位は5〜8位');
  const rows = page.getByTestId('placements-table').locator('tbody tr');
  await expect(rows).toHaveCount(EXPECTED.length);
  for (const [i, [name, cited, wins, winsX, top4, top4X, top8, top8X, thin]] of EXPECTED.entries()) {
    const row = rows.nth(i);
    await expect(row.locator('th')).toContainText(name);
    await expect(row.locator('.thin-tag')).toHaveCount(thin ? 1 : 0);
    await expect(row.getByTestId('placement-cited')).toHaveText(new RegExp(`^${cited} `));
    await expect(row.getByTestId('placement-wins')).toHaveText(`${wins} ${winsX}`);
    await expect(row.getByTestId('placement-top4')).toHaveText(`${top4} ${top4X}`);
    await expect(row.getByTestId('placement-top8')).toHaveText(`${top8} ${top8X}`);
  }
  // The conversion's interval is in its tooltip.
  await expect(rows.nth(1).getByTestId('placement-top4').locator('.conversion')).toHaveAttribute(
    'title',
    /^倍率の95%信頼区間 ×\d\.\d\d〜×\d\.\d\d・入賞枠に占める割合 41\.7%$/,
  );
}

for (const width of WIDTHS) {
  test(`/decks at ${width}px: the 入賞 table, on the default and another window's page`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const url of [`${site.url}/decks`, `${site.url}/decks/w/all`]) {
      await page.goto(url);
      await expectPlacements(page);
      // The page itself never scrolls sideways; the table scrolls in its own box.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
    }
    // A type's name links to its page.
    await page
      .getByTestId('placements-table')
      .getByRole('link', { name: 'リザードン ex [テラスタル]' })
      .click();
    await expect(page).toHaveURL(/\/decks\/[^/]+$/);
  });
}

test('/decks with JavaScript off: the 入賞 table is in the pre-rendered page', async ({ browser, site }) => {
  await withScriptlessPhone(browser, async (page) => {
    await page.goto(`${site.url}/decks`);
    await expectPlacements(page);
  });
});
