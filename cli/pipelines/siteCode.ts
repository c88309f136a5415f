// The site's code for `tcg build`: the vite/vike bundle (server build for the pre-rendering
// workers, client assets for the site), built once per version of its modules and kept in
// node_modules/.cache/tcg/site-code/<key>/, so an incremental build does not pay the bundler. The
// key is of the modules the bundler itself reported loading (bundleCache.ts), the lockfile and the
// build's config. The code hash of the build manifest covers the bundle's files and the site
// settings (env TCG_*), so any change to what a page could render re-renders every page.

import { readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashOf, treeHash } from '../../data/contentHash.ts';
import { cachedBundle, filesKey } from './bundleCache.ts';
import { REPO_ROOT } from './siteRoot.ts';

export const SITE_CODE_CACHE = path.join(REPO_ROOT, 'node_modules', '.cache', 'tcg', 'site-code');

/**
 * What reaches the bundle besides the modules the bundler reports: node_modules (by the
 * lockfile), the build's entry and vite config; vike's `+config.ts` files are found by name.
 */
const BUILD_FILES = ['package-lock.json', 'cli/pipelines/buildSiteCode.ts', 'site/vite.config.ts'];
/**
 * Env the build sets itself or tests use, and the settings that choose how the work is split
 * (threads, shards) or how long a Firestore call may take: not site settings, so not part of the
 * code hash (the differential test holds the pages to be the same however the work is split).
 */
const NOT_SETTINGS =
  /^TCG_(DOCS_DIR|SHARD|PRERENDER_|FAST_PAGES|BUILD_PROFILE_DIR|TEST_|KEEP_SITE|CHROMIUM|SITE_FIXTURE|ACCELERATE_|FIRESTORE_TIMEOUT_MS$)/;
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
  // Built in a staging folder and renamed in: a concurrent build of the same sources never sees
  // half of it. A bundle once in place is never replaced: another `tcg build` may be running from
  // it, and two bundles of the same sources differ in the paths they were built at, so each build
  // of a site must see the one bundle (and code hash) the first to finish put there.
  const { dir, key, built } = await cachedBundle(
    {
      cacheDir: places.cacheDir,
      repoRoot: places.repoRoot,
      extra: buildKey(places.repoRoot),
      complete: COMPLETE,
    },
    build,
    (staging) => writeFileSync(path.join(staging, COMPLETE), treeHash(staging)),
  );
  if (built) removeStaleBundles(places.cacheDir, key);
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

/** What reaches the bundle besides its modules (BUILD_FILES, vike's config files), and the runtime. */
function buildKey(repoRoot: string): string {
  const site = path.join(repoRoot, 'site');
  const configs = readdirSync(site, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === '+config.ts')
    .map((entry) =>
      path.relative(repoRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
  // v3: keyed by the bundler's module list; bundles are compiled with NODE_ENV=production.
  return ['v3', process.version, filesKey(repoRoot, [...BUILD_FILES, ...configs.sort()])].join('\n');
}

function removeStaleBundles(cacheDir: string, current: string): void {
  for (const name of readdirSync(cacheDir)) {
    if (name === current) continue;
    const dir = path.join(cacheDir, name);
    if (Date.now() - statSync(dir).mtimeMs > STALE_MS) rmSync(dir, { recursive: true, force: true });
  }
}
