// Pre-renders the public site from emitted documents: one vite/vike build of the code, then
// pre-rendering in worker processes, each taking a shard of the pages (bounded memory, all cores).
// The docs folder reaches the pages through env TCG_DOCS_DIR (read by site/lib/docs.ts).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UserError } from '../../engine/userError.ts';
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

const DEFAULT_PAGES_PER_SHARD = 10_000;
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
  process.env.TCG_DOCS_DIR = docsDir;
  // vike 0.4.266 quirks shape this: it takes an outDir for absolute only when its first folder
  // matches the cwd's, finds the server entry only under the cwd, and that entry imports vike
  // from node_modules. So the code is built into a staging folder inside the repository (from
  // that folder), and only the static client output lands in --out.
  const staging = path.join(REPO_ROOT, 'node_modules', '.cache', 'tcg-site', `build-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  try {
    await buildCode(staging, options.quiet === true);
    // The output folder is replaced whole so pages of ids that disappeared do not linger.
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    const clientDir = path.join(outDir, 'client');
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
    return { clientDir, pages, shards, peakWorkerRssBytes, ms: performance.now() - started };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The vite/vike build of the site's code, without pre-rendering (the workers do that). */
async function buildCode(staging: string, quiet: boolean): Promise<void> {
  const { build } = await import('vike/api');
  const previousCwd = process.cwd();
  process.chdir(staging);
  try {
    await build({
      viteConfig: {
        root: SITE_ROOT,
        configFile: path.join(SITE_ROOT, 'vite.config.ts'),
        logLevel: quiet ? 'silent' : 'warn',
        build: { outDir: staging, emptyOutDir: true },
      },
      // keepDistServer: the workers share the server build; the first to finish must not delete it.
      vikeConfig: { prerender: { disableAutoRun: true, keepDistServer: true } },
    });
  } finally {
    process.chdir(previousCwd);
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
  let pages = 0;
  let peakWorkerRssBytes = 0;
  const worker = async () => {
    for (let shard = queue.shift(); shard !== undefined; shard = queue.shift()) {
      const report = await runShard(plan, `${shard}/${plan.shards}`);
      pages += report.pages;
      peakWorkerRssBytes = Math.max(peakWorkerRssBytes, report.maxRssKb * 1024);
    }
  };
  await Promise.all(Array.from({ length: Math.min(plan.concurrency, plan.shards) }, worker));
  return { pages, peakWorkerRssBytes };
}

interface ShardReport {
  pages: number;
  maxRssKb: number;
}

function runShard(
  plan: { staging: string; clientDir: string; docsDir: string },
  shard: string,
): Promise<ShardReport> {
  const script = path.join(REPO_ROOT, 'cli', 'pipelines', 'prerenderShard.ts');
  return new Promise((resolve, reject) => {
    // TCG_BUILD_PROFILE_DIR: each worker writes a V8 CPU profile there (bench --profile).
    const profileDir = process.env.TCG_BUILD_PROFILE_DIR;
    const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    const child = spawn(
      process.execPath,
      [...profile, path.join(REPO_ROOT, 'bin', 'run-ts.js'), script, plan.staging, plan.clientDir],
      {
        cwd: plan.staging,
        env: { ...process.env, TCG_DOCS_DIR: plan.docsDir, TCG_SHARD: shard },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const last = stdout.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{"pages"')) resolve(JSON.parse(last) as ShardReport);
      else reject(new Error(`pre-rendering shard ${shard} failed (exit ${code}): ${stdout.slice(-500)}`));
    });
  });
}

/**
 * Enough shards to keep each worker's memory bounded and every core busy; a small site stays in
 * one worker, since each worker pays a fixed start-up (loading the server build) of a few seconds.
 */
export function shardCount(pages: number, pagesPerShard: number, concurrency: number): number {
  if (pages < MIN_PAGES_TO_SPLIT) return 1;
  return Math.max(concurrency, Math.ceil(pages / pagesPerShard));
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
