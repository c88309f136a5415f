// Splits pre-rendering into shards (env TCG_SHARD "k/n", set by cli/pipelines/buildSite.ts):
// each worker process renders every n-th page, so memory stays bounded and cores are used.
import type { PageContextServer } from 'vike/types';

export function onPrerenderStart(prerenderContext: { pageContexts: PageContextServer[] }) {
  const shard = parseShard(process.env.TCG_SHARD);
  if (!shard) return;
  const pageContexts = prerenderContext.pageContexts.filter((_, i) => i % shard.count === shard.index);
  return { prerenderContext: { pageContexts } };
}

function parseShard(text: string | undefined): { index: number; count: number } | null {
  const match = /^(\d+)\/(\d+)$/.exec(text ?? '');
  if (!match) return null;
  const index = Number(match[1]);
  const count = Number(match[2]);
  return count > 1 && index < count ? { index, count } : null;
}
