// The データ同期 screen when the official event API answers with Cloudflare's browser check (the
// global setup's stand-in does, for every request): an event sync run by hand, and the daily
// sync's recorded refusal, both told in Japanese with the pointer to `tcg events import`.
import { expect, test } from '@playwright/test';
import { BROWSER_CHECK, SYNC } from '../../site/admin/texts/sync.ts';
import { admin, closeAdmin, requireEmulators, signInAsAdmin, watchErrors } from './emulators.ts';

const CRON_STATUS = 'admin_cache/cron_status';

test.describe("the official event API's browser check on the data sync screen", () => {
  test.beforeEach(requireEmulators);
  test.afterAll(closeAdmin);

  test('an event sync run by hand says that the browser check refused it, and what to do', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await signInAsAdmin(page, '/system/admin/sync');
    const card = page.getByRole('region', { name: SYNC.eventSync });
    await card.getByRole('button', { name: SYNC.run }).click();
    const alert = card.getByRole('alert');
    // The stand-in's host, named as the server's one line names it.
    await expect(alert).toContainText(
      /公式サイト（127\.0\.0\.1:\d+）がブラウザ確認（Cloudflare）で取得を拒否しました/,
    );
    await expect(alert).toContainText(BROWSER_CHECK.pointer);
    await expect(alert).not.toContainText('answered HTTP');
    expect(errors).toEqual([]);
  });

  test("the daily sync's recorded refusal shows until a later success", async ({ page }) => {
    const errors = watchErrors(page);
    const cron = admin().db.doc(CRON_STATUS);
    const before = await cron.get();
    const message =
      "event_search (offset 0, limit 50): players.pokemon-card.com answered HTTP 403 with Cloudflare's browser check (cf-mitigated: challenge), which lets only browsers through; tcg does not pass itself off as one, so it stops asking players.pokemon-card.com: save the event result answers from a browser (or take the community results CSV) and load them with `tcg events import`";
    try {
      await cron.set({
        scheduledEventSync: {
          lastSuccessAt: new Date('2026-07-27T19:00:00Z'),
          lastFailure: { at: new Date('2026-07-28T19:00:00Z'), code: 'OFFICIAL_BROWSER_CHECK', message },
        },
      });
      await signInAsAdmin(page, '/system/admin/sync');
      const status = page.getByRole('region', { name: BROWSER_CHECK.title });
      await expect(status.getByTestId('event-sync-failure')).toHaveText(
        `${BROWSER_CHECK.refused('players.pokemon-card.com')}${BROWSER_CHECK.pointer}`,
      );
      await expect(status).toContainText('2026/07/29');

      // A success after it: the failure is history, not shown.
      await cron.set({
        scheduledEventSync: {
          lastSuccessAt: new Date('2026-07-29T19:00:00Z'),
          lastFailure: { at: new Date('2026-07-28T19:00:00Z'), code: 'OFFICIAL_BROWSER_CHECK', message },
        },
      });
      await page.reload();
      await expect(status).toContainText(BROWSER_CHECK.lastSuccess);
      await expect(status.getByTestId('event-sync-failure')).toHaveCount(0);
    } finally {
      if (before.exists) await cron.set(before.data()!);
      else await cron.delete();
    }
    expect(errors).toEqual([]);
  });
});
