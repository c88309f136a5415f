// sitemap.xml: every page a build wrote (a folder's index.html, or a deck's own file:
// site/siteFiles.ts), so the sitemap lists exactly the routes the pages were rendered at, whatever
// the settings (the rule-statistics base path, TCG_RULE_STATS_PATH) made them. The pages are read
// back from the site folder, or taken from the files the build manifest lists for them (the
// accelerated build: a million page folders take half a minute to walk); tests hold both to the
// same sitemap. Sitemaps hold at most 50,000 URLs: a larger site gets sitemap.xml as an index of
// sitemap-1.xml, sitemap-2.xml, ….
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { writeFileInPieces } from '../../data/atomic.ts';
import { pageSegmentsOf } from './site/siteFiles.ts';

/** The protocol's limit of URLs per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_FILE = 'sitemap.xml';
// Folders that hold no pages: the built assets, the share images, the admin app.
const NOT_PAGES = new Set(['assets', 'og', 'system']);
const PART = /^sitemap-\d+\.xml$/;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&apos;',
  '"': '&quot;',
};
const xml = (text: string) => text.replace(/[&<>'"]/g, (c) => XML_ESCAPES[c] ?? c);

const pathOf = (folders: readonly string[]) => `/${folders.map((s) => encodeURIComponent(s)).join('/')}`;

/**
 * The path of every page under `siteDir`, sorted by code unit: `/`, each folder holding an
 * index.html and each deck's file, each segment percent-encoded as links encode it (folders are
 * named by file names).
 */
export function sitePagePaths(siteDir: string): string[] {
  const paths: string[] = [];
  const visit = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const page = entry.isFile() ? pageSegmentsOf([...segments, entry.name].join('/')) : undefined;
      if (page) paths.push(pathOf(page));
      else if (entry.isDirectory() && !(segments.length === 0 && NOT_PAGES.has(entry.name)))
        visit(path.join(dir, entry.name), [...segments, entry.name]);
    }
  };
  visit(siteDir, []);
  return paths.sort();
}

/**
 * The page path of a site file (relative, with `/`: `decks/x/index.html` → `/decks/x`,
 * `deck/y.html` → `/deck/y`), as sitePagePaths finds it; undefined for a file that is no page.
 */
export function pagePathOfFile(file: string): string | undefined {
  const segments = pageSegmentsOf(file);
  if (segments === undefined || (segments.length > 0 && NOT_PAGES.has(segments[0]!))) return undefined;
  return pathOf(segments);
}

/**
 * Writes sitemap.xml (and its parts on a site over 50,000 pages) for the site at `origin`: of
 * `pages` (sorted, as sitePagePaths gives them) when the build knows them, else of the pages read
 * back from the folder.
 */
export function writeSitemap(
  siteDir: string,
  origin: string,
  pages?: readonly string[],
  maxUrls = SITEMAP_MAX_URLS,
): { urls: number } {
  const urls = (pages ?? sitePagePaths(siteDir)).map((page) => `${origin}${page}`);
  for (const name of readdirSync(siteDir)) if (PART.test(name)) rmSync(path.join(siteDir, name));
  const urlset = (target: string, list: readonly string[]) =>
    writeFileInPieces(target, (put) => {
      put('<?xml version="1.0" encoding="UTF-8"?>\n');
      put('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n');
      for (const url of list) put(`<url><loc>${xml(url)}</loc></url>\n`);
      put('</urlset>\n');
    });
  if (urls.length <= maxUrls) {
    urlset(path.join(siteDir, SITEMAP_FILE), urls);
    return { urls: urls.length };
  }
  const parts: string[] = [];
  for (let start = 0; start < urls.length; start += maxUrls) {
    const name = `sitemap-${parts.length + 1}.xml`;
    urlset(path.join(siteDir, name), urls.slice(start, start + maxUrls));
    parts.push(name);
  }
  writeFileInPieces(path.join(siteDir, SITEMAP_FILE), (put) => {
    put('<?xml version="1.0" encoding="UTF-8"?>\n');
    put('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n');
    for (const name of parts) put(`<sitemap><loc>${xml(`${origin}/${name}`)}</loc></sitemap>\n`);
    put('</sitemapindex>\n');
  });
  return { urls: urls.length };
}
