// A cache of bundles keyed by what the bundler really read: each cached bundle carries the list of
// the module files the bundler loaded (recorded by a plugin while it builds, `.tcg-modules`), and
// its folder is named by the hash of those files' contents plus what else reaches the bundle
// (the lockfile for node_modules, the build's own config, the settings baked in). A bundle is
// reused only while every file on its own list still hashes to its name, so a module newly
// imported from anywhere (site/lib, engine, …) is covered with no folder list to keep.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { moveInUnlessPresent } from '../../data/atomic.ts';
import { hashOf } from '../../data/contentHash.ts';

export const MODULES_FILE = '.tcg-modules';

/**
 * A vite plugin recording the module files each build it takes part in loaded (every build of a
 * vike run: client and server): `files()` gives them, node_modules (the lockfile's) and virtual
 * modules aside.
 */
export function moduleRecorder(): { plugin: Plugin; files(): string[] } {
  const ids = new Set<string>();
  const plugin: Plugin = {
    name: 'tcg-module-recorder',
    buildEnd() {
      for (const id of this.getModuleIds()) ids.add(id);
    },
  };
  return {
    plugin,
    files: () =>
      [...ids]
        .filter((id) => !id.startsWith('\0'))
        .map((id) => id.split('?')[0]!)
        .filter((file) => path.isAbsolute(file) && !file.split(path.sep).includes('node_modules'))
        .filter((file) => existsSync(file))
        .sort(),
  };
}

/** Writes a bundle's module list (paths relative to `repoRoot`) into its folder. */
export function writeModuleList(bundleDir: string, repoRoot: string, files: readonly string[]): void {
  const relative = [...new Set(files.map((file) => path.relative(repoRoot, file).split(path.sep).join('/')))];
  writeFileSync(path.join(bundleDir, MODULES_FILE), `${JSON.stringify(relative.sort())}\n`);
}

/** A bundle's module list, or undefined when it has none (made before lists were kept). */
export function readModuleList(bundleDir: string): string[] | undefined {
  try {
    return JSON.parse(readFileSync(path.join(bundleDir, MODULES_FILE), 'utf8')) as string[];
  } catch {
    return undefined;
  }
}

/** The key of a bundle made of these files (relative to `repoRoot`) as they are now, and `extra`. */
export function bundleKey(
  repoRoot: string,
  files: readonly string[],
  extra: string,
  memo = new Map<string, string>(),
): string {
  const parts = [extra];
  for (const file of files) {
    let hash = memo.get(file);
    if (hash === undefined) {
      const full = path.join(repoRoot, file);
      hash = existsSync(full) ? hashOf(readFileSync(full)) : 'missing';
      memo.set(file, hash);
    }
    parts.push(file, hash);
  }
  return hashOf(parts.join('\n'));
}

/**
 * The folder of a finished bundle (`complete` file present) in `cacheDir` whose recorded modules,
 * as they are now, still give its name; undefined when none does.
 */
export function findBundle(
  cacheDir: string,
  repoRoot: string,
  extra: string,
  complete: string,
): string | undefined {
  if (!existsSync(cacheDir)) return undefined;
  const memo = new Map<string, string>();
  for (const name of readdirSync(cacheDir)) {
    const dir = path.join(cacheDir, name);
    if (name.startsWith('.') || !existsSync(path.join(dir, complete))) continue;
    const files = readModuleList(dir);
    if (files !== undefined && bundleKey(repoRoot, files, extra, memo) === name) return dir;
  }
  return undefined;
}

/** The hash of files that reach a bundle without being its modules (the lockfile, build config), by relative path. */
export function filesKey(repoRoot: string, files: readonly string[]): string {
  return bundleKey(repoRoot, files, '');
}

/** Where a bundle is cached and what reaches it besides its modules. */
export interface BundlePlaces {
  cacheDir: string;
  repoRoot: string;
  /** What else the bundle is made of (see bundleKey): settings baked in, the lockfile's hash, … */
  extra: string;
  /** The file whose presence says a cached bundle is whole. */
  complete: string;
}

/**
 * The cached bundle still true to its modules, else a new one: `build(staging)` makes it and writes
 * its module list (writeModuleList), then `finish(staging)` completes it (writes `complete`) and
 * it is moved in under its key, unless a concurrent build put the same bundle there first (a bundle
 * in place is never replaced: a build may be running from it). Returns its folder, its key and
 * whether this call made it.
 */
export async function cachedBundle(
  places: BundlePlaces,
  build: (staging: string) => Promise<void>,
  finish: (staging: string) => void = () => undefined,
): Promise<{ dir: string; key: string; built: boolean }> {
  const found = findBundle(places.cacheDir, places.repoRoot, places.extra, places.complete);
  if (found) return { dir: found, key: path.basename(found), built: false };
  const staging = path.join(
    places.cacheDir,
    `.tmp-${process.pid}-${Math.random().toString(36).slice(2, 10)}`,
  );
  mkdirSync(staging, { recursive: true });
  try {
    await build(staging);
    const files = readModuleList(staging);
    if (files === undefined)
      throw new Error(`the bundle built in ${staging} has no module list (${MODULES_FILE})`);
    const key = bundleKey(places.repoRoot, files, places.extra);
    finish(staging);
    const dir = path.join(places.cacheDir, key);
    return { dir, key, built: moveInUnlessPresent(staging, dir, places.complete) };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
