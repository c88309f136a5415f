// The rule list, the events, the unmatched decks and a rule's decks and history as tables admins
// can work in, at desktop and phone width against the emulators: search narrows the rows and the
// total, a header click sorts and a second reverses, pages move; several rules are disabled and
// enabled at once (setRuleEnabled per rule → Firestore with a history version each → the screen,
// a refused rule reported by name); chosen unmatched decks are classified (classifyDecks →
// Firestore → the table); a rule's decks page past 20 (spec admin §9) and its history past 50 versions.
import { expect, type Page, test } from '@playwright/test';
import { CALLABLE_MESSAGES } from '../../engine/admin/callables.ts';
import { adminRuleHref } from '../../site/admin/lib/links.ts';
import { DASHBOARD } from '../../site/admin/texts/dashboard.ts';
import { EVENTS } from '../../site/admin/texts/events.ts';
import { RULE_DECKS } from '../../site/admin/texts/ruleEditor.ts';
import { HISTORY } from '../../site/admin/texts/ruleHistory.ts';
import { RULES } from '../../site/admin/texts/rules.ts';
import { TABLE } from '../../site/admin/texts/table.ts';
import { admin, closeAdmin, requireEmulators, signInAsAdmin, watchErrors } from './emulators.ts';

const rule = (id: string, priority: number, card: string, subRules: { id: string; name: string }[] = []) => ({
  id,
  name: id,
  enabled: true,
  priority,
  description: '',
  conditions: [{ pattern: `^${card}$`, min: 2, max: null, negate: false }],
  variants: subRules.map((sub, i) => ({
    ...sub,
    enabled: true,
    priority: i,
    description: '',
    conditions: [{ pattern: `^${card}$`, min: 3, max: null, negate: false }],
  })),
});

async function versionsOf(id: string) {
  const snapshot = await admin().db.collection(`rule_history/${id}/versions`).orderBy('n').get();
  return snapshot.docs.map((doc) => doc.data());
}

/** Deletes documents in batches of 400. */
async function deleteAll(paths: string[]) {
  const { db } = admin();
  for (let i = 0; i < paths.length; i += 400) {
    const batch = db.batch();
    for (const path of paths.slice(i, i + 400)) batch.delete(db.doc(path));
    await batch.commit();
  }
}

async function historyPaths(ruleId: string) {
  const docs = (await admin().db.collection(`rule_history/${ruleId}/versions`).get()).docs;
  return [...docs.map((doc) => doc.ref.path), `rule_history/${ruleId}`];
}

/** The search box of one table (each DataTable has its own). */
const searchOf = (page: Page, testId: string) =>
  page.getByTestId(`${testId}-box`).getByRole('searchbox', { name: TABLE.search });

