// Every element spec public §2 lists for the four detail routes, checked against the numbers of
// the documents the site was built from: /decks/{id}, /decks/{id}/variants/{variantId},
// /deck/{id} and /rules/stats/{id}. (Widgets, not-found texts and matchups: detail.spec.ts and
// detailDeckRules.spec.ts.)

import type { Locator } from '@playwright/test';
import {
  ADOPTION_CATEGORY_LABELS,
  CARD_KIND_LABELS,
  cardKindOf,
  cardKindOrder,
  DISPLAYED_ADOPTION_CATEGORIES,
  EVOLUTION_STAGE_LABELS,
  EVOLUTION_STAGES,
} from '../../engine/cardKinds.ts';
import type { DeckDetail, PokemonStats, VariantDetail } from '../../engine/documents.ts';
import { formatCopies, formatDateTimeJst, formatDelta, formatShare } from '../../engine/format.ts';
import { DECK_TYPE_HP_BANDS, RULE_STATS_HP_BAND_LABELS, RULE_STATS_HP_BANDS } from '../../engine/hpBands.ts';
import { MISSING_VARIANT } from '../../scripts/siteFixture/detailFixtureDocs.ts';
import { ATTACKS_SHOWN } from '../../site/components/detail/DeckCards.tsx';
import { deckTypes, docIds, enc, parseCardStatsRow, parseRuleStats, richestDeckType } from './detailDocs.ts';
import { expect, test } from './fixtures.ts';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The ratio bars of a list, as "label value" pairs. */
async function expectRatios(list: Locator, expected: [string, number][]): Promise<void> {
  const items = list.locator('li');
  await expect(items).toHaveCount(expected.length);
  for (const [index, [label, value]] of expected.entries()) {
    await expect(items.nth(index).locator('.detail-ratio-label')).toHaveText(label);
    await expect(items.nth(index).locator('.detail-ratio-value')).toHaveText(formatShare(value));
  }
}

/** The average copies per category and the Pokémon statistics shared by deck types and sub-rules. */
async function expectPokemonStats(page: import('@playwright/test').Page, stats: PokemonStats): Promise<void> {
  const averages = page.locator('#averages .detail-figure');
  await expect(averages).toHaveCount(DISPLAYED_ADOPTION_CATEGORIES.length);
  for (const [index, category] of DISPLAYED_ADOPTION_CATEGORIES.entries()) {
    await expect(averages.nth(index).locator('dt')).toHaveText(ADOPTION_CATEGORY_LABELS[category]);
    await expect(averages.nth(index).locator('dd')).toHaveText(
      formatCopies(stats.cardTypeAverages[category] ?? 0, 1),
    );
  }
  const lists = page.locator('#pokemon-stats ul.detail-ratios');
  await expectRatios(
    lists.nth(0),
    EVOLUTION_STAGES.map((stage) => [EVOLUTION_STAGE_LABELS[stage], stats.evolutionRatio[stage]]),
  );
  await expectRatios(
    lists.nth(1),
    DECK_TYPE_HP_BANDS.map((band) => [`HP ${band}`, stats.hpRatios[band]]),
  );
  await expect(page.locator('#pokemon-stats .detail-figure dd')).toHaveText(formatShare(stats.abilityRatio));
}

