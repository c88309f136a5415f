// Sharded pre-rendering, the accelerated path's workers: each renders a shard of the pages from
// the site-code folder (prerenderShard.ts) and reports, in a file of sorted lines, each URL of its
// shard with, for each page it rendered, its files and inputs (the incremental manifest's page
// lines, merged without holding them). Each worker may render most pages of a kind itself
// (fastPages.ts); the plain path (../plain/) is what their output is held to.

import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ChildFailed, childEntry, lastJsonLine, runChild } from '../childProcess.ts';
import { FAST_MISMATCH_PREFIX } from './fastPages.ts';

const MIN_PAGES_TO_SPLIT = 1_000;

/**
 * A worker's live heap is small (≈ 250 MB: vite, vike, the server bundle, its shard's report), but
 * V8 lets the heap grow up to 4× past it between full collections: a shard of 55,000 deck pages
 * peaked at 783 MB. Growing it by 20% at most kept it at 518 MB for the same CPU time (measured at
 * 1M decks, bench/README.md), and two workers run beside the build's own process.
 */
const WORKER_NODE_FLAGS = ['--heap-growing-percent=20'];

export interface ShardPlan {
  /** The site-code folder (client/ and server/): the workers' working folder. */
  codeDir: string;
  siteDir: string;
  docsDir: string;
  shards: number;
  concurrency: number;
  /** A file of the keys of pages kept as they are, one per line (incremental builds). */
  skipFile?: string;
  /** Folder for the shards' report files. */
  reportDir: string;
  /** Let each worker render most pages of a kind without vike (fastPages.ts). */
  fastPages: boolean;
}

export interface ShardsResult {
  pages: number;
  /** Of those, the pages the workers rendered without vike (fastPages.ts). */
  fastPages: number;
  peakWorkerRssBytes: number;
  /** The shards' report files: every URL of the site, rendered or kept (see mergePages). */
  reports: string[];
}

export async function prerenderShards(plan: ShardPlan): Promise<ShardsResult> {
  const queue = Array.from({ length: plan.shards }, (_, i) => i);
  const running = new Set<ChildProcess>();
  let failed = false;
  let pages = 0;
  let fastPages = 0;
  let peakWorkerRssBytes = 0;
  const reports: string[] = [];
  const worker = async () => {
    for (let shard = queue.shift(); shard !== undefined && !failed; shard = queue.shift()) {
      const reportFile = path.join(plan.reportDir, `shard-${shard}.txt`);
      const what = `pre-rendering shard ${shard + 1} of ${plan.shards}`;
      const run = (fast: boolean) =>
        runChild(what, [...WORKER_NODE_FLAGS, ...childEntry('prerenderShard'), plan.codeDir, plan.siteDir], {
          cwd: plan.codeDir,
          env: {
            ...process.env,
            // React's production build, as the bundle was compiled (cli/pipelines/buildSite.ts).
            NODE_ENV: 'production',
            TCG_DOCS_DIR: plan.docsDir,
            TCG_SHARD: `${shard}/${plan.shards}`,
            TCG_PRERENDER_REPORT: reportFile,
            ...(plan.skipFile ? { TCG_PRERENDER_SKIP: plan.skipFile } : {}),
            TCG_FAST_PAGES: fast ? '1' : '0',
          },
          running,
          quietPrefixes: [FAST_MISMATCH_PREFIX],
        });
      let output: string;
      try {
        output = await run(plan.fastPages);
      } catch (error) {
        const mismatch = error instanceof ChildFailed ? fastMismatchOf(error.stderr) : undefined;
        if (mismatch === undefined) throw error;
        // Slower, never wrong: the shard again, every page through vike (pages written are redone).
        process.stderr.write(
          `warning: ${what}: the fast path disagreed with vike: ${mismatch}; rendering it with vike alone\n`,
        );
        output = await run(false);
      }
      if (!existsSync(reportFile))
        throw new Error(`pre-rendering shard ${shard + 1} wrote no report: ${output.slice(-500)}`);
      reports.push(reportFile);
      const report = lastJsonLine<ShardReport>(output);
      pages += report.pages;
      fastPages += report.fastPages;
      peakWorkerRssBytes = Math.max(peakWorkerRssBytes, report.maxRssKb * 1024);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(plan.concurrency, plan.shards) }, worker));
  } catch (error) {
    // One failed shard fails the build: stop the others before their folder is removed.
    failed = true;
    for (const child of running) child.kill();
    throw error;
  }
  return { pages, fastPages, peakWorkerRssBytes, reports };
}

interface ShardReport {
  pages: number;
  fastPages: number;
  maxRssKb: number;
}

/** Why a worker's fast path (fastPages.ts) and vike disagreed, from its stderr, if they did. */
function fastMismatchOf(stderr: string): string | undefined {
  return stderr
    .split('\n')
    .find((line) => line.startsWith(FAST_MISMATCH_PREFIX))
    ?.slice(FAST_MISMATCH_PREFIX.length);
}

/**
 * Enough shards to keep each worker's memory bounded and every core busy; a small site stays in
 * one worker, since each worker pays a fixed start-up (loading the server build) of a few seconds.
 * A multiple of the concurrency, so no core sits idle while the last shard renders alone.
 */
export function shardCount(
  pages: number,
  pagesPerShard: number,
  concurrency: number,
  minPagesToSplit = MIN_PAGES_TO_SPLIT,
): number {
  if (pages < minPagesToSplit) return 1;
  const rounds = Math.ceil(pages / pagesPerShard / concurrency);
  return Math.max(1, rounds) * concurrency;
}
