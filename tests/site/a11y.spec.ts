// Accessibility and phone layout on every public route: lang="ja", one h1, alt texts, named
// charts, table headers with scope, toggles a keyboard can reach and flip, and no page wider
// than a 390px phone (wide tables scroll inside their own box).
import type { Page } from '@playwright/test';
import type { DeckTypeDetail, PublicEvents, PublicHome } from '../../engine/documents.ts';
import type { Site } from './fixtures.ts';
import { expect, test } from './fixtures.ts';

/** Every public route of spec §2, with ids taken from the documents the site was built from. */
function routes(site: Site): string[] {
  const home = site.doc<PublicHome>('public/home')!;
  const events = site.doc<PublicEvents>('public/events')!;
  const list = [
    '/',
    '/w/1w',
    '/events',
    '/decks',
    '/decks/w/all',
    '/decks/w/4w/k/city',
    '/w/4w/k/gym',
    '/matchups',
    '/matchups/w/1w',
    '/rules/stats',
    '/policies/ads',
    '/no/such/page',
  ];
  const event = events.items[0];
  const deck = home.recentDecks.find((d) => site.doc(`public_deck_details/${d.id}`));
  expect(event && deck, 'the fixture lacks them: an event and a recent deck with its page').toBeTruthy();
  list.push(`/events/${encodeURIComponent(event!.id)}`, `/deck/${encodeURIComponent(deck!.id)}`);
  // The deck type with the most sub-rules, so its detail page shows the most widgets.
  const types = home.ruleRanking
    .map((rule) => site.doc<DeckTypeDetail>(`public/decks/types/${rule.id}`))
    .filter((doc): doc is DeckTypeDetail => doc !== null)
    .sort((a, b) => b.stats.variants.length - a.stats.variants.length);
  const variant = types[0]?.stats.variants[0];
  expect(variant, 'the fixture lacks it: a ranked deck type with sub-rules').toBeTruthy();
  const id = encodeURIComponent(types[0]!.rule.id);
  list.push(`/decks/${id}`, `/rules/stats/${id}`, `/decks/${id}/variants/${encodeURIComponent(variant!.id)}`);
  return list;
}

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

test('every route: lang="ja", one h1, alt texts, named charts, headers with scope, named links', async ({
  page,
  site,
}) => {
  for (const route of routes(site)) {
    await page.goto(site.url + route);
    const facts = await pageFacts(page);
    expect.soft(facts.lang, route).toBe('ja');
    expect.soft(facts.h1, `${route}: h1 count`).toBe(1);
    expect.soft(facts.imagesWithoutAlt, `${route}: img without alt`).toEqual([]);
    expect.soft(facts.chartsWithoutName, `${route}: svg charts without a name`).toBe(0);
    expect.soft(facts.thWithoutScope, `${route}: th without scope`).toEqual([]);
    expect.soft(facts.linksWithoutName, `${route}: links without text`).toEqual([]);
    expect.soft(facts.buttonsWithoutName, `${route}: buttons without text`).toEqual([]);
  }
});

const TOGGLES = ['[data-menu-toggle]', '[data-toc-toggle]', 'details.accordion > summary'];

test('every route: each toggle is reached by the keyboard and flips its state with Enter', async ({
  page,
  site,
}) => {
  // One test over every route and toggle: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const checked: string[] = [];
  for (const route of routes(site)) {
    await page.goto(site.url + route);
    // Buttons that announce a state (menu, table of contents) and native disclosures (accordions);
    // the first visible one of each kind on the page.
    for (const selector of TOGGLES) {
      for (const toggle of (await page.locator(selector).filter({ visible: true }).all()).slice(0, 1)) {
        checked.push(`${route} ${selector}`);
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
  }
  // The menu on every page; the contents and the accordions on the detail pages.
  const detail = /^\/(decks\/[^/]+(\/variants\/[^/]+)?|rules\/stats\/[^/]+)$/;
  expect(checked).toEqual(
    routes(site).flatMap((route) =>
      TOGGLES.filter((selector) => detail.test(route) || selector === '[data-menu-toggle]').map(
        (selector) => `${route} ${selector}`,
      ),
    ),
  );
});

test('every route fits a 390px phone: wide tables scroll inside their own box', async ({ page, site }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const route of routes(site)) {
    await page.goto(site.url + route);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, `${route}: page width`).toBeLessThanOrEqual(390);
  }
});
