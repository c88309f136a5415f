// The dashboard against the emulators: the top-10 ranks rules, never the sub-rules' statistics
// documents that share deck_rules, and every link on the dashboard opens its screen; the deck
// queue card shows the last run and the jobs done in the last 24 hours; a server error reads as
// its Japanese message, without the web SDK's ` [409]`.
import { expect, type Page, test } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { DASHBOARD } from '../../site/admin/texts/dashboard.ts';
import { JOBS } from '../../site/admin/texts/deckJobs.ts';
import { EDITOR } from '../../site/admin/texts/ruleEditor.ts';
import { RULES } from '../../site/admin/texts/rules.ts';
import { admin, closeAdmin, requireEmulators, settled, signInAsAdmin, watchErrors } from './emulators.ts';

/** A sub-rule's statistics document as the aggregation publishes it, ranked above every rule. */
const SUB_RULE_DOC = 'ドラパルトex__dusknoir';
/** Rules given statistics here when they have none (the sample has none until a rebuild). */
const RANKED = ['ドラパルトex', 'メガリザードンXex'];

const LAST_RUN = {
  lastRunAt: new Date('2026-05-01T03:30:00Z'),
  finishedAt: new Date('2026-05-01T03:33:00Z'),
  leased: 9,
  done: 7,
  fetched: 6,
  alreadyStored: 1,
  retried: 1,
  failed: 1,
  left: 4,
  stoppedBy: 'batch',
};