/** The first row of the first category with cards: rate, count, both averages (two decimals). */
async function expectAdoptionRow(page: import('@playwright/test').Page, stats: PokemonStats): Promise<void> {
  const category = DISPLAYED_ADOPTION_CATEGORIES.find((c) => (stats.cardAdoption[c]?.length ?? 0) > 0);
  expect(category, 'the fixture lacks it: adopted cards').toBeTruthy();
  const top = [...stats.cardAdoption[category!]!].sort(
    (a, b) => b.adoptionRate - a.adoptionRate || a.name.localeCompare(b.name, 'ja'),
  )[0]!;
  // The first category with cards starts open.
  const accordion = page.locator(`#adoption-${category}`);
  await expect(accordion).toHaveAttribute('open', '');
  // The first row holds the highest rate (ties: the page's own order); its numbers are this card's.
  await expect(accordion.locator('tbody tr').first().locator('td[data-label="採用率"]')).toContainText(
    formatShare(top.adoptionRate),
  );
  const row = accordion.locator('tbody tr').filter({
    has: page.locator('.detail-card-name', { hasText: new RegExp(`^${escapeRegExp(top.name)}$`) }),
  });
  await expect(row.locator('td[data-label="採用率"]')).toContainText(formatShare(top.adoptionRate));
  await expect(row.locator('td[data-label="採用デッキ"]')).toHaveText(
    `${top.includedDecks}/${top.totalDecks}`,
  );
  await expect(row.locator('td[data-label="平均枚数（採用時）"]')).toHaveText(
    formatCopies(top.avgCopiesIncluding, 2),
  );
  await expect(row.locator('td[data-label="平均枚数（全体）"]')).toHaveText(
    formatCopies(top.avgCopiesOverall, 2),
  );
  const links = row.locator('td[data-label="デッキ"] a[href^="/deck/"]');
  await expect(links).toHaveCount(top.deckIds.length);
  // The decks sit behind a count that opens to the list (rows of ids made adoption rows tall).
  await expect(row.locator('td[data-label="デッキ"] a[href^="/deck/"]:visible')).toHaveCount(0);
  expect(top.deckIds.length).toBeGreaterThan(0);
  await row.locator('td[data-label="デッキ"] summary').click();
  await expect(row.locator('td[data-label="デッキ"] a[href^="/deck/"]:visible')).toHaveCount(
    top.deckIds.length,
  );
}

test('/decks/{id} has every element of the spec: header, averages, Pokémon stats, sub-rules, adoption, weekly trend', async ({
  page,
  site,
}) => {
  const detail = richestDeckType(site);
  expect(detail, 'the fixture lacks it: no deck-type documents').toBeTruthy();
  const { rule, stats } = detail!;
  await page.goto(`${site.url}/decks/${enc(rule.id)}`);
  await expect(page.locator('a.detail-back')).toHaveAttribute('href', '/decks');
  expect(rule.description, 'the fixture lacks it: a description').toBeTruthy();
  await expect(page.locator('.detail-description')).toHaveText(rule.description!);
  await expect(page.locator('.detail-header time')).toHaveAttribute('datetime', detail!.updatedAt!);
  await expect(page.locator('.toc-list a')).toHaveText([
    '概要',
    '標準的な60枚',
    '期間別シェア',
    '判定条件',
    'カテゴリ別平均採用枚数',
    'ポケモン統計',
    ...(stats.variants.length > 0 ? ['サブルール'] : []),
    'カード採用率',
    '週ごとの推移',
    ...((detail!.matchups?.wins ?? 0) + (detail!.matchups?.losses ?? 0) > 0 ? ['対戦成績'] : []),
    '一致するデッキ',
  ]);
  await expectPokemonStats(page, stats);
  for (const variant of stats.variants.filter((v) => v.id !== MISSING_VARIANT.id)) {
    const row = page.locator('#variants tbody tr', {
      has: page.locator(`a[href="/decks/${enc(rule.id)}/variants/${enc(variant.id)}"]`),
    });
    await expect(row).toContainText(String(variant.priority));
    await expect(row).toContainText(formatShare(variant.shareWithinRule));
    await expect(row).toContainText(formatShare(variant.shareOverall));
    await expect(row).toContainText(formatShare(variant.abilityRatio));
  }
  await expectAdoptionRow(page, stats);
  const weeks = [...stats.weekly].reverse();
  expect(weeks.some((week) => week.count > 0)).toBe(true);
  for (const [index, week] of weeks.slice(0, 3).entries()) {
    const row = page.locator('#weekly tbody tr').nth(index);
    await expect(row.locator('th')).toHaveText(week.label);
    await expect(row.locator('td[data-label="件数"]')).toHaveText(String(week.count));
    await expect(row.locator('td[data-label="前週比"]')).toHaveText(formatDelta(week.delta));
    await expect(row.locator('td[data-label="シェア"]')).toContainText(formatShare(week.share));
  }
});

test('/decks/{id} notes when only part of the matching decks is listed', async ({ page, site }) => {
  const detail = deckTypes(site).find((doc) => doc.decks.limited && doc.decks.items.length > 0);
  expect(detail, 'the fixture lacks it: no deck type lists only part of its decks').toBeTruthy();
  await page.goto(`${site.url}/decks/${enc(detail!.rule.id)}`);
  await expect(page.locator('#decks .detail-partial-note')).toHaveText(
    `一部のみ表示しています（全${Math.max(detail!.decks.total, detail!.decks.items.length)}件中、新しい${detail!.decks.items.length}件）`,
  );
  await expect(page.locator('#decks .detail-deck')).toHaveCount(detail!.decks.items.length);
});

