// The state that crosses from the build into the site's vike hooks, in one typed place. The
// accelerated path's worker (cli/pipelines/site/accelerated/prerenderShard.ts) knows the site
// only as vike's server bundle, which loads its own copies of these modules, so the two can meet
// only on globalThis: under one namespaced key, as vike's own getGlobalObject does. On the plain
// path (vike alone) the worker's part is unset and every hook does what vike expects of it.
import type { PageContextServer } from 'vike/types';

/** A page of the worker's shard, as routed by vike. */
export interface PrerenderPage {
  url: string;
  pageId: string;
  routeParams: Record<string, string>;
}

/** What the accelerated worker asks of the site's hooks (site/pages/+onPrerenderStart.ts, shard.ts). */
export interface WorkerHooks {
  /**
   * Resolves once the worker knows its shard (env TCG_SHARD) and the pages an incremental build
   * keeps: a worker may start before the build knows them, so that vike's start-up runs while the
   * build compares the documents. The hooks that read either wait for it.
   */
  ready(): Promise<void>;
  /**
   * Given vike's prerender context, whose page lists the worker empties as pages are written
   * (memory stays flat; which lists is vike's private matter, cli/pipelines/vikeAdapter.ts).
   */
  keepLists(prerenderContext: object): void;
  /** Given the pages of its shard, the worker returns the URLs vike is to render. */
  select(pages: PrerenderPage[]): Set<string>;
  /**
   * Given the URLs of its shard that a per-id hook lists (site/lib/shard.ts), the worker returns
   * those vike is to route and render: an incremental build drops the pages whose inputs did not
   * change (counting them as seen), so vike never makes page contexts for them.
   */
  urls(urls: string[]): string[];
  /**
   * Told of each document onRenderHtml renders: its page context, its document before vike
   * injects its tags, and the function that made it, so the worker can render more pages of the
   * same kind itself (the page's `data` hook, `Page` and `pageName` are in `pageContext.config`).
   */
  pageRendered(page: {
    pageContext: PageContextServer;
    html: string;
    render: (pageContext: PageContextServer) => string;
  }): void;
}

export interface PrerenderState {
  /** The accelerated worker's hooks; unset on the plain path. */
  worker?: WorkerHooks;
}

const KEY = Symbol.for('tcg.prerenderState');

/** This process's prerender state (one object, shared by the worker and the server bundle). */
export function prerenderState(): PrerenderState {
  const globals = globalThis as { [KEY]?: PrerenderState };
  globals[KEY] ??= {};
  return globals[KEY];
}
