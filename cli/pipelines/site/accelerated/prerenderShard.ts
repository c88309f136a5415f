// One pre-rendering worker of the accelerated build (shardedPrerender.ts): renders its shard of the pages (env TCG_SHARD "k/n",
// applied by site/pages/+onPrerenderStart.ts) and writes each under SITE_DIR (the site folder)
// with decoded folder names. Run as a child process from the site-code folder:
// `node lib/prerenderShard.js CODE_DIR SITE_DIR` (or the .ts through bin/run-ts.js).
// For the incremental manifest it reports, in the file env TCG_PRERENDER_REPORT names, one sorted
// line per URL of its shard (incrementalManifest.ts pageLine): with its files and its inputs, which
// the page's data hook returns next to its data (site/lib/docs.ts pageData). An incremental build passes in env TCG_PRERENDER_SKIP a file of the keys
// of the pages whose inputs did not change.
// Of each kind with many pages vike renders two and the worker the rest (fastPages.ts), unless
// env TCG_FAST_PAGES is 0.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PageContextServer } from 'vike/types';
import { overwriteFile } from '../../../../data/overwrite.ts';
import type { PageInputs } from '../../../../site/lib/docs.ts';
import { docsDir } from '../../../../site/lib/docsDir.ts';
import { type PrerenderPage, prerenderState, type WorkerHooks } from '../../../../site/lib/prerenderState.ts';
import { reportingUserErrors, USER_ERROR_PREFIX } from '../../childErrors.ts';
import { exitWithParent, noticeParentGone, PAGES_BETWEEN_TURNS } from '../../exitWithParent.ts';
import { SITE_ROOT } from '../../siteRoot.ts';
import { prerenderEachFile, releasePage } from '../../vikeAdapter.ts';
import { lockVikeConfigLoad } from '../../vikeConfigLock.ts';
import { siteFileOf } from '../siteFiles.ts';
import {
  FAST_MISMATCH_EXIT,
  FAST_MISMATCH_PREFIX,
  fileOf,
  type HeldUrls,
  holdBack,
  holdBackUrls,
  type Injections,
  inject,
  injectionsOf,
  pageContextOf,
  routeHeldUrls,
} from './fastPages.ts';
import { ReadAhead } from './readAhead.ts';
import { ShardReport } from './shardReport.ts';
import { readSkipped, restOfEnvironment } from './workerEnvironment.ts';

exitWithParent();

export interface ShardPageReport {
  url: string;
  files: string[];
  inputs: string[];
}

const [staging, siteArg] = process.argv.slice(2);
if (!staging || !siteArg) throw new Error('usage: prerenderShard.ts STAGING SITE_DIR');
const siteDir: string = siteArg;
// A worker never ends with exit 0 before its report is written: vike logs an error thrown while
// writing a page (ENOSPC on a full disk) and may still end normally.
let finished = false;
process.on('exit', (code) => {
  if (code === 0 && !finished) process.exitCode = 1;
});
/** The first failure to write a page: the shard fails with it once vike returns. */
let writeFailure: { file: string; error: NodeJS.ErrnoException } | undefined;
const stagingClient = path.join(staging, 'client');
let pages = 0;
/** Pages rendered by the fast path (without vike). */
let fastPages = 0;
/** The pages an incremental build keeps (read once the worker knows its shard). */
let skip = new Set<string>();
const ready = restOfEnvironment().then(() => {
  skip = readSkipped(process.env.TCG_PRERENDER_SKIP);
});
/** Every URL of the shard, rendered or kept (an incremental build's manifest lists them all). */
const seen = new Set<string>();
/** Pages vike rendered (it may write more than one file a page): reported at the end. */
const rendered = new Map<string, ShardPageReport>();
/** Pages the worker rendered itself (one file each): reported as they are done. */
const reported = new Set<string>();
let report: ShardReport | undefined;
/** The report, once the worker knows where it goes (an early worker learns it late). */
function reportFile(): ShardReport | undefined {
  const file = process.env.TCG_PRERENDER_REPORT;
  report ??= file ? new ShardReport(file) : undefined;
  return report;
}
const state = prerenderState();
/** The pages the worker renders itself, by kind (page id). */
let held = new Map<string, PrerenderPage[]>();
const fast = process.env.TCG_FAST_PAGES !== '0';
/** URLs held back from per-id hooks before vike routed them (all but two samples of each). */
const heldUrls: HeldUrls[] = [];
/** vike's prerender context (see WorkerHooks.keepLists), whose lists are emptied as pages are written. */
let vikeLists: object | undefined;
let lastRendered: Parameters<WorkerHooks['pageRendered']>[0] | undefined;
state.worker = {
  ready: () => ready,
  keepLists(prerenderContext) {
    vikeLists = prerenderContext;
  },
  urls(urls) {
    for (const url of urls) seen.add(url);
    const wanted = skip.size === 0 ? urls : urls.filter((url) => !skip.has(url));
    const hold = fast ? holdBackUrls(wanted) : null;
    if (!hold) return wanted;
    heldUrls.push(hold);
    return hold.samples;
  },
  select,
  pageRendered(page) {
    lastRendered = page;
  },
};