test('/decks/{id}/variants/{variantId} has every element of the spec: parent link, averages, Pokémon stats, adoption', async ({
  page,
  site,
}) => {
  const variant = docIds('public/decks/variants')
    .map((id) => site.doc<VariantDetail>(`public/decks/variants/${id}`))
    .filter((doc): doc is VariantDetail => doc !== null)
    .sort((a, b) => b.summary.matchedDecks - a.summary.matchedDecks)[0];
  expect(variant, 'the fixture lacks it: no sub-rule documents').toBeTruthy();
  await page.goto(`${site.url}/decks/${enc(variant!.rule.id)}/variants/${enc(variant!.variant.id)}`);
  await expect(page.locator('a.detail-back')).toHaveAttribute('href', `/decks/${enc(variant!.rule.id)}`);
  expect(variant!.variant.description, 'the fixture lacks it: a description').toBeTruthy();
  await expect(page.locator('.detail-description')).toHaveText(variant!.variant.description!);
  await expect(page.locator('#overview')).toContainText(`${variant!.rule.matchedDecks}件`);
  await expectPokemonStats(page, variant!.stats);
  await expectAdoptionRow(page, variant!.stats);
});

test('/deck/{id} has every element of the spec: times, counts, top cards, rules, cards with two attacks', async ({
  page,
  site,
}) => {
  const decks = docIds('public_deck_details')
    .map((id) => site.doc<DeckDetail>(`public_deck_details/${id}`))
    .filter((doc): doc is DeckDetail => doc !== null);
  // The deck with the most matched rules, preferring one with a card of more than two attacks.
  const deck = decks.sort(
    (a, b) =>
      Number(b.cards.some((c) => c.attacks.length > ATTACKS_SHOWN)) -
        Number(a.cards.some((c) => c.attacks.length > ATTACKS_SHOWN)) ||
      b.matchedRules.length - a.matchedRules.length,
  )[0];
  expect(deck, 'the fixture lacks it: no deck detail documents').toBeTruthy();
  await page.goto(`${site.url}/deck/${enc(deck!.id)}`);
  const facts = page.locator('#overview dl');
  for (const iso of [deck!.createdAt, deck!.updatedAt, deck!.classificationUpdatedAt])
    await expect(facts).toContainText(formatDateTimeJst(iso));
  const groups = page.locator('#composition dd');
  await expect(groups).toHaveText(
    (['pokemon', 'trainer', 'energy', 'other'] as const).map((group) => `${deck!.countsByType[group]}枚`),
  );
  await expect(page.locator('#composition .detail-top-cards li')).toHaveText(
    deck!.topCards.map((card) => `${card.name} ×${card.count}`),
  );
  const rules = [...deck!.matchedRules].sort((a, b) => a.priority - b.priority || a.id.localeCompare(b.id));
  for (const rule of rules) {
    const row = page.locator('#rules tbody tr', {
      has: page.locator(`a[href="/rules/stats/${enc(rule.id)}"]`),
    });
    await expect(row.locator('td[data-label="優先度"]')).toHaveText(String(rule.priority));
    await expect(row.locator('td[data-label="ID"]')).toHaveText(rule.id);
  }
  expect(rules.length, 'the fixture lacks it: a deck matched by rules').toBeGreaterThan(0);
  await expect(page.locator('.detail-rule-ids')).toHaveText(`ルールID: ${rules.map((r) => r.id).join(', ')}`);
  // One row a card in the decklist table: `×count name` heads it, its ability and first two
  // attacks are the lines of its text cell.
  const rows = await page.locator('#decklist tbody tr:not(.g)').evaluateAll((trs) =>
    trs.map((tr) => ({
      head: (tr.querySelector('th')?.textContent ?? '').replace(/ACE SPEC$/, ''),
      lines: ((tr.querySelector('td') as HTMLElement | null)?.innerText ?? '').split('\n'),
    })),
  );
  expect(rows).toHaveLength(deck!.cards.length);
  for (const card of deck!.cards) {
    const row = rows.find((r) => r.head === `×${card.count} ${card.name}`);
    expect(row, card.name).toBeTruthy();
    const attackLines = row!.lines.filter((line) => !line.startsWith('［特性］'));
    const shown = card.attacks.slice(0, ATTACKS_SHOWN);
    // Each shown attack names itself and its damage; a third is not shown.
    for (const attack of shown) {
      expect(
        attackLines.some((line) => line.startsWith(attack.name || '-') && line.includes(attack.damage ?? '')),
        `${card.name}: ${attack.name}`,
      ).toBe(true);
    }
    for (const attack of card.attacks.slice(ATTACKS_SHOWN)) {
      expect(attackLines.some((line) => line.startsWith(`${attack.name}［`))).toBe(false);
    }
    if (card.abilityName) expect(row!.lines.join('\n')).toContain(`［特性］${card.abilityName}`);
  }
});

