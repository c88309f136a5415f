// /cards on a phone (390 px): no sideways scrolling of the page, and each card's row a block whose
// figures are labelled by their column (the tables of the detail pages, detailTables.css).
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 900 } });

for (const path of ['/cards', '/cards/w/all']) {
  test(`${path} fits a 390 px phone, each figure labelled`, async ({ page, site }) => {
    await page.goto(`${site.url}${path}`);
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      window.innerWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    const table = page.locator('[data-card-kind="supporter"] table');
    await expect(table.locator('thead')).toBeHidden();
    const row = table.locator('tbody tr').first();
    // The card's name on a line of its own, not squeezed into a narrow column.
    const name = await row.locator('th').boundingBox();
    expect(name!.width).toBeGreaterThan(innerWidth * 0.7);
    const adoption = row.getByTestId('card-adoption');
    expect(await adoption.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"採用率"');
    const box = await adoption.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(innerWidth);
  });
}
