// The deck-type and sub-rule pages (/decks/{id}, /decks/{id}/variants/{variantId}) show the
// numbers of the documents they were built from; their widgets (table of contents, accordions,
// deck-ID toggles) work; unknown and missing ids show the spec's texts.
import { ADOPTION_CATEGORY_LABELS, DISPLAYED_ADOPTION_CATEGORIES } from '../../engine/cardKinds.ts';
import { describeCondition } from '../../engine/conditionPhrase.ts';
import type { DeckTypeDetail, VariantDetail } from '../../engine/documents.ts';
import { formatShare, formatWinRate } from '../../engine/format.ts';
import { marketplaceSearchUrl } from '../../engine/marketplace.ts';
import { MISSING_VARIANT } from '../../scripts/siteFixture/detailFixtureDocs.ts';
import { displayRuleName } from '../../site/components/detail/ruleDisplayName.ts';
import { MARKS, verdictOf } from '../../site/lib/matchupCell.ts';
import { deckTypes, docIds, enc, expectNoHorizontalScroll, richestDeckType } from './detailDocs.ts';
import { expect, expectOnlyLocalRequests, test } from './fixtures.ts';

test('/decks/{id} shows the overview, conditions, adoption, weekly trend, matchups and decks of its document', async ({
  page,
  site,
  externalRequests,
}) => {
  const detail = richestDeckType(site);
  expect(detail, 'the fixture lacks it: no deck-type documents').toBeTruthy();
  const { rule, stats } = detail!;
  await page.goto(`${site.url}/decks/${enc(rule.id)}`);
  await expect(page.locator('h1')).toHaveText(displayRuleName(rule.name || rule.id));
  const overview = page.locator('#overview');
  await expect(overview).toContainText(String(rule.matchedDecks));
  await expect(overview).toContainText(String(rule.totalDecks));
  await expect(overview).toContainText(formatShare(rule.share));
  await expect(overview).toContainText(
    `${formatShare(rule.shareInterval[0])}〜${formatShare(rule.shareInterval[1])}`,
  );
  await expect(page.locator('#conditions ul li')).toHaveCount(rule.conditions.length);
  const conditions = page.locator('#conditions details ol li');
  await expect(conditions).toHaveCount(rule.conditions.length);
  await expect(conditions.first()).toHaveText(describeCondition(rule.conditions[0]!), {
    useInnerText: false,
  });
  await expect(page.locator('#variants')).toHaveCount(stats.variants.length > 0 ? 1 : 0);
  for (const variant of stats.variants.filter((v) => v.id !== MISSING_VARIANT.id)) {
    await expect(
      page.locator(`#variants a[href="/decks/${enc(rule.id)}/variants/${enc(variant.id)}"]`),
    ).toHaveCount(1);
  }
  // The richest deck type has cards, weeks, matchups and placed decks: each section is shown
  // (the empty states have their own test below).
  await expect(page.locator('#adoption details.accordion > summary')).toHaveText(
    DISPLAYED_ADOPTION_CATEGORIES.map(
      (category) => `${ADOPTION_CATEGORY_LABELS[category]}（${stats.cardAdoption[category]?.length ?? 0}種）`,
    ),
  );
  const top = [...stats.cardAdoption.pokemon].sort((a, b) => b.adoptionRate - a.adoptionRate)[0];
  expect(top?.adoptionRateInterval, 'the fixture lacks it: an adopted Pokémon with an interval').toBeTruthy();
  const firstRow = page.locator('#adoption-pokemon tbody tr').first();
  await expect(firstRow).toContainText(formatShare(top!.adoptionRate));
  await expect(firstRow).toContainText(`${top!.includedDecks}/${top!.totalDecks}`);
  await expect(firstRow).toContainText(
    `${formatShare(top!.adoptionRateInterval![0])}〜${formatShare(top!.adoptionRateInterval![1])}`,
  );
  // Its Japanese written as itself in the page, the same search URL once the browser resolves it.
  const market = firstRow.getByRole('link', { name: 'メルカリで探す' });
  const href = await market.getAttribute('href');
  expect(href).toMatch(/^https:\/\/jp\.mercari\.com\/search\?keyword=[^%&]+&/);
  expect(await market.evaluate((link: HTMLAnchorElement) => link.href)).toBe(marketplaceSearchUrl(top!.name));
  expect(stats.weekly.some((week) => week.count > 0)).toBe(true);
  await expect(page.locator('#weekly tbody tr')).toHaveCount(stats.weekly.length);
  await expect(page.locator('#weekly svg:visible circle')).toHaveCount(stats.weekly.length);
  const newest = stats.weekly.at(-1)!;
  await expect(page.locator('#weekly tbody tr').first()).toContainText(newest.label);
  await expect(page.locator('#weekly tbody tr').first()).toContainText(formatShare(newest.share));
  const matchups = detail!.matchups;
  expect(matchups!.wins + matchups!.losses, 'the fixture lacks it: matchup games').toBeGreaterThan(0);
  await expect(page.locator('#matchups')).toContainText(formatWinRate(matchups!.wins, matchups!.losses));
  const rows = page.locator('#matchups tbody tr');
  await expect(rows).toHaveCount(matchups!.opponents.length);
  // An opponent without a deck-type page (a disabled rule) is named without a link.
  const linked = matchups!.opponents.filter((o) => site.doc(`public/decks/types/${o.ruleId}`) !== null);
  const unlinked = matchups!.opponents.filter((o) => !linked.includes(o));
  expect(unlinked.length, 'the fixture lacks it: an opponent without a page').toBeGreaterThan(0);
  expect(matchups!.opponents.every((o) => o.winRateInterval)).toBe(true);
  for (const opponent of matchups!.opponents) {
    const row = linked.includes(opponent)
      ? rows.filter({ has: page.locator(`a[href="/decks/${enc(opponent.ruleId)}"]`) })
      : rows.filter({ hasText: opponent.ruleName });
    await expect(row.locator('a[href^="/decks/"]')).toHaveCount(linked.includes(opponent) ? 1 : 0);
    await expect(row.locator('.detail-mark')).toHaveText(MARKS[verdictOf(opponent.wins, opponent.losses)]);
    await expect(row).toContainText(`${opponent.wins}`);
    await expect(row).toHaveClass(opponent.thin ? /detail-thin/ : /^(?!.*detail-thin)/);
    await expect(row).toContainText(
      `${formatShare(opponent.winRateInterval![0])}〜${formatShare(opponent.winRateInterval![1])}`,
    );
  }
  const decks = detail!.decks.items;
  await expect(page.locator('#decks .detail-deck')).toHaveCount(decks.length);
  await expect(page.locator('#decks .detail-deck:visible')).toHaveCount(Math.min(20, decks.length));
  await expect(page.locator('.detail-partial-note')).toHaveCount(detail!.decks.limited ? 1 : 0);
  const placed = decks.find((deck) => deck.events.length > 0);
  expect(placed, 'the fixture lacks it: a listed deck with an event').toBeTruthy();
  const entry = page.locator('#decks .detail-deck', {
    has: page.locator(`a[href="/deck/${enc(placed!.id)}"]`),
  });
  await expect(entry.locator(`a[href="/events/${enc(placed!.events[0]!.id)}"]`)).toHaveCount(1);
  expectOnlyLocalRequests(externalRequests);
});

