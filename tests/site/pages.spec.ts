// The list pages show the numbers of the documents they were built from.

import type { PublicWindow } from '../../engine/documentSchemas/windowDocs.ts';
import type {
  PublicDecks,
  PublicEventDetail,
  PublicEvents,
  PublicHome,
  PublicMatchups,
} from '../../engine/documents.ts';
import { formatDateTimeJst, formatShare } from '../../engine/format.ts';
import { expect, expectOnlyLocalRequests, test } from './fixtures.ts';

test('/ shows the counters, recent events, share ranking and recent decks of public/home', async ({
  page,
  site,
  externalRequests,
}) => {
  const home = site.doc<PublicHome>('public/home')!;
  await page.goto(site.url);
  const counters = page.locator('.counters');
  for (const value of [home.counts.cards, home.counts.decks, home.counts.events]) {
    await expect(counters).toContainText(value.toLocaleString('ja-JP'));
  }
  // The shares are over classified decks: the counters and the ranking say how many.
  const classified = site.doc<PublicDecks>('public/decks')!.index.totalMatchedDecks;
  expect(classified).toBeLessThan(home.counts.decks);
  await expect(counters.locator('div', { hasText: '分類済みデッキ' }).locator('dd')).toHaveText(
    classified.toLocaleString('ja-JP'),
  );
  // The ranking is over the default window (直近4週): the page says so and over how many decks.
  const window = site.doc<PublicWindow>('public_windows/4w')!;
  await expect(page.getByTestId('window-summary')).toContainText('集計期間: 直近4週');
  await expect(page.getByTestId('window-matched')).toHaveText(window.matchedDecks.toLocaleString('ja-JP'));
  const events = page.locator('#recent-events + * tbody tr');
  await expect(events).toHaveCount(home.recentEvents.length);
  expect(home.recentEvents.length, 'the fixture lacks it: recent events').toBeGreaterThan(0);
  await expect(events.first().getByRole('link')).toHaveAttribute(
    'href',
    `/events/${encodeURIComponent(home.recentEvents[0]!.id)}`,
  );
  const ranking = page.locator('#ranking + * tbody tr');
  const ranked = window.rows.filter((row) => row.count > 0);
  await expect(ranking).toHaveCount(ranked.length);
  for (const [i, rule] of ranked.slice(0, 5).entries()) {
    const row = ranking.nth(i);
    await expect(row.getByRole('link')).toHaveText(rule.name);
    await expect(row.getByRole('link')).toHaveAttribute('href', `/decks/${encodeURIComponent(rule.id)}`);
    await expect(row).toContainText(String(rule.count));
    await expect(row).toContainText(formatShare(rule.share));
  }
  const decks = page.locator('#recent-decks + * tbody tr');
  await expect(decks).toHaveCount(home.recentDecks.length);
  // The main rule reads as the rule's name and links to its deck type; a deck with none is 未分類.
  const rows = [...home.recentDecks.entries()].map(([i, deck]) => ({
    deck,
    cell: decks.nth(i).locator('td').nth(1),
  }));
  const unclassified = rows.filter(({ deck }) => deck.primaryRule === null);
  expect(unclassified.length, 'the fixture lacks it: a recent unclassified deck').toBeGreaterThan(0);
  expect(unclassified.length).toBeLessThan(rows.length);
  for (const { cell } of unclassified) await expect(cell).toHaveText('未分類');
  for (const { deck, cell } of rows.filter((row) => !unclassified.includes(row))) {
    await expect(cell.getByRole('link')).toHaveText(deck.ruleNames[0]!);
    await expect(cell.getByRole('link')).toHaveAttribute(
      'href',
      `/decks/${encodeURIComponent(deck.primaryRule!)}`,
    );
  }
  expectOnlyLocalRequests(externalRequests);
});

test('/events shows a table on desktop and cards on a phone', async ({ page, site }) => {
  const events = site.doc<PublicEvents>('public/events')!;
  expect(events.items.length === 0, 'the fixture lacks it: no events in the documents').toBe(false);
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto(`${site.url}/events`);
  await expect(page.locator('.event-table tbody tr')).toHaveCount(events.items.length);
  await expect(page.locator('.event-table')).toBeVisible();
  await expect(page.locator('.event-cards')).toBeHidden();
  const first = events.items[0]!;
  await expect(page.locator('.event-table tbody tr').first()).toContainText(first.title);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('.event-cards')).toBeVisible();
  await expect(page.locator('.event-table')).toBeHidden();
  await expect(page.locator('.event-cards .card')).toHaveCount(events.items.length);
  await expect(page.locator('.event-cards .card').first()).toContainText(first.title);
});

