// A pre-rendering worker's environment beyond what it is started with (prerenderShard.ts): the rest
// an early worker is sent once the build knows it, and the pages an incremental build keeps.
import { readFileSync } from 'node:fs';
import { forEachLine } from '../../../../data/atomic.ts';
import { inShard, parseShard } from '../../../../site/lib/shard.ts';

/**
 * An early worker (env TCG_PRERENDER_WAIT=1, shardedPrerender.ts EarlyWorker) starts before the
 * build knows its shard and the pages it keeps, so that vike's start-up runs while the build hashes
 * the documents: it says it is listening, and takes the rest of its environment (TCG_SHARD,
 * TCG_PRERENDER_REPORT, TCG_PRERENDER_SKIP) from the build's message. The site's hooks wait for
 * it (WorkerHooks.ready); the IPC channel keeps the worker alive meanwhile.
 */
export function restOfEnvironment(): Promise<void> {
  const channel = process.channel;
  if (process.env.TCG_PRERENDER_WAIT !== '1') return Promise.resolve();
  if (!channel || !process.send) throw new Error('TCG_PRERENDER_WAIT=1 needs the IPC channel of the build');
  channel.ref();
  return new Promise((resolve) => {
    process.once('message', (env: Record<string, string>) => {
      Object.assign(process.env, env);
      channel.unref();
      resolve();
    });
    process.send!({ worker: 'listening' });
  });
}

/**
 * The URLs of this worker's shard that an incremental build keeps (the file lists every kept
 * page's key, see pageLine in incrementalManifest.ts; each worker keeps only its own shard's).
 */
export function readSkipped(file: string | undefined): Set<string> {
  const skipped = new Set<string>();
  if (!file) return skipped;
  const shard = parseShard(process.env.TCG_SHARD);
  forEachLine(readFileSync(file, 'utf8'), (key) => {
    const url = JSON.parse(key) as string;
    if (inShard(url, shard)) skipped.add(url);
  });
  return skipped;
}