test('/decks/{id}: the table of contents collapses past 200px, re-expands, and a user toggle wins', async ({
  page,
  site,
}) => {
  const detail = richestDeckType(site);
  expect(detail, 'the fixture lacks it: no deck-type documents').toBeTruthy();
  await page.setViewportSize({ width: 1000, height: 600 });
  await page.goto(`${site.url}/decks/${enc(detail!.rule.id)}`);
  const toggle = page.locator('[data-toc-toggle]');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // The spec's thresholds: the contents collapse past 200px, the scroll-to-top button shows past 240px.
  const overviewTop = () =>
    page.locator('#overview').evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
  const before = await overviewTop();
  await page.evaluate(() => window.scrollTo(0, 190));
  await expect(page.locator('[data-scroll-top]')).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.evaluate(() => window.scrollTo(0, 220));
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('[data-scroll-top]')).toBeHidden();
  // Collapsing does not move the page, and the collapsed contents stay on screen.
  expect(await overviewTop()).toBe(before);
  await expect(toggle).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 260));
  await expect(page.locator('[data-scroll-top]')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('[data-scroll-top]')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await page.evaluate(() => window.scrollTo(0, 600));
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('[data-scroll-top]')).toBeHidden();
});

test('/decks/{id}: the floating contents open on screen and close after a link is followed', async ({
  page,
  site,
}) => {
  const detail = richestDeckType(site);
  expect(detail, 'the fixture lacks it: no deck-type documents').toBeTruthy();
  // It floats on a desktop; on a phone it stays in place (phoneAndDesktop.spec.ts).
  await page.setViewportSize({ width: 1366, height: 700 });
  await page.goto(`${site.url}/decks/${enc(detail!.rule.id)}`);
  await page.evaluate(() => window.scrollTo(0, 1500));
  const toggle = page.locator('[data-toc-toggle]');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeInViewport();
  await toggle.click();
  const link = page.locator('.toc-list a[href="#decks"]');
  await expect(link).toBeInViewport();
  await link.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#decks h2')).toBeInViewport();
  await expectNoHorizontalScroll(page);
});

