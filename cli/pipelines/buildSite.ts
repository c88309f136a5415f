// Pre-renders the public site from emitted documents: one vite/vike build of the code (cached per
// version of the sources, cli/pipelines/siteCode.ts), then pre-rendering in worker processes, each
// taking a shard of the pages (bounded memory, all cores). The docs folder reaches the pages
// through env TCG_DOCS_DIR (read by site/lib/docs.ts).
// Full build: every page into a pending folder swapped in at the end. Incremental build (the site
// folder has a build manifest made by the same code): only pages whose inputs changed are
// re-rendered in place, pages that no longer exist are removed; the result equals a full build.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { replaceFolder, tempPathBeside } from '../../data/atomic.ts';
import { hashOf } from '../../data/contentHash.ts';
import { assertReplaceableOutput, writeOutputMarker } from '../../data/outputFolder.ts';
import { registerTemp, stopNotice, sweepStaleTemps } from '../../data/tempFiles.ts';
import { INCOMPLETE_MARKER } from '../../data/updatingFolderSink.ts';
import { docPath } from '../../engine/docPaths.ts';
import { userError } from '../../engine/userError.ts';
import type { AdminConfig } from '../../site/admin/config.ts';
import { ADMIN_PATH, adminConfigFromEnv, emitAdminApp } from './buildAdminApp.ts';
import {
  cleanPageKeys,
  diffDocs,
  MANIFEST_FILE,
  manifestPages,
  mergePages,
  moveManifestAside,
  type PageTally,
  readManifestHeader,
  removeGonePages,
  writeManifest,
} from './buildManifest.ts';
import { pendingFolderFor } from './outputFolder.ts';
import { childEntry, prerenderShards, runChild, shardCount } from './prerenderWorkers.ts';
import { writeShareImages } from './shareImages.ts';
import { ensureSiteCode, SITE_CODE_CACHE } from './siteCode.ts';
import { SITE_ROOT } from './siteRoot.ts';

export { SITE_ROOT, shardCount };

export interface BuildSiteOptions {
  docsDir: string;
  outDir: string;
  /** Silence vite's own logging. */
  quiet?: boolean;
  /** Replace an output folder this command did not write (never the docs folder or a parent). */
  force?: boolean;
  /** Re-render every page even when the site folder's manifest allows an incremental build. */
  full?: boolean;
  /** Pages per worker process at most (memory grows with it: vike keeps a shard's pages). */
  pagesPerShard?: number;
  /** Worker processes at a time (default: the cores, at most 4). */
  concurrency?: number;
}

export interface BuildSiteResult {
  /** Folder holding the hostable site (`outDir` itself: index.html, assets/, decks/…). */
  siteDir: string;
  /** `full`: every page rendered; `incremental`: changed pages only; `unchanged`: nothing to do. */
  mode: 'full' | 'incremental' | 'unchanged';
  /** Pages rendered by this build. */
  pages: number;
  /** Of those, the pages the workers rendered without vike (cli/pipelines/fastPages.ts). */
  fastPages: number;
  /** Pages kept from the previous build, and pages removed (their rule, deck or event is gone). */
  keptPages: number;
  removedPages: number;
  shards: number;
  /** Peak resident memory of the largest pre-rendering worker, in bytes. */
  peakWorkerRssBytes: number;
  /** Each stage's wall time, in order. */
  stages: { name: string; ms: number }[];
  ms: number;
}

/**
 * Each worker costs ~5 s of CPU to start (vite, vike, the server build, every per-id hook), so
 * shards are large. Memory no longer grows much with a shard: vike routes and keeps only the pages
 * it renders itself (a few per kind, see fastPages.ts). Measured at 100,000 deck pages: 10 shards
 * of 10,000 took 142 s of CPU and 1,085 MB; 2 shards of 50,000 took 104 s and 1,206 MB.
 */
const DEFAULT_PAGES_PER_SHARD = 60_000;