function select(pages: PrerenderPage[]): Set<string> {
  for (const page of pages) seen.add(page.url);
  const wanted = pages.filter((page) => !skip.has(page.url));
  if (fast) held = holdBack(wanted);
  // The URLs held back before routing join their samples' kind, routed as the samples were.
  const routed = new Map(pages.map((page) => [page.url, page]));
  for (const hold of heldUrls) {
    const more = routeHeldUrls(hold, routed);
    if (!more) fastMismatch(`vike routed ${hold.samples.join(' and ')} in a way the worker cannot follow`);
    const pageId = routed.get(hold.samples[0]!)!.pageId;
    held.set(pageId, [...(held.get(pageId) ?? []), ...more]);
  }
  const heldNow = new Set([...held.values()].flatMap((list) => list.map((page) => page.url)));
  return new Set(wanted.filter((page) => !heldNow.has(page.url)).map((page) => page.url));
}

/** Per fast kind: what its first vike page gave (tags, hooks) and its second page, to check them. */
interface FastKind {
  injections: Injections;
  config: PageContextServer['config'];
  render: (pageContext: PageContextServer) => string;
  check?: { page: PrerenderPage; html: string };
}
const fastKinds = new Map<string, FastKind>();
/** Reads the fast pages' documents ahead of them (a thread, started with the first kind it can guess). */
const readAhead = new ReadAhead(docsDir());

/** Ends the worker when the fast path disagrees with vike: the shard is rendered again by vike. */
function fastMismatch(reason: string): never {
  process.stderr.write(`${FAST_MISMATCH_PREFIX}${reason}\n`);
  process.exit(FAST_MISMATCH_EXIT);
}

/** Learns a fast kind's tags from a page vike rendered (see fastPages.ts). */
function sample(pageContext: PageContextServer, file: string, html: string): void {
  const rendered = lastRendered;
  if (rendered?.pageContext.urlOriginal !== pageContext.urlOriginal) return;
  const pageId = pageContext.pageId ?? '';
  if (!held.has(pageId)) return;
  const page = { url: pageContext.urlOriginal, pageId, routeParams: pageContext.routeParams };
  const injections = injectionsOf(rendered.html, html);
  if (!injections) fastMismatch(`vike changed more of ${page.url} than its asset tags`);
  if (file !== fileOf(page.url)) fastMismatch(`vike wrote ${page.url} to ${file}`);
  const kind = fastKinds.get(pageId);
  if (!kind) {
    fastKinds.set(pageId, { injections, config: rendered.pageContext.config, render: rendered.render });
  } else if (!kind.check) {
    if (injections.head !== kind.injections.head || injections.bodyEnd !== kind.injections.bodyEnd)
      fastMismatch(`vike added different tags to ${page.url}`);
    kind.check = { page, html };
  }
}

/** Renders one page as vike would: its data hook, the document function, vike's tags. */
async function renderFast(kind: FastKind, page: PrerenderPage): Promise<{ html: string; inputs: string[] }> {
  const pageContext = pageContextOf(page, kind.config);
  const dataHook = kind.config.data as ((pageContext: PageContextServer) => unknown) | undefined;
  if (dataHook) pageContext.data = await dataHook(pageContext);
  const html = inject(kind.render(pageContext), kind.injections);
  if (html === null) fastMismatch(`the document of ${page.url} has no <head> … </body>`);
  return { html, inputs: inputsOf(pageContext) };
}

/**
 * A rendered page's inputs, as its data hook returned them (site/lib/docs.ts pageData; the
 * renderer refuses a data hook that does not): none for a page without one.
 */
function inputsOf(pageContext: PageContextServer): string[] {
  const data = pageContext.data as Partial<PageInputs> | undefined;
  return [...(data?.inputs ?? [])];
}

