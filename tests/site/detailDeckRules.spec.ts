// The deck page (/deck/{id}) and the rule statistics (/rules/stats, /rules/stats/{id}) show the
// numbers of their documents; sub-rule anchors work; every detail page fits a phone.
import type { DeckDetail, DeckJobNotice, DeckTypeDetail } from '../../engine/documents.ts';
import { formatShare } from '../../engine/format.ts';
import { deckJobStatusHint, deckJobStatusLabel } from '../../site/components/detail/deckJobStatus.ts';
import { displayRuleName } from '../../site/components/detail/ruleDisplayName.ts';
import { subRuleAnchor } from '../../site/lib/paths.ts';
import {
  docIds,
  enc,
  expectNoHorizontalScroll,
  parseRuleStats,
  richestDeckType,
  topRuleStats,
} from './detailDocs.ts';
import { expect, expectOnlyLocalRequests, test } from './fixtures.ts';

test('/deck/{id} shows the deck, its rules and cards, and hides the blocked official image', async ({
  page,
  site,
  externalRequests,
}) => {
  const deck = docIds('public_deck_details')
    .map((id) => site.doc<DeckDetail>(`public_deck_details/${id}`))
    .filter((doc): doc is DeckDetail => doc !== null)
    .sort((a, b) => b.matchedRules.length - a.matchedRules.length || b.cards.length - a.cards.length)[0];
  expect(deck, 'the fixture lacks it: no deck detail documents').toBeTruthy();
  await page.goto(`${site.url}/deck/${enc(deck!.id)}`);
  const overview = page.locator('#overview');
  await expect(overview).toContainText(deck!.id);
  await expect(overview).toContainText(`${deck!.cardsTotal}枚`);
  await expect(page.locator('#composition')).toContainText(`${deck!.countsByType.pokemon}枚`);
  await expect(page.locator('#decklist tbody tr:not(.g)')).toHaveCount(deck!.cards.length);
  for (const rule of deck!.matchedRules) {
    await expect(page.locator(`#rules a[href="/rules/stats/${enc(rule.id)}"]`)).toHaveCount(1);
  }
  await expect(page.locator('a[href^="https://www.pokemon-card.com/deck/result.html/deckID/"]')).toHaveCount(
    1,
  );
  await expect(page.locator('img.deck-image')).toBeHidden();
  expect(externalRequests.some((url) => url.includes('deckView.php'))).toBe(true);
  expectOnlyLocalRequests(externalRequests);
});