test('/events/{id} shows the results with links to deck types and decks', async ({ page, site }) => {
  const events = site.doc<PublicEvents>('public/events')!;
  const withResults = events.items
    .map((item) => site.doc<PublicEventDetail>(`public_events/${item.id}`))
    .find((detail) => detail && detail.results.length > 0);
  expect(withResults, 'the fixture lacks it: no event with results in the documents').toBeTruthy();
  const event = withResults!;
  await page.goto(`${site.url}/events/${encodeURIComponent(event.id)}`);
  await expect(page.locator('h1')).toHaveText(event.title);
  const rows = page.locator('.results-table tbody tr');
  await expect(rows).toHaveCount(event.results.length);
  const attributed = event.results.find((result) => result.ruleId);
  const withDeck = event.results.find((result) => result.deckId);
  expect(attributed && withDeck, 'the fixture lacks them: results with a deck type and a deck').toBeTruthy();
  await expect(
    page.locator(`a[href="/decks/${encodeURIComponent(attributed!.ruleId!)}"]`).first(),
  ).toBeVisible();
  await expect(
    page.locator(`a[href="/deck/${encodeURIComponent(withDeck!.deckId!)}"]`).first(),
  ).toBeVisible();
});

test('/events/{id} of an event without results says so', async ({ page, site }) => {
  const events = site.doc<PublicEvents>('public/events')!;
  const empty = events.items.find(
    (item) => site.doc<PublicEventDetail>(`public_events/${item.id}`)?.results.length === 0,
  );
  expect(empty, 'the fixture lacks it: every event has results').toBeTruthy();
  await page.goto(`${site.url}/events/${encodeURIComponent(empty!.id)}`);
  // One message: the event's own note when it has one, else the spec's text.
  const notes = site.doc<PublicEventDetail>(`public_events/${empty!.id}`)!.notes;
  await expect(page.locator('.empty-state')).toHaveText(notes || '結果の登録がありません');
});

