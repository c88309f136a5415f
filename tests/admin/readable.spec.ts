// The rule table read on a phone (390 px) and a laptop (1366 px), in Chromium against the
// emulators: its 有効 toggle and 操作 links stay on screen however far the table scrolls
// (DataTable's pinned columns). Text sizes on every screen: screens.spec.ts.
import { expect, test } from '@playwright/test';
import { RULES } from '../../site/admin/texts/rules.ts';
import { closeAdmin, requireEmulators, settled, signInAsAdmin, watchErrors } from './emulators.ts';

for (const width of [390, 1366]) {
  test.describe(`admin readable at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });
    test.beforeEach(requireEmulators);
    test.afterAll(closeAdmin);

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