test('/deck/{id} of a deck still being fetched shows its job status; a deck with neither shows the not-found text', async ({
  page,
  site,
}) => {
  const jobs = docIds('deck_jobs')
    .filter((id) => !site.doc(`public_deck_details/${id}`))
    .map((id) => site.doc<DeckJobNotice>(`deck_jobs/${id}`))
    .filter((job): job is DeckJobNotice => job !== null);
  expect(jobs.length === 0, 'the fixture lacks it: no deck_jobs documents for unpublished decks').toBe(false);
  for (const job of jobs) {
    const response = await page.goto(`${site.url}/deck/${enc(job.id)}`);
    expect(response?.status()).toBe(200);
    const notice = page.locator('.detail-job-notice');
    await expect(notice.locator('h1')).toHaveText(
      job.status === 'error' ? 'デッキ情報の取得に失敗しました' : 'デッキ情報を取得しています',
    );
    await expect(notice).toContainText(job.id);
    await expect(notice).toHaveAttribute('data-job-status', job.status);
    await expect(notice.locator('.detail-job-status')).toHaveText(deckJobStatusLabel(job.status));
    await expect(page).toHaveTitle(
      `ポケカデッキ統計 | デッキ ${job.id}（${deckJobStatusLabel(job.status)}）`,
    );
    await expect(notice.locator('.detail-job-hint')).toHaveText(deckJobStatusHint(job.status));
    await expect(notice.locator('time')).toHaveCount(job.updatedAt ? 1 : 0);
    await expect(notice.getByText('更新履歴なし')).toHaveCount(job.updatedAt ? 0 : 1);
  }
  const missing = 'ZZZZZZ-999999-ZZZZZZ';
  expect(site.doc(`public_deck_details/${missing}`) ?? site.doc(`deck_jobs/${missing}`)).toBeNull();
  const response = await page.goto(`${site.url}/deck/${missing}`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1:visible')).toHaveText('デッキが見つかりません');
  await expect(page.locator('.detail-job-notice')).toHaveCount(0);
});

test('/rules/stats lists every rule with its deck count, linking to its statistics', async ({
  page,
  site,
}) => {
  const rules = topRuleStats(site);
  await page.goto(`${site.url}/rules/stats`);
  await expect(page.locator('h1')).toHaveText('ルール統計');
  await expect(page.locator('table.sortable tbody tr')).toHaveCount(rules.length);
  for (const rule of rules.slice(0, 5)) {
    const link = page.locator(`a[href="/rules/stats/${enc(rule.id)}"]`);
    await expect(link).toHaveCount(1);
    await expect(page.locator('tr', { has: link })).toContainText(formatShare(rule.stats_share_rate));
  }
});

test('/rules/stats/{id} shows the statistics, sub-rules from the URL anchor one at a time, and its decks', async ({
  page,
  site,
}) => {
  const rules = topRuleStats(site);
  const withVariants = rules.filter((rule) =>
    docIds('deck_rules').some((id) => id.startsWith(`${rule.id}__`)),
  );
  const rule = withVariants.sort((a, b) => b.stats_total_decks - a.stats_total_decks)[0] ?? rules[0];
  expect(rule, 'the fixture lacks it: no rule statistics documents').toBeTruthy();
  const variantIds = docIds('deck_rules')
    .filter((id) => id.startsWith(`${rule!.id}__`))
    .map((id) => parseRuleStats(id, site.doc(`deck_rules/${id}`)))
    .filter((sub) => sub?.parent_rule_id === rule!.id)
    .map((sub) => sub!.variant_id ?? sub!.id.slice(rule!.id.length + 2));
  // The last of several sub-rules, asked for by its anchor.
  expect(variantIds.length, 'the fixture lacks it: a rule with two sub-rule documents').toBeGreaterThan(1);
  const target = variantIds.at(-1)!;
  await page.goto(`${site.url}/rules/stats/${enc(rule!.id)}#${enc(subRuleAnchor(target))}`);
  await expect(page.locator('h1')).toHaveText(displayRuleName(rule!.name || rule!.id));
  await expect(page.locator('#overview')).toContainText(`${rule!.stats_total_decks}件`);
  await expect(page.locator('#overview')).toContainText(formatShare(rule!.stats_share_rate));
  await expect(page.locator('#hp li')).toHaveCount(6);
  const panels = page.locator('[data-exclusive-accordions] > details');
  // One per sub-rule document, plus one per listed sub-rule without a document (its text says so).
  const listed = rule!.stats_variants.map((variant) => variant.id);
  await expect(panels).toHaveCount(new Set([...variantIds, ...listed]).size);
  await expect(page.locator(`[id="${subRuleAnchor(target)}"]`)).toHaveAttribute('open', '');
  // Scrolled to, below the sticky site header rather than under it.
  const summary = page.locator(`[id="${subRuleAnchor(target)}"] > summary`);
  await expect(summary).toBeInViewport();
  const headerBottom = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().bottom);
  const summaryTop = await summary.evaluate((el) => el.getBoundingClientRect().top);
  expect(summaryTop).toBeGreaterThanOrEqual(headerBottom);
  await expect(page.locator('[data-exclusive-accordions] > details[open]')).toHaveCount(1);
  await panels.first().locator('> summary').click();
  await expect(panels.first()).toHaveAttribute('open', '');
  await expect(page.locator('[data-exclusive-accordions] > details[open]')).toHaveCount(1);
  const decks = site.doc<DeckTypeDetail>(`public/decks/types/${rule!.id}`)?.decks.items ?? [];
  const visible = page.locator('#decks .detail-deck:visible');
  // More decks than one page: the first 20, then the rest behind the load-more button.
  expect(decks.length, 'the fixture lacks it: more decks than one page').toBeGreaterThan(20);
  expect(decks.length, 'the fixture lacks it: at most two pages').toBeLessThanOrEqual(40);
  await expect(visible).toHaveCount(20);
  const more = page.locator('[data-load-more-button]');
  await expect(more).toHaveText(`さらに表示（残り${decks.length - 20}件）`);
  await more.click();
  await expect(visible).toHaveCount(decks.length);
  await expect(more).toBeHidden();
});

