// The fast path's pure parts: learning vike's tags from one page, adding them to another, and
// choosing which pages the worker renders itself.
import { describe, expect, it } from 'vitest';
import {
  FAST_MIN_PAGES,
  fileOf,
  holdBack,
  holdBackUrls,
  inject,
  injectionsOf,
  pagePathOf,
  routeHeldUrls,
  vikePathnameOf,
} from './fastPages.ts';

const raw = (body: string) =>
  `<!DOCTYPE html>\n<html>\n<head>\n<title>t</title>\n</head>\n<body>${body}\n</body>\n</html>`;
const withTags = (html: string) =>
  html
    .replace('<head>', '<head><link rel="stylesheet" href="/a.css">')
    .replace(/<\/body>(?![\s\S]*<\/body>)/, '<script src="/c.js"></script></body>');

describe('injectionsOf(raw, rendered) and inject(raw, injections)', () => {
  it('learns the tags vike added after <head> and before </body>, and adds them to another page', () => {
    const injections = injectionsOf(raw('<p>one</p>'), withTags(raw('<p>one</p>')));
    expect(injections).toEqual({
      head: '<link rel="stylesheet" href="/a.css">',
      bodyEnd: '<script src="/c.js"></script>',
    });
    if (!injections) return;
    expect(inject(raw('<p>two</p>'), injections)).toBe(withTags(raw('<p>two</p>')));
  });

  it('puts the end tags before the last </body>, even when the page text shows one', () => {
    const body = '<code>&lt;/body&gt;</code></body-ish>';
    const injections = injectionsOf(raw(body), withTags(raw(body)));
    expect(injections).not.toBeNull();
  });

  it('refuses when vike changed anything but the two places', () => {
    const rendered = withTags(raw('<p>one</p>')).replace('<title>t</title>', '<title>T</title>');
    expect(injectionsOf(raw('<p>one</p>'), rendered)).toBeNull();
    expect(injectionsOf('<p>no head</p>', '<p>no head</p>')).toBeNull();
    expect(inject('<p>no head</p>', { head: 'x', bodyEnd: 'y' })).toBeNull();
  });
});

describe('holdBack(pages)', () => {
  const pages = (pageId: string, count: number, url = (i: number) => `/deck/id${i}`) =>
    Array.from({ length: count }, (_, i) => ({ url: url(i), pageId, routeParams: { id: `id${i}` } }));

  it('leaves two pages of each large kind to vike and holds back the rest', () => {
    const held = holdBack([
      ...pages('/pages/deck/@id', FAST_MIN_PAGES + 5),
      ...pages('/pages/index', 1, () => '/'),
    ]);
    expect([...held.keys()]).toEqual(['/pages/deck/@id']);
    expect(held.get('/pages/deck/@id')?.map((page) => page.url)).toEqual(
      pages('/pages/deck/@id', FAST_MIN_PAGES + 5)
        .slice(2)
        .map((page) => page.url),
    );
  });

  it('takes Japanese paths; leaves small kinds and paths vike reads apart to vike', () => {
    expect(holdBack(pages('/pages/deck/@id', FAST_MIN_PAGES - 1)).size).toBe(0);
    const encoded = pages('/pages/decks/@id', FAST_MIN_PAGES + 5, (i) => `/decks/%E3%83%9F${i}`);
    expect(holdBack(encoded).get('/pages/decks/@id')?.length).toBe(FAST_MIN_PAGES + 3);
    const slashes = pages('/pages/decks/@id', FAST_MIN_PAGES + 5, (i) => `/decks/a%2F${i}`);
    expect(holdBack(slashes).size).toBe(0);
  });

  it('gives a page the decoded path and file vike gives it', () => {
    expect(fileOf('/deck/abc-def')).toBe('deck/abc-def.html');
    expect(fileOf('/')).toBe('index.html');
    expect(fileOf('/cards/%E3%83%9F%E3%83%A5%E3%82%A6ex')).toBe('cards/ミュウex/index.html');
    expect(pagePathOf('/decks/Flareon%20Noctowl')).toBe('/decks/Flareon Noctowl');
    // A page vike renders itself (a character outside plain paths) is named and given its path
    // the same way: vike decodes each segment and keeps an encoded `/` as %2F.
    expect(pagePathOf("/decks/Ethan's%20Typhlosion/variants/v2")).toBeNull();
    expect(fileOf("/decks/Ethan's%20Typhlosion/variants/v2")).toBe(
      "decks/Ethan's Typhlosion/variants/v2/index.html",
    );
    expect(vikePathnameOf("/decks/Ethan's%20Typhlosion")).toBe("/decks/Ethan's Typhlosion");
    expect(vikePathnameOf('/decks/a%2Fb')).toBe('/decks/a%2Fb');
    for (const odd of [
      '/decks/a%2Fb',
      '/decks/%E3%83',
      '/decks/a%25',
      '/decks/a%20',
      '/decks/a%3F',
      '/decks/a?b',
      '/',
    ])
      expect(pagePathOf(odd), odd).toBeNull();
  });
});

