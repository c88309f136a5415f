// Pre-renders the public site from emitted documents: one vite/vike build of the code, then
// pre-rendering in worker processes, each taking a shard of the pages (bounded memory, all cores).
// The docs folder reaches the pages through env TCG_DOCS_DIR (read by site/lib/docs.ts).
// Stages: build the code (child process), pre-render in shards (workers), swap the output in.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { docPath } from '../../engine/documents.ts';
import { UserError } from '../../engine/userError.ts';
import { writeShareImages } from './shareImages.ts';
import { REPO_ROOT, SITE_ROOT } from './siteRoot.ts';

export { SITE_ROOT };

export interface BuildSiteOptions {
  docsDir: string;
  outDir: string;
  /** Silence vite's own logging. */
  quiet?: boolean;
  /** Pages per worker process at most (memory grows with it: vike keeps a shard's pages). */
  pagesPerShard?: number;
  /** Worker processes at a time (default: the cores, at most 4). */
  concurrency?: number;
}

export interface BuildSiteResult {
  /** Folder holding the static site (`<outDir>/client`). */
  clientDir: string;
  pages: number;
  shards: number;
  /** Peak resident memory of the largest pre-rendering worker, in bytes. */
  peakWorkerRssBytes: number;
  ms: number;
}

/**
 * Each worker costs ~4 s of CPU to start (vite, vike and the server build), so shards are large,
 * but a worker's resident memory grows with its shard (measured: ~500 MB at 5,000 pages, ~650 MB
 * at 10,000, ~890 MB at 16,700, mostly garbage V8 has not returned): at most 15,000 pages keeps
 * two workers at a time well under 2 GB (100,000 pages: 8 shards of 12,500).
 */
const DEFAULT_PAGES_PER_SHARD = 15_000;
const MIN_PAGES_TO_SPLIT = 1_000;

export async function buildSite(options: BuildSiteOptions): Promise<BuildSiteResult> {
  const started = performance.now();
  const docsDir = path.resolve(options.docsDir);
  const outDir = path.resolve(options.outDir);
  if (!existsSync(docsDir) || !statSync(docsDir).isDirectory()) {
    throw new UserError(
      'DOCS_MISSING',
      `--docs ${options.docsDir}: no such folder; run \`tcg aggregate --out DIR\` first and pass DIR/docs`,
    );
  }
  if (!existsSync(path.join(docsDir, `${docPath.home}.json`))) {
    throw new UserError(
      'DOCS_INVALID',
      `--docs ${options.docsDir}: no ${docPath.home}.json in it; pass the docs/ folder that \`tcg aggregate --out DIR\` wrote (DIR/docs)`,
    );
  }
  // vike 0.4.266 quirks shape this: it takes an outDir for absolute only when its first folder
  // matches the cwd's, finds the server entry only under the cwd, and that entry imports vike
  // from node_modules. So the code is built into a staging folder inside the repository (from
  // that folder), and only the static client output leaves it.
  const staging = path.join(REPO_ROOT, 'node_modules', '.cache', 'tcg-site', `build-${process.pid}`);
  // Pages are written beside --out and swapped in at the end: a failed build leaves no partial
  // site, and the previous one stays in place.
  const pending = path.join(path.dirname(outDir), `.${path.basename(outDir)}.tmp-${process.pid}`);
  for (const dir of [staging, pending]) rmSync(dir, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    // Stage 1: bundle the pages and the client script (a child process, so its memory is freed).
    await runChild(
      'building the site code',
      [
        path.join(REPO_ROOT, 'cli', 'pipelines', 'buildSiteCode.ts'),
        staging,
        ...(options.quiet ? ['--quiet'] : []),
      ],
      { cwd: staging, env: { ...process.env, TCG_DOCS_DIR: docsDir } },
    );
    // Stage 2: pre-render every page in worker processes, each taking a shard of the URLs.
    mkdirSync(pending, { recursive: true });
    const clientDir = path.join(pending, 'client');
    moveFolder(path.join(staging, 'client'), clientDir);
    const concurrency = options.concurrency ?? Math.min(4, Math.max(1, os.availableParallelism()));
    const shards = shardCount(
      countDocs(docsDir),
      options.pagesPerShard ?? DEFAULT_PAGES_PER_SHARD,
      concurrency,
    );
    const { pages, peakWorkerRssBytes } = await prerenderShards({
      staging,
      clientDir,
      docsDir,
      shards,
      concurrency,
    });
    // The share images of the pages' meta tags, drawn from the same documents.
    writeShareImages(docsDir, clientDir);
    // Stage 3: swap the new site in; the output folder is replaced whole so pages of ids that
    // disappeared do not linger.
    rmSync(outDir, { recursive: true, force: true });
    renameSync(pending, outDir);
    return {
      clientDir: path.join(outDir, 'client'),
      pages,
      shards,
      peakWorkerRssBytes,
      ms: performance.now() - started,
    };
  } finally {
    for (const dir of [staging, pending]) rmSync(dir, { recursive: true, force: true });
  }
}

