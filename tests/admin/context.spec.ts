// Against the emulators at 1366 and 390 px: each page its own title
// (`{product} | {page}（管理画面）`) and a favicon, the spec's footer (share links, ads notice,
// disclaimer) on every page, 公開サイト only for rules with a public page, a sub-rule linking to
// its parent rule's editor, and deck IDs in the run log linking to the deck's detail.
import { expect, test } from '@playwright/test';
import { adminDeckHref, adminRuleHref } from '../../site/admin/lib/links.ts';
import { DECK } from '../../site/admin/texts/deckDetail.ts';
import { NAV } from '../../site/admin/texts/nav.ts';
import { EDITOR } from '../../site/admin/texts/ruleEditor.ts';
import { RULES } from '../../site/admin/texts/rules.ts';
import { FOOTER } from '../../site/lib/footer.ts';
import { admin, closeAdmin, requireEmulators, signInAsAdmin, watchErrors } from './emulators.ts';
import { siteUrl } from './routes.ts';

const PRODUCT = 'ポケカデッキ統計';
const PUBLISHED = '文脈テスト公開';
const UNPUBLISHED = '文脈テスト非公開';
const DECK_ID = 'ctxt01-AAAAAA-BBBBBB';
const RUN_ID = 'contextTestRun';
const conditions = [{ pattern: '^文脈テスト用カード$', min: 1, max: null, negate: false }];

async function seed() {
  const { db } = admin();
  for (const id of [PUBLISHED, UNPUBLISHED]) {
    await db
      .doc(`deck_rules/${id}`)
      .set({ id, name: id, enabled: true, priority: 900, description: '', conditions, variants: [] });
  }
  await db
    .doc(`public/decks/types/${PUBLISHED}`)
    .set({ rule: { id: PUBLISHED, name: PUBLISHED }, updatedAt: new Date() });
  await db.doc(`public/decks/types/${UNPUBLISHED}`).delete();
  await db.doc(`decks/${DECK_ID}`).set({
    cards: [{ name: '文脈テスト用カード', count: 4 }],
    created_at: new Date(),
    rule_matches: [PUBLISHED],
    rule_matches_detail: [{ id: PUBLISHED, name: PUBLISHED, priority: 900, variants: ['サブA'] }],
  });
  await db.doc(`system/admin/function_runs/${RUN_ID}`).set({
    name: RUN_ID,
    status: 'error',
    lastStartedAt: new Date(),
    lastFinishedAt: new Date(),
    errorMessage: `デッキ ${DECK_ID} を読めませんでした`,
  });
}

async function unseed() {
  const { db } = admin();
  for (const path of [
    `deck_rules/${PUBLISHED}`,
    `deck_rules/${UNPUBLISHED}`,
    `public/decks/types/${PUBLISHED}`,
    `decks/${DECK_ID}`,
    `system/admin/function_runs/${RUN_ID}`,
  ])
    await db.doc(path).delete();
}

for (const width of [1366, 390]) {
  test.describe(`context at ${width} px`, () => {
    test.describe.configure({ mode: 'serial' });
    test.beforeEach(requireEmulators);
    test.use({ viewport: { width, height: 900 } });
    test.beforeAll(async () => {
      if (process.env.TCG_ADMIN_EMULATORS_UP === '1') await seed();
    });
    test.afterAll(async () => {
      if (process.env.TCG_ADMIN_EMULATORS_UP === '1') await unseed();
      await closeAdmin();
    });

    test('titles, favicon and footer; 公開サイト only where the public page exists', async ({
      page,
      request,
    }) => {
      const errors = watchErrors(page);
      await signInAsAdmin(page, '/system/admin/rules');
      await expect(page).toHaveTitle(`${PRODUCT} | ${RULES.title}（${NAV.admin}）`);
      const icon = page.locator('link[rel="icon"]');
      const href = await icon.getAttribute('href');
      expect(href).toBeTruthy();
      expect((await request.get(siteUrl(href!))).status()).toBe(200);

      const published = page.locator(`tr[data-rule-id="${PUBLISHED}"]`);
      const unpublished = page.locator(`tr[data-rule-id="${UNPUBLISHED}"]`);
      await expect(published.getByRole('link', { name: RULES.publicSite })).toHaveAttribute(
        'href',
        `/decks/${encodeURIComponent(PUBLISHED)}`,
      );
      await expect(unpublished.getByRole('link', { name: RULES.edit })).toBeVisible();
      await expect(unpublished.getByRole('link', { name: RULES.publicSite })).toHaveCount(0);

      // The footer: share links carrying this page, the ads notice and the disclaimer.
      const footer = page.locator('footer.admin-footer');
      await expect(footer.getByText(FOOTER.disclaimer)).toBeVisible();
      await expect(footer.getByRole('link', { name: FOOTER.adsPolicy })).toHaveAttribute(
        'href',
        FOOTER.adsPolicyHref,
      );
      const x = footer.getByRole('link', { name: 'Xでシェア' });
      await expect(x).toHaveAttribute(
        'href',
        new RegExp(encodeURIComponent(page.url()).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      await expect(footer.getByRole('link', { name: 'Facebookでシェア' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'LINEで送る' })).toBeVisible();

      // Another page, another title, the same footer.
      await unpublished.getByRole('link', { name: RULES.edit }).click();
      await expect(page).toHaveTitle(`${PRODUCT} | ${EDITOR.editTitle}: ${UNPUBLISHED}（${NAV.admin}）`);
      await expect(page.locator('footer.admin-footer').getByText(FOOTER.disclaimer)).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('a sub-rule opens its parent rule; a deck ID in the run log opens the deck', async ({ page }) => {
      const errors = watchErrors(page);
      await signInAsAdmin(page, `/system/admin${adminDeckHref(DECK_ID)}`);
      await expect(page).toHaveTitle(`${PRODUCT} | ${DECK.title}: ${DECK_ID}（${NAV.admin}）`);
      await page.getByRole('link', { name: 'サブA' }).click();
      await expect(page).toHaveURL(siteUrl(`/system/admin${adminRuleHref(PUBLISHED)}#variants`));
      await expect(page.getByRole('heading', { name: `${EDITOR.editTitle}: ${PUBLISHED}` })).toBeVisible();

      await page.goto(siteUrl('/system/admin/aggregations'));
      const row = page.locator('tr', { hasText: RUN_ID });
      await row.getByRole('link', { name: DECK_ID }).click();
      await expect(page).toHaveURL(siteUrl(`/system/admin${adminDeckHref(DECK_ID)}`));
      await expect(page.getByText('文脈テスト用カード').first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}
