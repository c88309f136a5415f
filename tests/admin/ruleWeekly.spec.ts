// Every rule's weekly figures in the rule list and on the dashboard (spec admin §1, §3), from the
// stored public_decks/weekly_summary through listRules and getDashboard.
import { expect, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { formatDelta, formatShare } from '../../engine/format.ts';
import { DASHBOARD } from '../../site/admin/texts/dashboard.ts';
import { WEEKLY } from '../../site/admin/texts/rules.ts';
import { admin, closeAdmin, requireEmulators, signInAsAdmin, watchErrors } from './emulators.ts';
import { siteUrl } from './routes.ts';

const SUMMARY = 'public_decks/weekly_summary';
const RULE = 'ドラパルトex';
const NEW_RULE = 'メガリザードンXex';

test.describe('weekly figures per rule', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(requireEmulators);
  let before: FirebaseFirestore.DocumentData | undefined;
  let addedStats = false;

  test.beforeAll(async () => {
    if (process.env.TCG_ADMIN_EMULATORS_UP !== '1') return;
    const { db } = admin();
    before = (await db.doc(SUMMARY).get()).data();
    // Ranked on the dashboard: the top 10 by all-time decks.
    const rule = await db.doc(`deck_rules/${RULE}`).get();
    if (rule.get('stats_total_decks') === undefined) {
      await rule.ref.update({ stats_total_decks: 5000 });
      addedStats = true;
    }
    await db.doc(SUMMARY).set({
      ruleNames: {},
      ruleFirstSeen: { [RULE]: '2026-03-27', [NEW_RULE]: '2026-04-03' },
      weeks: [
        {
          key: '2026-03-27',
          start: '2026-03-27T00:00:00+09:00',
          end: '2026-04-02T23:59:59+09:00',
          label: '2026/03/27〜2026/04/02',
          totalDecks: 12,
          matchedDecks: 10,
          ruleCounts: { [RULE]: 4 },
        },
        {
          key: '2026-04-03',
          start: '2026-04-03T00:00:00+09:00',
          end: '2026-04-09T23:59:59+09:00',
          label: '2026/04/03〜2026/04/09',
          totalDecks: 25,
          matchedDecks: 20,
          ruleCounts: { [RULE]: 5, [NEW_RULE]: 3 },
        },
      ],
      updatedAt: '2026-04-05T00:00:00Z',
    });
  });

  test.afterAll(async () => {
    if (process.env.TCG_ADMIN_EMULATORS_UP === '1') {
      const { db } = admin();
      await (before ? db.doc(SUMMARY).set(before) : db.doc(SUMMARY).delete());
      if (addedStats) await db.doc(`deck_rules/${RULE}`).update({ stats_total_decks: FieldValue.delete() });
    }
    await closeAdmin();
  });

  test('the rule list and the dashboard show this week, last week, the difference and NEW', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const errors = watchErrors(page);
    await signInAsAdmin(page, '/system/admin/rules');
    const row = page.locator(`tr[data-rule-id="${RULE}"]`);
    await expect(row.locator('[data-weekly="current"]')).toHaveText(
      `${WEEKLY.count(5)} ${formatShare(0.25)}`,
    );
    await expect(row.locator('[data-weekly="previous"]')).toHaveText(
      `${WEEKLY.count(4)} ${formatShare(0.4)}`,
    );
    await expect(row.locator('[data-weekly="diff"]')).toHaveText(formatDelta(0.25 - 0.4));
    await expect(row.locator('[data-weekly="new"]')).toHaveCount(0);
    const fresh = page.locator(`tr[data-rule-id="${NEW_RULE}"]`);
    await expect(fresh.locator('[data-weekly="current"]')).toHaveText(
      `${WEEKLY.count(3)} ${formatShare(0.15)} ${WEEKLY.isNew}`,
    );
    await expect(fresh.locator('[data-weekly="diff"]')).toHaveText(formatDelta(0.15));

    await page.goto(siteUrl('/system/admin'));
    const ranked = page
      .getByRole('region', { name: DASHBOARD.ranking })
      .locator('tbody tr', { has: page.getByRole('link', { name: RULE, exact: true }) });
    await expect(ranked.locator('[data-weekly="current"]')).toHaveText(
      `${WEEKLY.count(5)} ${formatShare(0.25)}`,
    );
    await expect(ranked.locator('[data-weekly="diff"]')).toHaveText(formatDelta(0.25 - 0.4));
    expect(errors).toEqual([]);
  });
});
