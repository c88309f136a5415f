// Every admin screen readable on a phone (390 px) and a laptop (1366 px), measured in Chromium
// against the emulators: no text is set under 12 px, and the rule table's 有効 toggle and 操作
// links stay on screen however far the table scrolls (DataTable's pinned columns).
import { expect, type Page, test } from '@playwright/test';
import { GATE } from '../../site/admin/texts/gate.ts';
import { PREVIEW } from '../../site/admin/texts/preview.ts';
import { RULES } from '../../site/admin/texts/rules.ts';
import { SUGGEST } from '../../site/admin/texts/suggest.ts';
import { closeAdmin, requireEmulators, settled, signInAsAdmin, watchErrors } from './emulators.ts';
import { ADMIN_ROUTES, siteUrl } from './routes.ts';

/** A deck of the emulators' sample. */
const SAMPLE_DECK = '0UE5jQ-5reiCs-FjhJ4Y';

/** The smallest text the admin may show (issue 41: labels of 10.4–11.5 px were hard to read). */
const MIN_FONT_PX = 12;

/** Every visible text under MIN_FONT_PX (its element, text and size), and how many texts were measured. */
function smallTexts(page: Page, min: number) {
  return page.evaluate((minPx) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const small: string[] = [];
    let measured = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const element = node.parentElement;
      if (!text || !element || element.closest('script, style, noscript')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      measured += 1;
      const size = Number.parseFloat(style.fontSize);
      if (size < minPx)
        small.push(
          `${element.tagName.toLowerCase()}.${String(element.className)} "${text.slice(0, 30)}" ${size}px`,
        );
    }
    return { small: [...new Set(small)], measured };
  }, min);
}

for (const width of [390, 1366]) {
  test.describe(`admin readable at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });
    test.beforeEach(requireEmulators);
    test.afterAll(closeAdmin);

    test(`no text under ${MIN_FONT_PX} px on any screen`, async ({ page }) => {
      test.setTimeout(300_000);
      const errors = watchErrors(page);
      // The gate's sign-in screen first, then every screen signed in.
      await page.goto(siteUrl('/system/admin'));
      await expect(page.getByRole('heading', { name: GATE.loginTitle })).toBeVisible();
      const gate = await smallTexts(page, MIN_FONT_PX);
      let measured = gate.measured;
      const small = gate.small.map((line) => `gate: ${line}`);
      await signInAsAdmin(page);
      for (const route of ADMIN_ROUTES) {
        await page.goto(siteUrl(route));
        await expect(page.locator('.admin-main h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const facts = await smallTexts(page, MIN_FONT_PX);
        measured += facts.measured;
        small.push(...facts.small.map((line) => `${route}: ${line}`));
      }
      // The texts set in code (patterns, paths, ids): a preview's condition table and the radar.
      await page.goto(siteUrl('/system/admin/rules/preview'));
      await page.getByLabel(PREVIEW.deckId).fill(SAMPLE_DECK);
      await page.getByRole('button', { name: PREVIEW.run }).click();
      await expect(page.getByTestId('preview-result').locator('code').first()).toBeVisible({
        timeout: 120_000,
      });
      small.push(...(await smallTexts(page, MIN_FONT_PX)).small.map((line) => `preview: ${line}`));
      await page.goto(siteUrl('/system/admin/rules'));
      const radar = page.getByTestId('suggested-groups');
      await radar.getByRole('button', { name: SUGGEST.run }).click();
      await expect(radar.getByTestId('proposed-rule').locator('code').first()).toBeVisible({
        timeout: 120_000,
      });
      small.push(...(await smallTexts(page, MIN_FONT_PX)).small.map((line) => `radar: ${line}`));
      expect(small).toEqual([]);
      // The screens were filled: thousands of texts measured, not an empty frame.
      expect(measured).toBeGreaterThan(1000);
      expect(errors).toEqual([]);
    });

    test('the rule table keeps 有効 and 操作 on screen while it scrolls', async ({ page }) => {
      const errors = watchErrors(page);
      await signInAsAdmin(page, '/system/admin/rules');
      const table = page.getByTestId('rule-table');
      await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 60_000 });
      await settled(page);
      const wrap = table.locator('xpath=..');
      const inView = () =>
        table.evaluate(
          (el, names) => {
            // Sections above the table fill late and push it down: bring its first rows back into the
            // window, vertically only (the wrapper's horizontal scroll is what is under test).
            const first = el.querySelector('tbody tr')!.getBoundingClientRect();
            window.scrollBy(0, first.top - window.innerHeight / 3);
            const view = el.parentElement!.getBoundingClientRect();
            const right = Math.min(view.right, window.innerWidth);
            const headers = [...el.querySelectorAll('thead th')];
            const column = (name: string) => headers.findIndex((th) => th.textContent?.trim() === name);
            return names.map((name) => {
              const index = column(name);
              const cells = [...el.querySelectorAll('tbody tr')]
                .slice(0, 5)
                .map((row) => (row as HTMLTableRowElement).cells[index]!);
              // Each cell's control: on screen and the topmost element at its centre (not under another column).
              return cells.every((cell) => {
                const control = cell.querySelector('input, a') ?? cell;
                const box = control.getBoundingClientRect();
                const x = box.left + box.width / 2;
                const y = box.top + box.height / 2;
                const top = document.elementFromPoint(x, y);
                return (
                  box.left >= view.left - 0.5 &&
                  box.right <= right + 0.5 &&
                  top !== null &&
                  cell.contains(top)
                );
              });
            });
          },
          [RULES.colEnabled, RULES.colActions],
        );
      await table.locator('tbody tr').first().scrollIntoViewIfNeeded();
      expect(await inView()).toEqual([true, true]);
      const scrolls = await wrap.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      if (width === 390) expect(scrolls).toBe(true);
      for (const to of ['middle', 'end'] as const) {
        await wrap.evaluate((el, where) => {
          el.scrollLeft = where === 'end' ? el.scrollWidth : el.scrollWidth / 2;
        }, to);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
        expect(await inView(), `scrolled to the ${to}`).toEqual([true, true]);
      }
      await page.screenshot({ path: `test-results/admin/readable-rules-${width}.png` });
      expect(errors).toEqual([]);
    });
  });
}
