// The site's code for `tcg build`: the vite/vike bundle (server build for the pre-rendering
// workers, client assets for the site), built once per version of the sources and kept in
// node_modules/.cache/tcg/site-code/<source key>/, so an incremental build does not pay the
// bundler. The code hash of the build manifest covers the bundle's files and the site settings
// (env TCG_*), so any change to what a page could render re-renders every page.

import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { moveInUnlessPresent } from '../../data/atomic.ts';
import { hashOf, treeHash } from '../../data/contentHash.ts';
import { REPO_ROOT } from './siteRoot.ts';

export const SITE_CODE_CACHE = path.join(REPO_ROOT, 'node_modules', '.cache', 'tcg', 'site-code');

/** What the bundle is made from: the site, the engine it imports, the build entries, the lockfile. */
const SOURCES = ['site', 'engine', 'package-lock.json', 'cli/pipelines/buildSiteCode.ts'];
/** Env the build sets itself or tests use: not site settings, so not part of the code hash. */
const NOT_SETTINGS =
  /^TCG_(DOCS_DIR|SHARD|PRERENDER_|FAST_PAGES|BUILD_PROFILE_DIR|TEST_|KEEP_SITE|CHROMIUM|SITE_FIXTURE)/;
const COMPLETE = '.tcg-code-hash';
/** Bundles of other source versions unused this long are removed. */
const STALE_MS = 24 * 3600_000;

export interface SiteCode {
  /** Folder holding `client/` and `server/`; the workers run from it (vike finds its entry there). */
  dir: string;
  /** Hash of the bundle and the site settings. */
  codeHash: string;
  /** Whether this build made the bundle (false: taken from the cache). */
  built: boolean;
}

/** Where the sources and the bundles are: the repository's own unless a test passes others. */
export interface SiteCodePlaces {
  repoRoot: string;
  cacheDir: string;
}

export async function ensureSiteCode(
  build: (dir: string) => Promise<void>,
  env: NodeJS.ProcessEnv = process.env,
  places: SiteCodePlaces = { repoRoot: REPO_ROOT, cacheDir: SITE_CODE_CACHE },
): Promise<SiteCode> {
  const key = sourceKey(places.repoRoot);
  const dir = path.join(places.cacheDir, key);
  let built = false;
  if (!existsSync(path.join(dir, COMPLETE))) {
    // Built beside and renamed in: a concurrent build of the same sources never sees half of it.
    // A bundle once in place is never replaced: another `tcg build` may be running from it, and
    // two bundles of the same sources differ in the paths they were built at, so each build of
    // a site must see the one bundle (and code hash) the first to finish put there.
    const pending = `${dir}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    rmSync(pending, { recursive: true, force: true });
    mkdirSync(pending, { recursive: true });
    try {
      await build(pending);
      writeFileSync(path.join(pending, COMPLETE), treeHash(pending));
      built = moveInUnlessPresent(pending, dir, COMPLETE);
    } finally {
      rmSync(pending, { recursive: true, force: true });
    }
    removeStaleBundles(places.cacheDir, key);
  }
  // Touched on use: only bundles nobody used for a day are removed.
  const now = new Date();
  utimesSync(dir, now, now);
  const bundleHash = readFileSync(path.join(dir, COMPLETE), 'utf8');
  return { dir, codeHash: hashOf(`${bundleHash}\n${settingsOf(env)}`), built };
}

/** The site settings as one line per variable, sorted: part of the code hash. */
export function settingsOf(env: NodeJS.ProcessEnv): string {
  return Object.keys(env)
    .filter((name) => name.startsWith('TCG_') && !NOT_SETTINGS.test(name))
    .sort()
    .map((name) => `${name}=${env[name]}`)
    .join('\n');
}

function sourceKey(repoRoot: string): string {
  // v2: bundles are compiled with NODE_ENV=production whatever the caller's.
  const parts: string[] = ['v2', process.version];
  for (const source of SOURCES) {
    const full = path.join(repoRoot, source);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.join(e.parentPath, e.name))
      : [full];
    for (const file of files.sort()) parts.push(path.relative(repoRoot, file), hashOf(readFileSync(file)));
  }
  return hashOf(parts.join('\n'));
}

function removeStaleBundles(cacheDir: string, current: string): void {
  for (const name of readdirSync(cacheDir)) {
    if (name === current) continue;
    const dir = path.join(cacheDir, name);
    if (Date.now() - statSync(dir).mtimeMs > STALE_MS) rmSync(dir, { recursive: true, force: true });
  }
}
