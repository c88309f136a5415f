// Pre-renders the public site from emitted documents. The stages, in order: the site code (one
// vite/vike build, cached per version of the sources, siteCode.ts); the pages, by the page writer
// the command chose (site/pageWriter.ts: the plain path, vike's own pre-rendering, plainPages at
// the end of this file; or the accelerated path, sharded workers with a fast page renderer and an
// incremental manifest); the
// admin app; the share images; the page writer's last step (the manifest); the swap. The docs
// folder reaches the pages through env TCG_DOCS_DIR (read by site/lib/docs.ts).
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { replaceFolder } from '../../data/atomic.ts';
import { assertReplaceableOutput, writeOutputMarker } from '../../data/outputFolder.ts';
import { BUILD_WORK_NAME, registerTemp, sweepStaleTemps } from '../../data/tempFiles.ts';
import { INCOMPLETE_MARKER } from '../../data/updatingFolderSink.ts';
import { docPath } from '../../engine/docPaths.ts';
import { userError } from '../../engine/userError.ts';
import { ruleStatsBasePath, siteOriginOf } from '../../site/lib/paths.ts';
import { ADMIN_PATH, adminConfigFromEnv, emitAdminApp } from './buildAdminApp.ts';
import { pendingFolderFor } from './outputFolder.ts';
import { findShareFont } from './shareFont.ts';
import { writeShareImages } from './shareImages.ts';
import { acceleratedPages } from './site/accelerated/acceleratedPages.ts';
import { shardCount } from './site/accelerated/shardedPrerender.ts';
import { childEntry, runChild } from './site/childProcess.ts';
import type { PageCounts, PagesRun, PageWriter, WrittenPages } from './site/pageWriter.ts';
import { filesUnder, siteFileOf } from './site/siteFiles.ts';
import { ensureSiteCode } from './siteCode.ts';
import { writeSitemap } from './sitemap.ts';
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
  /** The font file of the share images (default: a Japanese font of the system, shareImages.ts). */
  font?: string;
}

/** The build's result: the page writer's counts (site/pageWriter.ts) and the build's own. */
export interface BuildSiteResult extends PageCounts {
  /** Folder holding the hostable site (`outDir` itself: index.html, assets/, decks/…). */
  siteDir: string;
  /** Which page writer wrote the pages (site/pageWriter.ts). */
  path: PageWriter['name'];
  /** `full`: every page rendered; `incremental`: changed pages only; `unchanged`: nothing to do. */
  mode: 'full' | 'incremental' | 'unchanged';
  /** Share images (og/*.png) drawn by this build, and kept from the previous one. */
  shareImages?: { rendered: number; kept: number };
  /** Each stage's wall time, in order. */
  stages: { name: string; ms: number }[];
  ms: number;
}

/**
 * Builds the site at `outDir` from the documents at `docsDir`, its pages written by `pages` (the
 * command's choice; the accelerated path unless told otherwise).
 */
