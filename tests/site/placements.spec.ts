// The 入賞 table of /decks (public_window_placements/{key}): each type's results, wins, top-4 and top-8 with
// their conversion, the bucket rule said in words, on every window's page, at phone and desktop
// widths and with JavaScript off.
import type { Page } from '@playwright/test';
import type { PublicWindowPlacements } from '../../engine/documentSchemas/windowEventDocs.ts';
import type { WindowKey } from '../../engine/windows.ts';
import { expect, type Site, test, withScriptlessPhone } from './fixtures.ts';

const WIDTHS = [390, 1366];

/** The 入賞 table of a window: every row's figures as its document gives them (the independent
 * count of each figure from the fixture's events is tests/site/windowCounts.spec.ts). */
async function expectPlacements(page: Page, site: Site, key: WindowKey): Promise<void> {
  const doc = site.doc<PublicWindowPlacements>(`public_window_placements/${key}`)!;
  const section = page.locator('section.placements');
  await expect(section.getByRole('heading', { name: '入賞' })).toBeVisible();
  const summary = page.getByTestId('placements-summary');
  await expect(summary).toContainText(
    `の${doc.events}大会・${doc.totals.cited}件、うちデッキタイプ不明${doc.unknownType}件`,
  );
  await expect(summary).toContainText('3位は3〜4位、5位は5〜8位');
  // Every fixture result is within the top 8: the ベスト8 column would be ×1.00 for every type.
  expect(doc.totals.top8).toBe(doc.totals.cited);
  await expect(page.getByTestId('placements-cut-hidden')).toContainText('ベスト8の列は省きました');
  const rows = page.getByTestId('placements-table').locator('tbody tr');
  await expect(rows).toHaveCount(doc.rows.length);
  const x = (conversion: number | null) => (conversion === null ? '—' : `×${conversion.toFixed(2)}`);
  for (const [i, row] of doc.rows.entries()) {
    const line = rows.nth(i);
    await expect(line.locator('th')).toContainText(row.ruleName);
    await expect(line.locator('.thin-tag')).toHaveCount(row.thin ? 1 : 0);
    await expect(line.getByTestId('placement-cited')).toHaveText(new RegExp(`^${row.cited} `));
    await expect(line.getByTestId('placement-wins')).toHaveText(
      `${row.wins.count} ${x(row.wins.conversion)}`,
    );
    await expect(line.getByTestId('placement-top4')).toHaveText(
      `${row.top4.count} ${x(row.top4.conversion)}`,
    );
    await expect(line.getByTestId('placement-top8')).toHaveCount(0);
  }
}

for (const width of WIDTHS) {
  test(`/decks at ${width}px: the 入賞 table, on the default and another window's page`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [url, key] of [
      [`${site.url}/decks`, '4w'],
      [`${site.url}/decks/w/all`, 'all'],
    ] as const) {
      await page.goto(url);
      await expectPlacements(page, site, key);
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
    await expectPlacements(page, site, '4w');
  });
});
