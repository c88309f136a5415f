// The time windows in the back office, in Chromium against the emulators at 1366 and 390 px: the
// dashboard's ranking and the rule list's share read the published public_windows/{key} documents
// (here the golden aggregation's, with its weekly summary, written to the emulator and removed
// afterwards), 直近4週 first; the switch changes the URL (?window=KEY) and the numbers, and a reload
// keeps the window.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { formatShare } from '../../engine/format.ts';
import { WINDOW_KEYS, WINDOW_LABELS, type WindowKey } from '../../engine/windows.ts';
import { DASHBOARD } from '../../site/admin/texts/dashboard.ts';
import { RULES, WEEKLY } from '../../site/admin/texts/rules.ts';
import { SETTINGS } from '../../site/admin/texts/settings.ts';
import { WINDOW_VIEW } from '../../site/admin/texts/windows.ts';
import { admin, closeAdmin, requireEmulators, signInAsAdmin, watchErrors } from './emulators.ts';

interface GoldenWindow {
  key: WindowKey;
  label: string;
  matchedDecks: number;
  totalDecks: number;
  thin: boolean;
  rows: { id: string; name: string; share: number; count: number }[];
}

const golden = (key: WindowKey): GoldenWindow =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../golden/aggregate/public_windows/${key}.json`), 'utf8'),
  );
/** The same aggregation's weekly summary: the ranking's this-week figures come from it. */
const SUMMARY = 'public_decks/weekly_summary';
const WEEKLY_SUMMARY = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../golden/aggregate/public_decks/weekly_summary.json'),
    'utf8',
  ),
) as { weeks: { matchedDecks: number; ruleCounts: Record<string, number> }[] };
const WINDOWS = Object.fromEntries(WINDOW_KEYS.map((key) => [key, golden(key)])) as Record<
  WindowKey,
  GoldenWindow
>;

async function expectRanking(page: Page, key: WindowKey): Promise<void> {
  const card = page.getByRole('region', { name: DASHBOARD.ranking });
  const window = WINDOWS[key];
  await expect(card.getByTestId('admin-window-summary')).toHaveText(
    WINDOW_VIEW.summary(window.label, window.matchedDecks, window.totalDecks),
  );
  await expect(card.getByRole('link', { name: WINDOW_LABELS[key], exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  if (window.thin) {
    // Too few decks to rank: it says so and the all-time ranking shows, as on the public site.
    await expect(card.getByTestId('admin-window-thin')).toHaveCount(1);
    await expect(card.locator('[data-window] table')).toHaveCount(0);
    await expect(card.locator('tbody tr').first()).toBeVisible();
    return;
  }
  await expect(card.getByTestId('admin-window-thin')).toHaveCount(0);
  await expect(card.locator(`[data-window="${key}"] table`)).toBeVisible();
  const rows = card.locator('tbody tr');
  const top = window.rows.slice(0, 10);
  await expect(rows).toHaveCount(top.length);
  expect(await rows.locator('[data-rule-name]').allTextContents()).toEqual(top.map((row) => row.name));
  expect(await rows.locator('[data-share]').allTextContents()).toEqual(
    top.map((row) => formatShare(row.share)),
  );
  // Each ranked rule also shows its all-time share (the 全期間 window) and this week's figures.
  const allTime = new Map(WINDOWS.all.rows.map((row) => [row.id, row.share]));
  await expect(rows.locator('[data-all-time-share]')).toHaveText(
    top.map((row) => formatShare(allTime.get(row.id) ?? null)),
  );
  const thisWeek = WEEKLY_SUMMARY.weeks.at(-1)!;
  await expect(rows.locator('[data-weekly="current"]')).toContainText(
    top.map((row) => {
      const count = thisWeek.ruleCounts[row.id] ?? 0;
      return `${WEEKLY.count(count)} ${formatShare(count / thisWeek.matchedDecks)}`;
    }),
  );
}

for (const width of [1366, 390]) {
  test.describe(`time windows in the back office at ${width} px`, () => {
    test.describe.configure({ mode: 'serial' });
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(requireEmulators);
    let before: Map<WindowKey, FirebaseFirestore.DocumentData | undefined>;
    let summaryBefore: FirebaseFirestore.DocumentData | undefined;

    test.beforeAll(async () => {
      if (process.env.TCG_ADMIN_EMULATORS_UP !== '1') return;
      const { db } = admin();
      before = new Map();
      for (const key of WINDOW_KEYS) {
        const ref = db.doc(`public_windows/${key}`);
        before.set(key, (await ref.get()).data());
        await ref.set(WINDOWS[key]);
      }
      summaryBefore = (await db.doc(SUMMARY).get()).data();
      await db.doc(SUMMARY).set(WEEKLY_SUMMARY);
    });

    test.afterAll(async () => {
      if (process.env.TCG_ADMIN_EMULATORS_UP === '1') {
        const { db } = admin();
        for (const [key, data] of before) {
          const ref = db.doc(`public_windows/${key}`);
          if (data) await ref.set(data);
          else await ref.delete();
        }
        await (summaryBefore ? db.doc(SUMMARY).set(summaryBefore) : db.doc(SUMMARY).delete());
      }
      await closeAdmin();
    });

    test('the dashboard ranks over 直近4週 first, and the switch changes the URL and the numbers', async ({
      page,
    }) => {
      test.setTimeout(480_000);
      const errors = watchErrors(page);
      await signInAsAdmin(page);
      await expectRanking(page, '4w');
      const card = page.getByRole('region', { name: DASHBOARD.ranking });
      for (const key of ['all', '1w'] as const) {
        await card.getByRole('link', { name: WINDOW_LABELS[key], exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/system/admin\\?window=${key}$`));
        await expectRanking(page, key);
      }
      // The all-time and the recent rankings differ in this corpus, and a reload keeps the window.
      expect(WINDOWS.all.rows.slice(0, 4).map((r) => r.id)).not.toEqual(
        WINDOWS['4w'].rows.slice(0, 4).map((r) => r.id),
      );
      await page.reload();
      await expectRanking(page, '1w');
      // The page never scrolls sideways; the table scrolls inside its wrapper.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    });

    test("the rule list's share column follows the window", async ({ page }) => {
      test.setTimeout(480_000);
      const errors = watchErrors(page);
      await signInAsAdmin(page, '/system/admin/rules');
      const list = page.locator('#section-rule-list');
      const shareOf = (id: string) => list.locator(`tr[data-rule-id="${id}"] [data-share]`);
      const header = (label: string) =>
        list.getByRole('columnheader', { name: `${RULES.colShare}（${label}）` });
      await expect(header(WINDOW_LABELS['4w'])).toBeVisible();
      for (const key of ['4w', 'all', '1w'] as const) {
        if (key !== '4w') {
          await list.getByRole('link', { name: WINDOW_LABELS[key], exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`/system/admin/rules\\?window=${key}$`));
          await expect(header(WINDOW_LABELS[key])).toBeVisible();
        }
        for (const row of WINDOWS[key].rows.slice(0, 5))
          await expect(shareOf(row.id)).toHaveText(formatShare(row.share));
      }
      expect(errors).toEqual([]);
    });
  });
}

