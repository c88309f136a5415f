// Accessibility and phone layout on every public route, one test a route on one page load:
// lang="ja", one h1, alt texts, named charts, table headers with scope, no page wider than a 390px
// phone (wide tables scroll inside their own box), no text under 4.5:1 contrast at 390 and 1366 px
// (axe-core color-contrast), and toggles a keyboard can reach and flip.
import type { Page } from '@playwright/test';
import type { DeckTypeDetail, PublicEvents, PublicHome } from '../../engine/documents.ts';
import { checkContrast } from './contrast.ts';
import { expect, test } from './fixtures.ts';
import { HEIGHT, ROUTES, WIDTHS } from './routes.ts';

/** Every public route of spec §2: one of each page kind, and the window and event-kind pages. */
const EVERY_ROUTE = [
  ...ROUTES.map((route) => route.path),
  '/w/1w',
  '/decks/w/all',
  '/decks/w/4w/k/city',
  '/w/4w/k/gym',
  '/matchups/w/1w',
];

test('the routes hold the newest event, a recent deck with its page and the richest deck type', ({
  site,
}) => {
  const home = site.doc<PublicHome>('public/home')!;
  const event = site.doc<PublicEvents>('public/events')!.items[0];
  const deck = home.recentDecks.find((d) => site.doc(`public_deck_details/${d.id}`));
  expect(event && deck, 'the fixture lacks them: an event and a recent deck with its page').toBeTruthy();
  // The deck type with the most sub-rules, so its detail page shows the most widgets.
  const types = home.ruleRanking
    .map((rule) => site.doc<DeckTypeDetail>(`public/decks/types/${rule.id}`))
    .filter((doc): doc is DeckTypeDetail => doc !== null)
    .sort((a, b) => b.stats.variants.length - a.stats.variants.length);
  const variant = types[0]?.stats.variants[0];
  expect(variant, 'the fixture lacks it: a ranked deck type with sub-rules').toBeTruthy();
  const id = encodeURIComponent(types[0]!.rule.id);
  for (const route of [
    `/events/${encodeURIComponent(event!.id)}`,
    `/deck/${encodeURIComponent(deck!.id)}`,
    `/decks/${id}`,
    `/rules/stats/${id}`,
    `/decks/${id}/variants/${encodeURIComponent(variant!.id)}`,
  ])
    expect(EVERY_ROUTE).toContain(route);
});

interface PageFacts {
  lang: string | null;
  h1: number;
  imagesWithoutAlt: string[];
  chartsWithoutName: number;
  thWithoutScope: string[];
  linksWithoutName: string[];
  buttonsWithoutName: string[];
}

function pageFacts(page: Page): Promise<PageFacts> {
  return page.evaluate(() => {
    const text = (el: Element) => (el.textContent ?? '').trim();
    return {
      lang: document.documentElement.getAttribute('lang'),
      h1: document.querySelectorAll('h1').length,
      imagesWithoutAlt: [...document.querySelectorAll('img:not([alt])')].map((img) => img.outerHTML),
      chartsWithoutName: [...document.querySelectorAll('svg[role="img"]')].filter(
        (svg) => !svg.getAttribute('aria-label') && !svg.querySelector(':scope > title')?.textContent,
      ).length,
      thWithoutScope: [...document.querySelectorAll('th')]
        .filter((th) => !['col', 'row', 'colgroup', 'rowgroup'].includes(th.getAttribute('scope') ?? ''))
        .map(text),
      linksWithoutName: [...document.querySelectorAll('a[href]')]
        .filter(
          (a) => !text(a) && !a.getAttribute('aria-label') && !a.querySelector('img[alt]:not([alt=""])'),
        )
        .map((a) => a.outerHTML),
      buttonsWithoutName: [...document.querySelectorAll('button')]
        .filter((b) => !text(b) && !b.getAttribute('aria-label'))
        .map((b) => b.outerHTML),
    };
  });
}

const TOGGLES = ['[data-menu-toggle]', '[data-toc-toggle]', 'details.accordion > summary'];
/** The menu on every page; the contents and the accordions on the detail pages. */
const DETAIL = /^\/(decks\/[^/]+(\/variants\/[^/]+)?|rules\/stats\/[^/]+)$/;
/** A deck type without decks has nothing to fold. */
const EMPTY_TYPE = ROUTES.find((route) => route.name === 'deck-type-empty')!.path;

function togglesOf(route: string): string[] {
  if (!DETAIL.test(route)) return ['[data-menu-toggle]'];
  return route === EMPTY_TYPE ? TOGGLES.slice(0, 2) : TOGGLES;
}

async function expectFacts(page: Page, route: string): Promise<void> {
  const facts = await pageFacts(page);
  expect.soft(facts.lang, route).toBe('ja');
  expect.soft(facts.h1, `${route}: h1 count`).toBe(1);
  expect.soft(facts.imagesWithoutAlt, `${route}: img without alt`).toEqual([]);
  expect.soft(facts.chartsWithoutName, `${route}: svg charts without a name`).toBe(0);
  expect.soft(facts.thWithoutScope, `${route}: th without scope`).toEqual([]);
  expect.soft(facts.linksWithoutName, `${route}: links without text`).toEqual([]);
  expect.soft(facts.buttonsWithoutName, `${route}: buttons without text`).toEqual([]);
}

/** Buttons that announce a state (menu, table of contents) and native disclosures (accordions);
 * the first visible one of each kind, focused and flipped with Enter. Returns the kinds found. */
async function flipToggles(page: Page, route: string): Promise<string[]> {
  const checked: string[] = [];
  for (const selector of TOGGLES) {
    for (const toggle of (await page.locator(selector).filter({ visible: true }).all()).slice(0, 1)) {
      checked.push(selector);
      const state = () =>
        toggle.evaluate((el) =>
          el.tagName === 'SUMMARY'
            ? String((el.parentElement as HTMLDetailsElement).open)
            : el.getAttribute('aria-expanded'),
        );
      const before = await state();
      expect(['true', 'false'], `${route} ${selector}: aria-expanded or open`).toContain(before);
      expect(
        await toggle.evaluate((el) => (el as HTMLElement).tabIndex),
        `${route} ${selector}: tabIndex`,
      ).toBe(0);
      await toggle.focus();
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(state, { message: `${route} ${selector} after Enter` }).not.toBe(before);
    }
  }
  return checked;
}

// One page load a route serves every check: the contrast at the desktop width after a resize
// (the colours are the same CSS at both widths, but what shows differs: the wide-only columns, the
// fixed table of contents, event cards or a table; media queries apply on a resize as on a load).
for (const route of EVERY_ROUTE) {
  test(`${route}: lang, h1, alt texts and names; fits 390 px; 4.5:1 contrast at 390 and 1366 px; keyboard toggles`, async ({
    page,
    site,
  }) => {
    const phone = { width: WIDTHS[0], height: HEIGHT[WIDTHS[0]] };
    await page.setViewportSize(phone);
    await page.goto(site.url + route);
    await expectFacts(page, route);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, `${route}: page width`).toBeLessThanOrEqual(390);
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size, height: HEIGHT[size] });
      const { failures, checked } = await checkContrast(page);
      expect(failures, `${route} at ${size}px (axe-core color-contrast)`).toEqual([]);
      expect(checked, `${route} at ${size}px`).toBeGreaterThan(0);
    }
    await page.setViewportSize(phone);
    expect(await flipToggles(page, route)).toEqual(togglesOf(route));
  });
}
