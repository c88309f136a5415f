// On the accelerated path, splits pre-rendering into shards (env TCG_SHARD "k/n", set by
// cli/pipelines/site/accelerated/shardedPrerender.ts): each worker process renders the pages
// whose URL hashes to its shard (site/lib/shard.ts), so memory stays bounded and cores are used.
// Per-id hooks with many pages filter earlier. On the plain path it does nothing.
import type { PageContextServer } from 'vike/types';
import { prerenderState } from '../lib/prerenderState.ts';
import { inShard, parseShard } from '../lib/shard.ts';

export async function onPrerenderStart(prerenderContext: { pageContexts: PageContextServer[] }) {
  // On the plain path (vike alone) there is no worker and vike renders every page.
  const worker = prerenderState().worker;
  if (!worker) return;
  // The shard and the pages kept are known once the build has compared the documents.
  await worker.ready();
  // vike keeps every page (rendered pageContext and HTML) in these lists until the end; the
  // worker empties them once rendering has started, so memory stays flat.
  worker.keepLists(prerenderContext);
  const shard = parseShard(process.env.TCG_SHARD);
  // The worker keeps the pages it wants vike to render: in an incremental build only those whose
  // inputs changed, and of the many pages of one kind only the first few (it renders the rest
  // itself). It sees every page of the shard first, to find pages that no longer exist.
  const mine = prerenderContext.pageContexts.filter((pageContext) => inShard(pageContext.urlOriginal, shard));
  const selected = worker.select(
    mine.map((pageContext) => ({
      url: pageContext.urlOriginal,
      pageId: pageContext.pageId ?? '',
      routeParams: pageContext.routeParams,
    })),
  );
  const kept = mine.filter((pageContext) => selected.has(pageContext.urlOriginal));
  // Filtered in place: returning the list makes vike 0.4.266 trip over its own `url` getter.
  prerenderContext.pageContexts.splice(0, prerenderContext.pageContexts.length, ...kept);
}
