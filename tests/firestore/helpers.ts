// Helpers for the Firestore suites: run the real `tcg` CLI against the suite's server, read a
// snapshot folder into memory, and compare documents with timestamps normalised to instants.
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTimestampText } from '../../data/firestoreValues.ts';
import { smallSample } from '../helpers/smallSample.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The snapshot the Firestore suites import: data/sample cut to 60 decks (tests/helpers/smallSample.ts).
 * The server holds every document in the test's own process, so the whole sample costs each suite
 * tens of seconds of CPU to say what 60 decks say as well.
 */
export const sampleDir = smallSample(60);
/** The whole of data/sample: for the fault suites, whose batches need more decks than 60. */
export const fullSampleDir = path.join(repoRoot, 'data', 'sample');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `node bin/tcg.js ...args` with FIRESTORE_EMULATOR_HOST pointing at `host`. */
export function tcg(args: string[], host: string, env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'bin', 'tcg.js'), ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, FIRESTORE_EMULATOR_HOST: host, ...env },
        maxBuffer: 64 << 20,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Every document of a snapshot folder, by collection then id. */
export async function readSnapshot(
  dir: string,
): Promise<Record<string, Map<string, Record<string, unknown>>>> {
  const out: Record<string, Map<string, Record<string, unknown>>> = {};
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.jsonl')).sort()) {
    const docs = new Map<string, Record<string, unknown>>();
    for (const line of (await readFile(path.join(dir, file), 'utf8')).split('\n')) {
      if (line.trim() === '') continue;
      const doc = JSON.parse(line) as Record<string, unknown>;
      docs.set(doc.id as string, doc);
    }
    out[file.replace(/\.jsonl$/, '')] = docs;
  }
  return out;
}

/** Every document of a folder written by `tcg aggregate --out` (its docs/), by document path. */
export async function readDocs(docsDir: string): Promise<Map<string, Record<string, unknown>>> {
  const docs = new Map<string, Record<string, unknown>>();
  const files = (await readdir(docsDir, { recursive: true })).filter((file) => file.endsWith('.json'));
  for (const file of files.sort()) {
    const docPath = file.split(path.sep).join('/').slice(0, -'.json'.length);
    docs.set(
      docPath,
      JSON.parse(await readFile(path.join(docsDir, file), 'utf8')) as Record<string, unknown>,
    );
  }
  return docs;
}

/** A document with every timestamp text written as a UTC instant, for comparing across notations. */
export function normalizeTimes(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return isTimestampText(key, value) ? new Date(value).toISOString() : value;
  if (Array.isArray(value)) return value.map((item) => normalizeTimes(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalizeTimes(v, k)]));
  }
  return value;
}
