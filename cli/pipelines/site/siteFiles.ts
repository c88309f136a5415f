// Where a build's files go in the site folder, the same on both paths: the client bundle's files
// as vite wrote them, and each page under its decoded folder names (static hosts look a file up
// by the decoded path; vike names folders by the percent-encoded URL). A deck page is a file of
// its own, `deck/<id>.html` (the host serves it at /deck/<id>: firebase.json `cleanUrls`), not
// a folder holding an index.html: a folder per deck cost a sixth of pre-rendering 100,000 pages.
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The client bundle's files (assets/…) into the site; vite's own .vite manifest is not site. */
export function copyStaticFiles(clientDir: string, siteDir: string): string[] {
  mkdirSync(path.dirname(siteDir), { recursive: true });
  cpSync(clientDir, siteDir, { recursive: true, filter: (source) => path.basename(source) !== '.vite' });
  return filesUnder(siteDir);
}

/** The files under a folder, relative to it with `/`. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** A page file vike wrote under `clientDir`, as the site names it (relative, `/`, decoded folders). */
export function siteFileOf(clientDir: string, filePath: string): string {
  const segments = path.relative(clientDir, filePath).split(path.sep).map(decodeSegment);
  return segments.at(-1) === INDEX ? pageFileOf(segments.slice(0, -1)) : segments.join('/');
}

const INDEX = 'index.html';
/** The folder of the pages that are files of their own (`deck/<id>.html`). */
export const FLAT_PAGES = 'deck';

/** The file of the page at these decoded path segments (`[]`: the home page). */
export function pageFileOf(segments: readonly string[]): string {
  if (segments.length === 2 && segments[0] === FLAT_PAGES) return `${FLAT_PAGES}/${segments[1]}.html`;
  return [...segments, INDEX].join('/');
}

/** The decoded path segments of the page a site file is (see pageFileOf), or undefined for none. */
export function pageSegmentsOf(file: string): string[] | undefined {
  const segments = file.split('/');
  const name = segments.pop();
  if (name === INDEX) return segments;
  if (segments.length === 1 && segments[0] === FLAT_PAGES && name?.endsWith('.html'))
    return [FLAT_PAGES, name.slice(0, -'.html'.length)];
  return undefined;
}

/** One folder name decoded, unless decoding would make it two (an encoded `/`) or it is not valid. */
export function decodeSegment(segment: string): string {
  try {
    const decoded = decodeURIComponent(segment);
    return decoded.includes('/') ? segment : decoded;
  } catch {
    return segment;
  }
}
