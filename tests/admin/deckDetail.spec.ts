// The admin deck detail with a deck as the official deck page gives it (card details with images
// and attacks): the card image URL list repeats each image once per copy, the card table shows at
// most 2 attacks, and the rule match test runs the preview for that deck.
import { expect, test } from '@playwright/test';
import { DECK } from '../../site/admin/texts/deckDetail.ts';
import { JOBS } from '../../site/admin/texts/deckJobs.ts';
import { PREVIEW } from '../../site/admin/texts/preview.ts';
import { admin, closeAdmin, requireEmulators, signInAsAdmin, watchErrors } from './emulators.ts';

const DECK_ID = 'imgtst-AAAAAA-000001';
/** A deck the store lacks but the fetch queue holds. */
const QUEUED_ID = 'imgtst-AAAAAA-000002';
const PICT = (code: string) =>
  `https://www.pokemon-card.com/assets/images/card_images/large/SV3a/${code}.jpg`;

const FETCHED_DECK = {
  cards: [
    {
      name: 'ドラパルトex',
      normalized_name: 'ドラパルトex',
      type: 'ポケモン',
      count: 3,
      details: {
        type: 'ポケモン',
        card_pict: PICT('044122_P_DORAPARUTOEX'),
        attacks: [
          { name: 'ジェットヘッド', energy: ['無色'], damage: '70', text: '' },
          { name: 'ファントムダイブ', energy: ['炎', '超'], damage: '200', text: '' },
          { name: '三つ目のワザ', energy: [], damage: '10', text: '' },
        ],
      },
    },
    {
      name: 'ナンジャモ',
      normalized_name: 'ナンジャモ',
      type: 'サポート',
      count: 2,
      details: { type: 'サポート', card_pict: PICT('045001_T_NANJAMO') },
    },
    { name: '基本超エネルギー', normalized_name: '基本超エネルギー', type: 'エネルギー', count: 55 },
  ],
  cards_count: 60,
  created_at: new Date('2026-05-01T00:00:00Z'),
  updated_at: new Date('2026-05-01T00:00:00Z'),
};

test.describe('deck detail', () => {
  test.beforeEach(requireEmulators);
  test.afterAll(async () => {
    await admin().db.doc(`decks/${DECK_ID}`).delete();
    await admin().db.doc(`deck_jobs/${QUEUED_ID}`).delete();
    await closeAdmin();
  });

  test('lists each card image once per copy, at most 2 attacks a card, and runs the rule match test', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await admin().db.doc(`decks/${DECK_ID}`).set(FETCHED_DECK);
    await signInAsAdmin(page, `/system/admin/decks/${DECK_ID}`);
    const urls = page.getByRole('region', { name: DECK.imageUrls }).locator('li');
    await expect(urls).toHaveText([
      ...Array(3).fill(PICT('044122_P_DORAPARUTOEX')),
      ...Array(2).fill(PICT('045001_T_NANJAMO')),
    ]);
    const dragapult = page
      .getByRole('region', { name: DECK.cards })
      .getByRole('row', { name: /ドラパルトex/ });
    await expect(dragapult).toContainText('ファントムダイブ');
    await expect(dragapult).not.toContainText('三つ目のワザ');

    const ruleTest = page.getByRole('region', { name: DECK.ruleTest });
    await ruleTest.getByRole('button', { name: DECK.runTest }).click();
    const result = ruleTest.getByTestId('preview-result');
    await expect(result).toContainText(PREVIEW.sourceFirestore, { timeout: 60_000 });
    await expect(result).toContainText(DECK_ID);
    expect(errors).toEqual([]);
  });

  test('a missing deck shows its fetch job status when queued, else not found', async ({ page }) => {
    const now = new Date();
    await admin()
      .db.doc(`deck_jobs/${QUEUED_ID}`)
      .set({
        deckId: QUEUED_ID,
        status: 'pending',
        attempts: 0,
        priority: 10,
        nextRunAt: now,
        createdAt: now,
        updatedAt: now,
        sources: ['manual'],
      });
    await signInAsAdmin(page, `/system/admin/decks/${QUEUED_ID}`);
    await expect(page.getByText(DECK.fetching(JOBS.status.pending))).toBeVisible();
    await page.goto(page.url().replace(QUEUED_ID, 'imgtst-AAAAAA-000003'));
    await expect(page.getByText(DECK.notFoundShort, { exact: true })).toBeVisible();
    // No id: the deck screen says so (spec admin §8), not the dashboard.
    await page.goto(page.url().replace(/decks\/.*$/u, 'decks/'));
    await expect(page.getByText(DECK.noId, { exact: true })).toBeVisible();
  });

  test('a deck read that fails says so, not that the deck is missing', async ({ page }) => {
    await signInAsAdmin(page);
    // The read never reaches the Functions emulator (a dropped connection).
    await page.route('**/getDeck', (route) => route.abort('connectionfailed'));
    await page.goto(page.url().replace(/\/system\/admin.*$/u, `/system/admin/decks/${DECK_ID}`));
    const failure = page.locator('.admin-main').getByText(DECK.infoFailed);
    await expect(failure).toBeVisible();
    await expect(page.getByText(DECK.notFoundShort, { exact: true })).toHaveCount(0);
  });
});
