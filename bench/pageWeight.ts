// Page weight of a built site: for a page, the gzip size of its HTML and of the JavaScript and CSS
// it loads (scripts and modulepreloads, stylesheets), read from the files of the site folder.
// `node bin/run-ts.js bench/pageWeight.ts SITE_DIR /route ...` prints a markdown table.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageFileOf } from '../cli/pipelines/site/siteFiles.ts';

export interface PageWeight {
  route: string;
  htmlGzip: number;
  jsGzip: number;
  cssGzip: number;
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** The HTML file of a route in a site folder (`/decks/x` → `decks/x/index.html`, `/deck/y` → `deck/y.html`). */
export function htmlFileOf(siteDir: string, route: string): string {
  const decoded = decodeURIComponent(route).replace(/^\/+|\/+$/g, '');
  return path.join(siteDir, pageFileOf(decoded === '' ? [] : decoded.split('/')));
}

export function pageWeight(siteDir: string, route: string): PageWeight {
  const htmlFile = htmlFileOf(siteDir, route);
  const html = readFileSync(htmlFile, 'utf8');
  const assets = (pattern: RegExp) =>
    [...new Set([...html.matchAll(pattern)].map((m) => m[1]!))].filter((src) => src.startsWith('/'));
  const sum = (files: string[]) =>
    files
      .map((src) => path.join(siteDir, src))
      .filter((file) => existsSync(file))
      .reduce((total, file) => total + gzipSize(file), 0);
  const js = withImports(
    siteDir,
    assets(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g),
  );
  const css = assets(/<link[^>]*rel="stylesheet"[^>]*\shref="([^"]+\.css)"/g);
  return { route, htmlGzip: gzipSize(htmlFile), jsGzip: sum(js), cssGzip: sum(css) };
}

/** The scripts and every module they import statically (`import"../chunks/x.js"`), once each. */
function withImports(siteDir: string, scripts: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...scripts];
  while (queue.length > 0) {
    const src = queue.pop()!;
    if (seen.has(src)) continue;
    seen.add(src);
    const file = path.join(siteDir, src);
    if (!existsSync(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(src), match[1]!));
    }
  }
  return [...seen];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [siteDir, ...routes] = process.argv.slice(2);
  if (!siteDir || routes.length === 0) throw new Error('usage: pageWeight.ts SITE_DIR /route ...');
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log('| route | HTML gzip KB | JS gzip KB | CSS gzip KB |\n|---|---:|---:|---:|');
  for (const route of routes) {
    const w = pageWeight(siteDir, route);
    console.log(
      `| \`${decodeURIComponent(route)}\` | ${kb(w.htmlGzip)} | ${kb(w.jsGzip)} | ${kb(w.cssGzip)} |`,
    );
  }
}