test('/rules/stats/{id} of a rule that matched no deck shows no-data states instead of zero ratios', async ({
  page,
  site,
}) => {
  const rule = topRuleStats(site).find((stats) => stats.stats_total_decks === 0);
  expect(rule, 'the fixture lacks it: every rule matched a deck').toBeTruthy();
  await page.goto(`${site.url}/rules/stats/${enc(rule!.id)}`);
  await expect(page.locator('#overview')).toContainText('0件');
  for (const id of ['averages', 'evolution', 'hp', 'ability'])
    await expect(page.locator(`#${id}`), id).toContainText('データがありません');
  await expect(page.locator('.detail-ratios')).toHaveCount(0);
  await expect(page.locator('#cards')).toContainText('カード採用データがありません');
  await expect(page.locator('#decks')).toContainText('一致するデッキがありません');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the detail pages fit a 390px screen', async ({ page, site }) => {
    const detail = richestDeckType(site);
    expect(detail, 'the fixture lacks it: no deck-type documents').toBeTruthy();
    const routes = [`/decks/${enc(detail!.rule.id)}`];
    const variant = detail!.stats.variants[0];
    const deckId = detail!.decks.items[0]?.id;
    expect(
      variant && deckId && site.doc(`deck_rules/${detail!.rule.id}`),
      'the fixture lacks them',
    ).toBeTruthy();
    routes.push(
      `/decks/${enc(detail!.rule.id)}/variants/${enc(variant!.id)}`,
      `/deck/${enc(deckId!)}`,
      `/rules/stats/${enc(detail!.rule.id)}`,
    );
    for (const url of routes) {
      await page.goto(site.url + url);
      await expectNoHorizontalScroll(page);
    }
    // The weekly chart is drawn for the phone: one chart shown, its axis labels at least 10px tall.
    expect(detail!.stats.weekly.some((week) => week.count > 0)).toBe(true);
    await page.goto(`${site.url}/decks/${enc(detail!.rule.id)}`);
    await expect(page.locator('#weekly svg:visible')).toHaveCount(1);
    const heights = await page
      .locator('#weekly svg:visible text.tick')
      .evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(0);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(10);
  });

  test('an official deck image that loads is shown within the screen', async ({ page, site }) => {
    const deckId = docIds('public_deck_details')[0];
    expect(deckId, 'the fixture lacks it: no deck detail documents').toBeTruthy();
    await page.goto(`${site.url}/`);
    // A 1200x900 png, wider than the phone, drawn by the browser itself.
    const dataUrl = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 900;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#3366cc';
      context.fillRect(0, 0, 1200, 900);
      return canvas.toDataURL('image/png');
    });
    // The official site is the edge of the world: its image is served from here.
    await page.route('https://www.pokemon-card.com/deck/deckView.php/**', (route) =>
      route.fulfill({ contentType: 'image/png', body: Buffer.from(dataUrl.split(',')[1]!, 'base64') }),
    );
    await page.goto(`${site.url}/deck/${enc(deckId!)}`);
    const image = page.locator('img.deck-image');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    const box = (await image.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeCloseTo((box.width * 900) / 1200, 0);
    await expectNoHorizontalScroll(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every matching deck is listed and every sub-rule accordion opens on its own', async ({
    page,
    site,
  }) => {
    const detail = richestDeckType(site);
    expect(
      !detail || !site.doc(`deck_rules/${detail.rule.id}`),
      'the fixture lacks it: no rule statistics documents',
    ).toBe(false);
    await page.goto(`${site.url}/rules/stats/${enc(detail!.rule.id)}`);
    await expect(page.locator('#decks .detail-deck:visible')).toHaveCount(detail!.decks.items.length);
    await expect(page.locator('[data-load-more-button]:visible')).toHaveCount(0);
    const panels = page.locator('[data-exclusive-accordions] > details');
    await expect(panels).not.toHaveCount(0);
    await panels.first().locator('> summary').click();
    await expect(panels.first()).toHaveAttribute('open', '');
  });
});
