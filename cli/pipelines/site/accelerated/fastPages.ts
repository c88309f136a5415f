// The pre-rendering worker's fast path. Most of a large site is many pages of one kind (100,000
// deck pages), and for those vike's per-page work (routing, page contexts, hook plumbing, asset
// injection) cost as much CPU as rendering the page itself. So of each kind with many pages vike
// renders the first two; the worker renders the rest with the same `data` hook and document
// function (site/pages/+onRenderHtml.tsx) and adds the tags vike added to the first page. The
// second page is rendered both ways and must come out byte for byte the same, else the worker
// reports a mismatch and the shard is rendered again by vike alone (shardedPrerender.ts).
import type { PageContextServer } from 'vike/types';
import type { PrerenderPage } from '../../../../site/lib/prerenderState.ts';
import { decodeSegment, pageFileOf } from '../siteFiles.ts';

/** Pages of each fast kind that vike renders: the first gives the tags, the second checks them. */
const SAMPLES = 2;
/**
 * A kind with fewer pages in a shard is left to vike. One page past the samples already pays:
 * vike's own work on a page (routing, page context, hooks, tags) costs more than rendering it, and
 * the check costs one render. An incremental build re-renders a few pages of many kinds (15 deck
 * pages, 10 segment pages, 5 windows after a one-rule edit at 100k).
 */
export const FAST_MIN_PAGES = SAMPLES + 1;
/** The line a worker prints when the fast path disagrees with vike (then it exits FAST_MISMATCH_EXIT). */
export const FAST_MISMATCH_PREFIX = 'tcg-fast-pages-mismatch: ';
export const FAST_MISMATCH_EXIT = 3;

/** What vike adds to a document: tags after `<head>` and before the last `</body>`. */
export interface Injections {
  head: string;
  bodyEnd: string;
}

const HEAD = '<head>';
const BODY_END = '</body>';

function splitDocument(html: string): [string, string, string] | null {
  const head = html.indexOf(HEAD);
  const bodyEnd = html.lastIndexOf(BODY_END);
  if (head < 0 || bodyEnd < head + HEAD.length) return null;
  const afterHead = head + HEAD.length;
  return [html.slice(0, afterHead), html.slice(afterHead, bodyEnd), html.slice(bodyEnd)];
}

/** The tags vike added to `raw` to make `rendered`, or null when it changed anything else. */
export function injectionsOf(raw: string, rendered: string): Injections | null {
  const parts = splitDocument(raw);
  if (!parts) return null;
  const [start, middle, end] = parts;
  if (!rendered.startsWith(start) || !rendered.endsWith(end)) return null;
  const inner = rendered.slice(start.length, rendered.length - end.length);
  // The first place the document's own middle fits, so an injection can never swallow part of it.
  const at = inner.indexOf(middle);
  if (at < 0) return null;
  const injections = { head: inner.slice(0, at), bodyEnd: inner.slice(at + middle.length) };
  return inject(raw, injections) === rendered ? injections : null;
}

/** `raw` with vike's tags added, or null when it has no `<head>` … `</body>` to add them to. */
export function inject(raw: string, injections: Injections): string | null {
  const parts = splitDocument(raw);
  if (!parts) return null;
  return parts[0] + injections.head + parts[1] + injections.bodyEnd + parts[2];
}

/** URLs of path segments only (no query, hash or trailing slash), Japanese ones percent-encoded. */
const PATH_URL = /^(\/(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+)+$/;

/** A URL segment decoded as vike decodes it: as a component, else as a URI, else as it is. */
function decodeSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {}
  try {
    return decodeURI(segment);
  } catch {}
  return segment;
}

/**
 * The path vike gives a pre-rendered URL's page (`urlPathname`, the source of its route
 * parameters; vike's parseUrl `decodePathname`): trailing white space dropped, each segment
 * decoded, an encoded `/` kept as `%2F`.
 */
export function vikePathnameOf(url: string): string {
  return url
    .replace(/\s+$/, '')
    .split('/')
    .map((segment) => decodeSafe(segment).split('/').join('%2F'))
    .join('/');
}

/**
 * The decoded path of a URL whose page the worker may render itself (`/cards/%E3%83%9F` →
 * `/cards/ミ`, also its folder in the site), or null for one it leaves to vike: not a plain path,
 * or a segment that decodes to something read apart (a `/`, a `%`, a `?` or `#`, trailing white
 * space, bytes that are not UTF-8).
 */