export async function buildSite(options: BuildSiteOptions): Promise<BuildSiteResult> {
  const started = performance.now();
  const stages: BuildSiteResult['stages'] = [];
  let stageStart = started;
  const stageDone = (name: string) => {
    const now = performance.now();
    stages.push({ name, ms: Math.round(now - stageStart) });
    stageStart = now;
  };
  const docsDir = path.resolve(options.docsDir);
  const outDir = path.resolve(options.outDir);
  checkDocsFolder(options.docsDir, docsDir);
  // The admin app's configuration (a production config, or the emulators on request): a build
  // without one stops here, before any work, instead of shipping an emulator build.
  const adminConfig = adminConfigFromEnv(process.env);
  // The output folder may be replaced whole: refuse one that is not ours before any work.
  await assertReplaceableOutput({
    command: 'build',
    flag: '--out',
    target: options.outDir,
    inputs: [{ flag: '--docs', dir: options.docsDir }],
    force: options.force,
  });
  // Stage 1: the site code (a child process, so the bundler's memory is freed), unless cached.
  const code = await ensureSiteCode(async (dir) => {
    await runChild(
      'building the site code',
      [...childEntry('buildSiteCode'), dir, ...(options.quiet ? ['--quiet'] : [])],
      // Always a production bundle: it is cached and shared by every later build, whatever the
      // caller's NODE_ENV (vitest sets "test", which would compile React's development JSX).
      { cwd: dir, env: { ...process.env, NODE_ENV: 'production', TCG_DOCS_DIR: docsDir } },
    );
  });
  stageDone('site code');
  // Working files (document hashes, the kept pages, the shards' reports) in the temp folder;
  // removed at the end, or if the build is stopped (Ctrl-C, SIGTERM).
  const work = mkdtempSync(path.join(os.tmpdir(), 'tcg-build-'));
  registerTemp(work);
  const result: BuildRun['result'] = (mode, counts = {}) => ({
    siteDir: outDir,
    mode,
    pages: 0,
    fastPages: 0,
    keptPages: 0,
    removedPages: 0,
    shards: 0,
    peakWorkerRssBytes: 0,
    ...counts,
    stages,
    ms: performance.now() - started,
  });
  try {
    return await renderSite({ options, docsDir, outDir, adminConfig, code, work, stageDone, result });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** What the rendering stages of one build share: its settings, folders, code and clock. */
interface BuildRun {
  options: BuildSiteOptions;
  docsDir: string;
  outDir: string;
  adminConfig: AdminConfig;
  code: { dir: string; codeHash: string };
  /** The build's working folder in the temp folder (removed by buildSite). */
  work: string;
  stageDone: (name: string) => void;
  /** The result to return, with the stages so far and the time since the start. */
  result: (mode: BuildSiteResult['mode'], counts?: Partial<BuildSiteResult>) => BuildSiteResult;
}

/** Hashes the documents, then renders the pages that need it and writes the manifest. */
async function renderSite({
  options,
  docsDir,
  outDir,
  adminConfig,
  code,
  work,
  stageDone,
  result,
}: BuildRun): Promise<BuildSiteResult> {
  // In a child process, whose memory (most of a GB at a million documents) goes with it. Hashes
  // are cached by docs folder (node_modules/.cache/tcg/doc-hashes/): see docHashes.ts.
  const docsFile = path.join(work, 'docs.txt');
  const hashed = await runChild(
    'hashing the documents',
    [
      ...childEntry('hashDocsChild'),
      docsDir,
      path.join(SITE_CODE_CACHE, '..', 'doc-hashes', `${hashOf(docsDir)}.json`),
      docsFile,
    ],
    { cwd: process.cwd(), env: process.env },
  );
  const { documents } = JSON.parse(hashed.trim().split('\n').at(-1) ?? '') as { documents: number };
  stageDone('hash documents');
  const previous = options.full ? null : readManifestHeader(outDir);
  const incremental = previous !== null && previous.codeHash === code.codeHash;
  const changes = incremental ? await diffDocs(previous, docsFile) : null;
  stageDone('compare documents');
  if (incremental && changes?.changed.size === 0) {
    let keptPages = 0;
    for await (const _ of manifestPages(previous)) keptPages += 1;
    return result('unchanged', { keptPages });
  }
  // Full: pages go to a folder beside --out, swapped in at the end (a failed build leaves the old
  // site). Incremental: in place, the manifest moved aside first, so a failed build is redone in full.
  await sweepStaleTemps([path.dirname(outDir)]);
  const siteDir = incremental ? outDir : pendingFolderFor(outDir);
  // Removed if the build is stopped (Ctrl-C, SIGTERM); a killed build's pending folder is swept
  // by the next one (above).
  if (!incremental) registerTemp(siteDir);
  const before = incremental ? moveManifestAside(previous, tempPathBeside(previous.file)) : null;
  // A stop then leaves the site half updated, which the stop line must say (not "as before").
  const forgetNotice = incremental
    ? stopNotice(`${outDir} is partly updated; the next tcg build renders it in full`)
    : () => undefined;
  try {
    const staticFiles = before ? before.staticFiles : copyStaticFiles(path.join(code.dir, 'client'), siteDir);
    stageDone('prepare');
    // Stage 2: pre-render in worker processes, each taking a shard of the URLs.
    let skipFile: string | undefined;
    let toRender = documents;
    if (before && changes) {
      skipFile = path.join(work, 'skip.txt');
      const { pages, clean } = await cleanPageKeys(before, changes, skipFile).catch((error: unknown) => {
        // Written whole or not at all, so only a hand edit or a broken disk gets here.
        if (!(error instanceof SyntaxError)) throw error;
        throw userError(
          'OUTPUT_INVALID',
          `--out ${options.outDir}: its build manifest (${MANIFEST_FILE}) is damaged (${error.message}); it was set aside, so run \`tcg build\` again for a full build`,
        );
      });
      // Near enough to size the shards: the pages with changed inputs and the documents that are new.
      toRender = pages - clean + changes.existence.size;
    }
    const concurrency = options.concurrency ?? Math.min(4, Math.max(1, os.availableParallelism()));
    const shards = shardCount(toRender, options.pagesPerShard ?? DEFAULT_PAGES_PER_SHARD, concurrency);
    const rendered = await prerenderShards({
      codeDir: code.dir,
      siteDir,
      docsDir,
      shards,
      concurrency,
      skipFile,
      reportDir: work,
    });
    stageDone(`pre-render (${shards} shard${shards === 1 ? '' : 's'})`);
    // Stage 3: the admin SPA at system/admin/ (its own Vite entry, cached by a hash of its
    // sources), replaced whole in both modes so an incremental build equals a full one.
    rmSync(path.join(siteDir, ADMIN_PATH), { recursive: true, force: true });
    await emitAdminApp(siteDir, adminConfig, { quiet: options.quiet });
    stageDone('admin app');
    // The share images of the pages' meta tags (og/), drawn from the documents, replaced whole.
    rmSync(path.join(siteDir, 'og'), { recursive: true, force: true });
    writeShareImages(docsDir, siteDir);
    stageDone('share images');
    // Stage 4: the manifest of every page (the shards' reports merged with the previous manifest's
    // kept pages, streamed), the removal of pages that are gone, the swap.
    const tally: PageTally = { kept: 0, gone: 0, goneFiles: new Set() };
    const pages = mergePages(rendered.reports, before, tally);
    await writeManifest(siteDir, { codeHash: code.codeHash, staticFiles }, docsFile, pages);
    if (before) {
      await removeGonePages(siteDir, tally);
      rmSync(before.file, { force: true });
    }
    stageDone('manifest');
    if (!incremental) {
      await writeOutputMarker(siteDir, 'build');
      await replaceFolder(siteDir, outDir, { removeOldInBackground: true });
      stageDone('swap');
    }
    return result(incremental ? 'incremental' : 'full', {
      pages: rendered.pages,
      fastPages: rendered.fastPages,
      keptPages: tally.kept,
      removedPages: tally.gone,
      shards,
      peakWorkerRssBytes: rendered.peakWorkerRssBytes,
    });
  } finally {
    forgetNotice();
    if (!incremental) rmSync(siteDir, { recursive: true, force: true });
    if (before) rmSync(before.file, { force: true });
  }
}

function checkDocsFolder(given: string, docsDir: string): void {
  if (!existsSync(docsDir) || !statSync(docsDir).isDirectory()) {
    throw userError(
      'DOCS_MISSING',
      `--docs ${given}: no such folder; run \`tcg aggregate --out DIR\` first and pass DIR/docs`,
    );
  }
  if (existsSync(path.join(docsDir, INCOMPLETE_MARKER))) {
    throw userError(
      'DOCS_INVALID',
      `--docs ${given}: an interrupted \`tcg aggregate\` left it half updated; run \`tcg aggregate\` again`,
    );
  }
  if (!existsSync(path.join(docsDir, `${docPath.home}.json`))) {
    throw userError(
      'DOCS_INVALID',
      `--docs ${given}: no ${docPath.home}.json in it; pass the docs/ folder that \`tcg aggregate --out DIR\` wrote (DIR/docs)`,
    );
  }
}

/** The client bundle's files (assets/…) into the site; vite's own .vite manifest is not site. */
function copyStaticFiles(clientDir: string, siteDir: string): string[] {
  mkdirSync(path.dirname(siteDir), { recursive: true });
  cpSync(clientDir, siteDir, { recursive: true, filter: (source) => path.basename(source) !== '.vite' });
  return readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}
