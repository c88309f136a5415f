// Publishes `tcg aggregate`'s documents to Firestore: whole documents are replaced, the
// statistics of `deck_rules/<id>` are merged into the rule document (its definition stays), and
// `card_stats` rows a rule no longer has are deleted when the run commits, as are the documents of
// a folder the run writes whole that it did not write (complete()). The `deck_jobs/<id>`
// fetching notices are left out: in Firestore those paths are the fetch jobs themselves.
import { FieldPath, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { pathSegments } from '../engine/docPaths.ts';
import { BatchWriter } from './firestoreBatches.ts';
import { type FirestoreConnection, openFirestore, type RetryOptions, withRetry } from './firestoreClient.ts';
import { toFirestoreData } from './firestoreValues.ts';
import type { DocumentSink } from './store.ts';

export interface FirestoreSinkOptions {
  writeConcurrency?: number;
  retry?: RetryOptions;
}

const RULES = 'deck_rules';
const CARD_STATS = 'card_stats';
/** The fetch-job queue: the site reads these documents as they are, a notice must not replace one. */
const JOBS = 'deck_jobs';

export class FirestoreSink implements DocumentSink {
  readonly description: string;
  readonly atomic = false;
  private writer: BatchWriter;
  private written = 0;
  /** The ids written by this run, by folder (a document's path without its id). */
  private readonly writtenIds = new Map<string, Set<string>>();
  /** Folders this run writes whole (complete()): pruned of other documents at commit. */
  private readonly completed = new Set<string>();

  constructor(
    readonly db: Firestore,
    description: string,
    private readonly options: FirestoreSinkOptions = {},
    private readonly connection?: FirestoreConnection,
  ) {
    this.description = description;
    this.writer = this.newWriter();
  }

  static open(projectId: string, options: FirestoreSinkOptions = {}, env = process.env): FirestoreSink {
    const connection = openFirestore(projectId, env);
    const retry = { ...connection.retry, ...options.retry };
    return new FirestoreSink(connection.db, connection.description, { ...options, retry }, connection);
  }

  async close(): Promise<void> {
    await this.connection?.close();
  }

  private newWriter(): BatchWriter {
    return new BatchWriter(this.db, this.description, {
      concurrency: this.options.writeConcurrency,
      retry: this.options.retry,
    });
  }

  async write(path: string, data: Record<string, unknown>): Promise<void> {
    // Checked before the write is queued (engine/docPaths.ts); the run checked every id before
    // its first write, so a bad path here is a bug of ours, not a half-published input.
    const segments = pathSegments(path);
    if (segments[0] === JOBS) return;
    const ref = this.db.doc(path);
    const folder = segments.slice(0, -1).join('/');
    let ids = this.writtenIds.get(folder);
    if (!ids) {
      ids = new Set();
      this.writtenIds.set(folder, ids);
    }
    ids.add(segments.at(-1)!);
    const fields = toFirestoreData(data);
    if (segments.length === 2 && segments[0] === RULES) {
      // Statistics fields only: the rule's own fields (conditions, name...) must survive.
      // A published rule's card_stats rows are written whole: the rows it no longer has go.
      this.complete(`${path}/${CARD_STATS}`);
      await this.writer.add((batch) => batch.set(ref, fields, { merge: true }));
    } else {
      await this.writer.add((batch) => batch.set(ref, fields));
    }
    this.written++;
  }

  complete(folder: string): void {
    this.completed.add(folder);
  }

  async commit(): Promise<{ written: number }> {
    await this.writer.flush();
    await this.pruneCompleted();
    const written = this.written;
    this.forget();
    return { written };
  }

  private forget(): void {
    this.written = 0;
    this.writtenIds.clear();
    this.completed.clear();
    this.writer = this.newWriter();
  }

  /**
   * Firestore has no rollback across batches: abort stops publishing and waits for the batches
   * already sent. Each document is replaced whole, so a reader sees its old or its new version.
   */
  async abort(): Promise<void> {
    await this.writer.discard();
    this.forget();
  }

  /**
   * Deletes the documents of each complete folder that this run did not write (a disabled rule's
   * page, a removed event's), read by id a page at a time: Firestore then holds what a publish
   * into an empty project would.
   */
  private async pruneCompleted(): Promise<void> {
    const deleter = this.newWriter();
    for (const folder of this.completed) {
      const kept = this.writtenIds.get(folder) ?? new Set<string>();
      const ids = this.db.collection(folder).select().orderBy(FieldPath.documentId()).limit(PRUNE_PAGE);
      for (let after: QueryDocumentSnapshot | undefined; ; ) {
        const from = after;
        const page = await withRetry(
          this.description,
          `reading ${folder}${from === undefined ? '' : ` after "${from.id}"`}`,
          () => (from === undefined ? ids : ids.startAfter(from)).get(),
          this.options.retry,
        );
        for (const doc of page.docs) {
          if (!kept.has(doc.id)) await deleter.add((batch) => batch.delete(doc.ref));
        }
        if (page.docs.length < PRUNE_PAGE) break;
        after = page.docs.at(-1);
      }
    }
    await deleter.flush();
  }
}

/** Document ids read at once when pruning a folder. */
const PRUNE_PAGE = 1000;
