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
import type { ReadAheadCounts } from './readAhead.ts';

export const MIN_PAGES_TO_SPLIT = 1_000;

/**
 * A worker's live heap is small (≈ 250 MB: vite, vike, the server bundle, its shard's report), but
 * V8 lets the heap grow up to 4× past it between full collections: a shard of 55,000 deck pages
 * peaked at 783 MB. Growing it by 20% at most kept it at 518 MB for the same CPU time (measured at
 * 1M decks, bench/README.md), and two workers run beside the build's own process.
 */
const WORKER_NODE_FLAGS = ['--heap-growing-percent=20'];

/** What every worker of a build is started with. */
export interface WorkerPlan {
  /** The site-code folder (client/ and server/): the workers' working folder. */
  codeDir: string;
  siteDir: string;
  docsDir: string;
  /** Let each worker render most pages of a kind without vike (fastPages.ts). */
  fastPages: boolean;
}

export interface ShardPlan extends WorkerPlan {
  shards: number;
  concurrency: number;
  /** A file of the keys of pages kept as they are, one per line (incremental builds). */
  skipFile?: string;
  /** Folder for the shards' report files. */
  reportDir: string;
  /** A worker started before the plan was known (EarlyWorker): it renders the first shard. */
  early?: EarlyWorker;
}

export interface ShardsResult {
  pages: number;
  /** Of those, the pages the workers rendered without vike (fastPages.ts). */
  fastPages: number;
  /** Documents the workers read ahead of their fast pages (readAhead.ts). */
  docsReadAhead: number;
  peakWorkerRssBytes: number;
  /** The shards' report files: every URL of the site, rendered or kept (see mergePages). */
  reports: string[];
}

/** A shard's part of a worker's environment: which shard, where to report, what to keep. */
function shardEnv(plan: ShardPlan, shard: number): Record<string, string> {
  return {
    TCG_SHARD: `${shard}/${plan.shards}`,
    TCG_PRERENDER_REPORT: path.join(plan.reportDir, `shard-${shard}.txt`),
    ...(plan.skipFile ? { TCG_PRERENDER_SKIP: plan.skipFile } : {}),
  };
}

/** Starts a worker (prerenderShard.ts) with its environment; resolves with its stdout. */
function startWorker(
  what: string,
  plan: WorkerPlan,
  fast: boolean,
  env: Record<string, string>,
  more: { running?: Set<ChildProcess>; onSpawn?: (child: ChildProcess) => void } = {},
): Promise<string> {
  return runChild(what, [...WORKER_NODE_FLAGS, ...childEntry('prerenderShard'), plan.codeDir, plan.siteDir], {
    cwd: plan.codeDir,
    env: {
      ...process.env,
      // React's production build, as the bundle was compiled (cli/pipelines/buildSite.ts).
      NODE_ENV: 'production',
      TCG_DOCS_DIR: plan.docsDir,
      TCG_FAST_PAGES: fast ? '1' : '0',
      ...env,
    },
    quietPrefixes: [FAST_MISMATCH_PREFIX],
    ...more,
  });
}

/**
 * A worker started before the build knows its shard and the pages it keeps: vike's start-up in
 * it (its config, the server bundle, each kind's pages: ≈ 2 s) runs while the build hashes and
 * compares the documents. It waits in the site's hooks (WorkerHooks.ready) until `run` sends it
 * the rest of its environment over the IPC channel; `cancel` stops it when nothing is to render.
 */
export class EarlyWorker {
  private child: ChildProcess | undefined;
  private readonly output: Promise<string>;
  /** Settles once the worker ended, whichever way. */
  private readonly ended: Promise<void>;
  /** The worker listens for its environment (it said so). */
  private readonly listening: Promise<void>;
  /** The worker loaded vike's config (stopping it earlier could leave vike's files half made). */
  private readonly configLoaded: Promise<void>;
  private used = false;

  constructor(readonly plan: WorkerPlan) {
    let listening = () => {};
    let configLoaded = () => {};
    this.listening = new Promise((resolve) => {
      listening = resolve;
    });
    this.configLoaded = new Promise((resolve) => {
      configLoaded = resolve;
    });
    this.output = startWorker(
      'pre-rendering the first shard',
      plan,
      plan.fastPages,
      { TCG_PRERENDER_WAIT: '1' },
      {
        onSpawn: (child) => {
          this.child = child;
          child.on('message', (message: { worker?: string }) => {
            if (message.worker === 'listening') listening();
            if (message.worker === 'config loaded') configLoaded();
          });
        },
      },
    );
    this.ended = this.output.then(
      () => undefined,
      () => undefined,
    );
  }

  /** Sends the worker the rest of its environment and resolves with its output. */
  async run(env: Record<string, string>): Promise<string> {
    this.used = true;
    await Promise.race([this.listening, this.ended]);
    if (this.child?.connected) this.child.send(env);
    return this.output;
  }

  /** Stops a worker that was not run, once its config is loaded, and waits for it to end. */
  async cancel(): Promise<void> {
    if (this.used) return;
    this.used = true;
    await Promise.race([this.configLoaded, this.ended]);
    this.child?.kill('SIGTERM');
    await this.ended;
  }

  /** Stops it at once (another shard failed). */
  kill(): void {
    this.child?.kill();
  }
}

export async function prerenderShards(plan: ShardPlan): Promise<ShardsResult> {
  const queue = Array.from({ length: plan.shards }, (_, i) => i);
  const running = new Set<ChildProcess>();
  let failed = false;
  let pages = 0;
  let fastPages = 0;
  let docsReadAhead = 0;
  let peakWorkerRssBytes = 0;
  const reports: string[] = [];
  // The early worker, started with the same pages setting, renders the first shard.
  let early = plan.early?.plan.fastPages === plan.fastPages ? plan.early : undefined;
  if (plan.early && !early) await plan.early.cancel();
  const worker = async () => {
    for (let shard = queue.shift(); shard !== undefined && !failed; shard = queue.shift()) {
      const env = shardEnv(plan, shard);
      const what = `pre-rendering shard ${shard + 1} of ${plan.shards}`;
      // The first run of the first shard goes to the early worker (started with `plan.fastPages`).
      const run = (fast: boolean) => {
        const started = early;
        early = undefined;
        return started ? started.run(env) : startWorker(what, plan, fast, env, { running });
      };
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
      const reportFile = env.TCG_PRERENDER_REPORT!;
      if (!existsSync(reportFile))
        throw new Error(`pre-rendering shard ${shard + 1} wrote no report: ${output.slice(-500)}`);
      reports.push(reportFile);
      const report = lastJsonLine<ShardReport>(output);
      pages += report.pages;
      fastPages += report.fastPages;
      docsReadAhead += report.readAhead.read;
      peakWorkerRssBytes = Math.max(peakWorkerRssBytes, report.maxRssKb * 1024);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(plan.concurrency, plan.shards) }, worker));
  } catch (error) {
    // One failed shard fails the build: stop the others before their folder is removed.
    failed = true;
    for (const child of running) child.kill();
    plan.early?.kill();
    throw error;
  }
  return { pages, fastPages, docsReadAhead, peakWorkerRssBytes, reports };
}

interface ShardReport {
  pages: number;
  fastPages: number;
  readAhead: ReadAheadCounts;
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
