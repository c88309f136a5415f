// The deck-job queue over Cloud Firestore: leasing due jobs, finishing and releasing a lease,
// re-queueing failed jobs. A lease, a finish and a release are each a transaction that re-reads
// the job first, so two workers never take the same job and a worker whose lock was released
// cannot finish it. FirestoreIngestStore delegates its queue operations here.
import {
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  Timestamp,
} from 'firebase-admin/firestore';
import {
  type DeckJobDoc,
  isDue,
  leasedJob,
  leaseOrder,
  readDeckJob,
  releasedJob,
  requeuedJob,
} from '../../engine/deckJobQueue.ts';
import { toNumber } from '../../engine/tolerant.ts';
import { fromFirestoreData, toFirestoreData } from '../firestoreValues.ts';
import type { JobOutcome } from './jobStore.ts';

/** Lease documents: one per lease in hand (see leaseJobs). */
export const LEASES = 'deck_job_leases';
/** Candidates read per lease query, beyond those wanted (others may take some first). */
const LEASE_CANDIDATES = 20;

/** Runs a Firestore operation with the store's retries (withRetry, named by `what`). */
export type Retry = <T>(what: string, operation: () => Promise<T>) => Promise<T>;

/** The job's fields as stored, with the number of its latest lease (see leaseJobs). */
export function jobData(job: DeckJobDoc, leaseCount?: number): Record<string, unknown> {
  const { id: _id, ...fields } = job;
  return toFirestoreData(leaseCount === undefined ? fields : { ...fields, leaseCount });
}

/** The number of a job's latest lease (0 before the first). */
function leaseCountOf(snapshot: DocumentSnapshot): number {
  return toNumber(snapshot.get('leaseCount')) ?? 0;
}

/** ALREADY_EXISTS: a create found the document there (another worker won the race). */
export function alreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 6;
}

export class FirestoreJobQueue {
  constructor(
    private readonly db: Firestore,
    private readonly retry: Retry,
  ) {}

  jobRef(id: string): DocumentReference {
    return this.db.collection('deck_jobs').doc(id);
  }

  /** The document that proves lease number `lease` of a job is taken (deleted when it ends). */
  private leaseRef(jobId: string, lease: number): DocumentReference {
    return this.db.collection(LEASES).doc(`${jobId}_${lease}`);
  }

  /** The stored job of a snapshot in a transaction, in the written shape. */
  private jobOf(snapshot: DocumentSnapshot, now: string): DeckJobDoc | undefined {
    return snapshot.exists
      ? readDeckJob({ ...fromFirestoreData(snapshot.data()!), id: snapshot.id }, now)
      : undefined;
  }

  async leaseJobs(request: { workerId: string; now: string; max: number }): Promise<DeckJobDoc[]> {
    const leased: DeckJobDoc[] = [];
    for (;;) {
      // Jobs a snapshot import or another tool wrote may spell the time next_run_at: both are
      // looked at (a lease rewrites the job in the spec's spelling, nextRunAt).
      const due = new Map<string, DeckJobDoc>();
      for (const field of ['nextRunAt', 'next_run_at']) {
        const query = this.db
          .collection('deck_jobs')
          .where('status', '==', 'pending')
          .where(field, '<=', Timestamp.fromDate(new Date(request.now)))
          .orderBy(field)
          .limit(request.max + LEASE_CANDIDATES);
        const page = await this.retry('reading due deck_jobs', () => query.get());
        for (const doc of page.docs) {
          due.set(doc.id, readDeckJob({ ...fromFirestoreData(doc.data()), id: doc.id }, request.now));
        }
      }
      const candidates = [...due.values()].sort(leaseOrder);
      if (candidates.length === 0) return leased;
      for (const candidate of candidates) {
        if (leased.length >= request.max) return leased;
        const job = await this.retry(`leasing deck_jobs/${candidate.id}`, () =>
          this.db
            .runTransaction(async (tx) => {
              const snapshot = await tx.get(this.jobRef(candidate.id));
              const current = this.jobOf(snapshot, request.now);
              if (!current || !isDue(current, request.now)) return undefined;
              const taken = leasedJob(current, request.workerId, request.now);
              const lease = leaseCountOf(snapshot) + 1;
              // The lease's own document is created (it must not exist): of two workers that
              // read the job at once, only one can create it, even where transactions do not
              // isolate (the local test server). Written first, so a refused create stops all.
              tx.create(this.leaseRef(taken.id, lease), {
                jobId: taken.id,
                workerId: request.workerId,
                leasedAt: Timestamp.fromDate(new Date(request.now)),
              });
              tx.set(this.jobRef(taken.id), jobData(taken, lease));
              return taken;
            })
            .catch((error: unknown) => {
              if (alreadyExists(error)) return undefined;
              throw error;
            }),
        );
        if (job) leased.push(job);
      }
      // Every candidate was gone (others took them): look again, unless enough were leased.
      if (leased.length > 0) return leased;
    }
  }

