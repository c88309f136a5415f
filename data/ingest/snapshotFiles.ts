// File operations ingestion needs on a snapshot folder, each atomic (temporary file + rename):
// read a small collection whole, read only the ids of a big one, append documents to a
// collection, rewrite a small one, and keep the manifest's counts right.
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type CollectionName, ManifestSchema } from '../../engine/schemas.ts';
import { exists, writeFileAtomic } from '../atomic.ts';
import { JsonlWriter, parseDocLine, readLines } from '../jsonl.ts';
import { collectionFile, MANIFEST_FILE } from '../snapshotManifest.ts';
import type { StoredDoc } from '../store.ts';

/** Every document of a collection (for small ones: jobs, settings, cards); none when absent. */
export async function readAllDocs(dir: string, collection: CollectionName): Promise<StoredDoc[]> {
  const file = collectionFile(dir, collection);
  if (!(await exists(file))) return [];
  const docs: StoredDoc[] = [];
  for await (const line of readLines(file)) {
    if (line.text.trim() === '') continue;
    docs.push(parseDocLine(file, line.number, line.text));
  }
  return docs;
}

// Lines written by this project start with the id; the id's JSON string is then read alone.
const LEADING_ID = /^\s*\{\s*"id"\s*:\s*("(?:[^"\\]|\\.)*")/;

/** The ids of a collection, reading only each line's id where it leads (big collections: decks). */
export async function readIds(dir: string, collection: CollectionName): Promise<Set<string>> {
  const file = collectionFile(dir, collection);
  const ids = new Set<string>();
  if (!(await exists(file))) return ids;
  for await (const line of readLines(file)) {
    if (line.text.trim() === '') continue;
    const match = LEADING_ID.exec(line.text);
    ids.add(match ? (JSON.parse(match[1]!) as string) : parseDocLine(file, line.number, line.text).id);
  }
  return ids;
}

async function setCount(dir: string, collection: CollectionName, count: number): Promise<void> {
  const file = path.join(dir, MANIFEST_FILE);
  const json = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  const manifest = ManifestSchema.parse(json);
  const updated = {
    ...json,
    counts: { ...manifest.counts, [collection]: count },
    updatedAt: new Date().toISOString(),
  };
  await writeFileAtomic(file, `${JSON.stringify(updated, null, 2)}\n`);
}

/**
 * Appends documents to a collection: the file is copied to a temporary file, the new lines
 * added, and the result renamed over it, so a reader never sees half a line.
 */
export async function appendDocs(
  dir: string,
  collection: CollectionName,
  docs: readonly StoredDoc[],
): Promise<void> {
  if (docs.length === 0) return;
  const file = collectionFile(dir, collection);
  const writer = new JsonlWriter(file);
  let lines = 0;
  try {
    if (await exists(file)) {
      // Documents are counted by line breaks (a snapshot writer leaves no blank lines).
      let last: number | undefined;
      for await (const piece of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
        await writer.writeBytes(piece, 0);
        for (let at = piece.indexOf(0x0a); at !== -1; at = piece.indexOf(0x0a, at + 1)) lines++;
        last = piece.at(-1);
      }
      if (last !== undefined && last !== 0x0a) {
        await writer.writeBytes(Buffer.from('\n'), 0);
        lines++;
      }
    }
    for (const doc of docs) await writer.writeDoc(doc);
    await writer.commit();
  } catch (error) {
    await writer.abort();
    throw error;
  }
  await setCount(dir, collection, lines + docs.length);
}

/** Replaces a collection's documents with `docs` (atomically). */
export async function rewriteDocs(
  dir: string,
  collection: CollectionName,
  docs: readonly StoredDoc[],
): Promise<void> {
  const writer = new JsonlWriter(collectionFile(dir, collection));
  try {
    await writer.writeLines(docs.map((doc) => JSON.stringify(doc)));
    await writer.commit();
  } catch (error) {
    await writer.abort();
    throw error;
  }
  await setCount(dir, collection, docs.length);
}

/**
 * Rewrites the documents of a collection whose ids `replace` holds with what it returns for
 * each (atomically, a line at a time); every other line is copied as it is.
 */
export async function updateDocs(
  dir: string,
  collection: CollectionName,
  replace: ReadonlyMap<string, (doc: StoredDoc) => StoredDoc>,
): Promise<void> {
  if (replace.size === 0) return;
  const file = collectionFile(dir, collection);
  const writer = new JsonlWriter(file);
  try {
    for await (const line of readLines(file)) {
      if (line.text.trim() === '') continue;
      const match = LEADING_ID.exec(line.text);
      const id = match ? (JSON.parse(match[1]!) as string) : parseDocLine(file, line.number, line.text).id;
      const update = replace.get(id);
      await writer.writeLine(
        update ? JSON.stringify(update(parseDocLine(file, line.number, line.text))) : line.text,
      );
    }
    await writer.commit();
  } catch (error) {
    await writer.abort();
    throw error;
  }
}