/** Renders the held-back pages once each kind's second vike page came out the same both ways. */
async function renderHeldBack(): Promise<void> {
  for (const [pageId, pages] of held) {
    const kind = fastKinds.get(pageId);
    if (!kind?.check) fastMismatch(`vike rendered fewer than two pages of ${pageId}`);
    // TCG_TEST_FAST_MISMATCH: tests make the check fail to see the shard rendered again.
    const checked = await renderFast(kind, kind.check.page);
    if (checked.html !== kind.check.html || process.env.TCG_TEST_FAST_MISMATCH === '1')
      fastMismatch(`${kind.check.page.url} renders differently without vike`);
    // TCG_READ_AHEAD=0: tests and benchmarks see the pages rendered without it.
    const ahead =
      process.env.TCG_READ_AHEAD === '0'
        ? undefined
        : readAhead.pagesAhead(kind.check.page, checked.inputs, pages);
    for (const [index, page] of pages.entries()) {
      if (writeFailure) return;
      ahead?.(index);
      const { html, inputs } = await renderFast(kind, page);
      writePage(page.url, fileOf(page.url), html, inputs, true);
      fastPages += 1;
      if (fastPages % PAGES_BETWEEN_TURNS === 0) await noticeParentGone();
    }
  }
}

/** mkdir with the folders already made remembered: a recursive mkdir per page costs a stat walk. */
const madeDirs = new Set<string>();
function ensureDir(dir: string): void {
  if (madeDirs.has(dir)) return;
  const parent = path.dirname(dir);
  if (parent !== dir) ensureDir(parent);
  try {
    mkdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  madeDirs.add(dir);
}

const configLock = await lockVikeConfigLoad();
// An early worker's build may stop it once vike's config is loaded (see restOfEnvironment).
const configLoaded = {
  name: 'tcg:worker-config-loaded',
  async configResolved() {
    await configLock.release();
    process.send?.({ worker: 'config loaded' });
  },
};
await reportingUserErrors(() =>
  prerenderEachFile(
    {
      viteConfig: {
        plugins: [configLock.plugin, configLoaded],
        root: SITE_ROOT,
        configFile: path.join(SITE_ROOT, 'vite.config.ts'),
        logLevel: 'warn',
        build: { outDir: staging },
      },
      // Other workers still need the server build; buildSite removes the staging folder at the end.
      // parallel 1: rendering is synchronous CPU work, so running pages side by side gained
      // nothing, and one page at a time keeps the page the worker samples its own.
      vikeConfig: { prerender: { keepDistServer: true, parallel: 1 } },
    },
    (context, { filePath, fileContent }) => {
      void configLock.release();
      const pageContext = context as PageContextServer;
      const file = siteFileOf(stagingClient, filePath);
      sample(pageContext, file, fileContent);
      writePage(pageContext.urlOriginal, file, fileContent, inputsOf(pageContext));
      // vike keeps every rendered page until the end: dropping the data, the written HTML and
      // vike's lists of pages keeps memory flat.
      releasePage(pageContext, vikeLists);
    },
  ).finally(configLock.release),
);
await reportingUserErrors(renderHeldBack);
if (writeFailure) {
  // The operator's to fix (disk full, permissions): one prefixed line, which buildSite turns into
  // a one-line error with exit 1 (see childErrors.ts).
  const { file, error } = writeFailure;
  const reason =
    error.code === 'ENOSPC' ? 'no space left on the device' : (error.message.split('\n')[0] ?? '');
  process.stderr.write(
    `${USER_ERROR_PREFIX}cannot write ${file}: ${reason} (${error.code ?? 'error'}); free space or fix the folder's permissions and rerun\n`,
  );
  process.exit(1);
}
const finalReport = reportFile();
if (finalReport) {
  // One line per URL of the shard, sorted: the build's process merges the shards' reports.
  for (const url of seen) {
    if (reported.has(url)) continue;
    const page = rendered.get(url);
    if (page) finalReport.page(url, page);
    else finalReport.kept(url);
  }
  await finalReport.finish();
}
const readAheadCounts = await readAhead.finish();
// maxRSS is in KiB: the parent reports the peak of its workers.
const maxRssKb = process.resourceUsage().maxRSS;
process.stdout.write(`${JSON.stringify({ pages, fastPages, readAhead: readAheadCounts, maxRssKb })}\n`);
finished = true;

/**
 * Writes one file of a page (path relative to the site folder) and records it for the report: a
 * page written `whole` (its only file) is reported at once.
 */
function writePage(url: string, file: string, content: string, inputs: string[], whole = false): void {
  if (writeFailure) return;
  const target = path.join(siteDir, ...file.split('/'));
  try {
    // Synchronous on purpose: measured faster than promise-based writes for many small files. In
    // place: an incremental build rewrites pages the previous build may have written just before.
    ensureDir(path.dirname(target));
    overwriteFile(target, Buffer.from(content));
  } catch (error) {
    writeFailure = { file: target, error: error as NodeJS.ErrnoException };
    return;
  }
  pages += 1;
  const shardReport = whole ? reportFile() : undefined;
  if (shardReport && !rendered.has(url)) {
    shardReport.page(url, { files: [file], inputs });
    reported.add(url);
    return;
  }
  const page = rendered.get(url);
  if (page) page.files.push(file);
  else rendered.set(url, { url, files: [file], inputs });
}
