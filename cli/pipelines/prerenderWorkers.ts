// The pre-rendering worker processes of `tcg build`: each renders a shard of the pages from the
// site-code folder (cli/pipelines/prerenderShard.ts) and reports, in a file of sorted lines, each
// URL of its shard with, for each page it rendered, its files and inputs (the build manifest's
// page lines, merged by buildSite without holding them).

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onStop } from '../../data/tempFiles.ts';
import { userError } from '../../engine/userError.ts';
import { FAST_MISMATCH_PREFIX } from './fastPages.ts';
import { REPO_ROOT } from './siteRoot.ts';

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
            ...(fast ? {} : { TCG_FAST_PAGES: '0' }),
          },
          running,
        });
      let output: string;
      try {
        output = await run(process.env.TCG_FAST_PAGES !== '0');
      } catch (error) {
        if (!(error instanceof FastPagesMismatch)) throw error;
        // Slower, never wrong: the shard again, every page through vike (pages written are redone).
        process.stderr.write(`warning: ${what}: ${error.message}; rendering it with vike alone\n`);
        output = await run(false);
      }
      if (!existsSync(reportFile))
        throw new Error(`pre-rendering shard ${shard + 1} wrote no report: ${output.slice(-500)}`);
      reports.push(reportFile);
      const report = JSON.parse(output.trim().split('\n').at(-1) ?? '') as ShardReport;
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

/**
 * How to start a child's entry: compiled beside this module (lib/, see tsup.config.ts), or, from
 * the TypeScript sources (tests, development), through tsx.
 */
export function childEntry(name: 'buildSiteCode' | 'prerenderShard' | 'hashDocsChild'): string[] {
  if (!import.meta.url.endsWith('.ts')) return [fileURLToPath(new URL(`./${name}.js`, import.meta.url))];
  return [path.join(REPO_ROOT, 'bin', 'run-ts.js'), path.join(REPO_ROOT, 'cli', 'pipelines', `${name}.ts`)];
}

/** The line a child prints (prefix + message) when the documents, not the code, are at fault. */
export const USER_ERROR_PREFIX = 'tcg-user-error: ';

/**
 * Runs an entry (see childEntry) in a child process and resolves with its stdout. A child that reports a
 * user error (a bad document) rejects with that UserError; any other failure is an internal error.
 */
export function runChild(
  what: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; running?: Set<ChildProcess> },
): Promise<string> {
  // TCG_BUILD_PROFILE_DIR: each child writes a V8 CPU profile there (for benchmarks).
  const profileDir = process.env.TCG_BUILD_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...profile, ...args], {
      cwd: options.cwd,
      env: options.env,
      // The IPC channel is the child's lifeline: it exits when the channel closes (exitWithParent.ts),
      // so a build killed with SIGKILL leaves no worker running.
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    options.running?.add(child);
    // A stopped build stops its children first, so none writes into a folder being removed.
    const forget = onStop(() => child.kill('SIGKILL'));
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
    });
    child.stderr!.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
      // Warnings pass through as they come; the error itself is summarised below.
      if (!text.includes(USER_ERROR_PREFIX) && !text.includes(FAST_MISMATCH_PREFIX))
        process.stderr.write(text);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      options.running?.delete(child);
      forget();
      if (code === 0) return resolve(stdout);
      const userMessage = stderr
        .split('\n')
        .find((line) => line.startsWith(USER_ERROR_PREFIX))
        ?.slice(USER_ERROR_PREFIX.length);
      if (userMessage) return reject(userError('DOCS_INVALID', userMessage));
      const mismatch = stderr
        .split('\n')
        .find((line) => line.startsWith(FAST_MISMATCH_PREFIX))
        ?.slice(FAST_MISMATCH_PREFIX.length);
      if (mismatch) return reject(new FastPagesMismatch(`the fast path disagreed with vike: ${mismatch}`));
      reject(new Error(`${what} failed (${signal ?? `exit ${code}`}): ${stderr.slice(-1500)}`));
    });
  });
}

/** A worker's fast path (fastPages.ts) and vike disagreed: the shard is rendered by vike alone. */
class FastPagesMismatch extends Error {}

/**
 * Enough shards to keep each worker's memory bounded and every core busy; a small site stays in
 * one worker, since each worker pays a fixed start-up (loading the server build) of a few seconds.
 * A multiple of the concurrency, so no core sits idle while the last shard renders alone.
 */
export function shardCount(pages: number, pagesPerShard: number, concurrency: number): number {
  if (pages < MIN_PAGES_TO_SPLIT) return 1;
  const rounds = Math.ceil(pages / pagesPerShard / concurrency);
  return Math.max(1, rounds) * concurrency;
}
