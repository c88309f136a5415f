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
  routeHeldUrls,
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

  it('leaves small kinds and URLs that are not plain paths to vike', () => {
    expect(holdBack(pages('/pages/deck/@id', FAST_MIN_PAGES - 1)).size).toBe(0);
    const encoded = pages('/pages/decks/@id', FAST_MIN_PAGES + 5, (i) => `/decks/%E3%83%9F${i}`);
    expect(holdBack(encoded).size).toBe(0);
  });

  it('names the file of a page as vike does', () => {
    expect(fileOf('/deck/abc-def')).toBe('deck/abc-def/index.html');
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

  it('holds back nothing from short lists or URLs that are not plain paths', () => {
    expect(holdBackUrls(urls.slice(0, FAST_MIN_PAGES - 1))).toBeNull();
    expect(holdBackUrls([...urls, '/deck/%E3%83%9F'])).toBeNull();
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
