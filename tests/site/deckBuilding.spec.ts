// What deck builders look for: the copy distribution of each card (deck-type and sub-rule pages),
// the deck type's standard 60, a deck's difference from it, and its card images (one per copy).
import type { DeckTypeDetail, VariantDetail } from '../../engine/documents.ts';
import { formatShare } from '../../engine/format.ts';
import { FIXTURE_IMAGE_DECK, FIXTURE_VARIANT } from '../../scripts/siteFixture/fixtureDetailDocs.ts';
import { FIXTURE_RULES } from '../../scripts/siteFixture/fixtureDocs.ts';
import { FIXTURE_STANDARD_60 } from '../../scripts/siteFixture/fixtureStandard60.ts';
import { enc } from './detailDocs.ts';
import { expect, expectOnlyLocalRequests, test } from './fixtures.ts';

const FIRST = FIXTURE_RULES[0].id;

for (const kind of ['deck type', 'sub-rule'] as const) {
  test(`the ${kind} page shows each card's copy distribution as shares of its decks`, async ({
    page,
    site,
  }) => {
    const path =
      kind === 'deck type'
        ? `public/decks/types/${FIRST}`
        : `public/decks/variants/${FIRST}__${FIXTURE_VARIANT.id}`;
    const doc = site.doc<DeckTypeDetail | VariantDetail>(path)!;
    const card = doc.stats.cardAdoption.pokemon[0]!;
    const url =
      kind === 'deck type'
        ? `/decks/${enc(FIRST)}`
        : `/decks/${enc(FIRST)}/variants/${enc(FIXTURE_VARIANT.id)}`;
    await page.goto(site.url + url);
    const histogram = page.locator('#adoption-pokemon tbody tr').first().locator('.copy-histogram');
    const expected = (['1', '2', '3', '4', '5+'] as const)
      .map((bucket) => `${bucket}枚 ${formatShare(card.copies![bucket] / card.totalDecks)}`)
      .join('、');
    await expect(histogram).toHaveAttribute('aria-label', `枚数分布: ${expected}`);
    await expect(histogram.locator('span')).toHaveText(['1', '2', '3', '4', '5+']);
    // The bar heights follow the shares: 2 and 4 copies hold the decks, 1, 3 and 5+ none. Drawn as
    // the histogram's background: each bar's height as the browser lays it out.
    const heights = await histogram.evaluate((element) => {
      const sizes = getComputedStyle(element).backgroundSize.split(',');
      return sizes.map((size) => Number.parseFloat(size.trim().split(' ')[1]!));
    });
    expect(heights.map((h) => h > 1)).toEqual([false, true, false, true, false]);
  });
}

test('the deck type page lists its standard 60 (consensus list)', async ({ page, site }) => {
  await page.goto(`${site.url}/decks/${enc(FIRST)}`);
  // The rows themselves: tests/site/decklist.spec.ts.
  await expect(page.locator('#consensus .decklist-group li')).toHaveCount(FIXTURE_STANDARD_60.cards.length);
  await expect(page.locator('#consensus')).toContainText(`計${FIXTURE_STANDARD_60.total}枚`);
  await expect(page.locator('.toc a[href="#consensus"]')).toHaveCount(1);
});

test('a deck page shows its difference from the consensus and one image per copy', async ({
  page,
  site,
  externalRequests,
}) => {
  await page.goto(`${site.url}/deck/${FIXTURE_IMAGE_DECK}`);
  const diff = page.locator('#consensus-diff .consensus-diff');
  await expect(diff.locator('h3')).toHaveText(['追加したカード', '抜いたカード', '枚数を変えたカード']);
  await expect(diff.locator('p')).toHaveText([
    /^ミュウex \+1(、|$)/,
    /ナンジャモ -4/,
    /^サーフゴーex -1 （4→3枚）/,
  ]);
  await expect(diff.locator('p').nth(1)).toContainText('ネストボール -4');
  // The sign's colour: added cards are all up, cut ones all down.
  await expect(diff.locator('p').first()).toHaveClass('up');
  await expect(diff.locator('p').nth(1)).toHaveClass('dn');
  await expect(diff).not.toContainText('基本鋼エネルギー');
  // サーフゴーex ×3 and ミュウex ×1 have images; the energy has none. Outside requests are
  // blocked in tests, so the images fail and are hidden, as the deck image is.
  const images = page.locator('[data-testid="card-images"] img');
  await expect(images).toHaveCount(4);
  await expect(images.first()).toHaveAttribute(
    'src',
    'https://www.pokemon-card.com/assets/images/card_images/large/SV3a/044122_P_SAFUGOEX.jpg',
  );
  await expect(images.first()).toHaveAttribute('loading', 'lazy');
  await expect(images.nth(3)).toHaveAttribute('alt', 'ミュウex');
  await page.locator('#card-images').scrollIntoViewIfNeeded();
  await expect(images.first()).toBeHidden();
  expectOnlyLocalRequests(externalRequests);
  // A deck without image paths has no image section.
  await page.goto(`${site.url}/deck/Fx0000-000001-DeckId`);
  await expect(page.locator('#card-images')).toHaveCount(0);
});
