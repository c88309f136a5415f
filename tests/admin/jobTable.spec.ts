// The deck-job table at desktop and phone width: the search box narrows the rows and
// the total, a header click sorts and a second click reverses, and the bulk re-queue of two failed
// jobs goes end to end: the screen calls requeueDeckJobs, Firestore holds them pending, and the
// table shows them 待機中 without a reload.
import { expect, test } from '@playwright/test';
import { JOBS } from '../../site/admin/texts/deckJobs.ts';
import { TABLE } from '../../site/admin/texts/table.ts';
import { admin, closeAdmin, requireEmulators, signInAsAdmin, watchErrors } from './emulators.ts';

for (const width of [1366, 390]) {
  test.describe(`deck-job table at ${width} px`, () => {
    test.beforeEach(requireEmulators);
    test.use({ viewport: { width, height: 900 } });
    const tag = `w${width}${Date.now().toString(36).slice(-4)}`;
    const ids: [string, string] = [`${tag}a-ERRJOB-tablex`, `${tag}b-ERRJOB-tablex`];
    test.afterAll(async () => {
      if (process.env.TCG_ADMIN_EMULATORS_UP === '1')
        await Promise.all(ids.map((id) => admin().db.doc(`deck_jobs/${id}`).delete()));
      await closeAdmin();
    });

    test('search, sort, and re-queue two failed jobs', async ({ page }) => {
      const errors = watchErrors(page);
      // Due in 1998: before every other failed job, so on the table's first server page.
      const at = new Date('1998-01-01T00:00:00Z');
      await Promise.all(
        ids.map((id, i) =>
          admin()
            .db.doc(`deck_jobs/${id}`)
            .set({
              deckId: id,
              status: 'error',
              attempts: i === 0 ? 5 : 3,
              priority: 0,
              nextRunAt: at,
              createdAt: at,
              updatedAt: at,
              lockedBy: null,
              lockedAt: null,
              lastError: 'HTTP 500',
              sources: ['event_result'],
            }),
        ),
      );
      await signInAsAdmin(page, '/system/admin/deck-jobs');
      const table = page.getByTestId('jobs-table');
      await expect(table.locator(`tr[data-job-id="${ids[0]}"]`)).toBeVisible({ timeout: 20_000 });

      await page.getByRole('searchbox', { name: TABLE.search }).fill(tag);
      await expect(table.locator('tbody tr')).toHaveCount(2);
      await expect(page.getByTestId('table-total')).toHaveText(TABLE.total(2, 1, 2));

      const attempts = table.getByRole('button', { name: JOBS.colAttempts });
      await attempts.click();
      await expect(table.locator('tbody tr').first()).toHaveAttribute('data-job-id', ids[1]);
      await attempts.click();
      await expect(table.locator('tbody tr').first()).toHaveAttribute('data-job-id', ids[0]);

      const requeue = page.getByTestId('requeue-selected');
      await expect(requeue).toBeDisabled();
      await page.getByRole('checkbox', { name: TABLE.selectAll }).check();
      await expect(page.getByTestId('table-selected')).toContainText(TABLE.selected(2));
      await expect(requeue).toHaveText(JOBS.requeue(2));
      await requeue.scrollIntoViewIfNeeded();
      await requeue.click();
      await expect(page.getByText(JOBS.requeued(2, 0))).toBeVisible({ timeout: 30_000 });

      for (const id of ids) {
        const stored = (await admin().db.doc(`deck_jobs/${id}`).get()).data();
        expect(stored).toMatchObject({ status: 'pending', attempts: 0 });
        await expect(table.locator(`tr[data-job-id="${id}"]`)).toContainText(JOBS.status.pending);
      }
      // Pending jobs cannot be chosen: the re-queue button is off again.
      await expect(table.locator(`tr[data-job-id="${ids[0]}"] input[type="checkbox"]`)).toHaveCount(0);
      await expect(requeue).toBeDisabled();
      expect(errors).toEqual([]);
    });
  });
}
