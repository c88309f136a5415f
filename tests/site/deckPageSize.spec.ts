// A deck page is the page the site has by the hundred thousand: a full 60-card deck's page, as
// built, stays within 15,000 bytes of HTML and 250 elements (issue 39), with its content whole.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURE_FULL_DECK } from '../../scripts/siteFixture/fixtureFullDeck.ts';
import { expect, test } from './fixtures.ts';

const MAX_BYTES = 15_000;
const MAX_ELEMENTS = 250;

test('a 60-card deck page stays within 15,000 bytes and 250 elements, every card and text in it', async ({
  page,
  site,
}, testInfo) => {
  const siteDir = process.env.TCG_TEST_SITE_DIR;
  expect(siteDir, 'the site fixture sets TCG_TEST_SITE_DIR').toBeTruthy();
  const html = readFileSync(path.join(siteDir!, 'deck', `${FIXTURE_FULL_DECK}.html`));
  const response = await page.goto(`${site.url}/deck/${FIXTURE_FULL_DECK}`);
  expect(response?.status()).toBe(200);
  // The elements the page has as served, before scripts add any (the copy buttons).
  const served = await page.request.get(`${site.url}/deck/${FIXTURE_FULL_DECK}`);
  const elements = await page.evaluate(
    (text) => new DOMParser().parseFromString(text, 'text/html').querySelectorAll('*').length,
    await served.text(),
  );
  testInfo.annotations.push({ type: 'deck page', description: `${html.length} bytes, ${elements} elements` });
  expect(html.length).toBeLessThanOrEqual(MAX_BYTES);
  expect(elements).toBeLessThanOrEqual(MAX_ELEMENTS);
  // The weight is not bought with content: all 26 cards with their counts, every Pokémon's two
  // attacks and the three abilities are there.
  const list = page.locator('#decklist table');
  await expect(list.locator('tbody tr:not(.g)')).toHaveCount(26);
  await expect(list.locator('tr.g')).toHaveText([
    'ポケモン 17',
    'グッズ 19',
    'ポケモンのどうぐ 1',
    'サポート 13',
    'スタジアム 2',
    'エネルギー 8',
  ]);
  await expect(list).toContainText('×2 ドラパルトex');
  await expect(list.getByText('ファントムダイブ［炎超］ 200', { exact: false })).toHaveCount(1);
  await expect(list.getByText('［特性］', { exact: false })).toHaveCount(3);
});