export async function buildSite(
  options: BuildSiteOptions,
  pages: PageWriter = acceleratedPages(),
): Promise<BuildSiteResult> {
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
  const result = (
    mode: BuildSiteResult['mode'],
    counts: Partial<PageCounts> & Pick<BuildSiteResult, 'shareImages'>,
  ): BuildSiteResult => ({
    siteDir: outDir,
    path: pages.name,
    mode,
    pages: 0,
    fastPages: 0,
    docsReadAhead: 0,
    keptPages: 0,
    removedPages: 0,
    shards: 0,
    peakWorkerRssBytes: 0,
    ...counts,
    stages,
    ms: performance.now() - started,
  });
  checkDocsFolder(options.docsDir, docsDir);
  // The admin app's configuration (a production config, or the emulators on request): a build
  // without one stops here, before any work, instead of shipping an emulator build.
  const adminConfig = adminConfigFromEnv(process.env);
  const shareFont = findShareFont(options.font);
  // The site settings the pages read when they render, checked here so a bad one is one line.
  ruleStatsBasePath(process.env.TCG_RULE_STATS_PATH);
  // The output folder may be replaced whole: refuse one that is not ours before any work.
  await assertReplaceableOutput({
    command: 'build',
    flag: '--out',
    target: options.outDir,
    inputs: [{ flag: '--docs', dir: options.docsDir }],
    force: options.force,
  });
  // The site code (a child process, so the bundler's memory is freed), unless cached.
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
  // Working files in the temp folder; removed at the end, or if the build is stopped (Ctrl-C,
  // SIGTERM); a killed build's (kill -9, out of memory) by a later build, quietly: the temp folder
  // is no output of the user's.
  await sweepStaleTemps([os.tmpdir()], () => {}, [BUILD_WORK_NAME]);
  const work = mkdtempSync(path.join(os.tmpdir(), `tcg-build-${process.pid}-`));
  registerTemp(work);
  let pending: string | undefined;
  // The share images (og/*.png) need only the documents: drawn while the workers render, when the
  // page writer says where the pages go (else after the pages).
  const drawShareImages = (siteDir: string, inPlace: boolean) =>
    writeShareImages(docsDir, siteDir, shareFont, inPlace || options.full ? undefined : outDir);
  let shareImagesDrawing: ReturnType<typeof drawShareImages> | undefined;
  const run: PagesRun = {
    docsDir,
    outDir,
    outFlag: options.outDir,
    full: options.full ?? false,
    quiet: options.quiet ?? false,
    code,
    work,
    stageDone,
    pagesStarted(siteDir, inPlace) {
      // On the next turn: the workers are sent their shards first.
      shareImagesDrawing = new Promise((resolve) => setImmediate(resolve)).then(() =>
        drawShareImages(siteDir, inPlace),
      );
      // Awaited below (or, when the pages fail, before their folder is removed).
      shareImagesDrawing.catch(() => undefined);
    },
    async pendingFolder() {
      // A killed build's pending folder is swept by the next one; this one's is removed if the
      // build is stopped (Ctrl-C, SIGTERM).
      await sweepStaleTemps([path.dirname(outDir)]);
      pending = pendingFolderFor(outDir);
      registerTemp(pending);
      return pending;
    },
  };
  try {
    // The pages (and the client bundle's files), by the chosen page writer.
    const written = await pages.write(run);
    if (written.mode === 'unchanged') {
      // Drawn again only if their font or renderer changed (shareImages.ts: none, as a rule).
      const shareImages = await writeShareImages(docsDir, outDir, shareFont);
      return result('unchanged', { ...written.counts, shareImages });
    }
    try {
      const { siteDir } = written;
      // The admin SPA at system/admin/ (its own Vite entry, cached by a hash of its sources),
      // replaced whole in every mode so an incremental build equals a full one.
      rmSync(path.join(siteDir, ADMIN_PATH), { recursive: true, force: true });
      await emitAdminApp(siteDir, adminConfig, { quiet: options.quiet });
      stageDone('admin app');
      // The share images of the pages' meta tags (og/*.png), drawn from the documents: those whose
      // inputs changed (a full build copies the others from the old site; `--full` draws all).
      const shareImages = await (shareImagesDrawing ?? drawShareImages(siteDir, written.inPlace));
      stageDone('share images');
      // The page writer's last step, once every other file is in place (the manifest).
      const finished = await written.finish();
      // The sitemap of the pages written (their routes follow the site settings): as the page
      // writer lists them, else read back from the folder.
      if (!finished.sitemapKept)
        writeSitemap(siteDir, siteOriginOf(process.env.TCG_SITE_URL), finished.pagePaths);
      stageDone('sitemap');
      if (!written.inPlace) {
        await writeOutputMarker(siteDir, 'build');
        await replaceFolder(siteDir, outDir, { removeOldInBackground: true });
        stageDone('swap');
      }
      return result(written.mode, { ...written.counts, ...finished.counts, shareImages });
    } finally {
      written.close();
    }
  } finally {
    // Images still being drawn into the folder are done before it is removed.
    await shareImagesDrawing?.catch(() => undefined);
    if (pending) rmSync(pending, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
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

/**
 * The plain path of the pages, the one to read first: vike's own pre-rendering renders every page
 * in one process (site/plain/vikePrerender.ts), into a copy of the site code; its client folder
 * (the bundle's files and the pages) becomes the site, each page under its decoded folder names.
 * No shards, no fast page renderer, no manifest: every build renders every page. The accelerated
 * path (site/accelerated/) must give the same site, byte for byte (tests/plainBuild.slow.test.ts).
 */
export function plainPages(): PageWriter {
  return { name: 'plain', write: writePlainPages };
}

async function writePlainPages(run: PagesRun): Promise<WrittenPages> {
  // vike writes the pages into its build's client folder: a copy, so the cached code stays clean.
  // Beside the cached code, inside the repository: the server bundle imports its packages from
  // the repository's node_modules.
  const codeDir = `${run.code.dir}.plain-${process.pid}`;
  rmSync(codeDir, { recursive: true, force: true });
  registerTemp(codeDir);
  try {
    return await renderInCopy(run, codeDir);
  } finally {
    rmSync(codeDir, { recursive: true, force: true });
  }
}

async function renderInCopy(run: PagesRun, codeDir: string): Promise<WrittenPages> {
  cpSync(run.code.dir, codeDir, { recursive: true });
  const clientDir = path.join(codeDir, 'client');
  const bundleFiles = new Set(filesUnder(clientDir));
  run.stageDone('prepare');
  await runChild(
    'pre-rendering the pages with vike',
    [...childEntry('vikePrerender'), codeDir, ...(run.quiet ? ['--quiet'] : [])],
    // React's production build, as the bundle was compiled (see the site code stage above).
    { cwd: codeDir, env: { ...process.env, NODE_ENV: 'production', TCG_DOCS_DIR: run.docsDir } },
  );
  run.stageDone('pre-render (vike alone)');
  // vike logs some failures (a server bundle it cannot load) and still ends normally.
  if (!existsSync(path.join(clientDir, 'index.html')))
    throw new Error(`vike's pre-rendering wrote no index.html into ${clientDir}: see its output above`);
  const siteDir = await run.pendingFolder();
  let pages = 0;
  for (const file of filesUnder(clientDir)) {
    // vite's own .vite manifest is not site.
    if (file.startsWith('.vite/')) continue;
    const target = path.join(siteDir, ...siteFileOf(clientDir, path.join(clientDir, file)).split('/'));
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(clientDir, file), target);
    if (!bundleFiles.has(file)) pages += 1;
  }
  run.stageDone('copy pages');
  return {
    mode: 'full',
    siteDir,
    inPlace: false,
    counts: { pages },
    // No manifest: the sitemap reads the pages back from the folder.
    finish: async () => ({ counts: {} }),
    close: () => undefined,
  };
}