/** The screen a dashboard link leads to has opened: its heading, and no error in the main area. */
async function expectOpened(page: Page, href: string): Promise<void> {
  const main = page.locator('.admin-main');
  await expect(main.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(main.getByRole('alert'), href).toHaveCount(0);
}

test.describe('dashboard', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(requireEmulators);
  const added: string[] = [];

  test.beforeAll(async () => {
    if (process.env.TCG_ADMIN_EMULATORS_UP !== '1') return;
    const { db } = admin();
    await db.doc(`deck_rules/${SUB_RULE_DOC}`).set({
      name: 'ヨノワール型',
      parent_rule_id: 'ドラパルトex',
      stats_total_decks: 1_000_000,
    });
    for (const [i, id] of RANKED.entries()) {
      const rule = await db.doc(`deck_rules/${id}`).get();
      if (rule.get('stats_total_decks') !== undefined) continue;
      await rule.ref.update({ stats_total_decks: 1000 - i });
      added.push(id);
    }
    await db.doc('admin_cache/cron_status').set({ deckQueue: LAST_RUN }, { merge: true });
  });

  test.afterAll(async () => {
    if (process.env.TCG_ADMIN_EMULATORS_UP === '1') {
      const { db } = admin();
      await db.doc(`deck_rules/${SUB_RULE_DOC}`).delete();
      for (const id of added)
        await db.doc(`deck_rules/${id}`).update({ stats_total_decks: FieldValue.delete() });
    }
    await closeAdmin();
  });

  test('the top-10 ranks rules only, and every link on the dashboard opens', async ({ page }) => {
    test.setTimeout(480_000);
    const errors = watchErrors(page);
    await signInAsAdmin(page);
    const ranking = page.getByRole('region', { name: DASHBOARD.ranking }).locator('tbody tr');
    await expect(ranking.first()).toBeVisible();
    const names = await ranking.locator('td:nth-child(2)').allTextContents();
    // The sub-rule's document has the most decks of all: ranked, it would come first.
    expect(names).not.toContain('ヨノワール型');
    expect(names).toEqual(expect.arrayContaining(RANKED));
    const ranked = (await admin().db.collection('deck_rules').orderBy('stats_total_decks', 'desc').get()).docs
      .filter((doc) => !doc.get('parent_rule_id'))
      .slice(0, 10)
      .map((doc) => doc.get('name'));
    expect(names).toEqual(ranked);

    const links = page.locator('.admin-main a[href^="/system/admin"]');
    const hrefs = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))];
    expect(hrefs.some((href) => href.includes('__'))).toBe(false);
    expect(hrefs.filter((href) => href.startsWith('/system/admin/rules/')).length).toBe(names.length);
    for (const href of hrefs) {
      await settled(page);
      await page.locator(`.admin-main a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(
        (url) => decodeURI(url.pathname + url.search + url.hash) === decodeURI(href),
      );
      await expectOpened(page, href);
      if (href.startsWith('/system/admin/rules/')) {
        const id = decodeURIComponent(href.slice('/system/admin/rules/'.length));
        await expect(page.locator('.admin-main h1').first()).toHaveText(`${EDITOR.editTitle}: ${id}`);
      }
      await page.goBack();
      await expect(page.getByRole('heading', { name: DASHBOARD.title })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('the deck queue card shows the last run, the jobs waiting and those done in 24 hours', async ({
    page,
  }) => {
    const { db } = admin();
    const jobs = db.collection('deck_jobs');
    await signInAsAdmin(page);
    const card = page.getByTestId('deck-queue');
    await expect(card).toBeVisible();
    const since = Timestamp.fromMillis(Date.now() - 24 * 3_600_000);
    const [done, pending] = await Promise.all([
      jobs.where('status', '==', 'done').where('updatedAt', '>=', since).count().get(),
      jobs.where('status', '==', 'pending').count().get(),
    ]);
    await expect(card.getByTestId('queue-done-24h').locator('.stat-value')).toHaveText(
      done.data().count.toLocaleString('ja-JP'),
    );
    await expect(card.getByTestId('queue-pending').locator('.stat-value')).toHaveText(
      pending.data().count.toLocaleString('ja-JP'),
    );
    const last = card.getByTestId('queue-last-run');
    await expect(last).toContainText(DASHBOARD.queueRunCounts(7, 1, 1, 4));
    await expect(last).toContainText(DASHBOARD.queueStoppedBy.batch);
    await expect(last).toContainText('2026');
    await page.getByRole('link', { name: DASHBOARD.queueLink }).click();
    await expect(page.getByRole('heading', { name: JOBS.title, level: 1 })).toBeVisible();
  });

  test('the 未分類 counter leads to the radar, above the rule table; a failed weekly read says so', async ({
    page,
  }) => {
    test.setTimeout(480_000);
    // The weekly figures fail; the ranking shows dashes and the spec's message (admin §8).
    await page.route('**/getDashboard', (route) => route.abort('failed'));
    await signInAsAdmin(page);
    await expect(page.getByRole('alert').filter({ hasText: DASHBOARD.weeklyFailed })).toHaveCount(1);
    await page.unroute('**/getDashboard');
    await page.getByTestId('stat-unmatched').getByRole('link').click();
    await expect(page).toHaveURL(/\/system\/admin\/rules#section-unmatched-decks$/);
    const groups = page.getByTestId('suggested-groups');
    await expect(groups).toBeVisible();
    // The groups come before the rule table.
    const groupsTop = (await groups.boundingBox())!.y;
    const tableTop = (await page.locator('#section-rule-list').boundingBox())!.y;
    expect(groupsTop).toBeLessThan(tableTop);
  });

  test("a server error shows its Japanese message without the SDK's status suffix", async ({ page }) => {
    await signInAsAdmin(page, '/system/admin/rules/new');
    // A new rule named like a stored one: saveRule answers already-exists (HTTP 409).
    await page.getByLabel(EDITOR.name, { exact: true }).fill('ドラパルトex');
    await page.getByLabel('conditions[0].pattern', { exact: true }).fill('^ドラパルトex$');
    await page.getByRole('button', { name: EDITOR.save, exact: true }).click();
    const alert = page.locator('.admin-main p.status.error');
    await expect(alert).toContainText(`${RULES.saveFailed}: `);
    const text = (await alert.textContent()) ?? '';
    expect(text).not.toMatch(/\[\d{3}\]/);
    // The server's message (the id is taken, or the rule check's refusal), in Japanese.
    expect(text.slice(`${RULES.saveFailed}: `.length)).toMatch(/^[^\x00-\x7f]/);
  });
});
