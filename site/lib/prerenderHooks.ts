// The contract between the site's vike hooks and the pre-rendering worker
// (cli/pipelines/prerenderShard.ts). The worker knows the site only as vike's server bundle, so
// the two meet on globalThis, under these keys; outside a worker (vike alone) nothing is set and
// the hooks do what vike expects of them.
import type { PageContextServer } from 'vike/types';

/** vike's page lists, which the worker empties as pages are written (memory stays flat). */
export const PRERENDER_LISTS_KEY = Symbol.for('tcg.prerenderLists');
/** The worker's choice of the pages vike renders (see PrerenderSelect). */
export const PRERENDER_SELECT_KEY = Symbol.for('tcg.prerenderSelect');
/** The worker's choice among the URLs a per-id hook lists (see PrerenderUrls). */
export const PRERENDER_URLS_KEY = Symbol.for('tcg.prerenderUrls');
/** Told of every document onRenderHtml renders (see PageRendered). */
export const PAGE_RENDERED_KEY = Symbol.for('tcg.pageRendered');

/** A page of the worker's shard, as routed by vike. */
export interface PrerenderPage {
  url: string;
  pageId: string;
  routeParams: Record<string, string>;
}

/** Given the pages of its shard, the worker returns the URLs vike is to render. */
export type PrerenderSelect = (pages: PrerenderPage[]) => Set<string>;

/**
 * Given the URLs of its shard that a per-id hook lists (site/lib/shard.ts), the worker returns
 * those vike is to route and render: an incremental build drops the pages whose inputs did not
 * change (counting them as seen), so vike never makes page contexts for them.
 */
export type PrerenderUrls = (urls: string[]) => string[];

/**
 * What onRenderHtml reports of each page: its page context, its document before vike injects its
 * tags, and the function that made the document, so the worker can render more pages of the
 * same kind itself (the page's `data` hook, `Page` and `pageName` are in `pageContext.config`).
 */
export type PageRendered = (page: {
  pageContext: PageContextServer;
  html: string;
  render: (pageContext: PageContextServer) => string;
}) => void;

export function prerenderHook<T>(key: symbol): T | undefined {
  return (globalThis as Record<symbol, unknown>)[key] as T | undefined;
}
