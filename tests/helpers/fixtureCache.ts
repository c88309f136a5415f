// A test fixture built once and then shared, by the test files of a run and by later runs, for as
// long as what it is made of stays the same: node_modules/.cache/tcg-test-fixtures/<name>-<key>/,
// the key a hash of its inputs (folders and files by content, and values). A file that finds it
// builds nothing; one that finds another file building it waits for that build (a lock), so files
// that start together pay for one. A fixture is only ever read once in place: copy it to change it.

import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import lockfile from 'proper-lockfile';
import { hashOf, treeHash } from '../../data/contentHash.ts';
import { repoRoot } from './runTcg.ts';

export const FIXTURE_CACHE = path.join(repoRoot, 'node_modules', '.cache', 'tcg-test-fixtures');
/** In a finished fixture: what it was made of (for a reader wondering why it was built again). */
const COMPLETE = '.tcg-fixture-inputs';
/** Fixtures of other inputs unused this long are removed when one is built. */
const STALE_MS = 24 * 3600_000;

/** The folders and files a fixture made by running the program is made of (with its own values). */
export const PROGRAM_PATHS = ['lib', 'engine', 'data', 'cli', 'site', 'tests/helpers', 'package-lock.json'];

/** The site and pipeline settings of this process (`TCG_*`, but those `skip` leaves out), sorted. */
export function tcgSettings(skip: (name: string) => boolean = () => false): [string, string | undefined][] {
  return Object.entries(process.env)
    .filter(([name]) => name.startsWith('TCG_') && !skip(name))
    .sort();
}

/**
 * Copies a folder (a fixture out, or back) with `cp -a`, times kept: a history restores ≈ 1,300
 * files, which `fs.cp` took ≈ 3 s to copy and cp ≈ 0.5 s.
 */
export async function copyTree(from: string, to: string): Promise<void> {
  await promisify(execFile)('cp', ['-a', from, to]);
}

export interface FixtureInputs {
  /** Folders and files it is made of, relative to the repository (a folder by every file in it). */
  paths: readonly string[];
  /** Anything else it is made of (settings, sizes), as JSON. */
  values: unknown;
}

/** The key of a fixture: each path's content hash, and the values. */
export function fixtureKey(inputs: FixtureInputs): string {
  const parts = inputs.paths.map((relative) => {
    const full = path.join(repoRoot, relative);
    if (!existsSync(full)) return `${relative} missing`;
    return `${relative} ${statSync(full).isDirectory() ? treeHash(full) : hashOf(readFileSync(full))}`;
  });
  return hashOf([...parts, JSON.stringify(inputs.values)].join('\n'));
}

/**
 * The folder of fixture `name` made of `inputs`: the cached one, else `build(dir)` makes it (in a
 * staging folder, moved in once whole). Never write into the folder returned.
 */
export async function cachedFixture(
  name: string,
  inputs: FixtureInputs,
  build: (dir: string) => Promise<void>,
): Promise<string> {
  const dir = path.join(FIXTURE_CACHE, `${name}-${fixtureKey(inputs)}`);
  if (existsSync(path.join(dir, COMPLETE))) return dir;
  mkdirSync(FIXTURE_CACHE, { recursive: true });
  // Kept fresh while held; one left by a killed run is taken over once stale. A build takes tens
  // of seconds on a busy machine: wait up to 10 minutes.
  const release = await lockfile.lock(dir, {
    realpath: false,
    lockfilePath: `${dir}.lock`,
    stale: 10_000,
    retries: { retries: 2400, factor: 1, minTimeout: 250, maxTimeout: 250 },
  });
  try {
    if (existsSync(path.join(dir, COMPLETE))) return dir;
    const staging = `${dir}.tmp-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    try {
      await build(staging);
      writeFileSync(path.join(staging, COMPLETE), `${JSON.stringify(inputs, null, 2)}\n`);
      renameSync(staging, dir);
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
    removeStale(name, dir);
    return dir;
  } finally {
    await release();
  }
}

/** Other versions of this fixture (other inputs) made more than a day ago. */
function removeStale(name: string, current: string): void {
  for (const entry of readdirSync(FIXTURE_CACHE)) {
    const dir = path.join(FIXTURE_CACHE, entry);
    if (dir === current || !entry.startsWith(`${name}-`) || entry.endsWith('.lock')) continue;
    if (Date.now() - statSync(dir).mtimeMs > STALE_MS) rmSync(dir, { recursive: true, force: true });
  }
}
