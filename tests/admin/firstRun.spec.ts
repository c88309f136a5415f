// Against the emulators: with no deck classified and the
// public documents missing, the dashboard says what to run (classification, then the rebuild)
// with the buttons there; each button does its step (callable → Firestore → screen).
import { expect, type Page, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { PUBLIC_DOC_PATHS } from '../../engine/admin/callables.ts';
import { FIRST_RUN } from '../../site/admin/texts/dashboard.ts';
import { admin, closeAdmin, requireEmulators, signInAsAdmin, watchErrors } from './emulators.ts';

/** The state of a fresh `npm run emulators -- --as-is`: no deck classified, no public document. */
async function unclassifiedAndUnpublished(): Promise<number> {
  const { db } = admin();
  const decks = (await db.collection('decks').get()).docs;
  for (let i = 0; i < decks.length; i += 400) {
    const batch = db.batch();
    for (const deck of decks.slice(i, i + 400))
      batch.update(deck.ref, { rule_matches: FieldValue.delete(), rule_matches_detail: FieldValue.delete() });
    await batch.commit();
  }
  for (const path of PUBLIC_DOC_PATHS) await db.doc(path).delete();
  return decks.length;
}

async function matchedDecks(): Promise<number> {
  return (await admin().db.collection('decks').where('rule_matches', '!=', []).count().get()).data().count;
}

function acceptNextDialog(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
}

// The guide at both widths, its buttons pressed once (at 390 px, where a button is likeliest to be
// pushed out of reach): each step classifies or aggregates every sample deck through the Functions
// emulator, minutes on a busy machine, and the steps do the same work at either width.
test.describe('first run at 1366 and 390 px', () => {
  test.beforeEach(requireEmulators);
  test.use({ viewport: { width: 1366, height: 900 } });
  test.afterAll(closeAdmin);

  test('the dashboard says to classify, then rebuild, and its buttons do it', async ({ page }) => {
    test.setTimeout(900_000);
    const errors = watchErrors(page);
    const decks = await unclassifiedAndUnpublished();
    expect(decks).toBeGreaterThan(0);
    await signInAsAdmin(page, '/system/admin');
    const guide = page.getByRole('region', { name: FIRST_RUN.title });
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(guide).toContainText(FIRST_RUN.classifyStep(decks, decks));
      await expect(guide).toContainText(FIRST_RUN.rebuildStep(PUBLIC_DOC_PATHS.join('、')));
      for (const name of [FIRST_RUN.classify, FIRST_RUN.rebuild]) {
        const box = await guide.getByRole('button', { name }).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, `${name} inside ${width} px`).toBe(true);
      }
    }

    await guide.getByRole('button', { name: FIRST_RUN.classify }).click();
    await expect(guide).toContainText(FIRST_RUN.classifyDoneStep, { timeout: 600_000 });
    await expect(guide.getByRole('status')).toContainText('分類しました');
    expect(await matchedDecks()).toBeGreaterThan(0);

    acceptNextDialog(page);
    await guide.getByRole('button', { name: FIRST_RUN.rebuild }).click();
    await expect(guide).toContainText(FIRST_RUN.rebuildDoneStep, { timeout: 600_000 });
    await expect(guide.getByRole('status')).toHaveText(FIRST_RUN.rebuildDone);
    for (const path of PUBLIC_DOC_PATHS) expect((await admin().db.doc(path).get()).exists).toBe(true);

    // A later visit: nothing left to do, no guide.
    await page.reload();
    await expect(page.locator('[data-first-run="done"]')).toBeAttached();
    await expect(page.getByRole('region', { name: FIRST_RUN.title })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
