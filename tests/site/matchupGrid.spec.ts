// The matchup grid at 390 and 1366 px: a tapped cell's detail right under the cell and
// inside the screen, whole deck-type names as column heads, W-L and games in every played cell,
// thin cells marked.
import type { PublicMatchups } from '../../engine/documents.ts';
import { expect, test } from './fixtures.ts';

for (const width of [390, 1366] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('a tapped cell shows its detail next to it; heads, records and thin cells read whole', async ({
      page,
      site,
    }, testInfo) => {
      const matchups = site.doc<PublicMatchups>('public_window_matchups/4w')!;
      await page.goto(`${site.url}/matchups`);
      // Column heads: every deck type's whole name, nothing cut.
      const heads = page.locator('.matchup-grid thead th.opponent');
      await expect(heads).toHaveCount(matchups.rows.length);
      const names = await heads.allTextContents();
      expect([...names].sort()).toEqual(matchups.rows.map((row) => row.ruleName).sort());
      for (const head of await heads.all()) {
        const cut = await head.evaluate(
          (el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1,
        );
        expect(cut).toBe(false);
      }
      // Every played cell shows wins-losses and its games; thin ones carry the mark.
      const played = matchups.rows.flatMap((row) =>
        row.opponents.filter((o) => o.wins + o.losses > 0).map((o) => ({ row, o })),
      );
      expect(played.some(({ o }) => o.thin)).toBe(true);
      expect(played.some(({ o }) => !o.thin)).toBe(true);
      for (const { row, o } of played) {
        const cell = page.locator(`.matchup-grid td[title^="${row.ruleName} vs ${o.ruleName}:"]`);
        await expect(cell.locator('.score')).toHaveText(`${o.wins}-${o.losses}`);
        await expect(cell.locator('.games')).toHaveText(`${o.wins + o.losses}戦${o.thin ? '＊' : ''}`);
        await expect(cell).toHaveClass(o.thin ? /\bthin\b/ : /^(?!.*\bthin\b)/);
      }
      // A cell in the middle of the grid: its detail appears right under it, inside the screen.
      const target = played[Math.floor(played.length / 2)]!;
      const cell = page.locator(`.matchup-grid td[title^="${target.row.ruleName} vs ${target.o.ruleName}:"]`);
      await cell.locator('button').click();
      const output = page.locator('[data-matchup-output]');
      await expect(output).toBeVisible();
      // The cell's own tooltip: its record, rate, verdict and the thin-sample note.
      const title = (await cell.getAttribute('title'))!;
      expect(title).toContain(
        `${target.row.ruleName} vs ${target.o.ruleName}: ${target.o.wins}勝${target.o.losses}敗`,
      );
      await expect(output).toHaveText(title);
      const cellBox = (await cell.boundingBox())!;
      const outBox = (await output.boundingBox())!;
      testInfo.annotations.push({
        type: 'tapped cell to detail',
        description: `${Math.round(outBox.y - (cellBox.y + cellBox.height))} px at ${width} px`,
      });
      expect(outBox.y - (cellBox.y + cellBox.height)).toBeGreaterThanOrEqual(0);
      expect(outBox.y - (cellBox.y + cellBox.height)).toBeLessThan(16);
      expect(outBox.x).toBeGreaterThanOrEqual(0);
      expect(outBox.x + outBox.width).toBeLessThanOrEqual(width);
      // Tapping elsewhere closes it.
      await page.locator('h1').click();
      await expect(output).toBeHidden();
    });
  });
}
