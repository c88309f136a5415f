// The rule-statistics base path as a setting (spec public §2): a real build of the site fixture
// with TCG_RULE_STATS_PATH=/stats/rules puts the routes, every link and the sitemap there, and
// nothing at the default /rules/stats; the built site answers every such link over HTTP.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../cli/pipelines/buildSite.ts';
import { type ServedSite, serveSite } from '../cli/pipelines/serveSite.ts';
import { sitePagePaths } from '../cli/pipelines/sitemap.ts';
import { isUserError } from '../engine/userError.ts';
import { writeFixtureDocs } from '../scripts/siteFixture/fixtureDocs.ts';

const BASE = '/stats/rules';
const ORIGIN = 'https://stats.example.org';

/** Every built HTML file under `dir`, with its text. */
function htmlFiles(dir: string): { file: string; html: string }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file: path.relative(dir, file), html: readFileSync(file, 'utf8') };
    });
}

const hrefsIn = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);

describe(`tcg build with TCG_RULE_STATS_PATH=${BASE}`, () => {
  let work: string;
  let dist: string;
  let site: ServedSite;
  const saved = { path: process.env.TCG_RULE_STATS_PATH, origin: process.env.TCG_SITE_URL };

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'tcg-rule-stats-path-'));
    dist = path.join(work, 'dist');
    writeFixtureDocs(path.join(work, 'docs'));
    // The build's workers read the settings from the environment, as `tcg build` does.
    process.env.TCG_RULE_STATS_PATH = BASE;
    process.env.TCG_SITE_URL = ORIGIN;
    await buildSite({ docsDir: path.join(work, 'docs'), outDir: dist, quiet: true });
    site = await serveSite({ outDir: dist, host: '127.0.0.1', port: 0 });
  }, 600_000);

  afterAll(async () => {
    for (const [name, value] of [
      ['TCG_RULE_STATS_PATH', saved.path],
      ['TCG_SITE_URL', saved.origin],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await site?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('renders the list and each rule page under the base path, none under /rules/stats', () => {
    expect(existsSync(path.join(dist, 'stats', 'rules', 'index.html'))).toBe(true);
    const rulePages = readdirSync(path.join(dist, 'stats', 'rules'), { withFileTypes: true }).filter((e) =>
      e.isDirectory(),
    );
    expect(rulePages.length).toBeGreaterThan(0);
    for (const page of rulePages)
      expect(existsSync(path.join(dist, 'stats', 'rules', page.name, 'index.html')), page.name).toBe(true);
    expect(existsSync(path.join(dist, 'rules'))).toBe(false);
  });

  it('links every rule-statistics page at the base path, from the list and from the deck pages', () => {
    const pages = htmlFiles(dist);
    const statsLinks = new Set<string>();
    for (const { file, html } of pages) {
      for (const href of hrefsIn(html)) {
        expect(href.startsWith('/rules/stats'), `${file}: ${href}`).toBe(false);
        if (href.startsWith(`${BASE}/`)) statsLinks.add(href);
      }
    }
    const list = pages.find((page) => page.file === path.join('stats', 'rules', 'index.html'))!;
    const fromList = hrefsIn(list.html).filter((href) => href.startsWith(`${BASE}/`));
    expect(fromList.length).toBeGreaterThan(0);
    const fromDecks = pages
      .filter((page) => page.file.startsWith(`deck${path.sep}`))
      .flatMap((page) => hrefsIn(page.html).filter((href) => href.startsWith(`${BASE}/`)));
    expect(fromDecks.length).toBeGreaterThan(0);
    // A rule page links back to the list at the base path.
    const rulePage = pages.find(
      (page) => page.file.startsWith(path.join('stats', 'rules', '')) && page.file !== list.file,
    )!;
    expect(hrefsIn(rulePage.html)).toContain(BASE);
    expect(list.html).toContain(
      '<meta name="description" content="デッキタイプ（ルール）ごとの統計の一覧。"',
    );
    expect(statsLinks.size).toBeGreaterThanOrEqual(fromList.length);
  });

  it('answers every rule-statistics link over HTTP', async () => {
    const list = await (await fetch(`${site.url}${BASE}`)).text();
    const links = [...new Set(hrefsIn(list).filter((href) => href.startsWith(`${BASE}/`)))];
    for (const href of links) expect((await fetch(`${site.url}${href}`)).status, href).toBe(200);
    expect((await fetch(`${site.url}/rules/stats`)).status).toBe(404);
  });

  it('lists the pages at the base path in sitemap.xml, on the configured origin', () => {
    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(sitemap).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(locs).toEqual(sitePagePaths(dist).map((page) => `${ORIGIN}${page}`));
    expect(locs).toContain(`${ORIGIN}${BASE}`);
    expect(locs).toContain(`${ORIGIN}/`);
    const statsPages = readdirSync(path.join(dist, 'stats', 'rules'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => `${ORIGIN}${BASE}/${encodeURIComponent(e.name)}`);
    for (const url of statsPages) expect(locs).toContain(url);
    expect(locs.filter((loc) => loc.includes('/rules/stats'))).toEqual([]);
    expect(locs.filter((loc) => /\/(assets|og|system)\//.test(loc))).toEqual([]);
  });
});

describe('tcg build with a TCG_RULE_STATS_PATH among other pages', () => {
  it('stops with one user error naming the setting, before any work', async () => {
    const saved = process.env.TCG_RULE_STATS_PATH;
    process.env.TCG_RULE_STATS_PATH = '/decks/stats';
    const work = mkdtempSync(path.join(os.tmpdir(), 'tcg-rule-stats-bad-'));
    try {
      writeFixtureDocs(path.join(work, 'docs'));
      const error = await buildSite({
        docsDir: path.join(work, 'docs'),
        outDir: path.join(work, 'dist'),
        quiet: true,
      }).catch((e: unknown) => e);
      expect(isUserError(error)).toBe(true);
      expect((error as Error).message).toMatch(
        /^TCG_RULE_STATS_PATH=\/decks\/stats: \/decks holds other pages/,
      );
      expect(existsSync(path.join(work, 'dist'))).toBe(false);
    } finally {
      if (saved === undefined) delete process.env.TCG_RULE_STATS_PATH;
      else process.env.TCG_RULE_STATS_PATH = saved;
      rmSync(work, { recursive: true, force: true });
    }
  });
});
