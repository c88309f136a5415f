// The matchup grid and the 入賞 table over the time windows: /matchups reads the newest four weeks'
// finals by default and every window has its pre-rendered page (/matchups/w/{key}); the page says
// its window, its events and finals, and when they are too few; the 入賞 table of /decks counts the
// events of the page's window. At phone and desktop widths, and with JavaScript off.
import type { Page } from '@playwright/test';
import type {
  PublicWindowMatchups,
  PublicWindowPlacements,
} from '../../engine/documentSchemas/windowEventDocs.ts';
import { WINDOW_KEYS, WINDOW_LABELS, type WindowKey } from '../../engine/windows.ts';
import { expect, type Site, test, withScriptlessPhone } from './fixtures.ts';

const matchupsDoc = (site: Site, key: WindowKey) =>
  site.doc<PublicWindowMatchups>(`public_window_matchups/${key}`)!;
const placementsDoc = (site: Site, key: WindowKey) =>
  site.doc<PublicWindowPlacements>(`public_window_placements/${key}`)!;

/** The grid shows `key`'s window: the switch, the summary's counts, the thin note and every cell. */
async function expectMatchups(page: Page, site: Site, key: WindowKey): Promise<void> {
  const doc = matchupsDoc(site, key);
  await expect(page.locator('.window-nav [aria-current="page"]')).toHaveText(WINDOW_LABELS[key]);
  const summary = page.getByTestId('matchup-window');
  await expect(summary).toContainText(`集計期間: ${WINDOW_LABELS[key]}`);
  await expect(page.getByTestId('matchup-window-events')).toHaveText(String(doc.window.events));
  await expect(page.getByTestId('matchup-window-finals')).toHaveText(String(doc.finals));
  await expect(page.getByTestId('matchup-window-thin')).toHaveCount(doc.thin ? 1 : 0);
  const rows = page.locator('.matchup-grid tbody tr');
  await expect(rows).toHaveCount(doc.rows.length);
  for (const row of doc.rows)
    for (const o of row.opponents) {
      const cell = page.locator(`.matchup-grid td[title^="${row.ruleName} vs ${o.ruleName}:"]`);
      await expect(cell.locator('.score')).toHaveText(`${o.wins}-${o.losses}`);
    }
}

test('the fixture: recent finals differ from all time, and the newest week is too thin to read', ({
  site,
}) => {
  const recent = matchupsDoc(site, '4w');
  const all = matchupsDoc(site, 'all');
  const records = (doc: typeof all) => doc.rows.map((row) => [row.ruleId, row.wins, row.losses]);
  expect(records(recent)).not.toEqual(records(all));
  expect(recent.finals).toBeLessThan(all.finals);
  expect(recent.thin).toBe(false);
  expect(matchupsDoc(site, '1w').thin).toBe(true);
  expect(placementsDoc(site, '1w').window.events).toBeLessThan(placementsDoc(site, '4w').window.events);
});

for (const width of [390, 1366]) {
  test(`/matchups at ${width}px: 直近4週 by default, then every window by its link and URL`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/matchups`);
    await expectMatchups(page, site, '4w');
    for (const key of WINDOW_KEYS) {
      await page.locator('.window-nav').getByRole('link', { name: WINDOW_LABELS[key], exact: true }).click();
      await expect(page).toHaveURL(key === '4w' ? `${site.url}/matchups` : `${site.url}/matchups/w/${key}`);
      await expectMatchups(page, site, key);
    }
    await page.goto(`${site.url}/matchups/w/1w`);
    await expect(page.getByTestId('matchup-window-thin')).toContainText(
      `${matchupsDoc(site, '1w').minGames}試合未満`,
    );
    // The page itself never scrolls sideways; the grid scrolls in its own box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
  });

  test(`/decks at ${width}px: the 入賞 table counts the events of the page's window`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const key of ['4w', '1w', 'all'] as const) {
      const doc = placementsDoc(site, key);
      await page.goto(key === '4w' ? `${site.url}/decks` : `${site.url}/decks/w/${key}`);
      const summary = page.getByTestId('placements-summary');
      await expect(summary).toContainText(`${WINDOW_LABELS[key]}・`);
      await expect(summary).toContainText(`の${doc.events}大会・${doc.totals.cited}件`);
      await expect(page.getByTestId('placements-thin')).toHaveCount(doc.thin ? 1 : 0);
      const rows = page.getByTestId('placements-table').locator('tbody tr');
      await expect(rows).toHaveCount(doc.rows.length);
      for (const [i, row] of doc.rows.entries()) {
        await expect(rows.nth(i).locator('th')).toContainText(row.ruleName);
        await expect(rows.nth(i).getByTestId('placement-wins').locator('.placement-count')).toHaveText(
          String(row.wins.count),
        );
      }
    }
  });
}

test('with JavaScript off, /matchups shows the 直近4週 grid and the switch still works', async ({
  browser,
  site,
}) => {
  await withScriptlessPhone(browser, async (page) => {
    await page.goto(`${site.url}/matchups`);
    await expectMatchups(page, site, '4w');
    await page.locator('.window-nav').getByRole('link', { name: '全期間', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/matchups/w/all`);
    await expectMatchups(page, site, 'all');
  });
});
