// Where `tcg aggregate` hands the documents it makes (aggregate.ts): counted by kind, checked
// against their schemas, written to the sink with a bounded number of writes in flight, committed
// once.
import type { PartDocuments, PartWriteSummary } from '../../data/accelerators/threads/partDocWriter.ts';
import type { DocumentSink } from '../../data/store.ts';
import { assertDocument, type DocumentKind } from '../../engine/documentRegistry.ts';
import { internalError } from '../../engine/userError.ts';

// Writes in flight at once: enough to keep the sink busy, bounded so memory stays flat.
const MAX_PENDING_WRITES = 64;

/** What the sink's commit reports: a folder updating a previous run also says what it kept and removed. */
export type Committed = { written: number; unchanged?: number; removed?: number };

/**
 * Where the run hands every document it makes: counted by kind, checked against its schema (tests
 * and debug runs), written to the sink with a bounded number of writes in flight, then committed
 * once. Deck pages that worker threads wrote into the sink's folder are taken back here too.
 */
export class DocumentPublisher {
  /** Documents published by kind (in a dry run: that would be). */
  readonly documents: Partial<Record<DocumentKind, number>> = {};
  private readonly pending = new Set<Promise<void>>();
  /** The first failed write, rethrown at the next call. */
  private failure: { error: unknown } | undefined;
  private state: 'open' | 'committed' | 'aborted' = 'open';

  /** `sink` undefined: a dry run (documents are counted and checked, nothing is written). */
  constructor(
    private readonly sink: DocumentSink | undefined,
    private readonly checkDocuments: boolean,
  ) {}

  /** Publishes one document; waits when too many writes are in flight. */
  async publish(kind: DocumentKind, path: string, data: object): Promise<void> {
    this.assertOpen('publish');
    this.documents[kind] = (this.documents[kind] ?? 0) + 1;
    if (this.checkDocuments) assertDocument(kind, path, data);
    if (!this.sink) return;
    const write: Promise<void> = this.sink
      .write(path, data as Record<string, unknown>)
      .catch((error: unknown) => {
        this.failure ??= { error };
      })
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
    if (this.pending.size >= MAX_PENDING_WRITES) await Promise.race(this.pending);
    if (this.failure) throw this.failure.error;
  }

  /**
   * Takes back the documents of `kind` a worker thread wrote into the sink's folder (`into`, the
   * sink itself): the sink counts them into its commit, and they count here as published.
   */
  absorb(kind: DocumentKind, summary: PartWriteSummary, into: PartDocuments): void {
    this.assertOpen('absorb');
    if ((into as unknown) !== this.sink) throw internalError('documents written in threads for another sink');
    into.absorb(summary);
    this.documents[kind] = (this.documents[kind] ?? 0) + summary.written + summary.unchanged;
  }

  /** Waits for every write in flight; the first failure is thrown. */
  async flush(): Promise<void> {
    await Promise.all(this.pending);
    if (this.failure) throw this.failure.error;
  }

  /** Makes everything published visible at once (nothing in a dry run). */
  async commit(): Promise<Committed> {
    await this.flush();
    this.assertOpen('commit');
    const committed = this.sink ? await this.sink.commit() : { written: 0 };
    this.state = 'committed';
    return committed;
  }

  /** Drops everything published so far, once the writes in flight have settled. */
  async abort(): Promise<void> {
    await Promise.allSettled(this.pending);
    if (this.state !== 'open') return;
    this.state = 'aborted';
    await this.sink?.abort();
  }

  private assertOpen(what: string): void {
    if (this.state !== 'open') throw internalError(`${what} after the documents were ${this.state}`);
  }
}