test('/rules/stats/{id} has every element of the spec: contents, averages in 枚, ratios, cards grouped by kind', async ({
  page,
  site,
}) => {
  const rule = docIds('deck_rules')
    .map((id) => parseRuleStats(id, site.doc(`deck_rules/${id}`)))
    .filter((stats) => stats !== null && !stats.parent_rule_id)
    .sort((a, b) => b!.stats_total_decks - a!.stats_total_decks)[0];
  expect(rule, 'the fixture lacks it: no rule statistics documents').toBeTruthy();
  const cardDir = `deck_rules/${rule!.id}/card_stats`;
  const rows = docIds(cardDir)
    .map((rowId) => parseCardStatsRow(site.doc(`${cardDir}/${rowId}`)))
    .filter((row) => row !== null);
  await page.goto(`${site.url}/rules/stats/${enc(rule!.id)}`);
  const toc = await page.locator('.toc-list a').allTextContents();
  expect(toc.slice(0, 5)).toEqual([
    '概要',
    '種類別平均枚数',
    '進化段階の比率',
    'HP帯の比率',
    '特性持ちの比率',
  ]);
  expect(toc).toContain('カード採用率');
  expect(toc.at(-1)).toBe('一致するデッキ');
  const counts = rule!.stats_avg_card_counts;
  await expect(page.locator('#averages .detail-figure dd')).toHaveText(
    [counts.pokemon, counts.trainer, counts.energy].map((value) => formatCopies(value, 1)),
  );
  await expect(page.locator('#averages')).toContainText('枚');
  await expectRatios(
    page.locator('#evolution ul.detail-ratios'),
    EVOLUTION_STAGES.map((stage) => [EVOLUTION_STAGE_LABELS[stage], rule!.stats_pokemon_evo_ratio[stage]]),
  );
  await expectRatios(
    page.locator('#hp ul.detail-ratios'),
    RULE_STATS_HP_BANDS.map((band) => [
      `HP ${RULE_STATS_HP_BAND_LABELS[band]}`,
      rule!.stats_pokemon_hp_ratio[band],
    ]),
  );
  await expect(page.locator('#ability .detail-figure dd')).toHaveText(
    formatShare(rule!.stats_pokemon_ability_ratio),
  );
  const kinds = [...new Set(rows.map((row) => cardKindOf(row!.card_type, row!.name)))].sort(
    (a, b) => cardKindOrder(a) - cardKindOrder(b),
  );
  await expect(page.locator('#cards .detail-group-row th')).toHaveText(
    kinds.map(
      (kind) =>
        `${CARD_KIND_LABELS[kind]}（${rows.filter((row) => cardKindOf(row!.card_type, row!.name) === kind).length}種）`,
    ),
  );
  const top = rows
    .filter((row) => cardKindOf(row!.card_type, row!.name) === kinds[0])
    .sort((a, b) => b!.adoption_rate - a!.adoption_rate || a!.name.localeCompare(b!.name, 'ja'))[0];
  expect(top, 'the fixture lacks it: card statistics').toBeTruthy();
  const first = page.locator('#cards tbody').first().locator('tr:not(.detail-group-row)').first();
  await expect(first.locator('.detail-card-name')).toHaveText(top!.name);
  await expect(first).toContainText(formatShare(top!.adoption_rate));
  await expect(first).toContainText(formatCopies(top!.avg_copies_including, 2));
});
