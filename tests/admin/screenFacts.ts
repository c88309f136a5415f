// What the sweep over every admin screen measures on each (screens.spec.ts), in Chromium: the
// page's own overflow, each table's scrolling, rule-name cells, text sizes, and the texts a
// Japanese admin should never see (raw ISO timestamps, English sentences).
import type { Page } from '@playwright/test';

/** Narrowest a rule-name cell may be: seven full-width characters at the table's 0.9rem. */
export const RULE_NAME_MIN_PX = 7 * 0.9 * 16;

/** The page's own horizontal overflow (table scrollers excluded: they clip their content). */
export function pageOverflow(page: Page) {
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    const past = (el: Element | null) =>
      el !== null && el.getBoundingClientRect().right > window.innerWidth + 0.5;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => past(el) && !past(el.parentElement) && !el.closest('.table-wrap'))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className)} "${(el.textContent ?? '').slice(0, 30)}"`,
      )
      .slice(0, 5);
    return { scrollWidth: scroller.scrollWidth, width: window.innerWidth, culprits };
  });
}

export type TableFacts = {
  index: number;
  scrolls: boolean;
  overflowX: string;
  /** Every first-column cell's computed position. */
  firstColumn: string[];
  /** Left edge of the first header cell minus the wrapper's, before and after scrolling to the end. */
  firstLeftBefore: number;
  firstLeftAfter: number;
  scrolled: number;
};

/** Each table wrapper: whether it overflows, and where its first column sits once scrolled right. */
export function tableFacts(page: Page): Promise<TableFacts[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const facts = [];
    const wrappers = [...document.querySelectorAll<HTMLElement>('.table-wrap')].filter(
      // Phones lay the condition editor out as cards, not a table.
      (w) => getComputedStyle(w.querySelector('table') ?? w).display === 'table',
    );
    for (const [index, wrap] of wrappers.entries()) {
      const table = wrap.querySelector('table');
      if (!table || table.rows.length === 0) continue;
      const first = () =>
        table.rows[0]!.cells[0]!.getBoundingClientRect().left - wrap.getBoundingClientRect().left;
      const cells = [...table.rows].map((row) => row.cells[0]).filter((c) => c !== undefined);
      const before = first();
      wrap.scrollLeft = wrap.scrollWidth;
      await frame();
      const after = first();
      const scrolled = wrap.scrollLeft;
      wrap.scrollLeft = 0;
      facts.push({
        index,
        scrolls: wrap.scrollWidth > wrap.clientWidth + 1,
        overflowX: getComputedStyle(wrap).overflowX,
        firstColumn: [...new Set(cells.map((c) => getComputedStyle(c).position))],
        firstLeftBefore: before,
        firstLeftAfter: after,
        scrolled,
      });
    }
    return facts;
  });
}

/** Each rule-name cell: its width and how many lines its text takes against its length. */
export function ruleNameFacts(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-rule-name]')].map((el) => {
      const text = (el.textContent ?? '').trim();
      // The text's own box, not the cell's: a cell is as tall as its row.
      const range = document.createRange();
      range.selectNodeContents(el);
      const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight) || 16;
      return {
        text,
        width: el.getBoundingClientRect().width,
        lines: Math.max(1, Math.round(range.getBoundingClientRect().height / lineHeight)),
      };
    }),
  );
}

/** The smallest text the admin may show (labels of 10.4–11.5 px were hard to read). */
export const MIN_FONT_PX = 12;

/** Every visible text under MIN_FONT_PX (its element, text and size), and how many texts were measured. */
export function smallTexts(page: Page, min: number) {
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

/** A raw ISO timestamp. */
export const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * Lines of ASCII alone holding three English words or more: a sentence the admin would show
 * untranslated (words apart by spaces). Ids such as deck ids, URLs and card names are single
 * tokens or Japanese.
 */
export function englishSentences(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\bhttps?:\/\/\S+/g, '').trim())
    .filter(
      (line) => /^[\x20-\x7e]+$/.test(line) && /[A-Za-z]{2,}(?:[,.:;']?\s+[A-Za-z]{2,}){2,}/.test(line),
    );
}