test.describe('the 現環境 setting', () => {
  test.beforeEach(requireEmulators);
  test.afterAll(closeAdmin);

  test('saves a start date with its audit entry, refuses a date that is not one, and clears it', async ({
    page,
  }) => {
    const { db } = admin();
    const ref = db.doc('settings/current');
    const stored = (await ref.get()).data();
    try {
      await signInAsAdmin(page, '/system/admin/settings');
      const input = page.getByLabel(SETTINGS.currentSinceLabel);
      await expect(page.getByLabel(SETTINGS.eventOffsetLabel)).not.toHaveValue('');
      const save = page.getByRole('button', { name: SETTINGS.save, exact: true });
      for (const bad of ['2026-02-30', '2026/03/01', 'M4']) {
        await input.fill(bad);
        await save.click();
        await expect(page.getByText(SETTINGS.currentSinceInvalid)).toBeVisible();
      }
      await input.fill('2026-03-01');
      await save.click();
      await expect(page.getByText(SETTINGS.saved)).toBeVisible();
      expect((await ref.get()).get('currentSince')).toBe('2026-03-01');
      const audit = await db.collection('settings_audit').where('newCurrentSince', '==', '2026-03-01').get();
      expect(audit.size).toBeGreaterThan(0);
      // The settings are read through the one-hour client cache: once it holds the saved value,
      // a reload shows it.
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('tcg-admin-cache') ?? ''))
        .toContain('"currentSince":"2026-03-01"');
      await page.reload();
      await expect(page.getByLabel(SETTINGS.currentSinceLabel)).toHaveValue('2026-03-01');
      await page.getByLabel(SETTINGS.currentSinceLabel).fill('');
      await page.getByRole('button', { name: SETTINGS.save, exact: true }).click();
      await expect(page.getByText(SETTINGS.saved)).toBeVisible();
      expect((await ref.get()).get('currentSince')).toBeNull();
    } finally {
      if (stored) await ref.set(stored);
    }
  });
});
