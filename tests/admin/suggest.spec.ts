// The misclassification radar in the admin: the rule list's unmatched section shows a group of
// unmatched decks (size, signature cards with their images, example decks linking to the deck
// detail); 「このグループからルールを作成」 opens the editor prefilled with the proposed rule and
// its impact; the preview and the save work on it; the editor shows a rule's near misses.
// Each step is saved as test-results/admin/radar-*.png for review.
import { expect, test } from '@playwright/test';
import { cardImageUrl } from '../../engine/deckId.ts';
import { EDITOR, IMPACT, NEAR_MISS } from '../../site/admin/texts/ruleEditor.ts';
import { RULES } from '../../site/admin/texts/rules.ts';
import { SUGGEST } from '../../site/admin/texts/suggest.ts';
import { admin, closeAdmin, requireEmulators, signInAsAdmin, watchErrors } from './emulators.ts';

const PICT = '/assets/images/card_images/large/SV9/000001_P_BURAUZAEX.jpg';
const KEY = 'ブラウザ提案ex';
const GROUP_CARDS = [
  { name: KEY, normalized_name: KEY, type: 'ポケモン (たね)', count: 3, details: { card_pict: PICT } },
  { name: 'ブラウザ提案グッズ', normalized_name: 'ブラウザ提案グッズ', type: 'グッズ', count: 4 },
];
const EXISTING = 'ブラウザ既存ルール';
const EXISTING_RULE = {
  name: EXISTING,
  enabled: true,
  priority: 3,
  description: '',
  conditions: [
    { pattern: '^ブラウザ既存A$', min: 2, max: null, negate: false },
    { pattern: '^ブラウザ既存B$', min: 1, max: null, negate: false },
  ],
  variants: [],
};
const id = (prefix: string, n: number) => `${prefix}${n}-AAAAAA-BBBBBB`;
const GROUP_IDS = [0, 1, 2, 3, 4, 5].map((n) => id('brwsgr', n));
const NEAR_IDS = [0, 1].map((n) => id('brwsnr', n));
let proposed: string | undefined;

