// End to end (callable → Firestore → screen) at 1366 and 390 px: a save in
// the editor keeps the replaced version in rule_history, the editor lists it with its diff and
// restores it in one click (through saveRule's check, recorded as a restore); the rule list's 有効
// toggle offers an undo that turns the rule back, and the offer goes away by itself.
import { expect, test } from '@playwright/test';
import { adminRuleHref } from '../../site/admin/lib/links.ts';
import { EDITOR } from '../../site/admin/texts/ruleEditor.ts';
import { HISTORY } from '../../site/admin/texts/ruleHistory.ts';
import { RULES } from '../../site/admin/texts/rules.ts';
import { admin, closeAdmin, requireEmulators, signInAsAdmin, watchErrors } from './emulators.ts';
import { siteUrl } from './routes.ts';

const conditions = [{ pattern: '^履歴テスト用カード$', min: 1, max: null, negate: false }];

async function versions(id: string) {
  const snapshot = await admin().db.collection(`rule_history/${id}/versions`).orderBy('n').get();
  return snapshot.docs.map((doc) => doc.data());
}

async function resetRule(id: string) {
  const { db } = admin();
  for (const doc of (await db.collection(`rule_history/${id}/versions`).get()).docs) await doc.ref.delete();
  await db.doc(`rule_history/${id}`).delete();
  await db.doc(`deck_rules/${id}`).set({
    id,
    name: id,
    enabled: true,
    priority: 500,
    description: '',
    conditions,
    variants: [],
  });
}

