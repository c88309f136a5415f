// The accelerated path of `tcg build`'s pages: three accelerators, each a named optional part held
// to the plain path's output (../plain/) by tests, byte for byte.
// - Sharded pre-rendering (shardedPrerender.ts): worker processes each take a shard of the pages
//   (bounded memory, all cores).
// - The fast page renderer (fastPages.ts): of each kind with many pages, vike renders two and the
//   worker the rest with the same hooks; off with `fastPages: false`.
// - The incremental manifest (incrementalManifest.ts): each page's files and inputs, so a later
//   build re-renders only the pages whose inputs changed; off (every page rendered) with `full`.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { tempPathBeside } from '../../../../data/atomic.ts';
import { hashOf } from '../../../../data/contentHash.ts';
import { stopNotice } from '../../../../data/tempFiles.ts';
import { defaultWorkers } from '../../../../data/workers.ts';
import { userError } from '../../../../engine/userError.ts';
import { SITE_CODE_CACHE } from '../../siteCode.ts';
import { pagePathOfFile, SITEMAP_FILE } from '../../sitemap.ts';
import { childEntry, lastJsonLine, runChild } from '../childProcess.ts';
import type { PagesRun, PageWriter, WrittenPages } from '../pageWriter.ts';
import { copyStaticFiles } from '../siteFiles.ts';
import {
  cleanPageKeys,
  diffDocs,
  MANIFEST_FILE,
  manifestPageBatches,
  moveManifestAside,
  readInputTable,
  readManifestHeader,
} from './incrementalManifest.ts';
import { mergePages, type PageTally, removeGonePages, writeManifest } from './manifestWrite.ts';
import { pageFilesOf } from './pageLines.ts';
import { EarlyWorker, MIN_PAGES_TO_SPLIT, prerenderShards, shardCount } from './shardedPrerender.ts';

export interface AcceleratedOptions {
  /** Let the workers render most pages of a kind without vike (default true). */
  fastPages?: boolean;
  /** Pages per worker process at most (memory grows with it: vike keeps a shard's pages). */
  pagesPerShard?: number;
  /** Worker processes at a time (default: the cores, at most 4). */
  concurrency?: number;
  /** So many shards whatever the site's size (tests: a small site split like a large one). */
  shards?: number;
  /** Fewer pages than this stay in one worker (default: shardedPrerender.ts's; 0: always split). */
  minPagesToSplit?: number;
}

/**
 * Each worker costs ~5 s of CPU to start (vite, vike, the server build, every per-id hook: at a
 * million decks each lists them all), so shards are large. Memory grows little with a shard: vike
 * routes and keeps only the pages it renders itself (a few per kind, see fastPages.ts), and the
 * worker writes each page to its report as it is done (shardReport.ts): at 1M decks, 18 workers of
 * 56,000 pages each peaked at 500–520 MB. What bounds a shard is the fallback (fastPages.ts), where
 * vike routes the whole shard. Measured at 100,000 deck pages: 10 shards of 10,000 took 142 s of
 * CPU and 1,085 MB; 2 shards of 50,000 took 104 s and 1,206 MB.
 */
const DEFAULT_PAGES_PER_SHARD = 150_000;

export function acceleratedPages(options: AcceleratedOptions = {}): PageWriter {
  return { name: 'accelerated', write: (run) => writePages(run, options) };
}

