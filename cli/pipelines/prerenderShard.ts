// One pre-rendering worker of `buildSite`: renders its shard of the pages (env TCG_SHARD "k/n",
// applied by site/pages/+onPrerenderStart.ts) and writes each under SITE_DIR (the site folder)
// with decoded folder names. Run as a child process from the site-code folder:
// `node lib/prerenderShard.js CODE_DIR SITE_DIR` (or the .ts through bin/run-ts.js).
// For the build manifest it reports, in the JSON file env TCG_PRERENDER_REPORT names, every URL
// of its shard and, per rendered page, its files and the documents it read. An incremental build
// passes in env TCG_PRERENDER_SKIP (a JSON file of URLs) the pages whose inputs did not change.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { reportingUserErrors, USER_ERROR_PREFIX } from './childErrors.ts';
import { SITE_ROOT } from './siteRoot.ts';
import { releasePage, renderedFile } from './vikeAdapter.ts';
import { lockVikeConfigLoad } from './vikeConfigLock.ts';

export interface ShardPageReport {
  url: string;
  files: string[];
  inputs: string[];
}

const [staging, siteDir] = process.argv.slice(2);
if (!staging || !siteDir) throw new Error('usage: prerenderShard.ts STAGING SITE_DIR');
// A worker never ends with exit 0 before its report is written: vike logs an error thrown while
// writing a page (ENOSPC on a full disk) and may still end normally (issue 10 item 17).
let finished = false;
process.on('exit', (code) => {
  if (code === 0 && !finished) process.exitCode = 1;
});
/** The first failure to write a page: the shard fails with it once vike returns. */
let writeFailure: { file: string; error: NodeJS.ErrnoException } | undefined;
const stagingClient = path.join(staging, 'client');
let pages = 0;
const skip = new Set<string>(
  process.env.TCG_PRERENDER_SKIP ? JSON.parse(readFileSync(process.env.TCG_PRERENDER_SKIP, 'utf8')) : [],
);
const seen: string[] = [];
const rendered = new Map<string, ShardPageReport>();
// Pages render one at a time (parallel: 1 below), so the reads between two pages are the page's.
const reads = new Set<string>();
const globals = globalThis as Record<symbol, unknown>;
globals[Symbol.for('tcg.docReads')] = reads;
globals[Symbol.for('tcg.prerenderSelect')] = (urls: string[]) => {
  seen.push(...urls);
  reads.clear();
  return new Set(urls.filter((url) => !skip.has(url)));
};

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

const { prerender } = await import('vike/api');
const configLock = await lockVikeConfigLoad();
await reportingUserErrors(() =>
  prerender({
    viteConfig: {
      plugins: [configLock.plugin],
      root: SITE_ROOT,
      configFile: path.join(SITE_ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: staging },
    },
    // Other workers still need the server build; buildSite removes the staging folder at the end.
    // parallel 1: reads are attributed to the page being rendered (rendering is synchronous CPU
    // work, so running pages side by side gained nothing anyway).
    vikeConfig: { prerender: { keepDistServer: true, parallel: 1 } },
    onPagePrerender: (pageContext: { urlOriginal: string }) => {
      void configLock.release();
      const { filePath, fileContent } = renderedFile(pageContext);
      const relative = path.relative(stagingClient, filePath).split(path.sep).map(decodeSegment);
      const target = path.join(siteDir, ...relative);
      if (writeFailure) return;
      try {
        // Synchronous on purpose: measured faster than promise-based writes for many small files.
        ensureDir(path.dirname(target));
        writeFileSync(target, fileContent);
      } catch (error) {
        writeFailure = { file: target, error: error as NodeJS.ErrnoException };
        return;
      }
      const page = rendered.get(pageContext.urlOriginal);
      const file = relative.join('/');
      if (page) page.files.push(file);
      else
        rendered.set(pageContext.urlOriginal, {
          url: pageContext.urlOriginal,
          files: [file],
          inputs: [...reads],
        });
      reads.clear();
      // vike keeps every rendered page until the end: dropping the data and the written HTML keeps
      // memory flat (the list is shared by site/pages/+onPrerenderStart.ts).
      releasePage(pageContext);
      const lists = (globalThis as Record<symbol, unknown>)[Symbol.for('tcg.prerenderLists')];
      if (Array.isArray(lists)) for (const list of lists) if (Array.isArray(list)) list.length = 0;
      pages += 1;
    },
  }).finally(configLock.release),
);
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
if (process.env.TCG_PRERENDER_REPORT) {
  writeFileSync(process.env.TCG_PRERENDER_REPORT, JSON.stringify({ seen, rendered: [...rendered.values()] }));
}
// maxRSS is in KiB: the parent reports the peak of its workers.
process.stdout.write(`${JSON.stringify({ pages, maxRssKb: process.resourceUsage().maxRSS })}\n`);
finished = true;

/** vike names folders by the percent-encoded URL; static hosts look files up by the decoded path. */
function decodeSegment(segment: string): string {
  try {
    const decoded = decodeURIComponent(segment);
    return decoded.includes('/') ? segment : decoded;
  } catch {
    return segment;
  }
}
