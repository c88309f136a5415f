// Which pre-rendering worker renders a URL (env TCG_SHARD "k/n", set by cli/pipelines/buildSite.ts).
// A page belongs to shard hash(url) mod n. Per-id hooks with many pages (decks) filter their URL
// lists with it, so each worker creates only its own pages; +onPrerenderStart.ts applies the same
// test to whatever is left (static pages, the 404 page), which is why it must be a pure function.
import { prerenderState } from './prerenderState.ts';

export interface Shard {
  index: number;
  count: number;
}

export function parseShard(text: string | undefined): Shard | null {
  const match = /^(\d+)\/(\d+)$/.exec(text ?? '');
  if (!match) return null;
  const index = Number(match[1]);
  const count = Number(match[2]);
  return count > 1 && index < count ? { index, count } : null;
}

/**
 * FNV-1a over the UTF-16 code units, then murmur3's final mix: stable across processes and cheap.
 * The mix matters: FNV-1a's low bit is just the parity of the characters' low bits, so without it
 * `mod 2` put 10,013 of 10,027 symmetric ids in one shard (one core did all the work).
 */
export function urlHash(url: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < url.length; i++) {
    hash ^= url.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

export function inShard(url: string, shard: Shard | null): boolean {
  return shard === null || urlHash(url) % shard.count === shard.index;
}

/** The URLs of `shard` (all of them outside a sharded build): the same test in every worker. */
export function urlsOfShard(urls: string[], shard: Shard | null): string[] {
  return shard ? urls.filter((url) => inShard(url, shard)) : urls;
}

/**
 * The URLs this worker renders: its shard's (all of them outside a sharded build), less those an
 * incremental build keeps as they are (see WorkerHooks.urls). Waits until the worker knows its
 * shard (WorkerHooks.ready).
 */
export async function shardUrls(urls: string[]): Promise<string[]> {
  const worker = prerenderState().worker;
  await worker?.ready();
  const mine = urlsOfShard(urls, parseShard(process.env.TCG_SHARD));
  return worker?.urls(mine) ?? mine;
}
