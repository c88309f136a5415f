// The public site at a 390 px phone and a 1366 px desktop: the newest week beside the names on
// /decks, sticky names and tap details on /matchups, no broken link, head tags, nothing floating over
// numbers, a footer in line. Contrast on every route: a11y.spec.ts; screenshots of every route at
// both widths: npm run screenshots.
import type { Page } from '@playwright/test';
import * as cheerio from 'cheerio';
import type { PublicWindow } from '../../engine/documentSchemas/windowDocs.ts';
import type { PublicDecks } from '../../engine/documents.ts';
import { FIXTURE_DECK_JOBS } from '../../scripts/siteFixture/detailFixtureDocs.ts';
import { FIXTURE_RULES } from '../../scripts/siteFixture/fixtureDocs.ts';
import { crawlSite } from '../helpers/crawlSite.ts';
import { decodePng } from '../helpers/decodePng.ts';
import { enc } from './detailDocs.ts';
import { expect, test } from './fixtures.ts';
import { HEIGHT, ROUTES, WIDTHS } from './routes.ts';

const FIRST = enc(FIXTURE_RULES[0].id);
for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: HEIGHT[width] } });

    test('/decks: the newest week (share and ▲/▼ delta) is inside the viewport on every row', async ({
      page,
      site,
    }) => {
      const { index } = site.doc<PublicDecks>('public/decks')!;
      await page.goto(`${site.url}/decks`);
      const rows = page.locator('table.decks-table tbody tr');
      await expect(rows).toHaveCount(index.order.length);
      for (let i = 0; i < index.order.length; i += 1) {
        const row = rows.nth(i);
        // Down to the row (the window switch above the table puts later rows below the fold);
        // sideways nothing may be needed.
        await row.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
        for (const part of [row.locator('.name-cell a'), row.locator('td.week-latest .week-share')]) {
          await expect(part).toBeInViewport({ ratio: 1 });
        }
        await expect(row.locator('td.week-latest .delta')).toBeInViewport({ ratio: 1 });
        await expect(row.locator('td.week-latest .delta')).toHaveText(/^([▲▼][+-]\d+\.\dpt|±0\.0pt|-)$/);
        if (width === 390) await expect(row.locator('td.week-latest svg.sparkline')).toBeInViewport();
      }
      // Rank 1 of the default window (直近4週) first, its share beside the name; the newest week is
      // marked as still counting.
      const window = site.doc<PublicWindow>('public_windows/4w')!;
      await expect(rows.first().locator('.name-cell a')).toHaveText(window.rows[0]!.name);
      await expect(rows.first().getByTestId('window-share')).toBeInViewport({ ratio: 1 });
      await expect(page.locator('thead .in-progress')).toHaveText('（集計中）');
    });

    test('/matchups: the row names stay in view while the grid scrolls, and a tap shows a cell', async ({
      page,
      site,
    }) => {
      await page.goto(`${site.url}/matchups`);
      const scroller = page.locator('.table-scroll').first();
      const name = page.locator('.matchup-grid tbody th').first();
      const before = await name.boundingBox();
      await scroller.evaluate((el) => {
        el.scrollLeft = el.scrollWidth;
      });
      await expect(name).toHaveCSS('position', 'sticky');
      const after = await name.boundingBox();
      expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
      await expect(name).toBeInViewport();
      // No hover on a phone: the cell's record and verdict show under the grid once tapped.
      const cell = page.locator('.matchup-grid td.cell.win').first();
      await cell.locator('button').click();
      await expect(cell).toHaveClass(/selected/);
      await expect(page.locator('[data-matchup-output]')).toHaveText(/\d+勝\d+敗.*勝ち越し/);
    });

    test('nothing floats over the numbers on a phone; the footer lines up with the content', async ({
      page,
      site,
    }) => {
      await page.goto(`${site.url}/decks/${FIRST}`);
      await page.evaluate(() => window.scrollTo(0, 1200));
      const scrollTop = page.locator('[data-scroll-top]');
      await expect(scrollTop).toHaveCSS('position', width === 390 ? 'static' : 'fixed');
      await expect(page.locator('.detail-toc-slot .toc')).toHaveCSS(
        'position',
        width === 390 ? 'static' : 'fixed',
      );
      const main = await page.locator('main h1').boundingBox();
      const footer = await page.locator('.site-footer .disclaimer').boundingBox();
      expect(Math.abs((main?.x ?? 0) - (footer?.x ?? 99))).toBeLessThanOrEqual(1);
    });
  });
}

