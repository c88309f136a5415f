// One language, against the emulators: the run log names its jobs in Japanese, and a call that
// never reaches the server fails in Japanese (raw ISO timestamps and English sentences on every
// screen: screens.spec.ts).
import { expect, test } from '@playwright/test';
import { AGGREGATIONS } from '../../site/admin/texts/aggregations.ts';
import { NETWORK } from '../../site/admin/texts/common.ts';
import { DASHBOARD } from '../../site/admin/texts/dashboard.ts';
import { admin, closeAdmin, requireEmulators, signInAsAdmin } from './emulators.ts';
import { siteUrl } from './routes.ts';

for (const width of [1366, 390]) {
  test.describe(`one language at ${width} px`, () => {
    test.describe.configure({ mode: 'serial' });
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(requireEmulators);
    test.afterAll(closeAdmin);

    test('the run log names its jobs in Japanese', async ({ page }) => {
      test.setTimeout(480_000);
      // A run of the deck cleanup (a dry run deletes nothing) puts it in the log.
      await signInAsAdmin(page);
      page.once('dialog', (dialog) => void dialog.dismiss());
      await page.getByRole('button', { name: DASHBOARD.deckCleanup }).click();
      await expect(page.getByRole('status')).toBeVisible();
      const logged = (await admin().db.collection('system/admin/function_runs').get()).docs.map((d) => d.id);
      expect(logged).toContain('runDeckCleanup');
      await page.goto(siteUrl('/system/admin/aggregations'));
      const names = page
        .getByRole('region', { name: AGGREGATIONS.runLog })
        .locator('tbody tr td:first-child');
      await expect(names.filter({ hasText: AGGREGATIONS.runNames.runDeckCleanup! })).toHaveCount(1);
      for (const name of await names.allInnerTexts()) expect(name).toMatch(/[\u3040-\u30ff\u3400-\u9fff]/);
    });

    test('a call that never reaches the server fails in Japanese', async ({ page }) => {
      test.setTimeout(480_000);
      await signInAsAdmin(page);
      await page.route('**/refreshAdminCache', (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: DASHBOARD.cacheRebuild }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: `${DASHBOARD.cacheFailed}${NETWORK.unreachable}` }),
      ).toHaveCount(1);
    });
  });
}