/** Hashes the documents, then renders the pages that need it; the manifest is written last. */
async function writePages(run: PagesRun, options: AcceleratedOptions): Promise<WrittenPages> {
  const { docsDir, outDir, code, work } = run;
  const fastPages = options.fastPages ?? true;
  const previous = run.full ? null : readManifestHeader(outDir);
  const incremental = previous !== null && previous.codeHash === code.codeHash;
  // An incremental build of a site large enough to split starts its first worker now, so that
  // vike's start-up (≈ 2 s) runs while the documents are hashed and compared.
  const early =
    incremental && previous.pages >= (options.minPagesToSplit ?? MIN_PAGES_TO_SPLIT)
      ? new EarlyWorker({ codeDir: code.dir, siteDir: outDir, docsDir, fastPages })
      : undefined;
  let changes: Awaited<ReturnType<typeof diffDocs>> | null;
  let pageDocuments: number;
  const docsFile = path.join(work, 'docs.txt');
  try {
    // In a child process, whose memory (most of a GB at a million documents) goes with it. Hashes
    // are cached by docs folder (node_modules/.cache/tcg/doc-hashes/): see docHashes.ts.
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
    pageDocuments = lastJsonLine<{ pageDocuments: number }>(hashed).pageDocuments;
    run.stageDone('hash documents');
    changes = incremental ? await diffDocs(previous, docsFile) : null;
    run.stageDone('compare documents');
  } catch (error) {
    await early?.cancel();
    throw error;
  }
  if (incremental && changes?.changed.size === 0) {
    await early?.cancel();
    let keptPages = 0;
    for await (const batch of manifestPageBatches(previous)) keptPages += batch.length;
    return { mode: 'unchanged', counts: { keptPages } };
  }
  // Full: pages go to a folder beside --out, swapped in at the end (a failed build leaves the old
  // site). Incremental: in place, the manifest moved aside first, so a failed build is redone in full.
  const siteDir = incremental ? outDir : await run.pendingFolder();
  const before = incremental ? moveManifestAside(previous, tempPathBeside(previous.file)) : null;
  // A stop then leaves the site half updated, which the stop line must say (not "as before").
  const forgetNotice = incremental
    ? stopNotice(`${outDir} is partly updated; the next tcg build renders it in full`)
    : () => undefined;
  const close = () => {
    forgetNotice();
    if (before) rmQuietly(before.file);
  };
  try {
    const staticFiles = before ? before.staticFiles : copyStaticFiles(path.join(code.dir, 'client'), siteDir);
    run.stageDone('prepare');
    let skipFile: string | undefined;
    let toRender = pageDocuments;
    if (before && changes) {
      skipFile = path.join(work, 'skip.txt');
      const { pages, clean } = await cleanPageKeys(before, changes, skipFile).catch((error: unknown) => {
        // Written whole or not at all, so only a hand edit or a broken disk gets here.
        if (!(error instanceof SyntaxError)) throw error;
        throw userError(
          'OUTPUT_INVALID',
          `--out ${run.outFlag}: its build manifest (${MANIFEST_FILE}) is damaged (${error.message}); it was set aside, so run \`tcg build\` again for a full build`,
        );
      });
      // Near enough to size the shards: the pages with changed inputs and the documents that are new.
      toRender = pages - clean + changes.existence.size;
    }
    const concurrency = options.concurrency ?? defaultWorkers();
    const shards =
      options.shards ??
      shardCount(
        toRender,
        options.pagesPerShard ?? DEFAULT_PAGES_PER_SHARD,
        concurrency,
        options.minPagesToSplit,
      );
    const rendering = prerenderShards({
      codeDir: code.dir,
      siteDir,
      docsDir,
      shards,
      concurrency,
      skipFile,
      reportDir: work,
      fastPages,
      early,
    });
    // Fewer workers than cores (an incremental build's one) leave a core to the share images;
    // workers on every core are not helped by drawing beside them: then they come after the pages.
    if (shards < concurrency) run.pagesStarted?.(siteDir, incremental);
    const rendered = await rendering;
    const startedEarly = early ? `, ${shards === 1 ? '' : 'first '}started early` : '';
    run.stageDone(`pre-render (${shards} shard${shards === 1 ? '' : 's'}${startedEarly})`);
    const tally: PageTally = { kept: 0, added: 0, gone: 0, goneFiles: new Set() };
    return {
      mode: incremental ? 'incremental' : 'full',
      siteDir,
      inPlace: incremental,
      counts: {
        pages: rendered.pages,
        fastPages: rendered.fastPages,
        docsReadAhead: rendered.docsReadAhead,
        shards,
        peakWorkerRssBytes: rendered.peakWorkerRssBytes,
      },
      // The manifest of every page (the shards' reports merged with the previous manifest's kept
      // pages, streamed), then the removal of the pages that are gone. The sitemap's page paths
      // are collected from the pages' files on the way, unless an incremental build keeps the
      // sitemap of the same pages.
      async finish() {
        const pagePaths: string[] = [];
        const samePages = before !== null && existsSync(path.join(siteDir, SITEMAP_FILE));
        const merged = mergePages(rendered.reports, before, tally);
        const pages = samePages ? merged : withPagePaths(merged, pagePaths);
        const previousInputs = before ? await readInputTable(before) : null;
        await writeManifest(
          siteDir,
          { codeHash: code.codeHash, staticFiles },
          docsFile,
          pages,
          previousInputs,
          work,
        );
        if (before) {
          await removeGonePages(siteDir, tally);
          rmQuietly(before.file);
        }
        run.stageDone('manifest');
        const counts = { keptPages: tally.kept, removedPages: tally.gone };
        // The sitemap lists the pages by their files: the same pages, the same sitemap.
        if (samePages && tally.added === 0 && tally.gone === 0) return { counts, sitemapKept: true };
        return { counts, pagePaths: samePages ? await manifestPagePaths(siteDir) : pagePaths.sort() };
      },
      close,
    };
  } catch (error) {
    await early?.cancel();
    close();
    throw error;
  }
}

/** The site's page paths (sorted) from the manifest just written. */
async function manifestPagePaths(siteDir: string): Promise<string[]> {
  const paths: string[] = [];
  const manifest = readManifestHeader(siteDir);
  if (manifest) for await (const _ of withPagePaths(manifestPageBatches(manifest), paths));
  return paths.sort();
}

/** The batches of page lines as they are, each page's path (from its files) added to `paths` on the way. */
async function* withPagePaths(batches: AsyncIterable<string[]>, paths: string[]): AsyncGenerator<string[]> {
  for await (const batch of batches) {
    for (const line of batch) {
      for (const file of pageFilesOf(line)) {
        const page = pagePathOfFile(file);
        if (page !== undefined) paths.push(page);
      }
    }
    yield batch;
  }
}

function rmQuietly(file: string): void {
  rmSync(file, { force: true });
}
