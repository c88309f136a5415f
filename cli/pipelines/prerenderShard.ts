// One pre-rendering worker of `buildSite`: renders its shard of the pages (env TCG_SHARD "k/n",
// applied by site/pages/+onPrerenderStart.ts) and writes each under CLIENT_DIR with decoded
// folder names. Run as a child process from the build's staging folder:
// `node bin/run-ts.js cli/pipelines/prerenderShard.ts STAGING CLIENT_DIR`.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SITE_ROOT } from './siteRoot.ts';

interface PrerenderedPage {
  data?: unknown;
  _prerenderResult: { filePath: string; fileContent: string };
}

const [staging, clientDir] = process.argv.slice(2);
if (!staging || !clientDir) throw new Error('usage: prerenderShard.ts STAGING CLIENT_DIR');
const stagingClient = path.join(staging, 'client');
let pages = 0;

const { prerender } = await import('vike/api');
await prerender({
  viteConfig: {
    root: SITE_ROOT,
    configFile: path.join(SITE_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: staging },
  },
  onPagePrerender: async (pageContext: PrerenderedPage) => {
    const { filePath, fileContent } = pageContext._prerenderResult;
    const relative = path.relative(stagingClient, filePath).split(path.sep).map(decodeSegment);
    const target = path.join(clientDir, ...relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, fileContent);
    // vike keeps every rendered pageContext until the end; dropping the data bounds the shard's memory.
    pageContext.data = undefined;
    pages += 1;
  },
});
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
