// Splits pre-rendering into shards (env TCG_SHARD "k/n", set by cli/pipelines/buildSite.ts):
// each worker process renders the pages whose URL hashes to its shard (site/lib/shard.ts), so
// memory stays bounded and cores are used. Per-id hooks with many pages filter earlier.
import type { PageContextServer } from 'vike/types';
import {
  PRERENDER_LISTS_KEY,
  PRERENDER_SELECT_KEY,
  type PrerenderSelect,
  prerenderHook,
} from '../lib/prerenderHooks.ts';
import { inShard, parseShard } from '../lib/shard.ts';

export function onPrerenderStart(prerenderContext: {
  pageContexts: PageContextServer[];
  output?: unknown[];
}) {
  // vike keeps every page (rendered pageContext and HTML) in these lists until the end; the
  // worker empties them once rendering has started, so memory stays flat.
  (globalThis as Record<symbol, unknown>)[PRERENDER_LISTS_KEY] = [
    prerenderContext.pageContexts,
    prerenderContext.output,
  ];
  const shard = parseShard(process.env.TCG_SHARD);
  // The worker keeps the pages it wants vike to render: in an incremental build only those whose
  // inputs changed, and of the many pages of one kind only the first few (it renders the rest
  // itself). It sees every page of the shard first, to find pages that no longer exist.
  const select = prerenderHook<PrerenderSelect>(PRERENDER_SELECT_KEY);
  if (!shard && !select) return;
  const mine = prerenderContext.pageContexts.filter((pageContext) => inShard(pageContext.urlOriginal, shard));
  const selected = select?.(
    mine.map((pageContext) => ({
      url: pageContext.urlOriginal,
      pageId: pageContext.pageId ?? '',
      routeParams: pageContext.routeParams,
    })),
  );
  const kept = selected ? mine.filter((pageContext) => selected.has(pageContext.urlOriginal)) : mine;
  // Filtered in place: returning the list makes vike 0.4.266 trip over its own `url` getter.
  prerenderContext.pageContexts.splice(0, prerenderContext.pageContexts.length, ...kept);
}
