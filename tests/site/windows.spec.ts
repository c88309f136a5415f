// The time windows of / and /decks: the switch is plain links to pre-rendered pages, each with a
// stable URL; every page says its window and how many decks, ranks by it, and says when a window
// is too thin to rank. At phone and desktop widths, and with JavaScript off for the default view.
import type { Page } from '@playwright/test';
import type { PublicWindow } from '../../engine/documentSchemas/windowDocs.ts';
import { formatShare } from '../../engine/format.ts';
import { WINDOW_KEYS, WINDOW_LABELS, type WindowKey } from '../../engine/windows.ts';
import { expect, rowTexts, type Site, test, withScriptlessPhone } from './fixtures.ts';

const WIDTHS = [390, 1366];

const windowDoc = (site: Site, key: WindowKey) => site.doc<PublicWindow>(`public_windows/${key}`)!;

/** The page shows `key`'s window: the switch marks it, the summary names it with its decks. */
async function expectWindow(page: Page, site: Site, key: WindowKey): Promise<void> {
  const doc = windowDoc(site, key);
  await expect(page.locator('.window-nav [aria-current="page"]')).toHaveText(WINDOW_LABELS[key]);
  await expect(page.getByTestId('window-summary')).toContainText(`集計期間: ${WINDOW_LABELS[key]}`);
  await expect(page.getByTestId('window-matched')).toHaveText(doc.matchedDecks.toLocaleString('ja-JP'));
  await expect(page.getByTestId('window-summary')).toContainText(
    `全${doc.totalDecks.toLocaleString('ja-JP')}デッキ`,
  );
  await expect(page.getByTestId('window-thin')).toHaveCount(doc.thin ? 1 : 0);
}

/** /decks rows: a ranked window's types first, in its order, each with its share and count. */
async function expectDecksRanking(page: Page, site: Site, key: WindowKey): Promise<void> {
  const doc = windowDoc(site, key);
  if (doc.thin || key === 'all') return;
  // Read in one call instead of a browser round trip a cell.
  const shown = await rowTexts(page, 'table.sortable tbody tr', [
    '.name-cell',
    '[data-testid="window-share"]',
  ]);
  for (const [i, row] of doc.rows.filter((r) => r.count > 0).entries()) {
    const [name, share] = shown[i] ?? [];
    expect(name, `${key}: row ${i + 1}`).toContain(row.name);
    expect(share, `${key}: row ${i + 1}`).toContain(formatShare(row.share));
    expect(share, `${key}: row ${i + 1}`).toContain(`${row.count}/${doc.matchedDecks}`);
    if (row.isNew) expect(share, `${key}: row ${i + 1}`).toContain('NEW');
    else if (row.delta !== null && row.delta < -0.0005) expect(share, `${key}: row ${i + 1}`).toContain('▼');
  }
}

test('the fixture ranks differently over the newest four weeks than over all time', ({ site }) => {
  expect(windowDoc(site, '4w').rows[0]!.id).not.toBe(windowDoc(site, 'all').rows[0]!.id);
  expect(windowDoc(site, '4w').thin).toBe(false);
  expect(windowDoc(site, '1w').thin).toBe(true);
});

for (const width of WIDTHS) {
  test(`/decks at ${width}px: 直近4週 by default, then every window by its link and URL`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/decks`);
    await expectWindow(page, site, '4w');
    await expectDecksRanking(page, site, '4w');
    for (const key of WINDOW_KEYS) {
      await page.locator('.window-nav').getByRole('link', { name: WINDOW_LABELS[key], exact: true }).click();
      await expect(page).toHaveURL(key === '4w' ? `${site.url}/decks` : `${site.url}/decks/w/${key}`);
      await expectWindow(page, site, key);
      await expectDecksRanking(page, site, key);
    }
    // A thin window names the bar and ranks nothing of its own.
    await page.goto(`${site.url}/decks/w/1w`);
    await expect(page.getByTestId('window-thin')).toContainText(`${windowDoc(site, '1w').minDecks}件未満`);
  });

  test(`/ at ${width}px: the ranking follows the window, and its list link keeps it`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(site.url);
    await expectWindow(page, site, '4w');
    for (const key of ['current', 'all', '2w', '1w'] as const) {
      await page.locator('.window-nav').getByRole('link', { name: WINDOW_LABELS[key], exact: true }).click();
      await expect(page).toHaveURL(`${site.url}/w/${key}`);
      await expectWindow(page, site, key);
      const doc = windowDoc(site, key);
      // The window's own types with decks, in its order; a thin one (直近1週) unranked, each 参考,
      // never the all-period ranking instead.
      const ranking = page.locator('#ranking + * tbody tr');
      const shown = doc.rows.filter((row) => row.count > 0);
      await expect(ranking).toHaveCount(shown.length);
      for (const [i, row] of shown.entries()) {
        await expect(ranking.nth(i)).toContainText(row.name);
        await expect(ranking.nth(i)).toContainText(formatShare(row.share));
      }
      await expect(page.locator('#ranking + * thead th').first()).toHaveText(
        doc.thin ? 'デッキタイプ' : '順位',
      );
      await expect(ranking.locator('.thin-tag')).toHaveCount(doc.thin ? shown.length : 0);
      await expect(page.locator('#ranking ~ .more a')).toHaveAttribute('href', `/decks/w/${key}`);
    }
  });
}

test('with JavaScript off, /decks and / show the 直近4週 ranking and the switch still works', async ({
  browser,
  site,
}) => {
  await withScriptlessPhone(browser, async (page) => {
    await page.goto(`${site.url}/decks`);
    await expectWindow(page, site, '4w');
    await expectDecksRanking(page, site, '4w');
    await page.locator('.window-nav').getByRole('link', { name: '全期間', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/decks/w/all`);
    await expectWindow(page, site, 'all');
    await page.goto(site.url);
    await expectWindow(page, site, '4w');
    const first = windowDoc(site, '4w').rows[0]!;
    await expect(page.locator('#ranking + * tbody tr').first()).toContainText(first.name);
  });
});

test('a deck-type page shows its share over every window, each linking to the list over it', async ({
  page,
  site,
}) => {
  const ruleId = windowDoc(site, '4w').rows[0]!.id;
  await page.goto(`${site.url}/decks/${encodeURIComponent(ruleId)}`);
  for (const key of WINDOW_KEYS) {
    const doc = windowDoc(site, key);
    const row = doc.rows.find((r) => r.id === ruleId)!;
    const line = page.locator(`#windows tr[data-window="${key}"]`);
    await expect(line.getByRole('link')).toHaveAttribute('href', key === '4w' ? '/decks' : `/decks/w/${key}`);
    await expect(line).toContainText(`${row.count} / ${doc.matchedDecks}件中`);
    await expect(line).toContainText(formatShare(row.share));
    await expect(line).toContainText(doc.thin ? '-' : `${row.rank}位`);
  }
});
