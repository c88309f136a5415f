// Splits pre-rendering into shards (env TCG_SHARD "k/n", set by cli/pipelines/buildSite.ts):
// each worker process renders the pages whose URL hashes to its shard (site/lib/shard.ts), so
// memory stays bounded and cores are used. Per-id hooks with many pages filter earlier.
import type { PageContextServer } from 'vike/types';
import { inShard, parseShard } from '../lib/shard.ts';

/** Where the pre-render worker (cli/pipelines/prerenderShard.ts) finds vike's lists. */
const PRERENDER_LISTS_KEY = Symbol.for('tcg.prerenderLists');
/** Where the pre-render worker puts its page selection (incremental builds). */
const PRERENDER_SELECT_KEY = Symbol.for('tcg.prerenderSelect');

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
  // An incremental build's worker keeps only the pages whose inputs changed (it sees every URL of
  // the shard first, to find pages that no longer exist).
  const select = (globalThis as Record<symbol, unknown>)[PRERENDER_SELECT_KEY] as
    | ((urls: string[]) => Set<string>)
    | undefined;
  if (!shard && !select) return;
  const mine = prerenderContext.pageContexts.filter((pageContext) => inShard(pageContext.urlOriginal, shard));
  const selected = select?.(mine.map((pageContext) => pageContext.urlOriginal));
  const kept = selected ? mine.filter((pageContext) => selected.has(pageContext.urlOriginal)) : mine;
  // Filtered in place: returning the list makes vike 0.4.266 trip over its own `url` getter.
  prerenderContext.pageContexts.splice(0, prerenderContext.pageContexts.length, ...kept);
}
