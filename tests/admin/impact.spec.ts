// The rule-change impact of a narrowed rule lists exactly the decks that a real save followed by
// a classification run of that rule reclassifies.
import { expect, test } from '@playwright/test';
import { EDITOR, IMPACT } from '../../site/admin/texts/ruleEditor.ts';
import { RULES } from '../../site/admin/texts/rules.ts';
import { admin, closeAdmin, requireEmulators, signInAsAdmin } from './emulators.ts';

const RULE = 'ドラパルトex';

async function decksWithRule(): Promise<Set<string>> {
  const { db } = admin();
  const snapshot = await db.collection('decks').where('rule_matches', 'array-contains', RULE).get();
  return new Set(snapshot.docs.map((d) => d.id));
}

test.describe('rule-change impact', () => {
  test.beforeEach(requireEmulators);
  test.afterAll(closeAdmin);

  test('the impact of a narrowed rule is what saving and classifying then does', async ({ page }) => {
    await signInAsAdmin(page, '/system/admin/rules#section-deck-classification');
    // Bring the stored matches up to date with the stored rules first.
    await page.getByRole('button', { name: RULES.run, exact: true }).click();
    await expect(page.getByTestId('classify-mode')).toHaveText(RULES.modeAll, { timeout: 60_000 });
    const before = await decksWithRule();

    await page.goto(page.url().replace(/\/rules.*$/, `/rules/${encodeURIComponent(RULE)}`));
    await page.getByLabel('conditions[0].min', { exact: true }).fill('3');
    await page.getByRole('button', { name: IMPACT.run }).click();
    const lose = page.getByTestId('impact-lose');
    await expect(lose).toBeVisible({ timeout: 60_000 });
    const lost = Number((await lose.textContent())?.match(/(\d+)\s*件/)?.[1]);
    expect(lost).toBeGreaterThan(0);
    await expect(page.getByTestId('impact-gain')).toHaveText(IMPACT.gain(0));
    const listed = await page
      .getByTestId('impact-lost')
      .locator('li[data-deck-id]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-deck-id')!));
    expect(listed.length).toBe(Math.min(20, lost));
    // One click shows an example's cards.
    await page.getByTestId('impact-lost').getByRole('button', { name: IMPACT.showCards }).first().click();
    await expect(page.getByTestId('impact-lost').locator('.card-list').first()).toContainText(RULE);

    await page.getByRole('button', { name: EDITOR.save, exact: true }).click();
    await expect(page.getByText(EDITOR.saved)).toBeVisible();
    await page.getByRole('link', { name: EDITOR.back }).click();
    await page.getByRole('combobox', { name: RULES.classification }).selectOption({ label: RULE });
    await page.getByRole('button', { name: RULES.run, exact: true }).click();
    await expect(page.getByTestId('classify-mode')).toHaveText(RULES.modeSingle, { timeout: 60_000 });
    await expect(page.getByTestId('classify-updated')).toHaveText(String(lost));

    const after = await decksWithRule();
    const reclassified = [...before].filter((id) => !after.has(id)).sort();
    expect(reclassified.length).toBe(lost);
    expect([...after].filter((id) => !before.has(id))).toEqual([]);
    expect(listed).toEqual(reclassified.slice(0, 20));

    // Put the rule back as it was.
    await page.goto(page.url().replace(/\/rules.*$/, `/rules/${encodeURIComponent(RULE)}`));
    await page.getByLabel('conditions[0].min', { exact: true }).fill('1');
    await page.getByRole('button', { name: EDITOR.save, exact: true }).click();
    await expect(page.getByText(EDITOR.saved)).toBeVisible();
  });
});
