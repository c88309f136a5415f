// Small snapshot folders for tests, built in a temporary folder with the real SnapshotWriter's
// layout, and a fingerprint of a folder to prove a failed command left it untouched.
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach } from 'vitest';

export type Collections = Partial<Record<string, readonly object[]>>;

/** A fresh temporary folder; remove it with `rm(dir, {recursive: true})`. */
export function tempDir(prefix = 'tcg-test-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

/**
 * Writes a snapshot folder: one JSONL file per collection (the four required ones always, empty
 * when not given) and a manifest with their counts. `lines` adds raw lines to a file as given.
 */
export async function writeSnapshot(
  dir: string,
  collections: Collections,
  lines: Partial<Record<string, readonly string[]>> = {},
): Promise<string> {
  const names = new Set(['cards', 'decks', 'events', 'deck_rules', ...Object.keys(collections)]);
  const counts: Record<string, number> = {};
  for (const name of names) {
    const docs = collections[name] ?? [];
    const text = [...docs.map((doc) => JSON.stringify(doc)), ...(lines[name] ?? [])];
    counts[name] = text.length;
    await writeFile(path.join(dir, `${name}.jsonl`), text.map((line) => `${line}\n`).join(''));
  }
  const manifest = {
    format: 'tcg-snapshot',
    version: 1,
    exportedAt: '2026-04-05T10:00:00+09:00',
    source: 'test',
    counts,
  };
  await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return dir;
}

export async function makeSnapshot(
  collections: Collections,
  lines: Partial<Record<string, readonly string[]>> = {},
): Promise<string> {
  return writeSnapshot(await tempDir('tcg-snap-'), collections, lines);
}

/** Every file of a folder (names, including hidden temporary files) with a hash of its bytes. */
export async function fingerprint(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    result[path.relative(dir, file)] = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  }
  return result;
}

export async function readJsonl(file: string): Promise<Record<string, unknown>[]> {
  const text = await readFile(file, 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

export function removeDir(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}

/** The bundled sample snapshot (data/sample). */
export const SAMPLE_DIR = path.join(import.meta.dirname, '..', '..', 'data', 'sample');

/**
 * A test file's copies of data/sample: each call copies it into a fresh temporary folder, removed
 * after the test that made it.
 */
export function sampleCopies(): () => Promise<string> {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await removeDir(dir);
  });
  return async () => {
    const dir = await tempDir();
    dirs.push(dir);
    await cp(SAMPLE_DIR, dir, { recursive: true });
    return dir;
  };
}

/**
 * A test file's snapshots of `collections`: each made by `snapshot()`, and each folder handed to
 * `removeLater`, is removed after all the file's tests.
 */
export function snapshotsOfFile(collections: Collections): {
  snapshot(): Promise<string>;
  removeLater(dir: string): string;
} {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await removeDir(dir);
  });
  return {
    async snapshot() {
      const dir = await makeSnapshot(collections);
      dirs.push(dir);
      return dir;
    },
    removeLater(dir) {
      dirs.push(dir);
      return dir;
    },
  };
}
