// The snapshot folder (DESIGN.md "The snapshot"): one JSONL file per collection and a manifest.
// The plain path: reads stream line by line, updates rewrite a file atomically (data/
// snapshotRewrite.ts). The store offers two accelerators (data/store.ts): updateInPlace and
// foldInParts run typed tasks (engine/tasks.ts) with data/accelerators/.
import { stat } from 'node:fs/promises';
import type { FieldList } from '../engine/fieldList.ts';
import { type CollectionName, type Manifest, REQUIRED_COLLECTIONS } from '../engine/schemas.ts';
import { type DocUpdate, type FoldTask, fieldsOf, type UpdateTask, updateOf } from '../engine/tasks.ts';
import { userError } from '../engine/userError.ts';
import { ProjectionScanner } from './accelerators/byteScanner/jsonProjection.ts';
import { updateFile } from './accelerators/inPlaceUpdate/snapshotUpdate.ts';
import type { PartTarget } from './accelerators/threads/partDocWriter.ts';
import { foldFileInParts, type PartResult } from './accelerators/threads/snapshotParts.ts';
import { TaskPool } from './accelerators/threads/threadPool.ts';
import { invalidUtf8, notUtf8Error, readLineChunks, readLines } from './jsonl.ts';
import { parseDocLine, scannedDoc } from './snapshotLines.ts';
import { collectionFile, collectionFileExists, readManifest, writeManifest } from './snapshotManifest.ts';
import { rewriteLines } from './snapshotRewrite.ts';
import type {
  DocumentStore,
  ReadOptions,
  StoredDoc,
  ThreadOptions,
  UpdateOptions,
  UpdateResult,
} from './store.ts';

/** How often (in documents) `onProgress` is called. */
const PROGRESS_EVERY = 1000;
/** Below this size a file is read or updated in the calling thread (starting threads costs time). */
const PARALLEL_MIN_BYTES = 32 << 20;

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
  private async fileOf(collection: CollectionName): Promise<string | undefined> {
    const file = collectionFile(this.dir, collection);
    if (await collectionFileExists(file)) return file;
    if (REQUIRED_COLLECTIONS.includes(collection)) {
      throw userError('SNAPSHOT_MISSING', `${file}: missing; re-export the snapshot`);
    }
    return undefined;
  }

  async *read(collection: CollectionName, options: ReadOptions = {}): AsyncIterable<StoredDoc> {
    const file = await this.fileOf(collection);
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

  /** The plain update: every line parsed whole and handed to `update` (data/snapshotRewrite.ts). */
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
   * Accelerator: the update of a typed task, each line scanned for the task's fields only, a
   * change spliced into its line, a big file updated in worker threads (data/accelerators/).
   */
  updateInPlace(
    collection: CollectionName,
    task: UpdateTask,
    options: UpdateOptions & ThreadOptions,
  ): Promise<UpdateResult> {
    return this.rewrite(collection, async (file, total) => {
      const threaded =
        options.threads > 1 && (await stat(file)).size >= (options.minBytes ?? PARALLEL_MIN_BYTES);
      const pool = threaded
        ? TaskPool.open(options.threads, { task, file, write: !options.dryRun })
        : undefined;
      try {
        const updated = await updateFile({
          file,
          total,
          dryRun: options.dryRun ?? false,
          onProgress: options.onProgress,
          update: updateOf(task),
          scanner: new ProjectionScanner(fieldsOf(task)),
          pool,
          inFlight: 2 * options.threads,
        });
        return { ...updated, threads: threaded ? options.threads : 1 };
      } finally {
        await pool?.close();
      }
    });
  }

  /**
   * Accelerator: folds a collection in worker threads, one contiguous part each, and returns each
   * part's result in collection order; undefined when the file is too small to be worth threads
   * (or one thread is asked for): the caller then folds `read` itself.
   */
  async foldInParts<T extends FoldTask>(
    collection: CollectionName,
    task: T,
    options: ReadOptions & ThreadOptions & { documents?: PartTarget },
  ): Promise<PartResult<T>[] | undefined> {
    const file = await this.fileOf(collection);
    if (file === undefined) return undefined;
    return foldFileInParts(file, task, {
      ...options,
      minBytes: options.minBytes ?? PARALLEL_MIN_BYTES,
      total: this.manifest.counts[collection],
    });
  }

  /** Rewrites a collection's file with `how`, then records its count in the manifest. */
  private async rewrite(
    collection: CollectionName,
    how: (file: string, total: number | undefined) => Promise<UpdateResult & { written: boolean }>,
  ): Promise<UpdateResult> {
    const file = await this.fileOf(collection);
    if (file === undefined) return { read: 0, changed: 0 };
    const { written, ...result } = await how(file, this.manifest.counts[collection]);
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
