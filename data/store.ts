// The one interface every store implements: the local snapshot folder (SnapshotStore) and
// Cloud Firestore (FirestoreStore). Pipelines take a store and never know which one it is.
// `read` and `updateEach` are the plain path, the one every store has. Accelerators are not part
// of it: a command chooses them for the store it opened (cli/commands/accelerators.ts) and hands
// them to its pipeline beside the store.
import type { FieldList } from '../engine/fieldList.ts';
import type { CollectionName } from '../engine/schemas.ts';
import type { DocUpdate } from '../engine/tasks.ts';

/** A stored document: its id plus its fields, exactly as stored (snake_case names). */
export type StoredDoc = { id: string } & Record<string, unknown>;

export interface UpdateResult {
  /** Documents read. */
  read: number;
  /** Documents whose fields changed (and were written unless dry-run). */
  changed: number;
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
  /**
   * Says that this run writes every document of `folder` (a folder of documents by id, such as
   * `public_events`), before commit: a sink that keeps documents between runs (Firestore) removes
   * at commit the folder's documents this run did not write, as a fresh run would not have them.
   * A sink that replaces or updates the whole output (a folder) needs no such word.
   */
  complete?(folder: string): void;
  /** Makes everything written visible (renames the temporary folder, flushes batches). */
  commit(): Promise<{ written: number }>;
  /** Drops everything written so far (nothing half-published). */
  abort(): Promise<void>;
}
