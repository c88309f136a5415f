// /check (デッキ診断) at phone and desktop widths: a sample deck's list as the site copies it, and
// the same list as the official deck page shows it, classified in the browser with the published
// rules (scripts/siteFixture/fixtureCheckRules.ts): type, sub-rule, each condition's OK/NG and the
// diff against the type's consensus list (fixtureDetailDocs.ts FIXTURE_CONSENSUS), with links to
// the card pages; an unmatched list gets the nearest types; a malformed paste one line naming it.
import type { Page } from '@playwright/test';
import { normalizeCardName } from '../../engine/cardName.ts';
import { docPath } from '../../engine/docPaths.ts';
import type { DeckTypeDetail } from '../../engine/documents.ts';
import { cardIdOfName } from '../../engine/ids.ts';
import { FIXTURE_IMAGE_DECK, FIXTURE_VARIANT } from '../../scripts/siteFixture/fixtureDetailDocs.ts';
import { expect, type Site, test } from './fixtures.ts';

const WIDTHS = [390, 1366];
const TYPE = 'サーフゴーex';
const cardHref = (name: string) => `/cards/${encodeURIComponent(cardIdOfName(name))}`;

async function check(page: Page, site: Site, list: string): Promise<void> {
  await page.goto(`${site.url}/check`);
  await page.getByLabel('デッキリスト').fill(list);
  await page.getByRole('button', { name: '診断する' }).click();
}

/** The list the sample deck's page copies (its リストをコピー button's text). */
async function copiedList(page: Page, site: Site): Promise<string> {
  await page.goto(`${site.url}/deck/${FIXTURE_IMAGE_DECK}`);
  const text = await page.getByRole('button', { name: 'リストをコピー' }).getAttribute('data-copy-text');
  expect(text).toContain('サーフゴーex 3');
  return text!;
}

async function expectNoSideScroll(page: Page): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a sample deck's copied list: its type, sub-rule, conditions and diff", async ({ page, site }) => {
      await check(page, site, await copiedList(page, site));
      await expect(page.getByTestId('check-error')).toBeHidden();
      await expect(page.getByTestId('check-type')).toHaveText(TYPE);
      await expect(page.getByTestId('check-type').getByRole('link')).toHaveAttribute(
        'href',
        `/decks/${encodeURIComponent(TYPE)}`,
      );
      await expect(page.getByTestId('check-variant')).toHaveText(FIXTURE_VARIANT.name);
      await expect(page.getByTestId('check-total')).toHaveText('17枚（60枚ではありません）');
      const rows = page.getByTestId('check-conditions').locator('tbody tr');
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText('「サーフゴーex」を2枚以上採用');
      await expect(rows.nth(0)).toContainText('3枚');
      await expect(rows.nth(0).locator('.check-ok')).toHaveText('OK');
      await expect(rows.nth(1)).toContainText(`サブルール「${FIXTURE_VARIANT.name}」（一致）`);
      await expect(rows.nth(1).locator('.check-ok')).toHaveText('OK');
      // Against the consensus list: サーフゴーex 4→3, ナンジャモ and ネストボール cut, three cards added
      // (in the copied list's order: ポケモン, グッズ with the ACE SPEC card, ポケモンのどうぐ).
      await expect(page.getByTestId('check-more')).toHaveCount(0);
      await expect(page.getByTestId('check-fewer').locator('li')).toHaveText([
        'サーフゴーex -1（標準4枚→3枚）',
        'ナンジャモ（不採用。標準4枚）',
        'ネストボール（不採用。標準4枚）',
      ]);
      const detail = site.doc<DeckTypeDetail>(docPath.deckType(TYPE))!;
      const mew = detail.stats.cardAdoption.pokemon.find(
        (item) => normalizeCardName(item.name) === 'ミュウex',
      )!;
      await expect(page.getByTestId('check-rare').locator('li')).toHaveText([
        `ミュウex 1枚（採用率 ${(mew.adoptionRate * 100).toFixed(1)}%）`,
        'アンフェアスタンプ 1枚（採用率 1%未満）',
        'ふうせん 2枚（採用率 1%未満）',
      ]);
      // Cards with pages are linked to them; the others are plain text.
      const diff = page.getByTestId('check-diff');
      await expect(diff.getByRole('link', { name: 'ナンジャモ' })).toHaveAttribute(
        'href',
        cardHref('ナンジャモ'),
      );
      await expect(diff.getByRole('link', { name: 'ミュウex' })).toHaveAttribute(
        'href',
        cardHref('ミュウex'),
      );
      await expect(diff.getByRole('link', { name: 'ふうせん' })).toHaveCount(0);
      await expectNoSideScroll(page);
    });

    test('the same list as the official deck page shows it gets the same verdict', async ({ page, site }) => {
      const official = [
        'ポケモン (4枚)',
        'サーフゴーex(SV3a 050/062)\t3枚',
        'ミュウex(SV4a 151/190)\t1枚',
        'グッズ (1枚)',
        'アンフェアスタンプ(ACE SPEC)\t1枚',
        'ポケモンのどうぐ (2枚)',
        'ふうせん\t2枚',
        'エネルギー (10枚)',
        '基本鋼エネルギー\t10枚',
      ].join('\n');
      await check(page, site, official);
      await expect(page.getByTestId('check-type')).toHaveText(TYPE);
      await expect(page.getByTestId('check-variant')).toHaveText(FIXTURE_VARIANT.name);
      await expect(page.getByTestId('check-rare').locator('li')).toHaveCount(3);
    });

    test('a list no rule takes gets the nearest types and the conditions it fails', async ({
      page,
      site,
    }) => {
      await check(page, site, 'ドラメシヤ 4\nドロンチ 3\nナンジャモ 2');
      await expect(page.getByTestId('check-type')).toHaveText('判定なし（どのルールにも一致しません）');
      const nearest = page.getByTestId('check-nearest').locator(':scope > ol > li');
      await expect(nearest.first()).toContainText('ドラパルト(ex/型)：標準的な60枚と共通 2枚');
      await expect(nearest.first().locator('li')).toHaveText(['NG 「ドラパルトex」を1枚以上採用（0枚）']);
      await expect(page.getByTestId('check-diff')).toHaveCount(0);
    });

    test('a malformed paste: one line naming the line it could not read, no result', async ({
      page,
      site,
    }) => {
      await check(page, site, 'サーフゴーex 3\nミュウex 1\nこの行はカードではない\nナンジャモ 2');
      await expect(page.getByTestId('check-error')).toHaveText(
        '3行目「この行はカードではない」を読めませんでした。「カード名 枚数」の形で1行に1種類ずつ書いてください。',
      );
      await expect(page.locator('[data-check-result]')).toBeHidden();
      await expectNoSideScroll(page);
      // Fixed, the list is read and the error goes.
      await page.getByLabel('デッキリスト').fill('サーフゴーex 3\nミュウex 1\nナンジャモ 2');
      await page.getByRole('button', { name: '診断する' }).click();
      await expect(page.getByTestId('check-error')).toBeHidden();
      await expect(page.getByTestId('check-type')).toHaveText(TYPE);
    });
  });
}

test('the navigation links to /check, marked current there', async ({ page, site }) => {
  await page.goto(`${site.url}/check`);
  const link = page
    .getByRole('navigation', { name: 'メインメニュー' })
    .getByRole('link', { name: 'デッキ診断' });
  await expect(link).toHaveAttribute('href', '/check');
  await expect(link).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/デッキ診断$/);
});
