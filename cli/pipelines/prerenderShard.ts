// One pre-rendering worker of `buildSite`: renders its shard of the pages (env TCG_SHARD "k/n",
// applied by site/pages/+onPrerenderStart.ts) and writes each under SITE_DIR (the site folder) with decoded
// folder names. Run as a child process from the build's staging folder:
// `node bin/run-ts.js cli/pipelines/prerenderShard.ts STAGING SITE_DIR`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { reportingUserErrors } from './childErrors.ts';
import { SITE_ROOT } from './siteRoot.ts';
import { releasePage, renderedFile } from './vikeAdapter.ts';

const [staging, siteDir] = process.argv.slice(2);
if (!staging || !siteDir) throw new Error('usage: prerenderShard.ts STAGING SITE_DIR');
const stagingClient = path.join(staging, 'client');
let pages = 0;

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
await reportingUserErrors(() =>
  prerender({
    viteConfig: {
      root: SITE_ROOT,
      configFile: path.join(SITE_ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: staging },
    },
    // Other workers still need the server build; buildSite removes the staging folder at the end.
    vikeConfig: { prerender: { keepDistServer: true } },
    onPagePrerender: (pageContext: object) => {
      const { filePath, fileContent } = renderedFile(pageContext);
      const relative = path.relative(stagingClient, filePath).split(path.sep).map(decodeSegment);
      const target = path.join(siteDir, ...relative);
      // Synchronous on purpose: measured faster than promise-based writes for many small files.
      ensureDir(path.dirname(target));
      writeFileSync(target, fileContent);
      // vike keeps every rendered page until the end: dropping the data and the written HTML keeps
      // memory flat (the list is shared by site/pages/+onPrerenderStart.ts).
      releasePage(pageContext);
      const lists = (globalThis as Record<symbol, unknown>)[Symbol.for('tcg.prerenderLists')];
      if (Array.isArray(lists)) for (const list of lists) if (Array.isArray(list)) list.length = 0;
      pages += 1;
    },
  }),
);
// maxRSS is in KiB: the parent reports the peak of its workers.
process.stdout.write(`${JSON.stringify({ pages, maxRssKb: process.resourceUsage().maxRSS })}\n`);

/** vike names folders by the percent-encoded URL; static hosts look files up by the decoded path. */
function decodeSegment(segment: string): string {
  try {
    const decoded = decodeURIComponent(segment);
    return decoded.includes('/') ? segment : decoded;
  } catch {
    return segment;
  }
}
