// The DocumentStore over Cloud Firestore: collections are read in pages ordered by document id
// (a `where` on the id, since cursors are not available everywhere), the next page fetched while
// the current one is consumed; only changed documents are written back, in batches of ≤ 500.
import { FieldPath, FieldValue, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { assertDocChange, type DocChange } from '../engine/docChange.ts';
import type { CollectionName } from '../engine/schemas.ts';
import { versionOf } from './exportVersions.ts';
import { BatchWriter } from './firestoreBatches.ts';
import { type FirestoreConnection, openFirestore, type RetryOptions, withRetry } from './firestoreClient.ts';
import { fromFirestoreData, toFirestoreData } from './firestoreValues.ts';
import type { DocumentStore, ReadOptions, StoredDoc, UpdateResult } from './store.ts';

/** A document and its Firestore update time (see data/exportVersions.ts). */
export interface VersionedDoc {
  doc: StoredDoc;
  version: string;
}

export interface FirestoreStoreOptions {
  /** Documents per page read. */
  pageSize?: number;
  /** Batches committed at the same time. */
  writeConcurrency?: number;
  /** Writes per batch of a write-back (at most 500, the default). */
  batchSize?: number;
  retry?: RetryOptions;
}

/** A stored document from a snapshot of Firestore: the id first, then the fields in snapshot form. */
export function storedDoc(snapshot: QueryDocumentSnapshot): StoredDoc {
  // The document id wins over an `id` field (a snapshot line's id is the document id).
  const { id: _field, ...fields } = fromFirestoreData(snapshot.data());
  return { id: snapshot.id, ...fields };
}

/**
 * A change as one merge write: the set fields with their values, the removed ones as
 * FieldValue.delete(), and exactly those fields as the write's mask, so the rest of the document
 * stays as it is. (The local Firestore server of the tests is taught to honour a masked delete, as
 * Cloud Firestore does: scripts/emulators/firestoreServer.ts.)
 */
export function mergeWrite(change: DocChange): { data: Record<string, unknown>; fields: FieldPath[] } {
  const { id: _id, ...set } = change.set;
  const remove = change.remove.filter((key) => key !== 'id');
  const data = toFirestoreData(set);
  for (const key of remove) data[key] = FieldValue.delete();
  return { data, fields: [...Object.keys(set), ...remove].map((key) => new FieldPath(key)) };
}

export class FirestoreStore implements DocumentStore {
  readonly kind = 'firestore' as const;
  readonly description: string;
  private readonly pageSize: number;

  constructor(
    readonly db: Firestore,
    description: string,
    private readonly options: FirestoreStoreOptions = {},
    private readonly connection?: FirestoreConnection,
  ) {
    this.description = description;
    this.pageSize = options.pageSize ?? 500;
  }

  /** Connects to a project with the usual credentials (see firestoreClient.ts). */
  static open(projectId: string, options: FirestoreStoreOptions = {}, env = process.env): FirestoreStore {
    const connection = openFirestore(projectId, env);
    const retry = { ...connection.retry, ...options.retry };
    return new FirestoreStore(connection.db, connection.description, { ...options, retry }, connection);
  }

  async close(): Promise<void> {
    await this.connection?.close();
  }

  /** How transient errors are retried, for writers that work beside this store. */
  get retryOptions(): RetryOptions | undefined {
    return this.options.retry;
  }

  private retry<T>(what: string, operation: () => Promise<T>): Promise<T> {
    return withRetry(this.description, what, operation, this.options.retry);
  }

  async count(collection: CollectionName): Promise<number> {
    const result = await this.retry(`counting ${collection}`, () =>
      this.db.collection(collection).count().get(),
    );
    return result.data().count;
  }

  /** Whether a collection holds at least one document. */
  async isEmpty(collection: string): Promise<boolean> {
    const page = await this.retry(`reading ${collection}`, () =>
      this.db.collection(collection).limit(1).get(),
    );
    return page.empty;
  }

  /** One page of a collection: the documents whose id comes after `after`, in id order. */
  private page(collection: string, after: string | undefined, idsOnly: boolean) {
    let query = this.db.collection(collection).orderBy(FieldPath.documentId()).limit(this.pageSize);
    if (after !== undefined) query = query.where(FieldPath.documentId(), '>', after);
    if (idsOnly) query = query.select();
    return this.retry(`reading ${collection}${after === undefined ? '' : ` after "${after}"`}`, () =>
      query.get(),
    );
  }

  /** Streams the raw snapshots of a collection in id order, prefetching the next page. */
  async *snapshots(
    collection: string,
    options: ReadOptions & { idsOnly?: boolean } = {},
  ): AsyncGenerator<QueryDocumentSnapshot> {
    const total = options.onProgress ? await this.count(collection as CollectionName) : undefined;
    let next = this.page(collection, undefined, options.idsOnly === true);
    let done = 0;
    for (;;) {
      const page = await next;
      const last = page.docs.at(-1);
      // A short page is the last one; otherwise the next page is on its way while this one is used.
      const more = last !== undefined && page.size >= this.pageSize;
      if (more) {
        next = this.page(collection, last.id, options.idsOnly === true);
        // A reader that stops early (a failed export stops its other collections) leaves this
        // prefetch behind: closing the connection lets it settle or fails it
        // (data/firestoreCallGate.ts), and that failure is nobody's to handle.
        next.catch(() => undefined);
      }
      for (const doc of page.docs) yield doc;
      done += page.size;
      options.onProgress?.(done, total);
      if (!more) return;
    }
  }

  async *read(collection: CollectionName, options: ReadOptions = {}): AsyncIterable<StoredDoc> {
    for await (const snapshot of this.snapshots(collection, options)) yield storedDoc(snapshot);
  }

  /** Every document with its update time (`exportVersions.ts` versionOf), in id order. */
  async *readVersioned(collection: CollectionName, options: ReadOptions = {}): AsyncIterable<VersionedDoc> {
    for await (const snapshot of this.snapshots(collection, options))
      yield { doc: storedDoc(snapshot), version: versionOf(snapshot.updateTime) };
  }

  /** Every document's id and update time, in id order (only names are fetched where supported). */
  async *listVersions(collection: CollectionName): AsyncIterable<{ id: string; version: string }> {
    for await (const snapshot of this.snapshots(collection, { idsOnly: true }))
      yield { id: snapshot.id, version: versionOf(snapshot.updateTime) };
  }

  /** The documents of these ids as they are now; a deleted one is left out. */
  async getMany(collection: CollectionName, ids: readonly string[]): Promise<Map<string, VersionedDoc>> {
    const found = new Map<string, VersionedDoc>();
    if (ids.length === 0) return found;
    const refs = ids.map((id) => this.db.collection(collection).doc(id));
    const snapshots = await this.retry(`reading ${ids.length} documents of ${collection}`, () =>
      this.db.getAll(...refs),
    );
    for (const snapshot of snapshots) {
      if (!snapshot.exists || !snapshot.updateTime) continue;
      const doc = storedDoc(snapshot as QueryDocumentSnapshot);
      found.set(snapshot.id, { doc, version: versionOf(snapshot.updateTime) });
    }
    return found;
  }

  /** The ids of a collection (only names are fetched where the server supports it). */
  async ids(collection: string): Promise<Set<string>> {
    const ids = new Set<string>();
    for await (const snapshot of this.snapshots(collection, { idsOnly: true })) ids.add(snapshot.id);
    return ids;
  }

  async updateEach(
    collection: CollectionName,
    update: (doc: StoredDoc) => DocChange | undefined,
    options: ReadOptions & { dryRun?: boolean } = {},
  ): Promise<UpdateResult> {
    const writer = new BatchWriter(this.db, this.description, {
      concurrency: this.options.writeConcurrency,
      batchSize: this.options.batchSize,
      retry: this.options.retry,
    });
    let read = 0;
    let changed = 0;
    try {
      for await (const snapshot of this.snapshots(collection, { onProgress: options.onProgress })) {
        read++;
        const change = update(storedDoc(snapshot));
        if (change === undefined) continue;
        assertDocChange(change, `${this.description}: ${collection}/${snapshot.id}`);
        changed++;
        if (options.dryRun) continue;
        const { data, fields } = mergeWrite(change);
        await writer.add((batch) => batch.set(snapshot.ref, data, { mergeFields: fields }));
      }
      await writer.flush();
    } catch (error) {
      await writer.discard();
      throw error;
    }
    return { read, changed };
  }
}
