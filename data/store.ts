// The one interface every store implements: the local snapshot folder (SnapshotStore) and
// Cloud Firestore (FirestoreStore). Pipelines take a store and never know which one it is.
// `read` and `updateEach` are the plain path every store has. A store may also *offer*
// accelerators (data/accelerators/): optional methods that give the plain path's result faster.
// A pipeline asks for one unless the command runs it plain (`--plain`); tests hold each to the
// plain path's output, byte for byte.
import type { FieldList } from '../engine/fieldList.ts';
import type { CollectionName } from '../engine/schemas.ts';
import type { DocUpdate, FoldTask, UpdateTask } from '../engine/tasks.ts';
import type { PartTarget, PartWriteSummary } from './accelerators/threads/partDocWriter.ts';
import type { PartResult } from './accelerators/threads/snapshotParts.ts';

/** A stored document: its id plus its fields, exactly as stored (snake_case names). */
export type StoredDoc = { id: string } & Record<string, unknown>;

export interface UpdateResult {
  /** Documents read. */
  read: number;
  /** Documents whose fields changed (and were written unless dry-run). */
  changed: number;
  /** Worker threads the update ran in (absent or 1: the calling thread). */
  threads?: number;
}

export interface ReadOptions {
  /** Called every so often with the number of documents read so far. */
  onProgress?: (done: number, total: number | undefined) => void;
  /**
   * The fields the reader reads (engine/fieldList.ts): a store may hand out documents holding
   * only these (and `id`), which saves parsing the rest; it may also hand out whole documents.
   */
  fields?: FieldList;
}

export interface UpdateOptions extends ReadOptions {
  /** Count what would change, write nothing. */
  dryRun?: boolean;
}

export interface DocumentStore {
  readonly kind: 'snapshot' | 'firestore';
  /** A human description: the folder or the project id. */
  readonly description: string;
  /** The number of documents in a collection, when cheaply known (a manifest or a count query). */
  count(collection: CollectionName): Promise<number | undefined>;
  /** Streams a collection's documents in a stable order; a missing optional collection is empty. */
  read(collection: CollectionName, options?: ReadOptions): AsyncIterable<StoredDoc>;
  /**
   * Visits every document of a collection; `update` returns the fields to set, or undefined
   * when the document is unchanged. Only changed documents are written; the snapshot rewrites
   * its file atomically, Firestore updates only those documents.
   */
  updateEach(collection: CollectionName, update: DocUpdate, options?: UpdateOptions): Promise<UpdateResult>;
  /** The file a collection is read from, when it is one (a snapshot): warnings name its lines. */
  collectionFile?(collection: CollectionName): string;

  // Accelerators (optional). Each must give what the plain path gives, byte for byte.

  /**
   * `updateEach` with the update of a typed task (engine/tasks.ts): each document scanned for the
   * task's fields only (data/accelerators/byteScanner/), a change spliced into its stored bytes
   * (data/accelerators/inPlaceUpdate/), a big collection updated in worker threads.
   */
  updateInPlace?(
    collection: CollectionName,
    task: UpdateTask,
    options: UpdateOptions & ThreadOptions,
  ): Promise<UpdateResult>;
  /**
   * A fold of a collection in contiguous parts, one worker thread each (data/accelerators/
   * threads/), each part's result in collection order; undefined when the collection is too
   * small to be worth threads: the caller then folds `read` itself. With `documents`, each thread
   * writes the documents its fold emits into that sink folder (DocumentSink.partTarget).
   */
  foldInParts?<T extends FoldTask>(
    collection: CollectionName,
    task: T,
    options: ReadOptions & ThreadOptions & { documents?: PartTarget },
  ): Promise<PartResult<T>[] | undefined>;
}

/** How an accelerator may use worker threads. */
export interface ThreadOptions {
  /** Worker threads; 1 or less: the calling thread. */
  threads: number;
  /** Collections smaller than this (in bytes) stay in the calling thread (default: the store's). */
  minBytes?: number;
}

/** Where `tcg aggregate` publishes its documents: a folder (`OUT/docs/<path>.json`) or Firestore. */
export interface DocumentSink {
  readonly description: string;
  /**
   * Whether nothing written is visible before commit (a folder renamed in place). A sink that is
   * not atomic (Firestore; the default) gets every id checked before its first write.
   */
  readonly atomic?: boolean;
  /** Writes one document at a slash-separated path such as `public/home` or `deck_rules/X/card_stats/Y`. */
  write(path: string, data: Record<string, unknown>): Promise<void>;
  /** Makes everything written visible (renames the temporary folder, flushes batches). */
  commit(): Promise<{ written: number }>;
  /** Drops everything written so far (nothing half-published). */
  abort(): Promise<void>;
  /**
   * Accelerator (optional): a folder sink lets worker threads write documents into its folder
   * themselves (data/accelerators/threads/partDocWriter.ts): where they write, then what each
   * wrote, taken back before commit; commit publishes them with the rest, abort drops them.
   */
  partTarget?(inputsProgram?: string): Promise<PartTarget>;
  absorb?(summary: PartWriteSummary): void;
}
