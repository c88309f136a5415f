// Writing a whole snapshot folder (`tcg export`, the sample, tests): every collection streams
// into a temporary folder beside the target, which replaces it on commit.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { COLLECTIONS, type CollectionName, type Manifest, REQUIRED_COLLECTIONS } from '../engine/schemas.ts';
import { internalError } from '../engine/userError.ts';
import { replaceFolder, tempPathBeside } from './atomic.ts';
import { type ExportVersions, writeVersions } from './exportVersions.ts';
import { JsonlWriter } from './jsonl.ts';
import { collectionFile, writeManifest } from './snapshotManifest.ts';
import type { StoredDoc } from './store.ts';

export interface SnapshotWriterOptions {
  /** Where the data came from, e.g. `firestore:my-project` or `sample`. */
  source: string;
  /** When the data was read, ISO 8601. */
  exportedAt: string;
}

/**
 * Writes a whole snapshot: every collection streams into a temporary folder beside `dir`;
 * `commit()` writes the manifest and swaps the folder into place. Required collections that
 * received no documents are written as empty files.
 */
export class SnapshotWriter {
  private readonly writers = new Map<CollectionName, JsonlWriter>();
  private readonly counts: Partial<Record<CollectionName, number>> = {};

  private constructor(
    readonly dir: string,
    readonly tempDir: string,
    private readonly options: SnapshotWriterOptions,
  ) {}

  static async create(dir: string, options: SnapshotWriterOptions): Promise<SnapshotWriter> {
    const resolved = path.resolve(dir);
    await mkdir(path.dirname(resolved), { recursive: true });
    const tempDir = tempPathBeside(resolved);
    await mkdir(tempDir);
    return new SnapshotWriter(resolved, tempDir, options);
  }

  private writerFor(collection: CollectionName): JsonlWriter {
    let writer = this.writers.get(collection);
    if (!writer) {
      writer = new JsonlWriter(collectionFile(this.tempDir, collection));
      this.writers.set(collection, writer);
      this.counts[collection] = 0;
    }
    return writer;
  }

  /** Appends one document (`{id, ...fields}`) to a collection. */
  async write(collection: CollectionName, doc: StoredDoc): Promise<void> {
    if (typeof doc.id !== 'string' || doc.id === '') {
      throw internalError(`SnapshotWriter.write(${collection}): a document needs a non-empty string id`);
    }
    await this.writerFor(collection).writeDoc(doc);
    this.counts[collection] = (this.counts[collection] ?? 0) + 1;
  }

  /** Appends one line as it is (a document line kept from an earlier snapshot, see tcg export --since). */
  async writeLine(collection: CollectionName, line: string): Promise<void> {
    await this.writerFor(collection).writeLine(line);
    this.counts[collection] = (this.counts[collection] ?? 0) + 1;
  }

  /** Appends every document of an iterable to a collection. */
  async writeAll(collection: CollectionName, docs: Iterable<StoredDoc> | AsyncIterable<StoredDoc>) {
    for await (const doc of docs) await this.write(collection, doc);
  }

  /** Finishes every file, writes the manifest (and `versions`, see exportVersions.ts) and renames the folder onto `dir`. */
  async commit(versions?: ExportVersions): Promise<Manifest> {
    try {
      if (versions) await writeVersions(this.tempDir, versions);
      for (const collection of REQUIRED_COLLECTIONS) this.writerFor(collection);
      for (const writer of this.writers.values()) await writer.commit();
      const counts: Record<string, number> = {};
      for (const collection of COLLECTIONS) {
        const n = this.counts[collection];
        if (n !== undefined) counts[collection] = n;
      }
      const manifest: Manifest = {
        format: 'tcg-snapshot',
        version: 1,
        exportedAt: this.options.exportedAt,
        source: this.options.source,
        counts,
      };
      await writeManifest(this.tempDir, manifest);
      await replaceFolder(this.tempDir, this.dir);
      return manifest;
    } catch (error) {
      await this.abort();
      throw error;
    }
  }

  /** Drops everything written; `dir` stays as it was. */
  async abort(): Promise<void> {
    for (const writer of this.writers.values()) await writer.abort();
    await rm(this.tempDir, { recursive: true, force: true });
  }
}