test.describe('rule suggestions', () => {
  test.beforeEach(requireEmulators);
  test.beforeAll(async () => {
    if (process.env.TCG_ADMIN_EMULATORS_UP !== '1') return;
    const { db } = admin();
    const at = new Date('2026-05-01T00:00:00Z');
    await db.doc(`deck_rules/${EXISTING}`).set(EXISTING_RULE);
    for (const deckId of GROUP_IDS)
      await db
        .doc(`decks/${deckId}`)
        .set({ cards: GROUP_CARDS, cards_count: 7, created_at: at, updated_at: at });
    // One copy of A where the rule wants two: near misses.
    for (const deckId of NEAR_IDS)
      await db.doc(`decks/${deckId}`).set({
        cards: [
          { name: 'ブラウザ既存A', type: 'ポケモン (たね)', count: 1 },
          { name: 'ブラウザ既存B', type: 'グッズ', count: 1 },
        ],
        cards_count: 2,
        created_at: at,
        updated_at: at,
      });
  });
  test.afterAll(async () => {
    if (process.env.TCG_ADMIN_EMULATORS_UP === '1') {
      const { db } = admin();
      for (const deckId of [...GROUP_IDS, ...NEAR_IDS]) await db.doc(`decks/${deckId}`).delete();
      await db.doc(`deck_rules/${EXISTING}`).delete();
      if (proposed) await db.doc(`deck_rules/${proposed}`).delete();
    }
    await closeAdmin();
  });

  test('group → prefilled editor → impact preview → save; near misses in the editor', async ({ page }) => {
    const errors = watchErrors(page);
    await signInAsAdmin(page, '/system/admin/rules#section-unmatched-decks');
    const section = page.getByTestId('suggested-groups');
    await section.getByRole('button', { name: SUGGEST.run }).click();
    await expect(section.getByTestId('suggest-summary')).toBeVisible({ timeout: 180_000 });

    // The group: its size, signature cards with their images, example decks to the deck detail.
    const group = section.getByTestId('suggested-group').filter({ hasText: KEY });
    await expect(group).toHaveCount(1);
    await expect(group.getByRole('heading', { level: 4 })).toContainText(SUGGEST.groupSize(6));
    const keyCard = group.locator(`.signature-cards li[data-card="${KEY}"]`);
    await expect(keyCard).toContainText(SUGGEST.share(100));
    await expect(keyCard).toContainText(SUGGEST.averageCount(3));
    await expect(keyCard.locator('img')).toHaveAttribute('src', cardImageUrl(PICT));
    const examples = group.locator('.deck-grid a[href*="/decks/"]');
    await expect(examples).toHaveCount(5);
    await expect(examples.first()).toHaveAttribute('href', `/system/admin/decks/${GROUP_IDS[0]}`);
    await expect(group.getByTestId('group-effect')).toHaveText(SUGGEST.takes(6));
    proposed = (await group.getAttribute('aria-label')) ?? undefined;
    expect(proposed).toMatch(new RegExp(`^${KEY}`));
    await page.screenshot({ path: 'test-results/admin/radar-1-groups-1366.png', fullPage: true });

    // 「このグループからルールを作成」: the editor, prefilled, with the impact computed already.
    await group.getByRole('button', { name: SUGGEST.createRule }).click();
    await expect(page).toHaveURL(/\/system\/admin\/rules\/new$/);
    await expect(page.getByTestId('suggestion-note')).toHaveText(SUGGEST.prefilled(6));
    await expect(page.getByLabel(EDITOR.name, { exact: true })).toHaveValue(proposed!);
    const patterns = await page
      .getByLabel('conditions[0].pattern', { exact: true })
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    expect(patterns[0]).toMatch(/^\^ブラウザ提案(ex|グッズ)\$$/);
    await expect(page.getByTestId('impact-gain')).toHaveText(IMPACT.gain(6));
    await expect(page.getByTestId('impact-gained').locator('li[data-deck-id]')).toHaveCount(6);
    // The preview again, through previewRuleChange: the same impact.
    await page.getByRole('button', { name: IMPACT.run }).click();
    await expect(page.getByRole('button', { name: IMPACT.run })).toBeEnabled({ timeout: 120_000 });
    await expect(page.getByTestId('impact-gain')).toHaveText(IMPACT.gain(6));
    await expect(page.getByTestId('impact-lose')).toHaveText(IMPACT.lose(0));
    // A new rule has no near misses yet.
    await expect(page.getByText(NEAR_MISS.newRule)).toBeVisible();
    await page.screenshot({ path: 'test-results/admin/radar-2-editor-1366.png', fullPage: true });

    // Save: the rule is stored as proposed, and the editor opens it under its id.
    await page.getByRole('button', { name: EDITOR.save, exact: true }).click();
    await expect(page.getByText(EDITOR.saved)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/rules/${encodeURIComponent(proposed!)}$`));
    const stored = (await admin().db.doc(`deck_rules/${proposed}`).get()).data();
    expect(stored).toMatchObject({ name: proposed, enabled: true, variants: [] });
    expect(stored?.conditions).toEqual([
      { pattern: patterns[0], min: expect.any(Number), max: null, negate: false },
    ]);
    // Saved from a group: the editor offers 今すぐ分類 and shows the run's result.
    const classifyNow = page.getByTestId('classify-now');
    await expect(classifyNow).toContainText(SUGGEST.classifyOffer);
    await classifyNow.getByRole('button', { name: SUGGEST.classifyNow }).click();
    await expect(classifyNow.getByTestId('classify-now-result')).toContainText('分類しました', {
      timeout: 180_000,
    });
    await page.screenshot({ path: 'test-results/admin/radar-3-classified-1366.png', fullPage: true });

    // Back on the rule list: the groups computed before the save are not shown (stale).
    await page.getByRole('link', { name: EDITOR.back }).click();
    await expect(page.getByRole('heading', { name: RULES.title })).toBeVisible();
    const groups = page.getByTestId('suggested-groups');
    await expect(groups.getByRole('button', { name: SUGGEST.run })).toBeVisible();
    await expect(groups.getByTestId('suggest-summary')).toHaveCount(0);

    // Near misses of a stored rule: the two decks with one copy of A.
    await page.goto(page.url().replace(/\/rules.*$/, `/rules/${encodeURIComponent(EXISTING)}`));
    const near = page.getByTestId('near-misses');
    await near.getByRole('button', { name: NEAR_MISS.run }).click();
    await expect(near.getByTestId('near-miss-total')).toHaveText(NEAR_MISS.total(2), { timeout: 180_000 });
    await expect(near.getByTestId('near-miss-conditions')).toContainText('^ブラウザ既存A$');
    const rows = near.getByTestId('near-miss-decks').locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toHaveAttribute('data-deck-id', NEAR_IDS[0]!);
    await expect(rows.first().locator('td').nth(2)).toHaveText('1');
    await expect(rows.first()).toContainText(NEAR_MISS.unmatched);

    // The same answer, computed after the save, on the rule list: the group's decks have a rule now.
    await page.getByRole('link', { name: EDITOR.back }).click();
    await expect(groups.getByTestId('suggest-summary')).toBeVisible();
    await expect(groups.getByTestId('suggested-group').filter({ hasText: KEY })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
