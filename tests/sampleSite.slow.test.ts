// The bundled sample, as `npm run demo` builds it (classify, aggregate, build through bin/tcg.js),
// served over HTTP: a crawl from the home page follows every internal link (pages, assets, share
// images) and finds no 404, and no page loads more than 10 KB of gzipped JavaScript. A slow suite
// (`npm run test:slow`): the whole 330-deck sample classified, aggregated, built (714 pages) and
// crawled is tens of seconds of CPU. `npm test` keeps the light versions: the crawl of the fixture
// site (tests/site/phoneAndDesktop.spec.ts) and its JavaScript budget (tests/buildSite.test.ts).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlFileOf, pageWeight } from '../bench/pageWeight.ts';
import { type ServedSite, serveSite } from '../cli/pipelines/serveSite.ts';
import { crawlSite } from './helpers/crawlSite.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const sample = path.join(repoRoot, 'data', 'sample');
const AS_OF = '2026-04-20T12:00:00+09:00';

describe('the sample site', () => {
  let work: string;
  let site: ServedSite;
  const siteDir = () => path.join(work, 'dist');

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'tcg-sample-site-'));
    cpSync(sample, path.join(work, 'snapshot'), { recursive: true });
    const tcg = (args: string[]) =>
      execFileSync(process.execPath, [path.join(repoRoot, 'bin', 'tcg.js'), ...args, '--quiet'], {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    tcg(['classify', '--data', path.join(work, 'snapshot'), '--as-of', AS_OF]);
    tcg([
      'aggregate',
      '--data',
      path.join(work, 'snapshot'),
      '--out',
      path.join(work, 'out'),
      '--as-of',
      AS_OF,
    ]);
    tcg(['build', '--docs', path.join(work, 'out', 'docs'), '--out', siteDir()]);
    site = await serveSite({ outDir: siteDir(), host: '127.0.0.1', port: 0 });
  }, 600_000);

  afterAll(async () => {
    await site?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('has no broken internal link: every page, asset and share image answers 200', async () => {
    const result = await crawlSite(site.url, 'https://example.com');
    expect(result.broken).toEqual([]);
    // Every deck type, event and deck of the sample is reachable from the home page.
    expect(result.pages).toBeGreaterThan(400);
  }, 120_000);

  it('embeds at most 30 KB of gzipped HTML on the pages that carry the browser segments', () => {
    for (const route of ['/', '/decks', '/w/all', '/decks/w/all']) {
      const weight = pageWeight(siteDir(), route);
      expect(readFileSync(htmlFileOf(siteDir(), route), 'utf8'), route).toContain('id="segment-data"');
      expect(weight.htmlGzip, route).toBeLessThanOrEqual(30 * 1024);
    }
  });

  it('loads at most 10 KB of gzipped JavaScript on every kind of page', () => {
    const routes = [
      '/',
      '/events',
      '/decks',
      '/decks/w/4w/k/city',
      '/w/all/k/other',
      '/matchups',
      '/policies/ads',
      '/rules/stats',
      `/decks/${encodeURIComponent('ドラパルトex')}`,
      `/rules/stats/${encodeURIComponent('ドラパルトex')}`,
    ];
    for (const route of routes) {
      const weight = pageWeight(siteDir(), route);
      expect(weight.jsGzip, route).toBeGreaterThan(0);
      expect(weight.jsGzip, route).toBeLessThanOrEqual(10 * 1024);
    }
  });
});