async function prerenderShards(plan: {
  staging: string;
  clientDir: string;
  docsDir: string;
  shards: number;
  concurrency: number;
}): Promise<{ pages: number; peakWorkerRssBytes: number }> {
  const queue = Array.from({ length: plan.shards }, (_, i) => i);
  const running = new Set<ChildProcess>();
  let failed = false;
  let pages = 0;
  let peakWorkerRssBytes = 0;
  const worker = async () => {
    for (let shard = queue.shift(); shard !== undefined && !failed; shard = queue.shift()) {
      const output = await runChild(
        `pre-rendering shard ${shard + 1} of ${plan.shards}`,
        [path.join(REPO_ROOT, 'cli', 'pipelines', 'prerenderShard.ts'), plan.staging, plan.clientDir],
        {
          cwd: plan.staging,
          env: { ...process.env, TCG_DOCS_DIR: plan.docsDir, TCG_SHARD: `${shard}/${plan.shards}` },
          running,
        },
      );
      const report = JSON.parse(output.trim().split('\n').at(-1) ?? '') as ShardReport;
      pages += report.pages;
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
  return { pages, peakWorkerRssBytes };
}

interface ShardReport {
  pages: number;
  maxRssKb: number;
}

/** The line a child prints (prefix + message) when the documents, not the code, are at fault. */
export const USER_ERROR_PREFIX = 'tcg-user-error: ';

/**
 * Runs a TypeScript entry in a child process and resolves with its stdout. A child that reports a
 * user error (a bad document) rejects with that UserError; any other failure is an internal error.
 */
function runChild(
  what: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; running?: Set<ChildProcess> },
): Promise<string> {
  // TCG_BUILD_PROFILE_DIR: each child writes a V8 CPU profile there (for benchmarks).
  const profileDir = process.env.TCG_BUILD_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...profile, path.join(REPO_ROOT, 'bin', 'run-ts.js'), ...args], {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    options.running?.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
      // Warnings pass through as they come; the error itself is summarised below.
      if (!text.includes(USER_ERROR_PREFIX)) process.stderr.write(text);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      options.running?.delete(child);
      if (code === 0) return resolve(stdout);
      const userError = stderr
        .split('\n')
        .find((line) => line.startsWith(USER_ERROR_PREFIX))
        ?.slice(USER_ERROR_PREFIX.length);
      if (userError) return reject(new UserError('DOCS_INVALID', userError));
      reject(new Error(`${what} failed (${signal ?? `exit ${code}`}): ${stderr.slice(-1500)}`));
    });
  });
}

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

/** Documents under the folder: the number of pages to expect, near enough to size the shards. */
function countDocs(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

function moveFolder(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
  }
}

export function countHtmlFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) count += 1;
  }
  return count;
}