test('/events/{unknown id} is a 404 that says the event was not found', async ({ page, site }) => {
  const response = await page.goto(`${site.url}/events/no-such-event-000`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1:visible')).toHaveText('イベントが見つかりませんでした');
});

test('/decks shows the totals and one row per deck type in rank order', async ({ page, site }) => {
  const { index } = site.doc<PublicDecks>('public/decks')!;
  // Every number is of the page's window (直近4週 by default), totals included, not of all time.
  const window = site.doc<PublicWindow>('public_windows/4w')!;
  expect(window.totalDecks, 'the fixture lacks it: decks outside 直近4週').toBeLessThan(index.totalDecks);
  await page.goto(`${site.url}/decks`);
  await expect(page.getByTestId('total-decks')).toHaveText(window.totalDecks.toLocaleString('ja-JP'));
  await expect(page.getByTestId('unclassified')).toContainText(
    window.unclassifiedDecks.toLocaleString('ja-JP'),
  );
  await expect(page.getByTestId('unclassified')).toContainText(
    formatShare(window.unclassifiedDecks / window.totalDecks),
  );
  const rows = page.locator('table.sortable tbody tr');
  await expect(rows).toHaveCount(index.order.length);
  // Ranked by the default window, whose share the row shows beside the all-period one.
  const first = index.rowsById[window.rows[0]!.id]!;
  await expect(rows.first()).toContainText(first.name);
  await expect(rows.first().getByTestId('window-share')).toContainText(formatShare(window.rows[0]!.share));
  await expect(rows.first()).toContainText(formatShare(first.total.share));
  await expect(rows.first()).toContainText(`${first.total.matchedDecks}デッキ`);
  const lastWeek = index.weeks.at(-1);
  const entry = lastWeek && first.weekly.find((week) => week.key === lastWeek.key);
  expect(entry, "the fixture lacks it: the top type's last week").toBeTruthy();
  await expect(rows.first().locator('td.week-latest')).toContainText(formatShare(entry!.share));
  await expect(rows.first().locator('td.week-latest')).toContainText(
    `${entry!.count}/${lastWeek!.matchedDecks}`,
  );
});

test('/decks re-sorts by a header click and flips direction on a second click', async ({ page, site }) => {
  const { index } = site.doc<PublicDecks>('public/decks')!;
  expect(index.order.length < 2, 'the fixture lacks it: fewer than two deck types').toBe(false);
  await page.goto(`${site.url}/decks`);
  const names = () => page.locator('table.sortable tbody tr td:nth-child(2) a').allTextContents();
  const sortedNames = index.order.map((id) => index.rowsById[id]!.name).sort(new Intl.Collator('ja').compare);
  const nameHeader = page.locator('button[data-sort-column="name"]');
  await nameHeader.click();
  expect(await names()).toEqual(sortedNames);
  await expect(page.locator('th:has(button[data-sort-column="name"])')).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await nameHeader.press('Enter');
  expect(await names()).toEqual([...sortedNames].reverse());
  await expect(page.locator('th:has(button[data-sort-column="name"])')).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await page.locator('button[data-sort-column="rank"]').click();
  const ranks = await page.locator('table.sortable tbody tr td:first-child').allTextContents();
  expect(ranks.map(Number)).toEqual([...ranks.map(Number)].sort((a, b) => a - b));
});

test('/matchups shows marks, scores and tooltips, with a dash on the diagonal', async ({ page, site }) => {
  const matchups = site.doc<PublicMatchups>('public_window_matchups/4w')!;
  expect(matchups.rows.length === 0, 'the fixture lacks it: no matchup data').toBe(false);
  await page.goto(`${site.url}/matchups`);
  await expect(page.locator('.lead')).toContainText('1位と2位');
  const rows = page.locator('.matchup-grid tbody tr');
  await expect(rows).toHaveCount(matchups.rows.length);
  await expect(page.locator('.matchup-grid td.self')).toHaveCount(matchups.rows.length);
  const row = matchups.rows.find((r) => r.opponents.some((o) => o.wins + o.losses > 0))!;
  const opponent = row.opponents.find((o) => o.wins + o.losses > 0)!;
  const mark = opponent.wins > opponent.losses ? '○' : opponent.wins === opponent.losses ? '△' : '×';
  const cell = page.locator(`.matchup-grid td[title^="${row.ruleName} vs ${opponent.ruleName}:"]`);
  await expect(cell).toHaveCount(1);
  await expect(cell.locator('.mark')).toHaveText(mark);
  await expect(cell.locator('.score')).toHaveText(`${opponent.wins}-${opponent.losses}`);
  await expect(cell).toHaveAttribute('title', new RegExp(`${opponent.wins}勝${opponent.losses}敗`));
  await expect(cell.locator('.sr-only')).toContainText(`${opponent.wins}勝${opponent.losses}敗`);
  const top = sortedRows(matchups)[0]!;
  const record = rows.first().getByTestId('row-record');
  await expect(record).toContainText(`${top.wins}-${top.losses}`);
  // On the list page the 95% interval is in the tooltip, not beside the rate.
  await expect(record).toContainText(formatShare(top.winRate!));
  await expect(record.locator('.share-value')).toHaveAttribute(
    'title',
    `95%信頼区間 ${formatShare(top.winRateInterval![0])}〜${formatShare(top.winRateInterval![1])}`,
  );
  const thinCells = matchups.rows.flatMap((r) => r.opponents.filter((o) => o.thin && o.wins + o.losses > 0));
  await expect(page.locator('.matchup-grid td.cell.thin')).toHaveCount(thinCells.length);
});

/** The grid's row order: games played descending, then win rate descending (spec §2). */
function sortedRows(matchups: PublicMatchups): PublicMatchups['rows'] {
  return [...matchups.rows].sort(
    (a, b) =>
      b.games - a.games ||
      (b.winRate ?? -1) - (a.winRate ?? -1) ||
      a.ruleName.localeCompare(b.ruleName, 'ja'),
  );
}

// The ids' encoding against the server's file names: over HTTP, as the browser asks for them.
test('every deck-type link of the ranking opens its page (ids with Japanese, spaces, brackets)', async ({
  request,
  site,
}) => {
  const home = site.doc<PublicHome>('public/home')!;
  for (const rule of home.ruleRanking.slice(0, 10)) {
    const response = await request.get(`${site.url}/decks/${encodeURIComponent(rule.id)}`);
    expect(response.status(), rule.id).toBe(200);
  }
});

test('the update time says how long ago within 30 days, and only the date after that', async ({
  page,
  site,
}) => {
  const home = site.doc<PublicHome>('public/home')!;
  const updated = Date.parse(home.updatedAt);
  await page.clock.setFixedTime(new Date(updated + 3 * 3_600_000));
  await page.goto(site.url);
  await expect(page.locator('.relative-time').first()).toHaveText('（3時間前）');
  await page.clock.setFixedTime(new Date(updated + 31 * 86_400_000));
  await page.reload();
  await expect(page.locator('.updated-at').first()).toContainText(formatDateTimeJst(home.updatedAt));
  await expect(page.locator('.relative-time').first()).toHaveText('');
});
