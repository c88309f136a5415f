// The shell on every page: title, nav, menu toggle, disclaimer, affiliate notice, share links,
// no analytics without an id, and no request leaving 127.0.0.1.
import type { PublicHome } from '../../engine/documents.ts';
import { expect, expectOnlyLocalRequests, test } from './fixtures.ts';

const ROUTES = [
  { path: '/', name: 'ダッシュボード' },
  { path: '/events', name: 'イベント一覧' },
  { path: '/decks', name: 'デッキ分類一覧' },
  { path: '/matchups', name: 'デッキ相性データ' },
  { path: '/policies/ads', name: '広告・アフィリエイトポリシー' },
];

for (const route of ROUTES) {
  test(`${route.path} has the shell and the title "product | ${route.name}"`, async ({
    page,
    site,
    externalRequests,
  }) => {
    await page.goto(site.url + route.path);
    await expect(page).toHaveTitle(`ポケカデッキ統計 | ${route.name}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const nav = page.locator('#site-nav');
    for (const label of ['ホーム', 'イベント', 'デッキタイプ', '相性表', '広告ポリシー']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(1);
    }
    await expect(page.locator('.disclaimer')).toContainText('非公式のファンサイト');
    await expect(page.locator('.affiliate-notice a')).toHaveAttribute('href', '/policies/ads');
    const x = await page.locator('a[data-share="x"]').getAttribute('href');
    expect(x).toContain(`url=${encodeURIComponent(site.url + route.path)}`);
    expect(x).toContain(encodeURIComponent(`ポケカデッキ統計 | ${route.name}`));
    await expect(page.locator('a[data-share="facebook"]')).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(site.url + route.path)}`,
    );
    await expect(page.locator('a[data-share="line"]')).toHaveAttribute('href', /social-plugins\.line\.me/);
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
    expectOnlyLocalRequests(externalRequests);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens with its toggle and is closed again after navigating', async ({ page, site }) => {
    await page.goto(site.url);
    const toggle = page.locator('[data-menu-toggle]');
    const nav = page.locator('#site-nav');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'イベント', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/events`);
    await expect(page.locator('[data-menu-toggle]')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#site-nav')).toBeHidden();
  });

  test('the menu is keyboard-usable and Escape closes it', async ({ page, site }) => {
    await page.goto(site.url);
    const toggle = page.locator('[data-menu-toggle]');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the nav links are visible and the pages read fine', async ({ page, site }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.url}/decks`);
    await expect(page.locator('#site-nav')).toBeVisible();
    await expect(page.locator('h1')).toHaveText('デッキ分類一覧');
  });
});

test('an unknown path gets the 404 page with status 404', async ({ page, site }) => {
  const response = await page.goto(`${site.url}/no/such/page`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1:visible')).toHaveText('ページが見つかりませんでした');
});

test('the scroll-to-top link appears only after scrolling past 240px', async ({ page, site }) => {
  await page.setViewportSize({ width: 390, height: 500 });
  await page.goto(`${site.url}/policies/ads`);
  const link = page.locator('[data-scroll-top]');
  await expect(link).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 300));
  await expect(link).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect(link).toBeHidden();
});

test('the official deck image is the only outside request, and hidden once blocked', async ({
  page,
  site,
  externalRequests,
}) => {
  const home = site.doc<PublicHome>('public/home')!;
  const deck = home.recentDecks.find((d) => site.doc(`public_deck_details/${d.id}`));
  expect(deck, 'the fixture lacks it: no deck page in the documents').toBeTruthy();
  await page.goto(`${site.url}/deck/${encodeURIComponent(deck!.id)}`);
  const image = page.locator('img[data-hide-on-error]').first();
  await expect(image).toBeHidden();
  expect(externalRequests.some((url) => new URL(url).hostname === 'www.pokemon-card.com')).toBe(true);
  expectOnlyLocalRequests(externalRequests);
});
