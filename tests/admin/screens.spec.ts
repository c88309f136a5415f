// Every admin route as an admin, at desktop (1366 px) and phone (390 px) width: it renders without
// a page error, nothing overflows the phone's width, and a screenshot is saved.
import { expect, test } from '@playwright/test';
import { GATE } from '../../site/admin/texts/gate.ts';
import { closeAdmin, requireEmulators, signInAsAdmin, watchErrors } from './emulators.ts';
import { ADMIN_ROUTES, shotName, siteUrl } from './routes.ts';

for (const width of [1366, 390]) {
  test.describe(`every admin route at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });
    test.beforeEach(requireEmulators);
    test.afterAll(closeAdmin);

    test('renders each screen', async ({ page }) => {
      test.setTimeout(240_000);
      const errors = watchErrors(page);
      await signInAsAdmin(page);
      for (const route of ADMIN_ROUTES) {
        await page.goto(siteUrl(route));
        await expect(page.locator('.admin-main h1').first()).toBeVisible();
        await expect(page.getByRole('heading', { name: GATE.loginTitle })).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        // Where an overflow starts: elements past the right edge inside a parent that is not, to
        // name in a failure.
        const wide = await page.evaluate(() => {
          const past = (el: Element | null) =>
            el !== null && el.getBoundingClientRect().right > window.innerWidth + 0.5;
          return [...document.querySelectorAll('body *')]
            .filter((el) => past(el) && !past(el.parentElement))
            .map(
              (el) =>
                `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''} "${(el.textContent ?? '').slice(0, 30)}"`,
            )
            .slice(0, 5);
        });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${route} is wider than the viewport: ${wide.join(', ')}`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `test-results/admin/${shotName(route)}-${width}.png`, fullPage: true });
      }
      expect(errors).toEqual([]);
    });
  });
}
