// The snapshot folder (DESIGN.md "The snapshot"): one JSONL file per collection and a manifest.
// The plain path: reads stream line by line, updates rewrite a file atomically (rewriteLines,
// below). Its accelerators (data/accelerators/snapshotAccelerators.ts) work on the
// same files through `existingFile` and `rewrite`, when a command chooses them.
import { stat } from 'node:fs/promises';
import { assertDocChange } from '../engine/docChange.ts';
import type { FieldList } from '../engine/fieldList.ts';
import { type CollectionName, type Manifest, REQUIRED_COLLECTIONS } from '../engine/schemas.ts';
import type { DocUpdate } from '../engine/tasks.ts';
import { userError } from '../engine/userError.ts';
import {
  invalidUtf8,
  JsonlWriter,
  notUtf8Error,
  parseDocLine,
  readLineChunks,
  readLines,
  scannedDoc,
  withFields,
} from './jsonl.ts';
import { collectionFile, collectionFileExists, readManifest, writeManifest } from './snapshotManifest.ts';
import type { DocumentStore, ReadOptions, StoredDoc, UpdateOptions, UpdateResult } from './store.ts';

/** How often (in documents) `onProgress` is called. */
const PROGRESS_EVERY = 1000;

export class SnapshotStore implements DocumentStore {
  readonly kind = 'snapshot' as const;
  readonly description: string;

  private constructor(
    readonly dir: string,
    private manifest: Manifest,
  ) {
    this.description = dir;
  }

  /** Opens a snapshot folder; a missing folder, manifest or required file is one clear UserError. */
  static async open(dir: string): Promise<SnapshotStore> {
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw userError(
          'SNAPSHOT_MISSING',
          `${dir}: snapshot folder not found; pass an existing folder with --data (make one with \`tcg export --out ${dir}\`)`,
        );
      }
      throw error;
    }
    if (!info.isDirectory()) {
      throw userError('SNAPSHOT_MISSING', `${dir}: not a folder; --data takes a snapshot folder`);
    }
    const manifest = await readManifest(dir);
    for (const collection of REQUIRED_COLLECTIONS) {
      const file = collectionFile(dir, collection);
      if (!(await collectionFileExists(file))) {
        throw userError(
          'SNAPSHOT_MISSING',
          `${file}: missing; a snapshot needs ${REQUIRED_COLLECTIONS.map((c) => `${c}.jsonl`).join(', ')} (an empty file is fine)`,
        );
      }
    }
    return new SnapshotStore(dir, manifest);
  }

  getManifest(): Manifest {
    return this.manifest;
  }

  async count(collection: CollectionName): Promise<number | undefined> {
    const n = this.manifest.counts[collection];
    if (n !== undefined) return n;
    return (await collectionFileExists(collectionFile(this.dir, collection))) ? undefined : 0;
  }

  /** The collection's file, or undefined for a missing optional collection. */
  async existingFile(collection: CollectionName): Promise<string | undefined> {
    const file = collectionFile(this.dir, collection);
    if (await collectionFileExists(file)) return file;
    if (REQUIRED_COLLECTIONS.includes(collection)) {
      throw userError('SNAPSHOT_MISSING', `${file}: missing; re-export the snapshot`);
    }
    return undefined;
  }

  async *read(collection: CollectionName, options: ReadOptions = {}): AsyncIterable<StoredDoc> {
    const file = await this.existingFile(collection);
    if (file === undefined) return;
    const total = this.manifest.counts[collection];
    if (options.fields) {
      yield* this.readFields(file, options.fields, total, options);
      return;
    }
    let done = 0;
    for await (const line of readLines(file)) {
      if (line.text.trim() === '') continue;
      yield parseDocLine(file, line.number, line.text);
      done++;
      if (options.onProgress && done % PROGRESS_EVERY === 0) options.onProgress(done, total);
    }
    options.onProgress?.(done, total);
  }

  collectionFile(collection: CollectionName): string {
    return collectionFile(this.dir, collection);
  }

  /**
   * The documents with only `fields` (and id): each line is scanned for those, or parsed whole
   * when the scanner leaves it alone, so a bad line is a UserError naming the file and line.
   */
  private async *readFields(
    file: string,
    fields: FieldList,
    total: number | undefined,
    options: ReadOptions,
  ): AsyncIterable<StoredDoc> {
    // Loaded here, so a store that only reads whole documents loads no accelerator.
    const { ProjectionScanner } = await import('./accelerators/byteScanner/jsonProjection.ts');
    const scanner = new ProjectionScanner(fields);
    let done = 0;
    let number = 0;
    for await (const chunk of readLineChunks(file)) {
      const bad = invalidUtf8(chunk);
      if (bad) throw notUtf8Error(file, number + bad.line, bad.byte);
      const docs: StoredDoc[] = [];
      for (let start = 0; start < chunk.length; ) {
        let end = chunk.indexOf(0x0a, start);
        if (end === -1) end = chunk.length;
        const next = end + 1;
        if (end > start && chunk[end - 1] === 0x0d) end--;
        number++;
        let doc = scannedDoc(scanner, chunk, start, end);
        if (doc === undefined) {
          const text = chunk.toString('utf8', start, end);
          if (text.trim() !== '') doc = parseDocLine(file, number, text);
        }
        if (doc !== undefined) docs.push(doc);
        start = next;
      }
      for (const doc of docs) {
        yield doc;
        done++;
        if (options.onProgress && done % PROGRESS_EVERY === 0) options.onProgress(done, total);
      }
    }
    options.onProgress?.(done, total);
  }

  /** The plain update: every line parsed whole and handed to `update` (rewriteLines). */
  updateEach(
    collection: CollectionName,
    update: DocUpdate,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    return this.rewrite(collection, (file, total) =>
      rewriteLines({ file, total, dryRun: options.dryRun ?? false, onProgress: options.onProgress, update }),
    );
  }

  /**
   * Rewrites a collection's file with `how` (the plain update, or an accelerator's), then records
   * its count in the manifest; `how` says whether it wrote the file.
   */
  async rewrite(
    collection: CollectionName,
    how: (file: string, total: number | undefined) => Promise<UpdateResult & { written: boolean }>,
  ): Promise<UpdateResult> {
    const file = await this.existingFile(collection);
    if (file === undefined) return { read: 0, changed: 0 };
    const { read, changed, written } = await how(file, this.manifest.counts[collection]);
    const result = { read, changed };
    if (!written) return result;
    this.manifest = {
      ...this.manifest,
      counts: { ...this.manifest.counts, [collection]: result.read },
      updatedAt: new Date().toISOString(),
    } as Manifest;
    await writeManifest(this.dir, this.manifest);
    return result;
  }
}

