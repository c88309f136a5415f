// Splits pre-rendering into shards (env TCG_SHARD "k/n", set by cli/pipelines/buildSite.ts):
// each worker process renders the pages whose URL hashes to its shard (site/lib/shard.ts), so
// memory stays bounded and cores are used. Per-id hooks with many pages filter earlier.
import type { PageContextServer } from 'vike/types';
import { inShard, parseShard } from '../lib/shard.ts';

/** Where the pre-render worker (cli/pipelines/prerenderShard.ts) finds vike's lists. */
const PRERENDER_LISTS_KEY = Symbol.for('tcg.prerenderLists');

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
  if (!shard) return;
  // Filtered in place: returning the list makes vike 0.4.266 trip over its own `url` getter.
  const mine = prerenderContext.pageContexts.filter((pageContext) => inShard(pageContext.urlOriginal, shard));
  prerenderContext.pageContexts.splice(0, prerenderContext.pageContexts.length, ...mine);
}
