// The event segments of / and /decks: the event kinds are plain links to pre-rendered pages
// (/decks/w/{window}/k/{kind}, /w/{window}/k/{kind}) that keep the window; the other segments
// (league, region, size, 投稿デッキ) are links with `?segment=…` that the page's script applies from
// the compact document it embeds. Every view names its window and segment and its decks, ranks
// with the document's numbers, or says it is too thin. At phone and desktop widths, and with
// JavaScript off.
import type { Page } from '@playwright/test';
import type { PublicKindSegment, PublicSegments } from '../../engine/documentSchemas/segmentDocs.ts';
import { EVENT_KIND_LABELS, type EventKind } from '../../engine/eventSegments.ts';
import { formatShare } from '../../engine/format.ts';
import { WINDOW_LABELS, type WindowKey } from '../../engine/windows.ts';
import { expect, type Site, test, withScriptlessPhone } from './fixtures.ts';

const WIDTHS = [390, 1366];

const kindDoc = (site: Site, key: WindowKey, kind: EventKind) =>
  site.doc<PublicKindSegment>(`public_segments/${key}/kinds/${kind}`)!;
const compactDoc = (site: Site, key: WindowKey) => site.doc<PublicSegments>(`public_segments/${key}`)!;

/** The rows a segment view must show: name, decks and share, counted here from the counts. */
function expectedRows(doc: PublicSegments, id: string) {
  const segment = doc.segments.find((s) => s.id === id)!;
  return segment.types
    .map((type, i) => ({ name: doc.typeNames[type]!, count: segment.counts[i]! }))
    .filter((row) => row.count > 0)
    .map((row) => ({ ...row, share: formatShare(row.count / segment.matchedDecks) }));
}

async function expectRanking(page: Page, rows: { name: string; count: number; share: string }[]) {
  const lines = page.getByTestId('segment-ranking').locator('tbody tr');
  await expect(lines).toHaveCount(rows.length);
  for (const [i, row] of rows.entries()) {
    await expect(lines.nth(i).locator('td').nth(0)).toHaveText(String(i + 1));
    await expect(lines.nth(i).locator('td').nth(1)).toHaveText(row.name);
    await expect(lines.nth(i).locator('td').nth(2)).toHaveText(String(row.count));
    await expect(lines.nth(i).locator('td').nth(3)).toContainText(row.share);
  }
}

/** A thin view's own counts: no 順位 column, each row its name, decks with 参考, and share. */
async function expectUnranked(page: Page, rows: { name: string; count: number; share: string }[]) {
  const table = page.getByTestId('segment-ranking');
  await expect(table.locator('thead th').first()).toHaveText('デッキタイプ');
  const lines = table.locator('tbody tr');
  await expect(lines).toHaveCount(rows.length);
  for (const [i, row] of rows.entries()) {
    await expect(lines.nth(i).locator('td').nth(0)).toHaveText(row.name);
    await expect(lines.nth(i).locator('td').nth(1)).toHaveText(`${row.count}参考`);
    await expect(lines.nth(i).locator('td').nth(2)).toContainText(row.share);
  }
}

/** A kind page: the switches mark window and kind, the summary names both with the decks. */
async function expectKind(page: Page, site: Site, key: WindowKey, kind: EventKind) {
  const doc = kindDoc(site, key, kind);
  await expect(page.locator('.window-nav [aria-current="page"]')).toHaveText(WINDOW_LABELS[key]);
  await expect(page.locator('.segment-nav [aria-current="page"]')).toHaveText(EVENT_KIND_LABELS[kind]);
  const summary = page.getByTestId('segment-summary');
  await expect(summary).toContainText(`${EVENT_KIND_LABELS[kind]}の大会で使われたデッキ`);
  await expect(summary).toContainText(WINDOW_LABELS[key]);
  await expect(page.getByTestId('segment-matched')).toHaveText(String(doc.matchedDecks));
  await expect(summary).toContainText(`全${doc.totalDecks}デッキ`);
  if (doc.thin) {
    await expect(page.getByTestId('segment-thin')).toContainText(`${doc.minDecks}件未満`);
    // Too thin to rank: its own counts, unranked, each 参考; no deck at all leaves the empty text.
    const rows = doc.rows
      .filter((row) => row.count > 0)
      .map((row) => ({ name: row.name, count: row.count, share: formatShare(row.share) }));
    if (rows.length > 0) await expectUnranked(page, rows);
    else {
      await expect(page.getByTestId('segment-ranking')).toHaveCount(0);
      await expect(
        page.locator('main .empty-state', { hasText: 'ランキングデータがありません' }),
      ).toHaveCount(1);
    }
  } else {
    await expect(page.getByTestId('segment-thin')).toHaveCount(0);
    await expectRanking(
      page,
      doc.rows
        .filter((row) => row.count > 0)
        .map((row) => ({ name: row.name, count: row.count, share: formatShare(row.share) })),
    );
  }
}

/** A browser segment applied: named with its decks, ranked from the compact counts, or thin. */
async function expectSegment(page: Page, site: Site, key: WindowKey, id: string, phrase: string) {
  const doc = compactDoc(site, key);
  const segment = doc.segments.find((s) => s.id === id)!;
  await expect(page.locator(`[data-segment="${id}"]`)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('segment-summary')).toContainText(phrase);
  await expect(page.getByTestId('segment-summary')).toContainText(WINDOW_LABELS[key]);
  await expect(page.getByTestId('segment-matched')).toHaveText(String(segment.matchedDecks));
  await expect(page.getByTestId('segment-summary')).toContainText(`全${segment.totalDecks}デッキ`);
  // The page's own ranking gives way to the segment's.
  await expect(page.getByTestId('window-summary')).toBeHidden();
  if (segment.matchedDecks < doc.minDecks) {
    await expect(page.getByTestId('segment-thin')).toContainText(`${segment.matchedDecks}件`);
    // Too thin to rank: its own counts, unranked, each 参考.
    await expectUnranked(page, expectedRows(doc, id));
  } else await expectRanking(page, expectedRows(doc, id));
}

