// `buildSite` and `serveSite` end to end: fixture documents in a temp folder, a real vike build,
// a real HTTP server on 127.0.0.1.

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import escapeHtml from 'escape-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlFileOf, pageWeight } from '../bench/pageWeight.ts';
import { type BuildSiteResult, buildSite } from '../cli/pipelines/buildSite.ts';
import { type ServedSite, serveSite } from '../cli/pipelines/serveSite.ts';
import { assertReplaceableOutput, OUTPUT_MARKER } from '../data/outputFolder.ts';
import { isUserError } from '../engine/userError.ts';
import { FIXTURE_RULES, writeFixtureDocs } from '../scripts/siteFixture/fixtureDocs.ts';
import { decodePng, distinctColours } from './helpers/decodePng.ts';
import { linesOf, runTcg } from './helpers/runTcg.ts';

describe('buildSite({docsDir, outDir}) and serveSite({outDir})', () => {
  let work: string;
  let site: ServedSite;
  let pages: number;
  let shareImages: BuildSiteResult['shareImages'];

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'tcg-build-'));
    writeFixtureDocs(path.join(work, 'docs'));
    // The site's base URL (with a trailing slash, which the pages drop) for the absolute URLs.
    const savedUrl = process.env.TCG_SITE_URL;
    process.env.TCG_SITE_URL = 'https://cards.example.org/';
    const result = await buildSite({
      docsDir: path.join(work, 'docs'),
      outDir: path.join(work, 'dist'),
      quiet: true,
    }).finally(() => {
      if (savedUrl === undefined) delete process.env.TCG_SITE_URL;
      else process.env.TCG_SITE_URL = savedUrl;
    });
    pages = result.pages;
    shareImages = result.shareImages;
    site = await serveSite({ outDir: path.join(work, 'dist'), host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await site?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('pre-renders the list pages, every event and the 404 page', () => {
    expect(pages).toBeGreaterThanOrEqual(9);
    for (const file of [
      'index.html',
      'events/index.html',
      'events/900001/index.html',
      'decks/index.html',
      'matchups/index.html',
      'policies/ads/index.html',
      '404.html',
    ]) {
      expect(existsSync(path.join(work, 'dist', file)), file).toBe(true);
    }
  });

  it('writes the hostable site at --out itself: index.html and assets/, no server bundle or cache', () => {
    const dist = path.join(work, 'dist');
    expect(existsSync(path.join(dist, 'index.html'))).toBe(true);
    const assets = readdirSync(path.join(dist, 'assets'), { recursive: true }).map(String);
    expect(assets.some((name) => name.endsWith('.js'))).toBe(true);
    expect(assets.some((name) => name.endsWith('.css'))).toBe(true);
    for (const absent of ['client', 'server', 'dist', 'node_modules', '.vite']) {
      expect(existsSync(path.join(dist, absent)), absent).toBe(false);
    }
    // Every file is something a static host serves: pages, assets and public files, no .mjs bundle.
    const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    expect(files.filter((e) => /\.(mjs|cjs|map)$/.test(e.name)).map((e) => e.name)).toEqual([]);
    // Nothing is left beside it either (no pending folder after the swap).
    expect(readdirSync(work).sort()).toEqual(['dist', 'docs']);
  });

  it("leaves vike's auto importer in node_modules unset: the pages find the bundle in its own folder", () => {
    // A file every vike build would point at its own output (site/vite.config.ts says why not).
    const autoImporter = path.join(
      import.meta.dirname,
      '../node_modules/@brillout/vite-plugin-server-entry/dist/esm/runtime/autoImporter.js',
    );
    expect(readFileSync(autoImporter, 'utf8')).not.toContain("status = 'SET'");
  });

  it('marks the output folder as its own, so the next build may replace it', async () => {
    expect(existsSync(path.join(work, 'dist', OUTPUT_MARKER))).toBe(true);
    await assertReplaceableOutput({
      command: 'build',
      flag: '--out',
      target: path.join(work, 'dist'),
      inputs: [{ flag: '--docs', dir: path.join(work, 'docs') }],
    });
  });

  it('names page folders by the decoded id, as static hosts look them up', () => {
    for (const rule of FIXTURE_RULES) {
      expect(existsSync(path.join(work, 'dist', 'decks', rule.id, 'index.html')), rule.id).toBe(true);
    }
  });

  it('serves a page at its percent-encoded URL', async () => {
    for (const rule of FIXTURE_RULES) {
      const response = await fetch(`${site.url}/decks/${encodeURIComponent(rule.id)}`);
      expect(response.status, rule.id).toBe(200);
      expect(await response.text()).toContain('<html lang="ja">');
    }
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await fetch(`${site.url}/events/unknown-id`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('イベントが見つかりませんでした');
  });

  it('puts the page title "product | page name" into the HTML', async () => {
    const html = await (await fetch(`${site.url}/matchups`)).text();
    expect(html).toContain('<title>ポケカデッキ統計 | デッキ相性データ</title>');
  });

  it('serving on a port in use is one user error naming --port, exit 1, not an internal error', async () => {
    const run = await runTcg(['serve', path.join(work, 'dist'), '--port', String(site.port)]);
    expect(run.code).toBe(1);
    const lines = linesOf(run.stderr);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`--port ${site.port}`);
    expect(lines[0]).toContain('already in use');
    expect(run.stderr).not.toContain('internal error');
  });

  it('writes the favicon, the share images and the head tags of each page', async () => {
    const html = await (await fetch(`${site.url}/decks`)).text();
    expect(html).toContain('<meta name="description" content="デッキタイプ別のシェアランキング');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"');
    expect(html).toContain('<meta property="og:image" content="https://cards.example.org/og/site.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect((await fetch(`${site.url}/favicon.svg`)).status).toBe(200);
    // One PNG for the site and one per deck type (the fixture's rules and a type with no decks).
    expect(shareImages).toEqual({ rendered: FIXTURE_RULES.length + 2, kept: 0, removed: 0 });
    const id = FIXTURE_RULES[1].id;
    const typeHtml = await (await fetch(`${site.url}/decks/${encodeURIComponent(id)}`)).text();
    const imageUrl = `https://cards.example.org/og/decks/${id}.png`;
    expect(typeHtml).toContain(`<meta property="og:image" content="${escapeHtml(imageUrl)}">`);
    for (const file of ['/og/site.png', `/og/decks/${encodeURIComponent(id)}.png`]) {
      const response = await fetch(`${site.url}${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toBe('image/png');
      const png = decodePng(Buffer.from(await response.arrayBuffer()));
      expect([png.width, png.height], file).toEqual([1200, 630]);
      expect(distinctColours(png), file).toBeGreaterThan(40);
    }
  });

  it('loads at most 10 KB of gzipped JavaScript on every kind of page', () => {
    // The light version of the sample site's budget (sampleSite.slow.test.ts): the scripts a page
    // loads come from its kind, not from how many decks the documents hold.
    const dist = path.join(work, 'dist');
    const type = encodeURIComponent(FIXTURE_RULES[0].id);
    for (const route of [
      '/',
      '/events',
      '/decks',
      '/matchups',
      '/policies/ads',
      '/rules/stats',
      `/decks/${type}`,
      `/rules/stats/${type}`,
    ]) {
      expect(existsSync(htmlFileOf(dist, route)), route).toBe(true);
      const weight = pageWeight(dist, route);
      expect(weight.jsGzip, route).toBeGreaterThan(0);
      expect(weight.jsGzip, route).toBeLessThanOrEqual(10 * 1024);
    }
  });

  it('leaves analytics out when no id is configured', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    expect(html).not.toContain('googletagmanager');
  });
});

describe('buildSite with a missing docs folder', () => {
  it('fails with a user error naming the folder', async () => {
    const error = await buildSite({
      docsDir: '/nonexistent/docs',
      outDir: path.join(os.tmpdir(), 'x'),
    }).catch((e) => e);
    expect(isUserError(error)).toBe(true);
    expect((error as Error).message).toContain('/nonexistent/docs');
  });
});