// Read from the served HTML, as the crawlers of X, Facebook and LINE read it (they run no script).
test('every route has a description, Open Graph and Twitter tags, a favicon and a share image', async ({
  site,
  request,
}) => {
  for (const route of ROUTES.filter((r) => r.name !== 'not-found')) {
    const $ = cheerio.load(await (await request.get(site.url + route.path)).text());
    const title = $('head > title').text();
    expect(title, `${route.path} title`).not.toBe('');
    const meta = (selector: string) => $(selector).attr('content');
    const description = meta('meta[name="description"]');
    expect(description?.length, `${route.path} description`).toBeGreaterThan(10);
    expect(meta('meta[property="og:title"]')).toBe(title);
    expect(meta('meta[property="og:description"]')).toBe(description);
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    // X reads the title, description and image from the og: tags when no twitter: tag repeats them.
    for (const name of ['title', 'description', 'image'])
      expect($(`meta[name="twitter:${name}"]`)).toHaveLength(0);
    const image = meta('meta[property="og:image"]');
    const imagePath = new URL(image ?? '').pathname;
    const typeSegment = /^\/decks\/([^/]+)/.exec(route.path)?.[1];
    expect(imagePath, route.path).toBe(typeSegment ? `/og/decks/${typeSegment}.png` : '/og/site.png');
    const served = await request.get(site.url + imagePath);
    expect(served.status(), imagePath).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    const png = decodePng(await served.body());
    expect([png.width, png.height], imagePath).toEqual([1200, 630]);
    expect($('link[rel="icon"]').attr('href'), route.path).toBe('/favicon.svg');
  }
  expect((await request.get(`${site.url}/favicon.svg`)).status()).toBe(200);
});

test('every internal link of the built site answers 200 (the crawl finds no 404)', async ({ site }) => {
  const result = await crawlSite(site.url, 'https://example.com');
  expect(result.broken).toEqual([]);
  expect(result.pages).toBeGreaterThan(30);
});

async function textOf(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).allTextContents()).join(' ');
}

test('deck lists read by type, placing and date, never by the 20-character id', async ({ page, site }) => {
  await page.goto(site.url);
  const recent = page.locator('#recent-decks + * tbody');
  await expect(
    recent.getByRole('link', { name: 'リザードン ex [テラスタル]（2026/04/08）' }),
  ).toHaveAttribute('href', '/deck/Fx0001-000000-DeckId');
  // A deck without a page is shown as text, not a link to a 404.
  await expect(recent.getByText('未分類（2026/04/07）')).toHaveCount(1);
  await expect(recent.locator('a[href="/deck/NoPage-000000-NoPage"]')).toHaveCount(0);
  await page.goto(`${site.url}/events/900002`);
  await expect(page.getByRole('link', { name: 'サーフゴーex・1位（2026/04/05）' })).toHaveAttribute(
    'href',
    '/deck/AbCdEf-123456-GhIjKl',
  );
  await page.goto(`${site.url}/decks/${FIRST}`);
  const ids = /[A-Za-z0-9]{6}-[A-Za-z0-9]{6}-[A-Za-z0-9]{6}/;
  expect(await textOf(page, '#decks li a')).not.toMatch(ids);
  expect(await textOf(page, '#adoption details.deck-id-more a')).not.toMatch(ids);
  await expect(page.locator('#adoption details.deck-id-more > summary').first()).toHaveText(/^デッキ\d+件/);
});

test('/matchups leaves out a disabled rule without decks; thin samples carry 参考, never faded', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/matchups`);
  // The fixture's disabled ヒビキのバクフーン has no deck: its games count as デッキタイプ不明, so it
  // is neither a row nor a column, and every row left links to its deck-type page.
  const grid = page.locator('.matchup-grid');
  await expect(grid.locator('tbody th[scope="row"]').first()).toBeVisible();
  await expect(grid.locator('th', { hasText: 'ヒビキのバクフーン' })).toHaveCount(0);
  await expect(grid.locator('tbody th[scope="row"]:not(:has(a))')).toHaveCount(0);
  await expect(page.locator('.matchup-grid td.cell.thin').first()).toHaveCSS('outline-style', 'dashed');
  await page.goto(`${site.url}/decks`);
  await expect(page.locator('.week-share.thin .thin-tag').first()).toHaveText('参考');
  const faded = await page.evaluate(
    () =>
      [...document.querySelectorAll('main *')].filter((el) => Number(getComputedStyle(el).opacity) < 1)
        .length,
  );
  expect(faded).toBe(0);
  // The 95% interval is in the tooltip on list pages, not beside each share.
  await expect(page.locator('table.decks-table .interval')).toHaveCount(0);
  await expect(page.locator('table.decks-table .share-value').first()).toHaveAttribute(
    'title',
    /95%信頼区間/,
  );
});

test('wording: one message for an event without results, a failed fetch says so, conditions in words', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/events/900001`);
  await expect(page.locator('main .empty-state')).toHaveText('結果は未登録です。');
  await expect(page.locator('main .notes')).toHaveCount(0);
  await page.goto(`${site.url}/deck/${FIXTURE_DECK_JOBS[3]!.id}`);
  await expect(page.locator('h1')).toHaveText('デッキ情報の取得に失敗しました');
  await page.goto(`${site.url}/decks/${FIRST}`);
  await expect(page.locator('#conditions ul li').first()).toHaveText('「サーフゴーex」を1枚以上採用');
  await expect(page.locator('#conditions details > summary')).toHaveText('判定ルールの詳細');
});
