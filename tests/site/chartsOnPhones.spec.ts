// Charts at 390 and 1366 px: no chart text under 12 px as the browser draws it, round
// percentage ticks at even steps, dates at a step, and the dashboard's lines in the Okabe–Ito
// colours with a dash pattern each.
import type { Page } from '@playwright/test';
import { FIXTURE_RULES } from '../../scripts/siteFixture/fixtureDocs.ts';
import { enc } from './detailDocs.ts';
import { expect, test } from './fixtures.ts';

const OKABE_ITO = [
  'rgb(0, 114, 178)',
  'rgb(213, 94, 0)',
  'rgb(0, 158, 115)',
  'rgb(204, 121, 167)',
  'rgb(176, 125, 0)',
];

/** Every shown chart text: its text and its size on screen (font size × the SVG's scale). */
async function chartTexts(page: Page) {
  return page.locator('.line-chart svg, .bar-chart svg').evaluateAll((svgs) =>
    svgs
      .filter((svg) => (svg as SVGSVGElement).getBoundingClientRect().width > 0)
      .flatMap((svg) => {
        const s = svg as SVGSVGElement;
        const scale = s.getBoundingClientRect().width / s.viewBox.baseVal.width;
        return [...s.querySelectorAll('text')].map((text) => ({
          text: text.textContent ?? '',
          className: text.getAttribute('class') ?? '',
          px: Number.parseFloat(getComputedStyle(text).fontSize) * scale,
        }));
      }),
  );
}

for (const width of [390, 1366] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    for (const route of [
      { name: 'home', path: '/' },
      { name: 'deck-type', path: `/decks/${enc(FIXTURE_RULES[0].id)}` },
    ]) {
      test(`${route.name}: chart text at least 12 px, round ticks, dates at a step`, async ({
        page,
        site,
      }, testInfo) => {
        await page.goto(site.url + route.path);
        const texts = await chartTexts(page);
        expect(texts.length).toBeGreaterThan(0);
        const smallest = Math.min(...texts.map((t) => t.px));
        testInfo.annotations.push({ type: 'smallest chart text', description: `${smallest.toFixed(1)} px` });
        expect(texts.filter((t) => t.px < 12)).toEqual([]);
        // The y ticks: round percentages at an even step from 0.
        const lineCharts = page.locator('.line-chart svg').filter({ visible: true });
        await expect(lineCharts.first()).toBeVisible();
        for (const svg of await lineCharts.all()) {
          const ticks = await svg.locator('text.tick[text-anchor="end"]').allTextContents();
          const yTicks = ticks.filter((t) => t.endsWith('%'));
          expect(yTicks.length).toBeGreaterThanOrEqual(3);
          for (const tick of yTicks) expect(tick).toMatch(/^\d+(\.\d)?%$/);
          const values = yTicks.map((t) => Number.parseFloat(t));
          expect(values[0]).toBe(0);
          const step = values[1]! - values[0]!;
          expect(values.map((v, i) => Math.round((v - i * step) * 100))).toEqual(values.map(() => 0));
          // Dates: month/day labels, every k-th week, never crowded.
          const dates = (await svg.locator('text.tick').allTextContents()).filter((t) => !t.endsWith('%'));
          expect(dates.length).toBeGreaterThanOrEqual(2);
          for (const date of dates) expect(date).toMatch(/^\d{2}[/-]\d{2}$/);
        }
      });
    }

    test('the dashboard lines use the Okabe–Ito colours and differ by dash pattern', async ({
      page,
      site,
    }) => {
      await page.goto(site.url);
      const chart = page.locator('.line-chart svg').filter({ visible: true }).first();
      const lines = await chart.locator('polyline.line').evaluateAll((els) =>
        els.map((el) => ({
          stroke: getComputedStyle(el).stroke,
          dash: getComputedStyle(el).strokeDasharray,
        })),
      );
      expect(lines.length).toBeGreaterThanOrEqual(3);
      // The first line (drawn last, on top) is series 0; the others are series 1, 2...
      const first = lines.pop()!;
      expect(first.stroke).toBe(OKABE_ITO[0]);
      expect(lines.map((line) => line.stroke)).toEqual(OKABE_ITO.slice(1, lines.length + 1));
      const dashes = [first.dash, ...lines.map((line) => line.dash)];
      expect(new Set(dashes).size).toBe(dashes.length);
    });
  });
}