test('/decks/{id}: category accordions open and close, and long deck-ID lists sit behind a toggle', async ({
  page,
  site,
}) => {
  const detail = deckTypes(site).find((doc) =>
    DISPLAYED_ADOPTION_CATEGORIES.some((category) =>
      doc.stats.cardAdoption[category]?.some((c) => c.deckIds.length > 5),
    ),
  );
  expect(detail, 'the fixture lacks it: no card adopted by more than 5 listed decks').toBeTruthy();
  await page.goto(`${site.url}/decks/${enc(detail!.rule.id)}`);
  const category = DISPLAYED_ADOPTION_CATEGORIES.find((c) =>
    detail!.stats.cardAdoption[c]?.some((card) => card.deckIds.length > 5),
  )!;
  // Only the first category with cards starts open.
  const accordion = page.locator(`#adoption-${category}`);
  const firstWithCards = DISPLAYED_ADOPTION_CATEGORIES.find((c) => detail!.stats.cardAdoption[c]?.length);
  expect(category, 'the fixture lacks it: the long list in the first category').toBe(firstWithCards);
  await expect(accordion).toHaveAttribute('open', '');
  const more = accordion.locator('details.deck-id-more').first();
  const hiddenLink = more.locator('a').first();
  await expect(hiddenLink).toBeHidden();
  await more.locator('> summary').click();
  await expect(hiddenLink).toBeVisible();
  await expect(hiddenLink).toHaveAttribute('href', /^\/deck\//);
  await accordion.locator('> summary').click();
  await expect(accordion).not.toHaveAttribute('open', '');
});

test('/decks/{id} works for a Japanese rule id with a space or bracket', async ({ page, site }) => {
  const ids = docIds('public/decks/types');
  const id =
    ids.find((x) => /[^\x00-\x7f]/.test(x) && /[\s[\]()（）]/.test(x)) ??
    ids.find((x) => /[^\x00-\x7f]/.test(x));
  expect(id, 'the fixture lacks it: no Japanese rule id in the documents').toBeTruthy();
  const detail = site.doc<DeckTypeDetail>(`public/decks/types/${id}`)!;
  const response = await page.goto(`${site.url}/decks/${enc(id!)}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText(displayRuleName(detail.rule.name || detail.rule.id));
  await expect(page).toHaveTitle(
    `ポケカデッキ統計 | ${displayRuleName(detail.rule.name || detail.rule.id)} のデッキタイプ詳細`,
  );
});

test('/decks/{id}/variants/{variantId} shows the parent rule, priority and shares of its document', async ({
  page,
  site,
}) => {
  const variant = docIds('public/decks/variants')
    .map((id) => site.doc<VariantDetail>(`public/decks/variants/${id}`))
    .filter((doc): doc is VariantDetail => doc !== null)
    .sort((a, b) => b.summary.matchedDecks - a.summary.matchedDecks)[0];
  expect(variant, 'the fixture lacks it: no sub-rule documents').toBeTruthy();
  const { rule, summary } = variant!;
  await page.goto(`${site.url}/decks/${enc(rule.id)}/variants/${enc(variant!.variant.id)}`);
  await expect(page.locator('h1')).toHaveText(variant!.variant.name || variant!.variant.id);
  await expect(page).toHaveTitle(/サブルール詳細/);
  const overview = page.locator('#overview');
  await expect(overview.locator(`a[href="/decks/${enc(rule.id)}"]`)).toHaveCount(1);
  await expect(overview).toContainText(String(variant!.variant.priority));
  await expect(overview).toContainText(String(summary.matchedDecks));
  await expect(overview).toContainText(formatShare(summary.shareWithinRule));
  await expect(overview).toContainText(formatShare(summary.shareOverall));
  await expect(overview).toContainText(formatShare(variant!.stats.abilityRatio));
  await expect(page.locator('#weekly')).toHaveCount(0);
  await expect(page.locator('#matchups')).toHaveCount(0);
  await expect(page.locator('#decks .detail-deck')).toHaveCount(variant!.decks.items.length);
});

test('unknown or missing ids show the spec not-found texts', async ({ page, site }) => {
  const cases: [string, string][] = [
    ['/decks/no-such-rule-000', '指定したデッキタイプが見つかりませんでした。'],
    ['/deck/AAAAAA-BBBBBB-CCCCCC', 'デッキが見つかりません'],
    ['/deck', 'デッキIDが指定されていません'],
  ];
  const someRule = docIds('public/decks/types')[0];
  expect(someRule, 'the fixture lacks it: no deck-type documents').toBeTruthy();
  cases.push([`/decks/${enc(someRule!)}/variants`, 'ルールIDまたはサブルールIDが指定されていません。']);
  for (const [url, text] of cases) {
    await page.goto(site.url + url);
    await expect(page.locator('h1:visible'), url).toHaveText(text);
  }
});

test('an unknown sub-rule id shows the sub-rule not-found text', async ({ page, site }) => {
  const someRule = docIds('public/decks/types')[0];
  expect(someRule, 'the fixture lacks it: no deck-type documents').toBeTruthy();
  const response = await page.goto(`${site.url}/decks/${enc(someRule!)}/variants/no-such-variant`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1:visible')).toHaveText('指定したサブルールが見つかりませんでした。');
});

test('/decks/{id}: each category accordion opens and closes on its own', async ({ page, site }) => {
  const detail = richestDeckType(site);
  const [first, second] = DISPLAYED_ADOPTION_CATEGORIES.filter(
    (category) => (detail?.stats.cardAdoption[category]?.length ?? 0) > 0,
  );
  expect(!first || !second, 'the fixture lacks it: fewer than two categories with cards').toBe(false);
  await page.goto(`${site.url}/decks/${enc(detail!.rule.id)}`);
  const a = page.locator(`#adoption-${first}`);
  const b = page.locator(`#adoption-${second}`);
  await expect(a).toHaveAttribute('open', '');
  await expect(b).not.toHaveAttribute('open', '');
  await b.locator('> summary').click();
  await expect(b).toHaveAttribute('open', '');
  await expect(a).toHaveAttribute('open', '');
  const topRate = Math.max(...detail!.stats.cardAdoption[second!]!.map((card) => card.adoptionRate));
  await expect(b.locator('tbody tr').first()).toContainText(formatShare(topRate));
  await a.locator('> summary').click();
  await expect(a).not.toHaveAttribute('open', '');
  await expect(b).toHaveAttribute('open', '');
});

test('a deck type and a sub-rule that matched no deck show their empty states', async ({ page, site }) => {
  const empty = deckTypes(site).find((doc) => doc.rule.matchedDecks === 0);
  const emptyVariant = docIds('public/decks/variants')
    .map((id) => site.doc<VariantDetail>(`public/decks/variants/${id}`))
    .find((doc) => doc !== null && doc.summary.matchedDecks === 0);
  expect(empty, 'the fixture lacks it: a deck type that matched no deck').toBeTruthy();
  expect(emptyVariant, 'the fixture lacks it: a sub-rule that matched no deck').toBeTruthy();
  await page.goto(`${site.url}/decks/${enc(empty!.rule.id)}`);
  await expect(page.locator('h1')).toHaveText(displayRuleName(empty!.rule.name || empty!.rule.id));
  await expect(page.locator('#overview')).toContainText('0.0%');
  await expect(page.locator('#averages')).toContainText('データがありません');
  await expect(page.locator('#pokemon-stats')).toContainText('データがありません');
  await expect(page.locator('#pokemon-stats .detail-ratios')).toHaveCount(0);
  await expect(page.locator('#adoption')).toContainText('カード採用データがありません');
  await expect(page.locator('#weekly')).toContainText('データがありません');
  await expect(page.locator('#decks')).toContainText('一致するデッキがありません');
  await expect(page.locator('#matchups')).toHaveCount(0);
  await page.goto(
    `${site.url}/decks/${enc(emptyVariant!.rule.id)}/variants/${enc(emptyVariant!.variant.id)}`,
  );
  await expect(page.locator('h1')).toHaveText(emptyVariant!.variant.name || emptyVariant!.variant.id);
  await expect(page.locator('#decks')).toContainText('一致するデッキがありません');
  await expect(page.locator('#adoption')).toContainText('カード採用データがありません');
  await expect(page.locator('#pokemon-stats')).toContainText('データがありません');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/decks/{id} shows the weekly chart, the full table of contents and working accordions', async ({
    page,
    site,
  }) => {
    const detail = richestDeckType(site);
    expect(detail, 'the fixture lacks it: no deck-type documents').toBeTruthy();
    await page.goto(`${site.url}/decks/${enc(detail!.rule.id)}`);
    await expect(page.locator('.toc-list')).toBeVisible();
    expect(detail!.stats.weekly.length).toBeGreaterThan(1);
    await expect(page.locator('#weekly svg:visible polyline')).toBeVisible();
    const points = await page.locator('#weekly svg:visible polyline').getAttribute('points');
    expect(points?.split(' ')).toHaveLength(detail!.stats.weekly.length);
    // Every category but the first with cards starts closed, and opens without JavaScript.
    const closedOnes = page.locator('#adoption details.accordion:not([open])');
    await expect(closedOnes).toHaveCount(DISPLAYED_ADOPTION_CATEGORIES.length - 1);
    const closedId = await closedOnes.first().getAttribute('id');
    const closed = page.locator(`[id="${closedId}"]`);
    await closed.locator('> summary').click();
    await expect(closed).toHaveAttribute('open', '');
  });
});