describe('holdBackUrls(urls) and routeHeldUrls(held, routed)', () => {
  const urls = Array.from({ length: FAST_MIN_PAGES + 3 }, (_, i) => `/deck/id-${i}`);
  const routed = (entries: [string, string, Record<string, string>][]) =>
    new Map(entries.map(([url, pageId, routeParams]) => [url, { url, pageId, routeParams }]));

  it('lets vike route two samples and routes the rest as vike routed them', () => {
    const held = holdBackUrls(urls);
    expect(held?.samples).toEqual(['/deck/id-0', '/deck/id-1']);
    if (!held) return;
    const pages = routeHeldUrls(
      held,
      routed([
        ['/deck/id-0', '/pages/deck/@id', { id: 'id-0' }],
        ['/deck/id-1', '/pages/deck/@id', { id: 'id-1' }],
      ]),
    );
    expect(pages?.length).toBe(FAST_MIN_PAGES + 1);
    expect(pages?.[0]).toEqual({ url: '/deck/id-2', pageId: '/pages/deck/@id', routeParams: { id: 'id-2' } });
  });

  it('routes Japanese paths with the decoded segment vike gives as the parameter', () => {
    const cards = Array.from({ length: FAST_MIN_PAGES }, (_, i) => `/cards/%E3%83%9F${i}`);
    const held = holdBackUrls(cards);
    if (!held) throw new Error('expected URLs held back');
    const pages = routeHeldUrls(
      held,
      routed([
        [cards[0]!, '/pages/cards/@id', { id: 'ミ0' }],
        [cards[1]!, '/pages/cards/@id', { id: 'ミ1' }],
      ]),
    );
    expect(pages?.[0]).toEqual({ url: cards[2], pageId: '/pages/cards/@id', routeParams: { id: 'ミ2' } });
    // Samples routed with the encoded segment are not vike's shape: vike routes them all.
    const encoded = routed([
      [cards[0]!, '/pages/cards/@id', { id: '%E3%83%9F0' }],
      [cards[1]!, '/pages/cards/@id', { id: '%E3%83%9F1' }],
    ]);
    expect(routeHeldUrls(held, encoded)).toBeNull();
  });

  it('holds back nothing from short lists or URLs that are not plain paths', () => {
    expect(holdBackUrls(urls.slice(0, FAST_MIN_PAGES - 1))).toBeNull();
    expect(holdBackUrls([...urls, '/deck/a%2Fb'])).toBeNull();
  });

  it('cannot follow samples routed to other pages or with another shape', () => {
    const held = holdBackUrls(urls);
    if (!held) throw new Error('expected URLs held back');
    const twoKinds = routed([
      ['/deck/id-0', '/pages/deck/@id', { id: 'id-0' }],
      ['/deck/id-1', '/pages/other/@id', { id: 'id-1' }],
    ]);
    expect(routeHeldUrls(held, twoKinds)).toBeNull();
    const twoParams = routed([
      ['/deck/id-0', '/pages/deck/@id', { id: 'id-0', x: 'y' }],
      ['/deck/id-1', '/pages/deck/@id', { id: 'id-1', x: 'y' }],
    ]);
    expect(routeHeldUrls(held, twoParams)).toBeNull();
    expect(routeHeldUrls(held, new Map())).toBeNull();
  });
});
