// The one interface every store implements: the local snapshot folder (SnapshotStore) and
// Cloud Firestore (FirestoreStore). Pipelines take a store and never know which one it is.
import type { CollectionName, Manifest } from '../engine/schemas.ts';

/** A stored document: its id plus its fields, exactly as stored (snake_case names). */
export type StoredDoc = { id: string } & Record<string, unknown>;

/** Where a document came from, for error messages: a file and line, or a document path. */
export interface DocOrigin {
  where: string;
}

export interface UpdateResult {
  /** Documents read. */
  read: number;
  /** Documents whose fields changed (and were written unless dry-run). */
  changed: number;
}

/**
 * The fields a caller reads, nested: `{cards: {name: true, count: true}, rule_matches: true}`
 * (a nested projection applies to an object, or to each object of an array).
 */
/**
 * Fields to read: `true` reads a field whole, a nested projection reads some fields of an object
 * (or of each object in an array), and `'shared'` reads an array whose items recur across
 * documents (a deck's card entries): each distinct item is parsed once and then shared, frozen.
 */
export type FieldProjection = { readonly [field: string]: true | 'shared' | FieldProjection };

export interface ReadOptions {
  /** Called every so often with the number of documents read so far. */
  onProgress?: (done: number, total: number | undefined) => void;
  /**
   * The fields the caller reads. A store may then hand out documents holding only these (and
   * `id`), which saves parsing the rest; documents are still written back whole.
   */
  fields?: FieldProjection;
}

/**
 * The same update as a module a store may run in worker threads instead of calling `update`:
 * `module` (a file URL) exports `createUpdate(data)`, which returns the update function.
 */
export interface ParallelUpdate {
  module: string;
  /** Passed to `createUpdate` (structured-cloned into each thread). */
  data: unknown;
  /** Threads to use; 1 or less: none (the store calls `update`). */
  threads: number;
  /** Files smaller than this are updated in the calling thread (starting threads costs time). */
  minBytes?: number;
}

/**
 * A read a store may split over worker threads: `module` (a file URL) exports
 * `createPart(data)`, which returns a ScanPart. Each thread reads one contiguous part of the
 * collection into its own ScanPart; the results come back in collection order, so a caller that
 * merges them in that order sees what one reader of the whole collection would have.
 */
export interface ParallelScan {
  module: string;
  /** Passed to `createPart` (structured-cloned into each thread). */
  data: unknown;
  /** Threads to use; 1 or less: none (scanParts answers undefined). */
  threads: number;
  /** Collections smaller than this (in bytes) are left to `read` (starting threads costs time). */
  minBytes?: number;
}

/** One thread's share of a ParallelScan. */
export interface ScanPart {
  add(doc: StoredDoc): void;
  /** What the part counted, as plain data (it is structured-cloned to the calling thread). */
  result(): unknown;
}

export interface UpdateOptions extends ReadOptions {
  /** Count what would change, write nothing. */
  dryRun?: boolean;
  parallel?: ParallelUpdate;
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
   * Reads a collection in worker threads (see ParallelScan) and returns each part's result in
   * collection order, or undefined when this store reads in one thread (then the caller uses
   * `read`). Optional: a store without it is always read with `read`.
   */
  scanParts?(
    collection: CollectionName,
    scan: ParallelScan,
    options?: ReadOptions,
  ): Promise<unknown[] | undefined>;
  /**
   * Visits every document of a collection; `update` returns the fields to set, or undefined
   * when the document is unchanged. Only changed documents are written; the snapshot rewrites
   * its file atomically, Firestore updates only those documents.
   */
  updateEach(
    collection: CollectionName,
    update: (doc: StoredDoc) => Record<string, unknown> | undefined,
    options?: UpdateOptions,
  ): Promise<UpdateResult>;
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
}

export type { Manifest };