test('a sub-rule whose documents are missing says so in the sub-rule sections (spec public §8)', async ({
  page,
  site,
}) => {
  const parent = deckTypes(site).find((d) => d.stats.variants.some((v) => v.id === MISSING_VARIANT.id));
  expect(parent, 'the fixture lacks it: no deck type lists the missing sub-rule').toBeTruthy();
  expect(site.doc(`public/decks/variants/${parent!.rule.id}__${MISSING_VARIANT.id}`)).toBeNull();
  await page.goto(`${site.url}/decks/${enc(parent!.rule.id)}`);
  const row = page.locator('#variants tbody tr', { hasText: MISSING_VARIANT.name });
  await expect(row.locator('td')).toHaveText('サブルールの情報を取得できませんでした。');
  await expect(row.locator('a')).toHaveCount(0);
  // The sub-rules that have documents keep their links.
  await expect(page.locator('#variants tbody tr a').first()).toBeVisible();
  await page.goto(`${site.url}/rules/stats/${enc(parent!.rule.id)}#variant-${MISSING_VARIANT.id}`);
  const accordion = page.locator(`#variant-${MISSING_VARIANT.id}`);
  await expect(accordion.locator('summary')).toHaveText(MISSING_VARIANT.name);
  await expect(accordion.locator('.empty-state')).toHaveText('サブルールの情報を取得できませんでした。');
});
