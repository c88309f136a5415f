// The aggregation manager rebuilding one document (busy button, health badge, run log), the
// events' public view mode reading what that rebuild published (public links only), the
// dashboard's maintenance buttons disabling each other, and the one-hour client cache of
// settings (a reload answers from it without calling the server).
import { expect, type Page, test } from '@playwright/test';
import { AGGREGATIONS } from '../../site/admin/texts/aggregations.ts';
import { DASHBOARD } from '../../site/admin/texts/dashboard.ts';
import { EVENTS } from '../../site/admin/texts/events.ts';
import { SETTINGS } from '../../site/admin/texts/settings.ts';
import { admin, closeAdmin, requireEmulators, signInAsAdmin, watchErrors } from './emulators.ts';
import { siteUrl } from './routes.ts';

/**
 * Holds the page's calls of one callable for a moment before sending them, so a busy state is
 * long enough to observe even when the function answers at once.
 */
async function slowDown(page: Page, name: string): Promise<void> {
  await page.route(`**/${name}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

/** Counts the page's calls of one callable (the Functions emulator's URL ends with its name). */
function countCalls(page: Page, name: string): { count: number } {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(`/${name}`) && request.method() === 'POST') calls.count++;
  });
  return calls;
}

test.describe('aggregations, public view, dashboard, cache', () => {
  test.beforeEach(requireEmulators);
  test.afterAll(closeAdmin);

  test("rebuilding public/events, then the events' public view shows it with public links", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await slowDown(page, 'rebuildPublicEvents');
    await signInAsAdmin(page, '/system/admin/aggregations');
    const card = page.getByRole('region', { name: AGGREGATIONS.docs.events });
    const rebuild = card.getByRole('button', { name: AGGREGATIONS.rebuild });
    await rebuild.click();
    // Every rebuild button waits while one runs.
    await expect(page.getByRole('button', { name: AGGREGATIONS.rebuildAll })).toBeDisabled();
    await expect(page.getByRole('status')).toContainText('更新しました（イベント ');
    await expect(page.getByTestId('health-public/events')).toHaveText(AGGREGATIONS.health.ok);
    const logRow = page.getByRole('row', { name: AGGREGATIONS.runNames.rebuildPublicEvents });
    await expect(logRow).toContainText(AGGREGATIONS.runStatus.success);

    const published = (await admin().db.doc('public/events').get()).data() as {
      items: { id: string; resultsCount: number }[];
    };
    await page.goto(siteUrl('/system/admin/events'));
    await page.getByRole('link', { name: EVENTS.viewPublic }).click();
    await expect(page).toHaveURL(/\/system\/admin\/events\?view=public$/);
    const table = page.getByTestId('public-events-table');
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(50, published.items.length));
    const hrefs = await table
      .locator('tbody a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      published.items.slice(0, 50).map((item) => `/events/${encodeURIComponent(item.id)}`),
    );

    const withResults = published.items.find((item) => item.resultsCount > 0)!;
    await page.goto(siteUrl(`/system/admin/events/${encodeURIComponent(withResults.id)}?view=public`));
    const results = page.getByTestId('public-results-table');
    await expect(results.locator('tbody tr')).toHaveCount(withResults.resultsCount);
    const resultLinks = await results
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(resultLinks.length).toBeGreaterThan(0);
    for (const href of resultLinks) expect(href).toMatch(/^\/(deck|decks)\//);
    await expect(page.getByRole('link', { name: EVENTS.openPublicPage })).toHaveAttribute(
      'href',
      `/events/${encodeURIComponent(withResults.id)}`,
    );
    // Back to the admin view: the stored event, admin links.
    await page.getByRole('link', { name: EVENTS.viewAdmin }).click();
    await expect(page).toHaveURL(new RegExp(`/system/admin/events/${withResults.id}$`));
    await expect(page.locator('a[href^="/system/admin/decks/"]').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the dashboard disables all four maintenance buttons while one runs, then re-reads the counts', async ({
    page,
  }) => {
    const counts = countCalls(page, 'getAdminCounts');
    await slowDown(page, 'refreshAdminCache');
    await signInAsAdmin(page, '/system/admin');
    await expect(page.getByText(DASHBOARD.totalCards)).toBeVisible();
    const before = counts.count;
    await page.getByRole('button', { name: DASHBOARD.cacheRebuild }).click();
    for (const name of [DASHBOARD.rebuildAll, DASHBOARD.rebuildShare, DASHBOARD.deckCleanup])
      await expect(page.getByRole('button', { name })).toBeDisabled();
    await expect(page.getByRole('status')).toHaveText(DASHBOARD.cacheDone);
    for (const name of [DASHBOARD.cacheRebuild, DASHBOARD.rebuildAll, DASHBOARD.rebuildShare])
      await expect(page.getByRole('button', { name })).toBeEnabled();
    await expect.poll(() => counts.count).toBeGreaterThan(before);
  });

  test('settings come from the one-hour client cache after a reload, not from the server', async ({
    page,
  }) => {
    const reads = countCalls(page, 'getSettings');
    await signInAsAdmin(page, '/system/admin/settings');
    const input = page.getByLabel(SETTINGS.eventOffsetLabel);
    await expect(input).not.toHaveValue('');
    const value = await input.inputValue();
    expect(reads.count).toBe(1);
    // The persister writes at most once a second: the reload comes after it has.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('tcg-admin-cache') ?? ''))
      .toContain('settings/current');
    await page.reload();
    await expect(page.getByLabel(SETTINGS.eventOffsetLabel)).toHaveValue(value);
    expect(reads.count).toBe(1);
  });
});
