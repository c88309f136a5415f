// The preview's 180-second timer (spec admin §4 "Preview run", §9): with the page's clock moved on
// past 180 s while the call is held, the screen says タイムアウト, and the answer that arrives
// afterwards changes nothing.
import { expect, type Route, test } from '@playwright/test';
import { PREVIEW } from '../../site/admin/texts/preview.ts';
import { closeAdmin, requireEmulators, signInAsAdmin, watchErrors } from './emulators.ts';

const SAMPLE_DECK = '0UE5jQ-5reiCs-FjhJ4Y';

test.describe('preview timer', () => {
  test.beforeEach(requireEmulators);
  test.afterAll(closeAdmin);

  test('times out at 180 s and ignores the late result', async ({ page }) => {
    const errors = watchErrors(page);
    await page.clock.install();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: Promise<void>[] = [];
    await page.route('**/evaluateDeckRulesPreview', (route: Route) => {
      held.push(released.then(() => route.continue()));
    });
    await signInAsAdmin(page, '/system/admin/rules/preview');
    await page.getByLabel(PREVIEW.deckId).fill(SAMPLE_DECK);
    await page.getByRole('button', { name: PREVIEW.run }).click();
    await expect(page.getByText(PREVIEW.loading)).toBeVisible();
    await expect.poll(() => held.length).toBe(1);

    await page.clock.fastForward(179_000);
    await expect(page.getByText(PREVIEW.loading)).toBeVisible();
    await page.clock.fastForward(2_000);
    await expect(page.getByText(PREVIEW.timeout)).toBeVisible();
    await expect(page.getByRole('button', { name: PREVIEW.run })).toBeEnabled();

    release();
    await Promise.all(held);
    // Give the late answer time to arrive and be (not) shown.
    await page.clock.runFor(5_000);
    await page.waitForTimeout(3_000);
    await expect(page.getByText(PREVIEW.timeout)).toBeVisible();
    await expect(page.getByTestId('preview-result')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
