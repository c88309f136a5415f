// The card pages against a count of the fixture's card decks (scripts/siteFixture/fixtureCards.ts)
// made here: /cards lists each kind readable without JavaScript, searches whatever the kana, width
// or case, switches windows by links; /cards/{id} shows adoption overall and per deck type; deck
// lists and adoption tables link to card pages. At phone and desktop widths.
import { cardIdOfName } from '../../engine/ids.ts';
import { FIXTURE_CARD_DECKS } from '../../scripts/siteFixture/fixtureCards.ts';
import { compactUrl } from '../../site/lib/paths.ts';
import { expect, test, withScriptlessPhone } from './fixtures.ts';

const WIDTHS = [390, 1366];

/** Decks of the fixture that play `name` (over `decks`), counted straight from their lists. */
function playing(name: string, decks = FIXTURE_CARD_DECKS) {
  return decks.filter((deck) => deck.cards.some((card) => card.name === name && card.count > 0));
}
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;
const cardHref = (name: string) => `/cards/${encodeURIComponent(cardIdOfName(name))}`;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/cards/w/all: each card with the share of decks that play it', async ({ page, site }) => {
      await page.goto(`${site.url}/cards/w/all`);
      await expect(page.locator('h1')).toHaveText('カード採用率');
      await expect(page.getByTestId('total-decks')).toHaveText(String(FIXTURE_CARD_DECKS.length));
      for (const name of ['ナンジャモ', 'ネストボール', 'ミュウex']) {
        const row = page.locator('tr', { has: page.getByRole('link', { name, exact: true }) });
        await expect(row.getByTestId('card-adoption')).toHaveText(
          percent(playing(name).length, FIXTURE_CARD_DECKS.length),
        );
      }
      await expect(page.locator('[data-card-kind="supporter"] h2')).toHaveText('サポート（1種）');
    });

    test('search finds a card by hiragana, half-width kana or case', async ({ page, site }) => {
      await page.goto(`${site.url}/cards/w/all`);
      const search = page.getByRole('searchbox');
      const visibleCards = page.locator('tr[data-search]:visible th a');
      for (const query of ['なんじゃも', 'ﾅﾝｼﾞｬﾓ']) {
        await search.fill(query);
        await expect(visibleCards).toHaveText(['ナンジャモ']);
      }
      for (const query of ['みゅうEX', 'ミュウＥｘ']) {
        await search.fill(query);
        await expect(visibleCards).toHaveText(['ミュウex']);
      }
      await search.fill('ない名前');
      await expect(page.getByText('一致するカードがありません')).toBeVisible();
      await search.fill('');
      await expect(visibleCards).toHaveCount(6);
    });

    test('/cards/{id}: adoption overall and per deck type, and the 入賞 deck', async ({ page, site }) => {
      const name = 'ナンジャモ';
      await page.goto(`${site.url}${cardHref(name)}`);
      await expect(page.locator('h1')).toHaveText(name);
      const decks = playing(name);
      await expect(page.getByTestId('card-adoption')).toContainText(
        `${percent(decks.length, FIXTURE_CARD_DECKS.length)}（${decks.length} / ${FIXTURE_CARD_DECKS.length}デッキ）`,
      );
      const surf = FIXTURE_CARD_DECKS.filter((deck) => deck.rule_matches[0] === 'サーフゴーex');
      const row = page.getByTestId('card-types').locator('tr', { hasText: 'サーフゴーex' });
      await expect(row).toContainText(`${playing(name, surf).length} / ${surf.length}`);
      // The 入賞 deck reads by its type, placing and date, linked to its page (never by its id).
      await expect(
        page.getByTestId('card-placed').getByRole('link', { name: 'サーフゴーex・1位（2026/04/05）' }),
      ).toHaveAttribute('href', '/deck/AbCdEf-123456-GhIjKl');
      await expect(page.getByTestId('card-placed')).not.toContainText('AbCdEf-123456-GhIjKl');
      await expect(page.locator('a.market-link')).toHaveAttribute('href', /mercari/);
    });
  });
}

test('the top of each kind is readable without JavaScript; the window switch is links', async ({
  browser,
  site,
}) => {
  await withScriptlessPhone(browser, async (page) => {
    await page.goto(`${site.url}/cards`);
    await expect(page.locator('.window-nav [aria-current="page"]')).toHaveText('直近4週');
    await expect(page.getByRole('link', { name: 'ナンジャモ', exact: true })).toBeVisible();
    await page.getByRole('link', { name: '全期間' }).click();
    await expect(page).toHaveURL(/\/cards\/w\/all$/);
    await expect(page.getByRole('searchbox')).toBeHidden();
  });
});

test('a deck list links each of its cards to the card page that exists', async ({ page, site }) => {
  await page.goto(`${site.url}/deck/AbCdEf-123456-GhIjKl`);
  const link = page.locator('#decklist table').getByRole('link', { name: 'サーフゴーex', exact: true });
  // The deck page prints its links' characters as they are (compactUrl): the same URL.
  await expect(link.first()).toHaveAttribute('href', compactUrl(cardHref('サーフゴーex')));
  await link.first().click();
  await expect(page.locator('h1')).toHaveText('サーフゴーex');
});

test("a deck's difference from its consensus links the cut cards; the cards it plays are linked once, in its list", async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/deck/AbCdEf-123456-GhIjKl`);
  const diff = page.locator('#consensus-diff .consensus-diff');
  // Cut: not in the deck's list, so linked here.
  for (const name of ['ナンジャモ', 'ネストボール'])
    await expect(diff.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      compactUrl(cardHref(name)),
    );
  // Added or played at another count: the list above links them; here they are text.
  for (const name of ['ミュウex', 'サーフゴーex']) {
    await expect(diff).toContainText(name);
    await expect(diff.getByRole('link', { name })).toHaveCount(0);
    await expect(page.locator('#decklist table').getByRole('link', { name, exact: true })).toHaveCount(1);
  }
  // ふうせん is played by none of the fixture's card decks: no page, plain text.
  await expect(diff).toContainText('ふうせん');
  await expect(diff.getByRole('link', { name: 'ふうせん' })).toHaveCount(0);
});
