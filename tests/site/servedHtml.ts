// A page as the server sends it, parsed with cheerio, for checks of what the pre-rendered HTML
// says (figures, texts, links) where no browser behaviour is asserted: a fetch and a parse cost a
// few milliseconds where a browser page load and its locators cost about a second.

import type { CheerioAPI } from 'cheerio';
import * as cheerio from 'cheerio';
import { expect } from './fixtures.ts';

export type Html = CheerioAPI;
export type Nodes = ReturnType<CheerioAPI>;

/** The page at `url`, which must answer 200. */
export async function servedHtml(url: string): Promise<Html> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return cheerio.load(await response.text());
}

/** An element's text with its white space collapsed, as Playwright's toHaveText compares it. */
export function textOf(nodes: Nodes): string {
  return nodes.text().replace(/\s+/g, ' ').trim();
}

/** The elements of `data-testid="id"` under `within`. */
export function byTestId($: Html, id: string, within?: Nodes): Nodes {
  const selector = `[data-testid="${id}"]`;
  return within ? within.find(selector) : $(selector);
}
