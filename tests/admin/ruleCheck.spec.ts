// In the editor, JSON apply runs the save's check (the checkRule callable), so a
// pattern that backtracks or a name that takes another rule's document is listed at once, and the
// save then refuses it with the same message, stored nowhere.
import { expect, type Page, test } from '@playwright/test';
import { RULE_MESSAGES, UNSAFE_PATTERN_MESSAGES } from '../../engine/messages.ts';
import { EDITOR } from '../../site/admin/texts/ruleEditor.ts';
import { RULES } from '../../site/admin/texts/rules.ts';
import { admin, closeAdmin, requireEmulators, signInAsAdmin } from './emulators.ts';

// data/sample's rule ドラパルトex has the sub-rule dusknoir: its statistics are deck_rules/ドラパルトex__dusknoir.
const TAKEN = 'ドラパルトex__dusknoir';
const COLLISION = RULE_MESSAGES.idCollision(
  `deck_rules/${TAKEN}`,
  'ルール「ドラパルトex」のサブルール「dusknoir」',
);

async function applyJson(page: Page, rule: object) {
  await page.getByRole('textbox', { name: EDITOR.json }).fill(JSON.stringify(rule));
  await page.getByRole('button', { name: EDITOR.applyJson }).click();
  await expect(page.getByText(EDITOR.applied)).toBeVisible();
}

test.describe('the rule editor checks as the save does', () => {
  test.beforeEach(requireEmulators);
  test.afterAll(closeAdmin);

  test('JSON apply lists a backtracking pattern and a taken document; the save refuses them', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/system/admin/rules/new');
    const jsonErrors = page.getByTestId('json-errors');
    // What the two ids hold before (the sub-rule's statistics may be published by then): the
    // refused saves must leave both as they were.
    const db = admin().db;
    const before = await Promise.all(
      ['入れ子のルール', TAKEN].map(async (id) => (await db.doc(`deck_rules/${id}`).get()).data()),
    );

    await applyJson(page, {
      name: '入れ子のルール',
      conditions: [{ pattern: '^(a+)+$', min: 1, max: null }],
    });
    await expect(jsonErrors.locator('li[data-path="conditions[0].pattern"]')).toContainText(
      UNSAFE_PATTERN_MESSAGES.exponential,
    );
    // The form took the rule: saving it is refused by the server with the same message.
    await expect(page.getByLabel(EDITOR.name, { exact: true })).toHaveValue('入れ子のルール');
    await page.getByRole('button', { name: EDITOR.save, exact: true }).click();
    await expect(page.getByText(RULES.saveFailed)).toBeVisible();
    await expect(
      page.getByTestId('rule-issues').locator('li[data-path="conditions[0].pattern"]'),
    ).toContainText(UNSAFE_PATTERN_MESSAGES.exponential);

    await applyJson(page, { name: TAKEN, conditions: [{ pattern: '^ヨノワール$', min: 1, max: null }] });
    await expect(jsonErrors.locator('li[data-path="name"]')).toContainText(COLLISION);
    await page.getByRole('button', { name: EDITOR.save, exact: true }).click();
    await expect(page.getByTestId('rule-issues').locator('li[data-path="name"]')).toContainText(COLLISION);

    // A rule the save accepts gets no issues.
    await applyJson(page, {
      name: '検査に通るルール',
      conditions: [{ pattern: '^ヨノワール$', min: 1, max: null }],
    });
    await expect(jsonErrors.locator('li')).toHaveCount(0);

    const after = await Promise.all(
      ['入れ子のルール', TAKEN].map(async (id) => (await db.doc(`deck_rules/${id}`).get()).data()),
    );
    expect(before[0]).toBeUndefined();
    expect(after).toEqual(before);
  });
});
