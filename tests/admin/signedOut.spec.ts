// Opened signed out with no emulator reachable, every admin route settles on 管理者ログイン, with
// the footer, without a page error. Requests to the emulator ports are refused, as when none runs.
import { expect, test } from '@playwright/test';
import { GATE } from '../../site/admin/texts/gate.ts';
import { ADMIN_ROUTES, shotName, siteUrl } from './routes.ts';

for (const route of ADMIN_ROUTES) {
  test(`signed out: ${decodeURIComponent(route)} shows ${GATE.loginTitle}`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('net::ERR')) errors.push(message.text());
    });
    await page.route(/127\.0\.0\.1:(9099|5001|8080)\//, (r) => r.abort('connectionrefused'));
    const response = await page.goto(siteUrl(route));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: GATE.loginTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: GATE.loginButton, exact: true })).toBeVisible();
    await expect(page.getByText(GATE.noAdminTitle)).toHaveCount(0);
    // The gate's screens carry the footer of every page too (spec admin §1, A1.5).
    await expect(page.locator('footer.admin-footer .share-bar a')).toHaveCount(3);
    expect(errors).toEqual([]);
    await page.screenshot({ path: `test-results/admin/signed-out-${shotName(route)}-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/admin/signed-out-${shotName(route)}-390.png` });
  });
}

test('the public pages load no admin code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(siteUrl('/'));
  await expect(page.locator('body')).not.toBeEmpty();
  expect(scripts.filter((url) => url.includes('/system/admin/'))).toEqual([]);
  const html = await page.content();
  expect(html).not.toContain('firebase');
});
