// Every admin route as an admin, at a laptop's width (1366 px) and a phone's (390 px), in one pass
// over the screens (each loaded once; four passes took ≈ 70 s a width): each renders without a page
// error, the page never scrolls sideways (only table scrollers do), each table scrolls inside its
// wrapper with its first column kept in place, rule names wrap by words rather than one character
// per line, no text is set under 12 px (the gate, a preview and the radar too), and no screen shows
// a raw ISO timestamp or an English sentence. A full-page screenshot of each goes to
// test-results/admin.
import { expect, test } from '@playwright/test';
import { GATE } from '../../site/admin/texts/gate.ts';
import { PREVIEW } from '../../site/admin/texts/preview.ts';
import { SUGGEST } from '../../site/admin/texts/suggest.ts';
import { closeAdmin, requireEmulators, signInAsAdmin, watchErrors } from './emulators.ts';
import { ADMIN_ROUTES, shotName, siteUrl } from './routes.ts';
import {
  englishSentences,
  ISO,
  MIN_FONT_PX,
  pageOverflow,
  RULE_NAME_MIN_PX,
  ruleNameFacts,
  smallTexts,
  tableFacts,
} from './screenFacts.ts';

/** A deck of the emulators' sample. */
const SAMPLE_DECK = '0UE5jQ-5reiCs-FjhJ4Y';

for (const width of [1366, 390]) {
  test.describe(`every admin route at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });
    test.beforeEach(requireEmulators);
    test.afterAll(closeAdmin);

    test(`renders each screen readable: no sideways scroll, tables keep their first column, no text under ${MIN_FONT_PX} px, Japanese only`, async ({
      page,
    }) => {
      test.setTimeout(480_000);
      const errors = watchErrors(page);
      // The gate's sign-in screen first, then every screen signed in.
      await page.goto(siteUrl('/system/admin'));
      await expect(page.getByRole('heading', { name: GATE.loginTitle })).toBeVisible();
      const gate = await smallTexts(page, MIN_FONT_PX);
      let measured = gate.measured;
      const small = gate.small.map((line) => `gate: ${line}`);
      await signInAsAdmin(page);
      let tablesSeen = 0;
      let scrollersSeen = 0;
      let ruleNamesSeen = 0;
      for (const route of ADMIN_ROUTES) {
        await page.goto(siteUrl(route));
        await expect(page.locator('.admin-main h1').first()).toBeVisible();
        await expect(page.getByRole('heading', { name: GATE.loginTitle })).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `test-results/admin/${shotName(route)}-${width}.png`, fullPage: true });

        const text = await page.locator('.admin-main').innerText();
        expect(text.match(ISO)?.[0], `${route}: a raw ISO timestamp`).toBeUndefined();
        expect(englishSentences(text), `${route}: English sentences`).toEqual([]);

        const facts = await smallTexts(page, MIN_FONT_PX);
        measured += facts.measured;
        small.push(...facts.small.map((line) => `${route}: ${line}`));

        const overflow = await pageOverflow(page);
        expect(
          overflow.scrollWidth,
          `${route} scrolls sideways: ${overflow.culprits.join(', ')}`,
        ).toBeLessThanOrEqual(overflow.width);

        for (const t of await tableFacts(page)) {
          tablesSeen += 1;
          const where = `${route} table #${t.index}`;
          expect(t.firstColumn, `${where}: first column`).toEqual(['sticky']);
          if (!t.scrolls) continue;
          scrollersSeen += 1;
          expect(t.overflowX, `${where}: wrapper overflow-x`).toMatch(/auto|scroll/);
          expect(t.scrolled, `${where}: scrolled`).toBeGreaterThan(0);
          expect(
            Math.abs(t.firstLeftAfter - t.firstLeftBefore),
            `${where}: first column moved`,
          ).toBeLessThanOrEqual(1);
        }

        for (const name of await ruleNameFacts(page)) {
          ruleNamesSeen += 1;
          const chars = [...name.text].length;
          expect(name.width, `${route} rule name "${name.text}" width`).toBeGreaterThanOrEqual(
            Math.min(RULE_NAME_MIN_PX, chars * 8),
          );
          // One character per line would be `chars` lines; five or more characters a line is readable.
          expect(name.lines, `${route} rule name "${name.text}" lines`).toBeLessThanOrEqual(
            Math.max(1, Math.ceil(chars / 5)),
          );
        }
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
      expect(small, `texts under ${MIN_FONT_PX} px`).toEqual([]);
      // The emulators' snapshot has rules and events: the measurements above ran on filled screens
      // and real tables, not empty frames.
      expect(measured).toBeGreaterThan(1000);
      expect(tablesSeen).toBeGreaterThan(5);
      expect(ruleNamesSeen).toBeGreaterThan(5);
      if (width === 390) expect(scrollersSeen).toBeGreaterThan(2);
      expect(errors).toEqual([]);
    });
  });
}
