// Settings, data sync, the deck job queue and export against the emulators (spec admin §2, §5).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { JOBS } from '../../site/admin/texts/deckJobs.ts';
import { EXPORT } from '../../site/admin/texts/export.ts';
import { SETTINGS } from '../../site/admin/texts/settings.ts';
import { SYNC } from '../../site/admin/texts/sync.ts';
import { admin, closeAdmin, requireEmulators, signInAsAdmin } from './emulators.ts';

test.describe('forms', () => {
  test.beforeEach(requireEmulators);
  test.afterAll(closeAdmin);

  test('settings: an invalid eventOffset, then a save and its audit entry', async ({ page }) => {
    await signInAsAdmin(page, '/system/admin/settings');
    const input = page.getByLabel(SETTINGS.eventOffsetLabel);
    await expect(input).not.toHaveValue('');
    for (const bad of ['10001', '-1', '2.5']) {
      await input.fill(bad);
      await page.getByRole('button', { name: SETTINGS.save, exact: true }).click();
      await expect(page.getByText(SETTINGS.invalid)).toBeVisible();
    }
    const value = 1000 + Math.floor(Math.random() * 9000);
    await input.fill(String(value));
    await page.getByRole('button', { name: SETTINGS.save, exact: true }).click();
    await expect(page.getByText(SETTINGS.saved)).toBeVisible();
    const { db } = admin();
    expect((await db.doc('settings/current').get()).get('eventOffset')).toBe(value);
    const audit = await db.collection('settings_audit').get();
    const entry = audit.docs.map((d) => d.data()).find((d) => d.newEventOffset === value);
    expect(entry).toBeDefined();
    expect(entry?.updatedByEmail).toMatch(/@example\.com$/);
  });

  test('event sync: offset and limit at their limits', async ({ page }) => {
    await signInAsAdmin(page, '/system/admin/sync');
    const offset = page.getByLabel(SYNC.offset);
    const limit = page.getByLabel(SYNC.limit);
    const run = page.getByRole('button', { name: SYNC.run, exact: true });
    await expect(run).toBeEnabled();
    for (const [o, l, ok] of [
      ['0', '1', true],
      ['0', '100', true],
      ['0', '101', false],
      ['0', '0', false],
      ['-1', '50', false],
    ] as const) {
      await offset.fill(o);
      await limit.fill(l);
      await expect(run).toBeEnabled({ enabled: ok });
      await expect(page.getByText(SYNC.rangeInvalid)).toHaveCount(ok ? 0 : 1);
    }
    // The deck lookup refuses a malformed ID and opens a valid one.
    const lookup = page.getByRole('textbox', { name: SYNC.lookup });
    await lookup.fill('ABCDEF-GHIJKL');
    await lookup.press('Enter');
    await expect(page.getByText(SYNC.invalidId)).toBeVisible();
    await lookup.fill('0UE5jQ-5reiCs-FjhJ4Y');
    await lookup.press('Enter');
    await expect(page).toHaveURL(/\/system\/admin\/decks\/0UE5jQ-5reiCs-FjhJ4Y$/);
  });

  test('stale-lock release: minutes 5..1440, count 1..200, non-numeric resets', async ({ page }) => {
    await signInAsAdmin(page, '/system/admin/deck-jobs');
    const minutes = page.getByLabel(JOBS.minutes);
    const limit = page.getByLabel(JOBS.limit);
    const release = page.getByRole('button', { name: JOBS.release, exact: true });
    await expect(minutes).toHaveValue('30');
    await expect(limit).toHaveValue('50');
    for (const [m, l, minutesOk, limitOk] of [
      ['4', '50', false, true],
      ['1441', '50', false, true],
      ['5', '0', true, false],
      ['1440', '201', true, false],
      ['4.9', '200', false, true],
      ['5.9', '1', true, true],
    ] as const) {
      await minutes.fill(m);
      await limit.fill(l);
      await expect(page.getByText(JOBS.minutesInvalid)).toHaveCount(minutesOk ? 0 : 1);
      await expect(page.getByText(JOBS.limitInvalid)).toHaveCount(limitOk ? 0 : 1);
      await expect(release).toBeEnabled({ enabled: minutesOk && limitOk });
    }
    await minutes.fill('abc');
    await minutes.blur();
    await expect(minutes).toHaveValue('30');
    await release.click();
    await expect(page.getByText(new RegExp(`${JOBS.noneMatched}|待機中に戻しました`))).toBeVisible();
  });

  test('export downloads the rules as JSON', async ({ page }) => {
    await signInAsAdmin(page, '/system/admin/export');
    const card = page.getByRole('region', { name: EXPORT.rulesTitle });
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: EXPORT.download }).click();
    const file = await (await download).path();
    const rules = JSON.parse(readFileSync(file, 'utf8')) as { id: string }[];
    expect(rules.map((r) => r.id)).toContain('ドラパルトex');
  });
});
