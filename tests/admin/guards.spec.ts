// Guards on the destructive and heavy actions, against the emulators: デッキクリーンアップ counts
// first (a dry run through runDeckCleanup) and deletes only once confirmed; the rebuilds ask
// first; leaving the rule editor with unsaved edits asks first; the deploy buttons are disabled,
// with the reason, while the deploy is not configured (the test stack sets no DEPLOY_REPOSITORY).
import { expect, type Page, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { citedDeckIds, cleanupCutoff, isDeletableDeck } from '../../engine/admin/deckCleanup.ts';
import { formatDateJst } from '../../engine/format.ts';
import { AGGREGATIONS } from '../../site/admin/texts/aggregations.ts';
import { DASHBOARD } from '../../site/admin/texts/dashboard.ts';
import { NAV } from '../../site/admin/texts/nav.ts';
import { EDITOR } from '../../site/admin/texts/ruleEditor.ts';
import { admin, closeAdmin, requireEmulators, signInAsAdmin, watchErrors } from './emulators.ts';
import { siteUrl } from './routes.ts';

const EMPTY_DECK = 'guard1-AAAAAA-BBBBBB';
const RULE_ID = 'ドラパルトex';

/** The decks runDeckCleanup would delete now, read straight from Firestore. */
async function deletableNow(): Promise<number> {
  const { db } = admin();
  const events = (await db.collection('events').get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));
  const cited = citedDeckIds(events);
  const cutoff = cleanupCutoff(new Date());
  let count = 0;
  for (const doc of (await db.collection('decks').get()).docs) {
    const data = doc.data();
    // The engine reads ISO strings; Firestore hands back Timestamps.
    const deck: { id: string } & Record<string, unknown> = { id: doc.id };
    for (const [key, value] of Object.entries(data)) {
      deck[key] = value instanceof Timestamp ? value.toDate().toISOString() : value;
    }
    if (isDeletableDeck(deck, cited, cutoff)) count++;
  }
  return count;
}

