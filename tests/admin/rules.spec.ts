// The rule screens against the emulators: every §5 message of the editor and of JSON apply,
// creating a rule with a Japanese name, toggling and deleting it, classification runs and the
// rule preview (spec admin §2, §5).
import { expect, type Page, test } from '@playwright/test';
import { COMMON } from '../../site/admin/texts/common.ts';
import { PREVIEW } from '../../site/admin/texts/preview.ts';
import { EDITOR } from '../../site/admin/texts/ruleEditor.ts';
import { RULES } from '../../site/admin/texts/rules.ts';
import { RULE_JSON_MESSAGES, RULE_MESSAGES } from '../../site/admin/texts/validation.ts';
import { closeAdmin, requireEmulators, signInAsAdmin, watchErrors } from './emulators.ts';

const RULE_NAME = 'テスト ルール（仮）';
const SAMPLE_DECK = '0UE5jQ-5reiCs-FjhJ4Y';

async function save(page: Page) {
  await page.getByRole('button', { name: EDITOR.save, exact: true }).click();
}

async function expectIssue(page: Page, path: string, message: string) {
  await expect(page.getByTestId('rule-issues').locator(`li[data-path="${path}"]`)).toContainText(message);
}

test.describe('rules', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(requireEmulators);
  test.afterAll(closeAdmin);

  test('the editor shows every rule-save message, then saves a rule with a Japanese name', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await signInAsAdmin(page, '/system/admin/rules/new');
    const name = page.getByLabel(EDITOR.name, { exact: true });
    const pattern = page.getByLabel('conditions[0].pattern', { exact: true });
    await save(page);
    await expectIssue(page, 'name', RULE_MESSAGES.nameRequired);
    await expectIssue(page, 'conditions[0].pattern', RULE_MESSAGES.patternRequired);
    await name.fill('a/b');
    await save(page);
    await expectIssue(page, 'name', RULE_MESSAGES.nameHasSlash);
    await pattern.fill('(');
    await page.getByLabel('conditions[0].min', { exact: true }).fill('-1');
    await page.getByLabel('conditions[0].max', { exact: true }).fill('-2');
    await save(page);
    await expectIssue(page, 'conditions[0].pattern', RULE_MESSAGES.patternInvalidPrefix);
    // The engine's English only behind 詳細: the message itself is Japanese.
    const patternIssue = page.getByTestId('rule-issues').locator('li[data-path="conditions[0].pattern"]');
    await expect(patternIssue.locator('summary')).toHaveText(COMMON.detail);
    await expect(patternIssue.getByText(/Invalid regular expression/u)).toBeHidden();
    await patternIssue.locator('summary').click();
    await expect(patternIssue.getByText(/Invalid regular expression/u)).toBeVisible();
    await expectIssue(page, 'conditions[0].min', RULE_MESSAGES.minInvalid);
    await expectIssue(page, 'conditions[0].max', RULE_MESSAGES.maxInvalid);
    await page.getByLabel('conditions[0].min', { exact: true }).fill('3');
    await page.getByLabel('conditions[0].max', { exact: true }).fill('2');
    await save(page);
    await expectIssue(page, 'conditions[0].min', RULE_MESSAGES.minAboveMax);
    // The last condition of the rule itself can go; then conditions are required.
    await page.getByRole('button', { name: `conditions[0] ${EDITOR.remove}`, exact: true }).click();
    await save(page);
    await expectIssue(page, 'conditions', RULE_MESSAGES.conditionsRequired);
    // A sub-rule keeps its last condition; move buttons are disabled at the ends.
    await page.getByRole('button', { name: EDITOR.addVariant }).click();
    await expect(
      page.getByRole('button', { name: `variants[0].conditions[0] ${EDITOR.remove}`, exact: true }),
    ).toBeDisabled();
    await page.getByRole('button', { name: EDITOR.addCondition }).first().click();
    await page.getByRole('button', { name: EDITOR.addCondition }).first().click();
    await expect(
      page.getByRole('button', { name: `conditions[0] ${EDITOR.moveUp}`, exact: true }),
    ).toBeDisabled();
    await expect(
      page.getByRole('button', { name: `conditions[1] ${EDITOR.moveDown}`, exact: true }),
    ).toBeDisabled();
    await expect(
      page.getByRole('button', { name: `conditions[0] ${EDITOR.moveDown}`, exact: true }),
    ).toBeEnabled();
    await save(page);
    await expectIssue(page, 'variants[0].id', RULE_MESSAGES.variantIdRequired);
    await expectIssue(page, 'variants[0].name', RULE_MESSAGES.nameRequired);
    await expectIssue(page, 'variants[0].conditions[0].pattern', RULE_MESSAGES.patternRequired);
    await page.getByRole('button', { name: EDITOR.removeVariant }).click();

    // JSON apply: each structural message, then a valid rule.
    const json = page.getByRole('textbox', { name: EDITOR.json });
    const apply = async (text: string, message: string) => {
      await json.fill(text);
      await page.getByRole('button', { name: EDITOR.applyJson }).click();
      await expect(page.getByTestId('json-errors')).toContainText(message);
    };
    await apply('{', RULE_JSON_MESSAGES.syntax);
    await apply('[]', RULE_JSON_MESSAGES.rootNotObject);
    await apply('{"name":"x","conditions":1}', RULE_JSON_MESSAGES.conditionsNotArray);
    await apply('{"name":"x","conditions":[1]}', RULE_JSON_MESSAGES.conditionShape);
    await apply(
      '{"name":"x","conditions":[{"pattern":"a","min":"many"}]}',
      RULE_JSON_MESSAGES.conditionShape,
    );
    // min and max are both required in JSON (max null: no upper bound), named by their path.
    await apply('{"name":"x","conditions":[{"pattern":"a","min":1}]}', RULE_JSON_MESSAGES.maxMissing);
    await expect(page.getByTestId('json-errors')).toContainText('conditions[0].max');
    await apply('{"name":"x","conditions":[{"pattern":"a","max":null}]}', RULE_JSON_MESSAGES.minMissing);
    await expect(page.getByTestId('json-errors')).toContainText('conditions[0].min');
    await apply('{"name":"x","conditions":[],"variants":{}}', RULE_JSON_MESSAGES.variantsNotArray);
    await apply(
      '{"name":"x","conditions":[],"variants":[{"id":"v","conditions":[]}]}',
      RULE_JSON_MESSAGES.variantShape,
    );
    await apply('{"name":"x","conditions":[],"priority":"high"}', RULE_JSON_MESSAGES.priorityNotNumber);
    await json.fill(
      JSON.stringify({
        name: RULE_NAME,
        priority: '5',
        conditions: [{ pattern: '^ドラパルトex$', min: '2', max: null, negate: 'true' }],
        variants: [{ id: 'yonowaru', conditions: [{ pattern: '^ヨノワール$', min: 1, max: 2 }] }],
      }),
    );
    await page.getByRole('button', { name: EDITOR.applyJson }).click();
    await expect(page.getByText(EDITOR.applied)).toBeVisible();
    await expect(name).toHaveValue(RULE_NAME);
    await expect(page.getByLabel('conditions[0].negate', { exact: true })).toBeChecked();
    // A sub-rule without a name is named after its id.
    await expect(page.getByRole('button', { name: 'yonowaru' })).toBeVisible();
    await page.getByLabel('conditions[0].negate', { exact: true }).uncheck();
    await save(page);
    await expect(page.getByText(EDITOR.saved)).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`/system/admin/rules/${encodeURIComponent(RULE_NAME).replace(/[()]/g, '\\$&')}$`),
    );
    // Reflect shows what was stored.
    await page.getByRole('button', { name: EDITOR.reflect }).click();
    expect(JSON.parse(await json.inputValue())).toMatchObject({ name: RULE_NAME, priority: 5 });
    expect(errors).toEqual([]);
  });

  test('toggling the rule saves it; deleting asks first', async ({ page }) => {
    await signInAsAdmin(page, '/system/admin/rules');
    const row = page.locator(`tr[data-rule-id="${RULE_NAME}"]`);
    const toggle = row.getByRole('checkbox', { name: `${RULE_NAME} ${RULES.colEnabled}`, exact: true });
    await expect(toggle).toBeVisible();
    const was = await toggle.isChecked();
    await toggle.click();
    await expect(toggle).toBeChecked({ checked: !was });
    await page.reload();
    await expect(toggle).toBeChecked({
      checked: !was,
    });
    await toggle.click();
    await expect(toggle).toBeChecked({ checked: was });

    await row.getByRole('link', { name: RULES.edit }).click();
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: EDITOR.delete, exact: true }).click();
    expect(asked).toBe(EDITOR.confirmDelete);
    await expect(page).toHaveURL(/\/rules\/.+/);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: EDITOR.delete, exact: true }).click();
    await expect(page).toHaveURL(/\/system\/admin\/rules$/);
    await expect(page.locator(`tr[data-rule-id="${RULE_NAME}"]`)).toHaveCount(0);
  });

  test('classification runs for one rule and for all, showing the result', async ({ page }) => {
    await signInAsAdmin(page, '/system/admin/rules#section-deck-classification');
    const select = page.getByRole('combobox', { name: RULES.classification });
    await select.selectOption({ label: 'ドラパルトex' });
    await page.getByRole('button', { name: RULES.run, exact: true }).click();
    await expect(page.getByTestId('classify-mode')).toHaveText(RULES.modeSingle, { timeout: 60_000 });
    await expect(page.getByTestId('classify-processed')).toHaveText('330');
    await select.selectOption('');
    await page.getByRole('button', { name: RULES.run, exact: true }).click();
    await expect(page.getByTestId('classify-mode')).toHaveText(RULES.modeAll, { timeout: 60_000 });
  });

  test("the preview refuses a malformed ID and shows a deck's verdicts", async ({ page }) => {
    await signInAsAdmin(page, '/system/admin/rules/preview');
    const input = page.getByLabel(PREVIEW.deckId);
    await input.fill('abc-def');
    await page.getByRole('button', { name: PREVIEW.run }).click();
    await expect(page.getByText(PREVIEW.invalidId)).toBeVisible();
    await input.fill(SAMPLE_DECK);
    await page.getByRole('button', { name: PREVIEW.run }).click();
    const result = page.getByTestId('preview-result');
    await expect(result).toContainText(PREVIEW.sourceFirestore, { timeout: 60_000 });
    await expect(result.locator('.matched-rule[data-rule-id="ドラパルトex"]')).toBeVisible();
    await expect(result.locator('td.ok').first()).toHaveText(PREVIEW.ok);
    await result.getByText(PREVIEW.allVerdicts).click();
    await expect(result.locator('.verdicts li').first()).toBeVisible();
  });
});
