// Groups writes into Firestore batches of at most 500 operations and commits a bounded number
// of batches at once; each commit is retried on transient errors (sets are idempotent). Once a
// commit finally fails, the batches still queued are abandoned, never sent, and flush rethrows at
// once instead of waiting for the commits in flight (an outage ends the command).
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';
import pLimit from 'p-limit';
import { type RetryOptions, withRetry } from './firestoreClient.ts';

/** Firestore's limit on the writes of one batch. */
const MAX_BATCH_WRITES = 500;

export interface BatchWriterOptions {
  /** Operations per batch (at most 500). */
  batchSize?: number;
  /** Batches committed at the same time. */
  concurrency?: number;
  retry?: RetryOptions;
  /** Called after each committed batch with the number of operations it held. */
  onCommit?: (operations: number) => void;
}

export class BatchWriter {
  private batch: WriteBatch | undefined;
  private operations = 0;
  private readonly limit: ReturnType<typeof pLimit>;
  private readonly inFlight = new Set<Promise<void>>();
  private failure: { error: unknown } | undefined;
  /** Resolves when the first commit finally fails (or discard abandons the rest). */
  private readonly stopped: Promise<void>;
  private stop!: () => void;
  /** Set by a failure or discard: queued batches are dropped instead of committed. */
  private abandoned = false;
  /** Batches dropped unsent after a failure or a discard. */
  abandonedBatches = 0;
  private readonly batchSize: number;
  /** Operations committed so far. */
  committed = 0;

  constructor(
    private readonly db: Firestore,
    /** The target, for error messages. */
    private readonly target: string,
    private readonly options: BatchWriterOptions = {},
  ) {
    this.batchSize = Math.min(MAX_BATCH_WRITES, Math.max(1, options.batchSize ?? MAX_BATCH_WRITES));
    this.limit = pLimit(Math.max(1, options.concurrency ?? 4));
    this.stopped = new Promise((resolve) => {
      this.stop = resolve;
    });
  }

  /** Adds one write to the open batch; waits when enough batches are already committing. */
  async add(write: (batch: WriteBatch) => void): Promise<void> {
    if (this.failure) throw this.failure.error;
    this.batch ??= this.db.batch();
    write(this.batch);
    this.operations++;
    if (this.operations >= this.batchSize) await this.send();
  }

  /** Commits the open batch and waits for every batch in flight; rethrows the first failure. */
  async flush(): Promise<void> {
    if (this.operations > 0 && !this.failure) await this.send();
    // A failure ends the wait: the commits still retrying are not awaited (their outcome no
    // longer changes the answer), and the queued ones are never sent.
    await Promise.race([Promise.all(this.inFlight), this.stopped]);
    if (this.failure) throw this.failure.error;
  }

  /**
   * Drops the open batch and every queued one; waits for the commits already sent, ignoring their
   * outcome, unless a commit has failed already (then nothing is awaited).
   */
  async discard(): Promise<void> {
    this.batch = undefined;
    this.operations = 0;
    if (!this.abandoned) this.abandonedBatches += this.limit.pendingCount;
    this.abandoned = true;
    if (this.failure) return;
    await Promise.race([Promise.allSettled(this.inFlight), this.stopped]);
  }

  private fail(error: unknown): void {
    if (this.failure) return;
    this.failure = { error };
    if (!this.abandoned) this.abandonedBatches += this.limit.pendingCount;
    this.abandoned = true;
    this.stop();
  }

  private async send(): Promise<void> {
    const batch = this.batch!;
    const size = this.operations;
    this.batch = undefined;
    this.operations = 0;
    const commit: Promise<void> = this.limit(async () => {
      // Queued behind a commit that failed (or discarded): abandoned, never sent.
      if (this.abandoned) return;
      try {
        await withRetry(
          this.target,
          `committing a batch of ${size} writes`,
          () => batch.commit(),
          this.options.retry,
        );
      } catch (error) {
        // Recorded before the limiter frees this slot, so no queued batch starts after it.
        this.fail(error);
        return;
      }
      this.committed += size;
      this.options.onCommit?.(size);
    }).finally(() => this.inFlight.delete(commit));
    this.inFlight.add(commit);
    // Backpressure: the caller waits while the limiter's queue is full.
    if (this.inFlight.size > (this.options.concurrency ?? 4)) await Promise.race(this.inFlight);
    if (this.failure) throw this.failure.error;
  }
}