for (const width of [1366, 390]) {
  test.describe(`rule history at ${width} px`, () => {
    test.describe.configure({ mode: 'serial' });
    test.beforeEach(requireEmulators);
    test.use({ viewport: { width, height: 900 } });
    const RULE_ID = `履歴テスト${width}`;
    test.afterAll(async () => {
      if (process.env.TCG_ADMIN_EMULATORS_UP === '1') {
        const { db } = admin();
        for (const doc of (await db.collection(`rule_history/${RULE_ID}/versions`).get()).docs)
          await doc.ref.delete();
        await db.doc(`rule_history/${RULE_ID}`).delete();
        await db.doc(`deck_rules/${RULE_ID}`).delete();
      }
      await closeAdmin();
    });

    test('a save is kept with its diff, and one click restores the version before it', async ({ page }) => {
      const errors = watchErrors(page);
      await resetRule(RULE_ID);
      await signInAsAdmin(page, `/system/admin${adminRuleHref(RULE_ID)}`);
      const history = page.getByRole('region', { name: HISTORY.title });
      await expect(history.getByText(HISTORY.empty)).toBeVisible();

      const priority = page.getByLabel(EDITOR.priority, { exact: true });
      await priority.fill('600');
      await page.getByRole('button', { name: EDITOR.save, exact: true }).click();
      await expect(page.getByText(EDITOR.saved)).toBeVisible();

      // Firestore: the replaced version, the written one, who and what changed.
      const [saved] = await versions(RULE_ID);
      expect(saved).toMatchObject({
        n: 1,
        action: 'save',
        changed: ['priority'],
        before: { priority: 500 },
        after: { priority: 600 },
      });
      expect(saved?.byEmail).toMatch(/@example\.com$/);

      // The screen: the entry, its diff, then the restore.
      const entry = history.locator('li[data-version="1"]');
      await expect(entry).toContainText(HISTORY.actions.save);
      await expect(entry).toContainText(`${HISTORY.changed}: ${HISTORY.fields.priority}`);
      await expect(entry).toContainText(saved!.byEmail as string);
      await entry.getByRole('button', { name: HISTORY.showDiff }).click();
      const diff = entry.getByTestId('diff-1');
      await expect(diff.locator('.diff-removed')).toHaveText('- 500\n');
      await expect(diff.locator('.diff-added')).toHaveText('+ 600\n');
      // The history fits its card at any width (a long diff line scrolls inside its block).
      expect(await history.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

      await entry.getByRole('button', { name: HISTORY.restore }).click();
      await expect(history.getByRole('status')).toHaveText(HISTORY.restored(1));
      await expect(priority).toHaveValue('500');
      expect((await admin().db.doc(`deck_rules/${RULE_ID}`).get()).get('priority')).toBe(500);
      const all = await versions(RULE_ID);
      expect(all.map((v) => v.action)).toEqual(['save', 'restore']);
      expect(all[1]).toMatchObject({ restoredFrom: 1, before: { priority: 600 }, after: { priority: 500 } });
      const restoredEntry = history.locator('li[data-version="2"]');
      await expect(restoredEntry).toContainText(HISTORY.actions.restore);
      await expect(restoredEntry).toContainText(HISTORY.restoredFrom(1));
      // The form holds what is stored: leaving asks nothing.
      await page.getByRole('link', { name: EDITOR.back }).click();
      await expect(page).toHaveURL(/\/system\/admin\/rules$/);
      expect(errors).toEqual([]);
    });

    test('the 有効 toggle offers an undo that turns the rule back, then the offer goes', async ({ page }) => {
      const errors = watchErrors(page);
      await signInAsAdmin(page, '/system/admin/rules');
      const stored = () => admin().db.doc(`deck_rules/${RULE_ID}`).get();
      const toggle = page
        .locator(`tr[data-rule-id="${RULE_ID}"]`)
        .getByRole('checkbox', { name: `${RULE_ID} ${RULES.colEnabled}`, exact: true });
      await expect(toggle).toBeChecked();
      const before = (await versions(RULE_ID)).length;

      await toggle.click();
      const offer = page.getByTestId('undo-offer');
      await expect(offer).toContainText(HISTORY.toggled(RULE_ID, false));
      await expect(toggle).not.toBeChecked();
      expect((await stored()).get('enabled')).toBe(false);

      await offer.getByRole('button', { name: HISTORY.undo }).click();
      await expect(page.getByRole('status').filter({ hasText: HISTORY.undone(RULE_ID) })).toBeVisible();
      await expect(offer).toBeHidden();
      await expect(toggle).toBeChecked();
      expect((await stored()).get('enabled')).toBe(true);
      const after = await versions(RULE_ID);
      expect(after.slice(before).map((v) => [v.action, v.after?.enabled])).toEqual([
        ['toggle', false],
        ['toggle', true],
      ]);

      // Not used: the offer leaves by itself and the change stays.
      await toggle.click();
      await expect(offer).toBeVisible();
      await expect(offer).toBeHidden();
      await expect(toggle).not.toBeChecked();
      expect((await stored()).get('enabled')).toBe(false);
      expect(errors).toEqual([]);
    });

    test('a deleted rule keeps its history, and one click brings it back', async ({ page }) => {
      const errors = watchErrors(page);
      await signInAsAdmin(page, `/system/admin${adminRuleHref(RULE_ID)}`);
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: EDITOR.delete, exact: true }).click();
      await expect(page).toHaveURL(/\/system\/admin\/rules$/);
      expect((await admin().db.doc(`deck_rules/${RULE_ID}`).get()).exists).toBe(false);

      await page.goto(siteUrl(`/system/admin${adminRuleHref(RULE_ID)}`));
      const history = page.getByRole('region', { name: HISTORY.title });
      const deletion = history.locator('li').first();
      await expect(deletion).toContainText(HISTORY.actions.delete);
      await deletion.getByRole('button', { name: HISTORY.restore }).click();
      await expect(page.getByRole('heading', { name: `${EDITOR.editTitle}: ${RULE_ID}` })).toBeVisible();
      const stored = await admin().db.doc(`deck_rules/${RULE_ID}`).get();
      expect(stored.exists).toBe(true);
      expect(stored.get('enabled')).toBe(false);
      const all = await versions(RULE_ID);
      expect(all.at(-1)).toMatchObject({ action: 'restore', restoredFrom: all.at(-2)?.n, before: null });
      expect(errors).toEqual([]);
    });
  });
}