/** Answers the next dialog and returns its text. */
function nextDialog(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

for (const width of [1366, 390]) {
  test.describe(`guards at ${width} px`, () => {
    test.describe.configure({ mode: 'serial' });
    test.beforeEach(requireEmulators);
    test.use({ viewport: { width, height: 900 } });
    test.afterAll(async () => {
      if (process.env.TCG_ADMIN_EMULATORS_UP === '1') await admin().db.doc(`decks/${EMPTY_DECK}`).delete();
      await closeAdmin();
    });

    test('デッキクリーンアップ counts first and deletes only once confirmed', async ({ page }) => {
      test.setTimeout(480_000);
      const errors = watchErrors(page);
      const old = new Date('2025-01-01T00:00:00Z');
      const deck = admin().db.doc(`decks/${EMPTY_DECK}`);
      await deck.set({ cards: [], created_at: old, updated_at: old });
      const expected = await deletableNow();
      expect(expected).toBeGreaterThanOrEqual(1);
      const cutoff = formatDateJst(cleanupCutoff(new Date()).toISOString());
      await signInAsAdmin(page);
      const button = page.getByRole('button', { name: DASHBOARD.deckCleanup });

      // Dismissed: the dry run's count was shown, nothing is deleted.
      let asked = nextDialog(page, false);
      await button.click();
      expect(await asked).toBe(DASHBOARD.cleanupConfirm(expected, cutoff));
      await expect(page.getByRole('status').filter({ hasText: DASHBOARD.cleanupCancelled })).toBeVisible();
      expect((await deck.get()).exists).toBe(true);

      // Confirmed: deleted, and the result names the same count.
      asked = nextDialog(page, true);
      await button.click();
      expect(await asked).toBe(DASHBOARD.cleanupConfirm(expected, cutoff));
      await expect(page.getByRole('status').filter({ hasText: `削除 ${expected} 件` })).toBeVisible();
      // The cutoff as a Japanese date, never the ISO timestamp the callable answers with.
      await expect(page.getByRole('status')).toContainText(`基準日 ${cutoff}`);
      expect((await deck.get()).exists).toBe(false);

      // Nothing left to delete: no question, the screen says so.
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs++;
        void dialog.dismiss();
      });
      await button.click();
      await expect(
        page.getByRole('status').filter({ hasText: '削除対象のデッキはありません' }),
      ).toBeVisible();
      expect(dialogs).toBe(0);
      expect(errors).toEqual([]);
    });

    test('the rebuilds ask first, and the deploy buttons say why they are off', async ({ page }) => {
      test.setTimeout(480_000);
      await signInAsAdmin(page);
      const runs = admin().db.doc('system/admin/function_runs/rebuildAllAggregations');
      const lastStarted = async () =>
        ((await runs.get()).get('lastStartedAt') as Timestamp | undefined)?.toMillis();
      const before = await lastStarted();
      const asked = nextDialog(page, false);
      await page.getByRole('button', { name: DASHBOARD.rebuildAll }).click();
      expect(await asked).toBe(DASHBOARD.rebuildAllConfirm);
      await expect(page.getByRole('button', { name: DASHBOARD.rebuildAll })).toBeEnabled();

      const reason = DASHBOARD.deployNotConfigured(DASHBOARD.deploySettings.repository);
      await expect(page.getByText(reason)).toBeVisible();
      for (const name of [DASHBOARD.deploy, DASHBOARD.classifyDeploy]) {
        const button = page.getByRole('button', { name, exact: true });
        await expect(button).toBeDisabled();
        await expect(button).toHaveAccessibleDescription(reason);
      }

      await page.goto(siteUrl('/system/admin/aggregations'));
      const again = nextDialog(page, false);
      await page.getByRole('button', { name: AGGREGATIONS.rebuildAll }).click();
      expect(await again).toBe(AGGREGATIONS.rebuildAllConfirm);
      await expect(page.getByRole('button', { name: AGGREGATIONS.rebuildAll })).toBeEnabled();
      // Declined twice: the rebuild never ran.
      expect(await lastStarted()).toBe(before);
    });

    test('分類してデプロイ asks first once the deploy is configured', async ({ page }) => {
      test.setTimeout(480_000);
      // The test stack has no deploy repository: its status is answered here as a configured one.
      await page.route('**/getDeployStatus', (route) =>
        route.fulfill({ json: { result: { configured: true, missing: [] } } }),
      );
      const sent: string[] = [];
      page.on('request', (request) => {
        if (/\/(runDeckClassification|triggerHostingDeploy)$/.test(request.url())) sent.push(request.url());
      });
      await signInAsAdmin(page);
      const button = page.getByRole('button', { name: DASHBOARD.classifyDeploy, exact: true });
      await expect(button).toBeEnabled();
      await expect(
        page.getByText(DASHBOARD.deployNotConfigured(DASHBOARD.deploySettings.repository)),
      ).toHaveCount(0);
      const asked = nextDialog(page, false);
      await button.click();
      expect(await asked).toBe(DASHBOARD.classifyDeployConfirm);
      await expect(button).toBeEnabled();
      await page.waitForLoadState('networkidle');
      expect(sent).toEqual([]);
    });

    test('leaving the rule editor with unsaved edits asks first', async ({ page }) => {
      test.setTimeout(480_000);
      const errors = watchErrors(page);
      await signInAsAdmin(page, `/system/admin/rules/${encodeURIComponent(RULE_ID)}`);
      const name = page.getByLabel(EDITOR.name, { exact: true });
      await expect(name).toHaveValue(RULE_ID);
      const toRules = async () => {
        if (width < 720) await page.getByRole('button', { name: NAV.menu }).click();
        await page.locator('#admin-nav').getByRole('link', { name: NAV.rules }).click();
      };

      // Unchanged: leaves without a question.
      let dialogs = 0;
      const count = () => dialogs++;
      page.on('dialog', count);
      await toRules();
      await expect(page).toHaveURL(/\/system\/admin\/rules$/);
      expect(dialogs).toBe(0);
      page.off('dialog', count);

      await page.goBack();
      await expect(name).toHaveValue(RULE_ID);
      await name.fill(`${RULE_ID} 編集中`);
      let asked = nextDialog(page, false);
      await toRules();
      expect(await asked).toBe(EDITOR.leaveConfirm);
      await expect(page).toHaveURL(/\/system\/admin\/rules\/.+/);
      await expect(name).toHaveValue(`${RULE_ID} 編集中`);

      asked = nextDialog(page, true);
      await toRules();
      expect(await asked).toBe(EDITOR.leaveConfirm);
      await expect(page).toHaveURL(/\/system\/admin\/rules$/);
      // Discarded: the stored rule kept its name.
      expect((await admin().db.doc(`deck_rules/${RULE_ID}`).get()).get('name')).toBe(RULE_ID);
      expect(errors).toEqual([]);
    });
  });
}
