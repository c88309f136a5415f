// Where a build's files go in the site folder, the same on both paths: the client bundle's files
// as vite wrote them, and each page under its decoded folder names (static hosts look a file up
// by the decoded path; vike names folders by the percent-encoded URL).
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
  return path.relative(clientDir, filePath).split(path.sep).map(decodeSegment).join('/');
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
