// Splits pre-rendering into shards (env TCG_SHARD "k/n", set by cli/pipelines/buildSite.ts):
// each worker process renders every n-th page, so memory stays bounded and cores are used.
import type { PageContextServer } from 'vike/types';

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
  const mine = prerenderContext.pageContexts.filter((_, i) => i % shard.count === shard.index);
  prerenderContext.pageContexts.splice(0, prerenderContext.pageContexts.length, ...mine);
}

function parseShard(text: string | undefined): { index: number; count: number } | null {
  const match = /^(\d+)\/(\d+)$/.exec(text ?? '');
  if (!match) return null;
  const index = Number(match[1]);
  const count = Number(match[2]);
  return count > 1 && index < count ? { index, count } : null;
}