export function pagePathOf(url: string): string | null {
  if (!PATH_URL.test(url)) return null;
  const path = vikePathnameOf(url);
  return /[%?#]|\s$/.test(path) ? null : path;
}

/**
 * Of the pages vike is to render, the ones the worker renders itself: per kind (page id) with at
 * least FAST_MIN_PAGES URLs it can follow (pagePathOf), all but the first SAMPLES. Returns them by kind.
 */
export function holdBack(pages: readonly PrerenderPage[]): Map<string, PrerenderPage[]> {
  const byKind = new Map<string, PrerenderPage[]>();
  for (const page of pages) {
    if (!page.pageId || pagePathOf(page.url) === null) continue;
    const list = byKind.get(page.pageId);
    if (list) list.push(page);
    else byKind.set(page.pageId, [page]);
  }
  const held = new Map<string, PrerenderPage[]>();
  for (const [pageId, list] of byKind)
    if (list.length >= FAST_MIN_PAGES) held.set(pageId, list.slice(SAMPLES));
  return held;
}

/** URLs of one per-id hook held back before vike routes them: vike routes only the samples. */
export interface HeldUrls {
  samples: string[];
  rest: string[];
}

/**
 * Of the URLs a per-id hook lists (site/lib/shard.ts), the samples vike is to route and the rest,
 * which the worker renders itself once the samples show their route; null when too few or not
 * all paths the worker can follow (pagePathOf; then vike routes them all).
 */
export function holdBackUrls(urls: readonly string[]): HeldUrls | null {
  if (urls.length < FAST_MIN_PAGES || !urls.every((url) => pagePathOf(url) !== null)) return null;
  return { samples: urls.slice(0, SAMPLES), rest: urls.slice(SAMPLES) };
}

/** A held URL's prefix up to its last `/` and its last segment as vike gives it (decoded). */
function lastSegmentOf(url: string): { prefix: string; value: string } | null {
  const path = pagePathOf(url);
  if (path === null) return null;
  const value = path.slice(path.lastIndexOf('/') + 1);
  return value === '' ? null : { prefix: url.slice(0, url.lastIndexOf('/') + 1), value };
}

/**
 * The routed pages of held URLs, from how vike routed their samples: one route parameter, the
 * last path segment (decoded, as vike decodes it) after the same prefix (`/deck/{id}`). Null when
 * the samples do not show that shape (then the worker cannot route them and vike must).
 */
export function routeHeldUrls(
  held: HeldUrls,
  routed: ReadonlyMap<string, PrerenderPage>,
): PrerenderPage[] | null {
  let shape: { pageId: string; prefix: string; param: string } | undefined;
  for (const url of held.samples) {
    const page = routed.get(url);
    const params = page ? Object.entries(page.routeParams) : [];
    const last = lastSegmentOf(url);
    if (!page || !last || params.length !== 1) return null;
    const [param, value] = params[0]!;
    if (value !== last.value) return null;
    if (shape && (shape.pageId !== page.pageId || shape.prefix !== last.prefix || shape.param !== param))
      return null;
    shape = { pageId: page.pageId, prefix: last.prefix, param };
  }
  if (!shape) return null;
  const { pageId, prefix, param } = shape;
  const pages: PrerenderPage[] = [];
  for (const url of held.rest) {
    const last = lastSegmentOf(url);
    if (!last || last.prefix !== prefix) return null;
    pages.push({ url, pageId, routeParams: { [param]: last.value } });
  }
  return pages;
}

/** The page context the worker gives a page's hooks: what the site's hooks read of vike's. */
export function pageContextOf(page: PrerenderPage, config: PageContextServer['config']): PageContextServer {
  return {
    urlOriginal: page.url,
    urlPathname: vikePathnameOf(page.url),
    routeParams: page.routeParams,
    pageId: page.pageId,
    config,
    data: undefined,
  } as unknown as PageContextServer;
}

/**
 * The file a URL's page goes to, relative to the site folder, as site/siteFiles.ts names the
 * folders of the pages vike writes (for a held URL, its decoded path: pagePathOf).
 */
export function fileOf(url: string): string {
  return pageFileOf(url === '/' ? [] : url.slice(1).split('/').map(decodeSegment));
}