  async finishJob(workerId: string, outcome: JobOutcome): Promise<boolean> {
    const ref = this.jobRef(outcome.job.id);
    return this.retry(`finishing deck_jobs/${outcome.job.id}`, () =>
      this.db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        const current = this.jobOf(snapshot, outcome.job.updatedAt);
        if (current?.status !== 'in_progress' || current.lockedBy !== workerId) return false;
        const lease = leaseCountOf(snapshot);
        if (outcome.deck) {
          const { id, ...fields } = outcome.deck;
          tx.set(this.db.collection('decks').doc(id), toFirestoreData(fields));
        }
        tx.set(ref, jobData(outcome.job, lease));
        tx.delete(this.leaseRef(outcome.job.id, lease));
        return true;
      }),
    );
  }

  async releaseStaleJobs(request: { lockedBefore: string; limit: number; now: string }): Promise<string[]> {
    const cutoff = Timestamp.fromDate(new Date(request.lockedBefore));
    const candidates = new Map<string, DeckJobDoc>();
    // Jobs written by others may spell the lock time locked_at: both are looked at.
    for (const field of ['lockedAt', 'locked_at']) {
      const query = this.db
        .collection('deck_jobs')
        .where('status', '==', 'in_progress')
        .where(field, '<=', cutoff)
        .orderBy(field)
        .limit(request.limit);
      const page = await this.retry('reading locked deck_jobs', () => query.get());
      for (const doc of page.docs) {
        candidates.set(doc.id, readDeckJob({ ...fromFirestoreData(doc.data()), id: doc.id }, request.now));
      }
    }
    const oldest = [...candidates.values()]
      .sort((a, b) => Date.parse(a.lockedAt ?? a.updatedAt) - Date.parse(b.lockedAt ?? b.updatedAt))
      .slice(0, request.limit);
    const released: string[] = [];
    for (const candidate of oldest) {
      const ref = this.jobRef(candidate.id);
      const done = await this.retry(`releasing deck_jobs/${candidate.id}`, () =>
        this.db.runTransaction(async (tx) => {
          const snapshot = await tx.get(ref);
          const current = this.jobOf(snapshot, request.now);
          const lockedAt = current?.lockedAt ?? current?.updatedAt;
          if (current?.status !== 'in_progress' || lockedAt === undefined) return false;
          if (Date.parse(lockedAt) > Date.parse(request.lockedBefore)) return false;
          const lease = leaseCountOf(snapshot);
          tx.set(ref, jobData(releasedJob(current, request.now), lease));
          tx.delete(this.leaseRef(candidate.id, lease));
          return true;
        }),
      );
      if (done) released.push(candidate.id);
    }
    return released;
  }

  /**
   * Failed (`error`) jobs back to pending, due now, attempts reset (the admin's bulk re-queue).
   * Each job is checked in its own transaction: one that is no longer failed is left alone.
   */
  async requeueFailedJobs(ids: readonly string[], now: string): Promise<string[]> {
    const requeued: string[] = [];
    for (const id of new Set(ids)) {
      const ref = this.jobRef(id);
      const done = await this.retry(`re-queueing deck_jobs/${id}`, () =>
        this.db.runTransaction(async (tx) => {
          const snapshot = await tx.get(ref);
          const current = this.jobOf(snapshot, now);
          if (current?.status !== 'error') return false;
          tx.set(ref, jobData(requeuedJob(current, 'manual', now, current.priority), leaseCountOf(snapshot)));
          return true;
        }),
      );
      if (done) requeued.push(id);
    }
    return requeued;
  }
}