export interface LineRewrite {
  file: string;
  /** The number of documents, when known (for progress). */
  total: number | undefined;
  dryRun: boolean;
  onProgress: ((done: number, total: number | undefined) => void) | undefined;
  update: DocUpdate;
}

/**
 * The plain update of a whole file, which the in-place update (data/accelerators/inPlaceUpdate/)
 * is held to, byte for byte. Updates every document of a file: each line read, parsed, handed to the update and written back
 * (as it was or with the changed fields) into a temporary file that replaces the file at the end.
 * `written` is false when nothing changed or in a dry run. Blank lines and line endings are kept;
 * a last line gets its break.
 */
export async function rewriteLines(options: LineRewrite): Promise<UpdateResult & { written: boolean }> {
  const { file, total, onProgress, update } = options;
  const writer = options.dryRun ? undefined : new JsonlWriter(file);
  let read = 0;
  let changed = 0;
  try {
    for await (const line of readLines(file)) {
      let text = line.text;
      if (text.trim() !== '') {
        const doc = parseDocLine(file, line.number, text);
        read++;
        const change = update(doc);
        if (change !== undefined) {
          assertDocChange(change, file);
          const fields: Record<string, unknown> = { ...change.set };
          for (const key of change.remove) fields[key] = undefined;
          text = withFields(text, doc, fields);
          changed++;
        }
        if (onProgress && read % PROGRESS_EVERY === 0) onProgress(read, total);
      }
      const ending = line.ending.endsWith('\n') ? line.ending : `${line.ending}\n`;
      await writer?.writeBytes(Buffer.from(text + ending, 'utf8'), 1);
    }
    onProgress?.(read, total);
  } catch (error) {
    await writer?.abort();
    throw error;
  }
  if (writer === undefined || changed === 0) {
    await writer?.abort();
    return { read, changed, written: false };
  }
  await writer.commit();
  return { read, changed, written: true };
}