for (const width of [1366, 390]) {
  test.describe(`admin tables at ${width} px`, () => {
    test.describe.configure({ mode: 'serial' });
    test.beforeEach(requireEmulators);
    test.use({ viewport: { width, height: 900 } });
    const tag = `表${width}${Date.now().toString(36).slice(-4)}`;
    const card = `${tag}カード`;
    /** The classified decks' card: only the classification test's rule asks for it. */
    const classifyCard = `${tag}分類カード`;
    const ruleIds = [`${tag}A`, `${tag}B`, `${tag}C`];
    const subRule = { id: 'sub', name: `${tag}サブ` };
    const classifyRule = `${tag}分類`;
    const unmatchedIds = [`${tag}u1-UNMTCH-tablex`, `${tag}u2-UNMTCH-tablex`, `${tag}u3-UNMTCH-tablex`];
    const pagedRule = `${tag}ページ`;
    const pagedDecks = Array.from(
      { length: 45 },
      (_, i) => `${tag}${String(i).padStart(3, '0')}-PAGED-tablex`,
    );
    const written: string[] = [];

    test.afterAll(async () => {
      if (process.env.TCG_ADMIN_EMULATORS_UP === '1') {
        const paths = [...written];
        for (const id of [...ruleIds, classifyRule, pagedRule]) paths.push(...(await historyPaths(id)));
        await deleteAll(paths);
      }
      await closeAdmin();
    });

    test('rule list: search (sub-rules too), sort, and bulk disable/enable with a refused rule', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const { db } = admin();
      await Promise.all(
        ruleIds.map((id, i) =>
          db.doc(`deck_rules/${id}`).set(rule(id, 9000 + i, card, i === 0 ? [subRule] : [])),
        ),
      );
      written.push(...ruleIds.map((id) => `deck_rules/${id}`));
      await signInAsAdmin(page, '/system/admin/rules');
      const table = page.getByTestId('rule-table');
      const box = page.getByTestId('rule-table-box');
      await expect(table.locator(`tr[data-rule-id="${ruleIds[0]}"]`)).toBeVisible({ timeout: 30_000 });

      // A sub-rule's name finds its rule, shown with the sub-rule under its name.
      await searchOf(page, 'rule-table').fill(subRule.name);
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await expect(table.locator(`tr[data-rule-id="${ruleIds[0]}"] [data-sub-rule-id="sub"]`)).toHaveText(
        subRule.name,
      );
      await searchOf(page, 'rule-table').fill(tag);
      await expect(table.locator('tbody tr')).toHaveCount(3);
      await expect(box.getByTestId('table-total')).toHaveText(TABLE.total(3, 1, 3));

      // Priority ascending first; one click reverses it; the name column sorts too.
      const firstRow = table.locator('tbody tr').first();
      await expect(firstRow).toHaveAttribute('data-rule-id', ruleIds[0]!);
      await table.getByRole('button', { name: RULES.colPriority }).click();
      await expect(firstRow).toHaveAttribute('data-rule-id', ruleIds[2]!);
      await table.getByRole('button', { name: RULES.colName }).click();
      await expect(firstRow).toHaveAttribute('data-rule-id', ruleIds[0]!);
      await table.getByRole('button', { name: RULES.colName }).click();
      await expect(firstRow).toHaveAttribute('data-rule-id', ruleIds[2]!);

      // Disable all three; C is deleted behind the screen's back, so its save is refused.
      await box.getByRole('checkbox', { name: TABLE.selectAll }).check();
      const disable = page.getByTestId('rules-disable-selected');
      await expect(disable).toHaveText(RULES.disableSelected(3));
      // The change is asked first: dismissed, nothing changes.
      const names = ruleIds.map((id) => RULES.quoted(id)).join('、');
      let asked = '';
      page.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.dismiss();
      });
      await disable.click();
      await expect.poll(() => asked).toBe(RULES.bulkConfirm(3, false, names));
      await expect(page.getByTestId('rules-bulk-result')).toHaveCount(0);
      expect((await db.doc(`deck_rules/${ruleIds[0]}`).get()).get('enabled')).toBe(true);
      await db.doc(`deck_rules/${ruleIds[2]}`).delete();
      page.once('dialog', (dialog) => void dialog.accept());
      await disable.click();
      const result = page.getByTestId('rules-bulk-result');
      await expect(result).toContainText(RULES.bulkPartial(2, 1, false), { timeout: 60_000 });
      await expect(result.locator('li')).toHaveText([
        RULES.bulkFailedRule(ruleIds[2]!, `${RULES.updateFailed}: ${CALLABLE_MESSAGES.toggleRuleMissing}`),
      ]);
      for (const id of ruleIds.slice(0, 2)) {
        expect((await db.doc(`deck_rules/${id}`).get()).get('enabled')).toBe(false);
        expect((await versionsOf(id)).map((v) => [v.action, v.after?.enabled])).toEqual([['toggle', false]]);
        await expect(
          table.getByRole('checkbox', { name: `${id} ${RULES.colEnabled}`, exact: true }),
        ).not.toBeChecked();
      }
      // The refused rule leaves the list once it is re-read; the other two stay chosen.
      await expect(table.locator(`tr[data-rule-id="${ruleIds[2]}"]`)).toHaveCount(0);

      const enable = page.getByTestId('rules-enable-selected');
      await expect(enable).toHaveText(RULES.enableSelected(2));
      page.once('dialog', (dialog) => void dialog.accept());
      await enable.click();
      await expect(result).toContainText(RULES.bulkDone(2, true), { timeout: 60_000 });
      for (const id of ruleIds.slice(0, 2)) {
        expect((await db.doc(`deck_rules/${id}`).get()).get('enabled')).toBe(true);
        await expect(
          table.getByRole('checkbox', { name: `${id} ${RULES.colEnabled}`, exact: true }),
        ).toBeChecked();
      }
      // The bulk change can be undone as the single toggle can: both rules disabled again.
      const undo = page.getByTestId('undo-offer');
      await expect(undo).toContainText(RULES.bulkUndoOffer(2));
      await undo.getByRole('button', { name: HISTORY.undo }).click();
      await expect(page.getByText(RULES.bulkUndone(2))).toBeVisible({ timeout: 60_000 });
      for (const id of ruleIds.slice(0, 2)) {
        expect((await db.doc(`deck_rules/${id}`).get()).get('enabled')).toBe(false);
        expect((await versionsOf(id)).map((v) => [v.action, v.after?.enabled])).toEqual([
          ['toggle', false],
          ['toggle', true],
          ['toggle', false],
        ]);
        await expect(
          table.getByRole('checkbox', { name: `${id} ${RULES.colEnabled}`, exact: true }),
        ).not.toBeChecked();
      }
      expect(errors).toEqual([]);
    });

    test('unmatched decks: search, then classify a selection end to end', async ({ page }) => {
      const errors = watchErrors(page);
      const { db } = admin();
      await db.doc(`deck_rules/${classifyRule}`).set(rule(classifyRule, 9100, classifyCard));
      written.push(`deck_rules/${classifyRule}`);
      // Created in 2099: the newest decks, so the first the unmatched list finds.
      const at = new Date('2099-01-01T00:00:00Z');
      await Promise.all(
        unmatchedIds.map((id, i) =>
          db.doc(`decks/${id}`).set({
            cards: [{ name: i < 2 ? classifyCard : `${tag}ほか`, count: 2 }],
            cards_count: 2,
            created_at: new Date(at.getTime() + i * 60_000),
            updated_at: at,
            rule_matches: [],
            rule_matches_detail: [],
          }),
        ),
      );
      written.push(...unmatchedIds.map((id) => `decks/${id}`));
      await signInAsAdmin(page, '/system/admin/rules');
      const table = page.getByTestId('unmatched-table');
      await expect(table.locator(`tr[data-deck-id="${unmatchedIds[0]}"]`)).toBeVisible({ timeout: 30_000 });
      await searchOf(page, 'unmatched-table').fill(tag);
      await expect(table.locator('tbody tr')).toHaveCount(3);
      // Newest first; the card count column sorts.
      await expect(table.locator('tbody tr').first()).toHaveAttribute('data-deck-id', unmatchedIds[2]!);
      await table.getByRole('button', { name: DASHBOARD.created, exact: true }).click();
      await expect(table.locator('tbody tr').first()).toHaveAttribute('data-deck-id', unmatchedIds[0]!);

      const box = page.getByTestId('unmatched-table-box');
      await box.getByRole('checkbox', { name: TABLE.selectAll }).check();
      const classify = page.getByTestId('classify-selected');
      await expect(classify).toHaveText(RULES.classifySelected(3));
      await classify.click();
      await expect(page.getByText(RULES.classifiedSelection(2, 1))).toBeVisible({ timeout: 60_000 });
      for (const id of unmatchedIds.slice(0, 2))
        expect((await db.doc(`decks/${id}`).get()).get('rule_matches')).toEqual([classifyRule]);
      expect((await db.doc(`decks/${unmatchedIds[2]}`).get()).get('rule_matches')).toEqual([]);
      // The two classified decks leave the list; the third stays.
      await expect(table.locator('tbody tr')).toHaveCount(1);
      await expect(table.locator('tbody tr').first()).toHaveAttribute('data-deck-id', unmatchedIds[2]!);
      const run = (await db.doc('system/admin/function_runs/classifyDecks').get()).data();
      expect(run).toMatchObject({ status: 'success' });
      expect(errors).toEqual([]);
    });

    test('events: pages of 20, search and sort', async ({ page }) => {
      const errors = watchErrors(page);
      const { db } = admin();
      // More events than one server page (50) holds, so the button loads the next page: the sample
      // has fewer, so old events are added until there are 60 (removed after the run).
      const sample = (await db.collection('events').count().get()).data().count;
      expect(sample).toBeGreaterThan(20);
      const extra = Array.from({ length: Math.max(0, 60 - sample) }, (_, i) => `${tag}ev${i}`);
      const batch = db.batch();
      extra.forEach((id, i) => {
        batch.set(db.doc(`events/${id}`), {
          event_title: `${tag}大会${i}`,
          event_date: new Date(Date.parse('2000-01-01T00:00:00Z') + i * 86_400_000),
          created_at: new Date(Date.parse('2000-01-02T00:00:00Z')),
          results: [],
        });
        written.push(`events/${id}`);
      });
      await batch.commit();
      const total = sample + extra.length;
      expect(total).toBeGreaterThan(50);
      await signInAsAdmin(page, '/system/admin/events');
      const table = page.getByTestId('events-table');
      const box = page.getByTestId('events-table-box');
      await expect(table.locator('tbody tr')).toHaveCount(20, { timeout: 30_000 });
      // The first server page holds 50; the button loads the rest.
      await expect(box.getByTestId('table-total')).toHaveText(TABLE.total(50, 1, 20));
      await box.getByRole('button', { name: TABLE.next }).click();
      await expect(box.getByTestId('table-total')).toHaveText(TABLE.total(50, 21, 40));
      await box.getByLabel(TABLE.pageSize).selectOption('100');
      await expect(table.locator('tbody tr')).toHaveCount(50);
      await page.getByTestId('events-more').click();
      await expect(box.getByTestId('table-total')).toHaveText(TABLE.total(total, 1, total));
      await expect(table.locator('tbody tr')).toHaveCount(total);
      await expect(page.getByTestId('events-more')).toHaveCount(0);

      // Results ascending, then descending.
      const counts = async () =>
        (await table.locator('tbody tr td:nth-child(4)').allTextContents()).map(Number);
      await table.getByRole('button', { name: EVENTS.colResults }).click();
      const ascending = await counts();
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      await table.getByRole('button', { name: EVENTS.colResults }).click();
      const descending = await counts();
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
      expect(descending[0]).toBeGreaterThan(descending.at(-1)!);

      // A search by an event's name keeps the rows that hold it.
      const name = (await table.locator('tbody tr td:nth-child(2)').first().textContent())!.trim();
      await searchOf(page, 'events-table').fill(name);
      const names = await table.locator('tbody tr td:nth-child(2)').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      for (const shown of names) expect(shown).toContain(name);
      expect(errors).toEqual([]);
    });

    test("a rule's decks page by 20 and its history past 50 versions", async ({ page }) => {
      const errors = watchErrors(page);
      const { db } = admin();
      const T0 = Date.parse('2000-06-01T00:00:00Z');
      const batch = db.batch();
      batch.set(db.doc(`deck_rules/${pagedRule}`), rule(pagedRule, 9200, card));
      pagedDecks.forEach((id, i) => {
        const at = new Date(T0 + Math.floor(i / 2) * 60_000);
        batch.set(db.doc(`decks/${id}`), {
          cards: [{ name: card, count: 2 }],
          cards_count: 2,
          created_at: at,
          updated_at: at,
          rule_matches: [pagedRule],
          rule_matches_detail: [{ id: pagedRule, name: pagedRule, priority: 9200, variants: [] }],
        });
      });
      batch.set(db.doc(`rule_history/${pagedRule}`), { ruleId: pagedRule, count: 60 });
      for (let n = 1; n <= 60; n++) {
        const { id: _id, ...stored } = rule(pagedRule, 9200, card);
        const definition = { ...stored, enabled: n % 2 === 1 };
        batch.set(db.doc(`rule_history/${pagedRule}/versions/${String(n).padStart(8, '0')}`), {
          n,
          ruleId: pagedRule,
          action: n === 1 ? 'create' : 'toggle',
          at: new Date(T0 + n * 1000),
          by: 'seed',
          byEmail: null,
          changed: n === 1 ? [] : ['enabled'],
          before: n === 1 ? null : { ...definition, enabled: !definition.enabled },
          after: definition,
          restoredFrom: null,
        });
      }
      await batch.commit();
      written.push(`deck_rules/${pagedRule}`, ...pagedDecks.map((id) => `decks/${id}`));

      await signInAsAdmin(page, `/system/admin${adminRuleHref(pagedRule)}`);
      const decks = page.getByRole('region', { name: RULE_DECKS.title });
      await expect(decks.getByTestId('rule-decks-total')).toHaveText(RULE_DECKS.total(20, 45), {
        timeout: 30_000,
      });
      const decksBox = page.getByTestId('rule-decks-table-box');
      await expect(decksBox.getByTestId('table-total')).toHaveText(TABLE.total(20, 1, 20));
      // The newest first: the last seeded deck heads the table.
      const firstDeck = page.getByTestId('rule-decks-table').locator('tbody tr').first();
      await expect(firstDeck).toHaveAttribute('data-deck-id', pagedDecks[44]!);
      await page.getByTestId('rule-decks-more').click();
      await expect(decks.getByTestId('rule-decks-total')).toHaveText(RULE_DECKS.total(40, 45));
      await page.getByTestId('rule-decks-more').click();
      await expect(decks.getByTestId('rule-decks-total')).toHaveText(RULE_DECKS.total(45, 45));
      await expect(decksBox.getByTestId('table-total')).toHaveText(TABLE.total(45, 1, 20));
      await expect(page.getByTestId('rule-decks-more')).toHaveCount(0);
      // Sorted oldest first: one of the two oldest (they share a created_at) heads the table.
      await page
        .getByTestId('rule-decks-table')
        .getByRole('button', { name: DASHBOARD.created, exact: true })
        .click();
      await expect(firstDeck).toHaveAttribute(
        'data-deck-id',
        new RegExp(`^(${pagedDecks[0]}|${pagedDecks[1]})$`),
      );
      await searchOf(page, 'rule-decks-table').fill(pagedDecks[3]!);
      await expect(decksBox.getByTestId('table-total')).toHaveText(TABLE.total(1, 1, 1));

      const history = page.getByRole('region', { name: HISTORY.title });
      await expect(history.locator('li[data-version]')).toHaveCount(50);
      await expect(history.getByText(HISTORY.total(50, 60))).toBeVisible();
      await expect(history.locator('li[data-version]').first()).toHaveAttribute('data-version', '60');
      await history.getByTestId('history-more').click();
      await expect(history.locator('li[data-version]')).toHaveCount(60);
      await expect(history.locator('li[data-version]').last()).toHaveAttribute('data-version', '1');
      await expect(history.getByText(HISTORY.total(60, 60))).toBeVisible();
      await expect(history.getByTestId('history-more')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
}
