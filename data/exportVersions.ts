// What `tcg export --since` needs to fetch only what changed: per document of a snapshot, the
// Firestore update time it was exported at (the server moves it on every write, whoever writes)
// and a hash of its line as exported (a line the snapshot's own tools rewrote since, such as
// classify's matches, no longer has it and is fetched again). Kept beside the collection files.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CollectionName } from '../engine/schemas.ts';
import { writeFileAtomic } from './atomic.ts';

export const VERSIONS_FILE = '.tcg-export-versions.json';

/** By collection, by document id: [update time, line hash]. */
export type ExportVersions = Partial<Record<CollectionName, Record<string, [string, string]>>>;

/** A Firestore timestamp as sortable text with every nanosecond (`seconds.nanoseconds`). */
export function versionOf(time: { seconds: number; nanoseconds: number }): string {
  return `${time.seconds}.${String(time.nanoseconds).padStart(9, '0')}`;
}

/** The versions of the snapshot at `dir`, or undefined when it has none (then everything is fetched). */
export async function readVersions(dir: string): Promise<ExportVersions | undefined> {
  try {
    const parsed = JSON.parse(await readFile(path.join(dir, VERSIONS_FILE), 'utf8')) as {
      format?: string;
      collections?: ExportVersions;
    };
    return parsed.format === 'tcg-export-versions' ? (parsed.collections ?? {}) : undefined;
  } catch {
    return undefined;
  }
}

export async function writeVersions(dir: string, versions: ExportVersions): Promise<void> {
  await writeFileAtomic(
    path.join(dir, VERSIONS_FILE),
    JSON.stringify({ format: 'tcg-export-versions', version: 1, collections: versions }),
  );
}

/** The id of a snapshot line (written `{"id":…,` first), without parsing the rest of it. */
export function idOfLine(line: string): string | undefined {
  if (!line.startsWith('{"id":"')) return undefined;
  let end = 7;
  while (end < line.length && line[end] !== '"') end += line[end] === '\\' ? 2 : 1;
  try {
    return JSON.parse(line.slice(6, end + 1)) as string;
  } catch {
    return undefined;
  }
}