test('the fixture has ranked and thin kinds and segments', ({ site }) => {
  expect(kindDoc(site, '4w', 'city').thin).toBe(false);
  expect(kindDoc(site, '4w', 'gym').thin).toBe(true);
  const doc = compactDoc(site, '4w');
  const matched = (id: string) => doc.segments.find((s) => s.id === id)!.matchedDecks;
  expect(matched('region-kanto')).toBeGreaterThanOrEqual(doc.minDecks);
  expect(matched('submitted')).toBeGreaterThanOrEqual(doc.minDecks);
  expect(matched('size-l')).toBeLessThan(doc.minDecks);
});

for (const width of WIDTHS) {
  test(`/decks at ${width}px: event kinds by link and URL, keeping the window`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/decks`);
    await page.locator('.segment-nav').getByRole('link', { name: 'シティリーグ', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/decks/w/4w/k/city`);
    await expectKind(page, site, '4w', 'city');
    await page.locator('.window-nav').getByRole('link', { name: '全期間', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/decks/w/all/k/city`);
    await expectKind(page, site, 'all', 'city');
    await page.locator('.segment-nav').getByRole('link', { name: 'ジムバトル', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/decks/w/all/k/gym`);
    await expectKind(page, site, 'all', 'gym');
    await page
      .locator('.segment-nav')
      .getByRole('link', { name: 'チャンピオンズリーグ', exact: true })
      .click();
    await expect(page).toHaveURL(`${site.url}/decks/w/all/k/cl`);
    await expectKind(page, site, 'all', 'cl');
    // Back to every deck of the window.
    await page.locator('.segment-nav').getByRole('link', { name: 'すべてのデッキ', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/decks/w/all`);
    await expect(page.getByTestId('window-summary')).toContainText('全期間');
  });

  test(`/decks at ${width}px: league, region, size and 投稿デッキ filter in the browser by URL`, async ({
    page,
    site,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/decks`);
    // Folded until asked for; open once a segment is applied.
    await expect(page.getByRole('link', { name: '関東', exact: true })).toBeHidden();
    await page.getByText('リーグ・地方・大会の規模・投稿デッキで絞り込む').click();
    await page.getByRole('link', { name: '関東', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/decks?segment=region-kanto`);
    await expectSegment(page, site, '4w', 'region-kanto', '地方: 関東の大会で使われたデッキ');
    await page.getByRole('link', { name: '投稿デッキ', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/decks?segment=submitted`);
    await expectSegment(page, site, '4w', 'submitted', '投稿デッキ（どの大会結果にも載っていないデッキ）');
    await page.getByRole('link', { name: '65〜128人', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/decks?segment=size-l`);
    await expectSegment(page, site, '4w', 'size-l', '参加人数: 65〜128人の大会で使われたデッキ');
    // A shared URL of another window opens on the same segment.
    await page.goto(`${site.url}/decks/w/all?segment=league-open`);
    await expectSegment(
      page,
      site,
      'all',
      'league-open',
      'リーグ: オープン / マスターの大会で使われたデッキ',
    );
  });

  test(`/ at ${width}px: event kinds and browser segments`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site.url}/w/2w`);
    await page
      .locator('.segment-nav')
      .getByRole('link', { name: 'チャンピオンズリーグ', exact: true })
      .click();
    await expect(page).toHaveURL(`${site.url}/w/2w/k/cl`);
    const doc = kindDoc(site, '2w', 'cl');
    await expect(page.getByTestId('segment-matched')).toHaveText(String(doc.matchedDecks));
    await expect(page.locator('#ranking ~ .more a')).toHaveAttribute('href', '/decks/w/2w/k/cl');
    if (!doc.thin) {
      const ranking = page.locator('#ranking + * tbody tr');
      const ranked = doc.rows.filter((row) => row.count > 0);
      await expect(ranking).toHaveCount(ranked.length);
      for (const [i, row] of ranked.entries()) {
        await expect(ranking.nth(i)).toContainText(row.name);
        await expect(ranking.nth(i)).toContainText(formatShare(row.share));
      }
    }
    await page.goto(`${site.url}/?segment=region-chubu`);
    await expectSegment(page, site, '4w', 'region-chubu', '地方: 中部の大会で使われたデッキ');
    await expect(page.locator('#ranking')).toBeHidden();
  });
}

test('with JavaScript off, kind pages rank and the default view stays whole', async ({ browser, site }) => {
  await withScriptlessPhone(browser, async (page) => {
    await page.goto(`${site.url}/decks/w/4w/k/city`);
    await expectKind(page, site, '4w', 'city');
    await page.goto(`${site.url}/w/4w/k/city`);
    await expect(page.getByTestId('segment-matched')).toHaveText(
      String(kindDoc(site, '4w', 'city').matchedDecks),
    );
    // The browser segments need the script: without it their links are hidden and the default shows.
    await page.goto(`${site.url}/decks?segment=region-kanto`);
    await expect(page.locator('[data-segment-picker]')).toBeHidden();
    await expect(page.getByTestId('window-summary')).toContainText('直近4週');
    await expect(page.getByTestId('segment-summary')).toHaveCount(0);
    await page.locator('.segment-nav').getByRole('link', { name: 'トレーナーズリーグ', exact: true }).click();
    await expect(page).toHaveURL(`${site.url}/decks/w/4w/k/trainers`);
    await expectKind(page, site, '4w', 'trainers');
  });
});
