// Decklists players read: the standard 60 first after the summary as compact grouped
// rows (under 1,000 px on a phone), an image mode whose failed images leave the card names, the
// deck's placements at the top of its page, and the copy buttons (list text, deck code) checked
// through Chromium's real clipboard, at 390 and 1366 px.

import { FIXTURE_IMAGE_DECK } from '../../scripts/siteFixture/fixtureDetailDocs.ts';
import { FIXTURE_RULES } from '../../scripts/siteFixture/fixtureDocs.ts';
import {
  FIXTURE_STANDARD_60,
  FIXTURE_STANDARD_60_TEXT,
} from '../../scripts/siteFixture/fixtureStandard60.ts';
import { enc } from './detailDocs.ts';
import { expect, test } from './fixtures.ts';

const FIRST = enc(FIXTURE_RULES[0].id);

for (const width of [390, 1366] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({
      viewport: { width, height: width === 390 ? 844 : 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });

    test('the standard 60 comes first after the summary, grouped, compact and copyable', async ({
      page,
      site,
    }, testInfo) => {
      await page.goto(`${site.url}/decks/${FIRST}`);
      const sectionIds = await page.locator('article > section').evaluateAll((els) => els.map((el) => el.id));
      expect(sectionIds.slice(0, 2)).toEqual(['overview', 'consensus']);
      // 進化段階 and HP帯 (the Pokémon statistics) come after the list.
      expect(sectionIds.indexOf('pokemon-stats')).toBeGreaterThan(sectionIds.indexOf('consensus'));

      const list = page.locator('#consensus [data-testid="decklist"]');
      const groups = list.locator('.decklist-group h3');
      await expect(groups).toHaveText([
        'ポケモン 16',
        'グッズ 20',
        'ポケモンのどうぐ 1',
        'サポート 13',
        'スタジアム 2',
        'エネルギー 8',
      ]);
      await expect(list.locator('.decklist-group li')).toHaveCount(FIXTURE_STANDARD_60.cards.length);
      await expect(list.locator('.decklist-group li').first()).toHaveText('×4 ドラメシヤ');
      await expect(list.locator('.decklist-group li', { hasText: 'アンフェアスタンプ' })).toHaveText(
        '×1 アンフェアスタンプACE SPEC',
      );
      const height = await page.locator('#consensus').evaluate((el) => el.getBoundingClientRect().height);
      testInfo.annotations.push({
        type: 'standard 60 height',
        description: `${Math.round(height)} px at ${width} px`,
      });
      expect(height).toBeLessThan(1000);

      // Copy: the button writes the grouped `カード名 n` lines to the clipboard.
      await list.getByRole('button', { name: 'リストをコピー' }).click();
      await expect(list.locator('[data-copy-status]')).toHaveText('リストをコピーしました');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(FIXTURE_STANDARD_60_TEXT);
      // A deck type's list has no deck code.
      await expect(list.getByRole('button', { name: 'デッキコードをコピー' })).toHaveCount(0);
    });

    test('the image mode shows a grid whose failed images leave the card names', async ({ page, site }) => {
      await page.goto(`${site.url}/decks/${FIRST}`);
      const list = page.locator('#consensus [data-testid="decklist"]');
      const tiles = list.locator('.decklist-tile');
      await expect(tiles.first()).toBeHidden();
      const images = list.locator('.decklist-images img');
      await expect(images).toHaveCount(2);
      for (const img of await images.all()) await expect(img).toHaveAttribute('loading', 'lazy');
      await list.getByText('画像', { exact: true }).click();
      await expect(list.locator('.decklist-groups')).toBeHidden();
      await expect(tiles).toHaveCount(FIXTURE_STANDARD_60.cards.length);
      // Outside requests are blocked in tests: the two images fail and their names take their place.
      const dorapult = tiles.filter({ hasText: 'ドラパルトex' });
      await dorapult.scrollIntoViewIfNeeded();
      await expect(dorapult).toHaveClass(/no-image/);
      await expect(dorapult.locator('img')).toBeHidden();
      await expect(dorapult.locator('.decklist-tile-name')).toBeVisible();
      await expect(dorapult.locator('.decklist-tile-count')).toHaveText('×2');
      // Tiles sit side by side in a grid.
      const [a, b] = await tiles.evaluateAll((els) =>
        els.slice(0, 2).map((el) => el.getBoundingClientRect().top),
      );
      expect(a).toBe(b);
    });

    test('a deck page shows its placement at the top and copies its list and deck code', async ({
      page,
      site,
    }) => {
      await page.goto(`${site.url}/deck/${FIXTURE_IMAGE_DECK}`);
      const placements = page.getByTestId('placements');
      await expect(placements).toHaveText('シティリーグ 東京 1位 2026/04/05');
      await expect(placements.getByRole('link')).toHaveAttribute('href', '/events/900002');
      const placementTop = await placements.evaluate((el) => el.getBoundingClientRect().top);
      const listTop = await page.locator('#decklist').evaluate((el) => el.getBoundingClientRect().top);
      expect(placementTop).toBeLessThan(listTop);
      const list = page.locator('#decklist table');
      // The copy buttons and their status line sit in the line before the list.
      const tools = page.locator('#decklist');
      await expect(list.locator('tr.g')).toHaveText([
        'ポケモン 4',
        'グッズ 1',
        'ポケモンのどうぐ 2',
        'エネルギー 10',
      ]);
      await expect(list.locator('tbody b', { hasText: 'ACE SPEC' })).toHaveCount(1);
      await tools.getByRole('button', { name: 'リストをコピー' }).click();
      await expect(tools.locator('[data-copy-status]')).toHaveText('リストをコピーしました');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        'サーフゴーex 3\nミュウex 1\n\nアンフェアスタンプ 1\n\nふうせん 2\n\n基本鋼エネルギー 10',
      );
      await tools.getByRole('button', { name: 'デッキコードをコピー' }).click();
      await expect(tools.locator('[data-copy-status]')).toHaveText('デッキコードをコピーしました');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(FIXTURE_IMAGE_DECK);
    });
  });
}
