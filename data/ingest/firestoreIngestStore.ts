// IngestStore over Cloud Firestore. Lookups by id use getAll; an event and its jobs are one
// transaction; the deck-job queue (lease, finish, release, re-queue) is FirestoreJobQueue
// (firestoreJobQueue.ts), which this store delegates to.
// Needs the composite indexes deck_jobs (status, nextRunAt), (status, next_run_at), (status,
// lockedAt) and (status, locked_at) in production (firestore.indexes.json).
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import pLimit from 'p-limit';
import { type DeckJobDoc, readDeckJob } from '../../engine/deckJobQueue.ts';
import { toNumber } from '../../engine/tolerant.ts';
import { type RetryOptions, withRetry } from '../firestoreClient.ts';
import { fromFirestoreData, toFirestoreData } from '../firestoreValues.ts';
import type { CardLookup } from '../official/fetchDeck.ts';
import { alreadyExists, FirestoreJobQueue, jobData } from './firestoreJobQueue.ts';
import {
  chunks,
  type EventWrite,
  type EventWriteCounts,
  filledFields,
  hasResults,
  type IngestStore,
  type JobOutcome,
  type NewEvent,
} from './jobStore.ts';

/** Documents per getAll call. */
const GET_ALL_CHUNK = 100;
/** getAll calls of one lookup in flight at once. */
const LOOKUPS_AT_ONCE = 8;

type Data = Record<string, unknown>;

export class FirestoreIngestStore implements IngestStore {
  readonly kind = 'firestore' as const;
  private readonly cardCache = new Map<string, Data | null>();
  private readonly queue: FirestoreJobQueue;

  constructor(
    readonly db: Firestore,
    readonly description: string,
    private readonly retryOptions: RetryOptions = {},
    private readonly onClose?: () => Promise<void>,
  ) {
    this.queue = new FirestoreJobQueue(db, (what, operation) => this.retry(what, operation));
  }

  private retry<T>(what: string, operation: () => Promise<T>): Promise<T> {
    return withRetry(this.description, what, operation, this.retryOptions);
  }

  private jobRef(id: string): DocumentReference {
    return this.queue.jobRef(id);
  }

  /**
   * The stored documents among `ids` (distinct), read by getAll in chunks, a few chunks at once:
   * an import of 40,000 decks looks them up in 400 calls, not one after another.
   */
  private async lookUp(
    what: string,
    ref: (id: string) => DocumentReference,
    ids: readonly string[],
  ): Promise<DocumentSnapshot[]> {
    const limit = pLimit(LOOKUPS_AT_ONCE);
    const parts = chunks([...new Set(ids)], GET_ALL_CHUNK);
    const found = await Promise.all(
      parts.map((part) =>
        limit(async () => {
          const snapshots = await this.retry(what, () => this.db.getAll(...part.map(ref)));
          return snapshots.filter((snapshot) => snapshot.exists);
        }),
      ),
    );
    return found.flat();
  }

  /** The ids of `collection` among `ids` that exist. */
  private async existing(collection: string, ids: readonly string[]): Promise<Set<string>> {
    const snapshots = await this.lookUp(
      `reading ${collection}`,
      (id) => this.db.collection(collection).doc(id),
      ids,
    );
    return new Set(snapshots.map((snapshot) => snapshot.id));
  }

  async eventOffset(): Promise<number | undefined> {
    const snapshot = await this.retry('reading settings/current', () =>
      this.db.doc('settings/current').get(),
    );
    const data = snapshot.data();
    return toNumber(data?.eventOffset ?? data?.event_offset);
  }

  existingEventIds(ids: readonly string[]): Promise<Set<string>> {
    return this.existing('events', ids);
  }

  existingDeckIds(ids: readonly string[]): Promise<Set<string>> {
    return this.existing('decks', ids);
  }

  async jobsById(ids: readonly string[], now: string): Promise<Map<string, DeckJobDoc>> {
    const snapshots = await this.lookUp('reading deck_jobs', (id) => this.jobRef(id), ids);
    return new Map(
      snapshots.map((snapshot) => [
        snapshot.id,
        readDeckJob({ ...fromFirestoreData(snapshot.data()!), id: snapshot.id }, now),
      ]),
    );
  }

  async createEvent(entry: NewEvent): Promise<{ created: boolean; jobsCreated: number }> {
    const counts = await this.writeEvents([{ ...entry, fill: false }]);
    return { created: counts.created === 1, jobsCreated: counts.jobsCreated };
  }

  async storedEvents(ids: readonly string[]): Promise<Map<string, { hasResults: boolean }>> {
    const snapshots = await this.lookUp('reading events', (id) => this.db.collection('events').doc(id), ids);
    return new Map(snapshots.map((snapshot) => [snapshot.id, { hasResults: hasResults(snapshot.data()!) }]));
  }

  async fillEventResults(entry: NewEvent): Promise<{ updated: boolean; jobsCreated: number }> {
    const counts = await this.writeEvents([{ ...entry, fill: true }]);
    return { updated: counts.updated === 1, jobsCreated: counts.jobsCreated };
  }

  /**
   * One transaction for the whole batch: each event and its jobs are re-read; an event is created
   * only while absent, or (`fill`) filled only while it still has no results, and its jobs that
   * are neither stored nor created by an earlier entry are created with it. Creates (not sets)
   * refuse a document another sync wrote meanwhile; then the reads are redone.
   */
  async writeEvents(entries: readonly EventWrite[]): Promise<EventWriteCounts> {
    const eventRefs = entries.map((entry) => this.db.collection('events').doc(entry.event.id));
    const jobIds = [...new Set(entries.flatMap((entry) => entry.jobs.map((job) => job.id)))];
    const jobRefs = jobIds.map((id) => this.jobRef(id));
    const attempt = () =>
      this.db.runTransaction(async (tx) => {
        const counts: EventWriteCounts = { created: 0, updated: 0, skipped: 0, jobsCreated: 0 };
        if (entries.length === 0) return counts;
        const snapshots = await tx.getAll(...eventRefs, ...jobRefs);
        const events = snapshots.slice(0, entries.length);
        const jobTaken = new Set(
          snapshots.slice(entries.length).flatMap((job) => (job.exists ? [job.id] : [])),
        );
        entries.forEach((entry, index) => {
          const event = events[index]!;
          const writable = entry.fill ? event.exists && !hasResults(event.data()!) : !event.exists;
          if (!writable) {
            counts.skipped++;
            return;
          }
          for (const job of entry.jobs) {
            if (jobTaken.has(job.id)) continue;
            jobTaken.add(job.id);
            tx.create(this.jobRef(job.id), jobData(job));
            counts.jobsCreated++;
          }
          if (entry.fill) {
            const stored = fromFirestoreData(event.data()!);
            tx.update(eventRefs[index]!, toFirestoreData(filledFields(stored, entry.event)));
            counts.updated++;
          } else {
            const { id: _id, ...fields } = entry.event;
            tx.create(eventRefs[index]!, toFirestoreData(fields));
            counts.created++;
          }
        });
        return counts;
      });
    const what =
      entries.length === 1 ? `writing event ${entries[0]!.event.id}` : `writing ${entries.length} events`;
    return this.retry(what, async () => {
      for (let tries = 1; ; tries++) {
        try {
          return await attempt();
        } catch (error) {
          if (!alreadyExists(error) || tries >= 3) throw error;
        }
      }
    });
  }

  async putJobs(jobs: readonly DeckJobDoc[]): Promise<void> {
    for (const part of chunks(jobs, 400)) {
      const batch = this.db.batch();
      for (const job of part) batch.set(this.jobRef(job.id), jobData(job));
      await this.retry('writing deck_jobs', () => batch.commit());
    }
  }

  leaseJobs(request: { workerId: string; now: string; max: number }): Promise<DeckJobDoc[]> {
    return this.queue.leaseJobs(request);
  }

  finishJob(workerId: string, outcome: JobOutcome): Promise<boolean> {
    return this.queue.finishJob(workerId, outcome);
  }

  releaseStaleJobs(request: { lockedBefore: string; limit: number; now: string }): Promise<string[]> {
    return this.queue.releaseStaleJobs(request);
  }

  /**
   * Failed (`error`) jobs back to pending, due now, attempts reset (the admin's bulk re-queue).
   * Each job is checked in its own transaction: one that is no longer failed is left alone.
   */
  requeueFailedJobs(ids: readonly string[], now: string): Promise<string[]> {
    return this.queue.requeueFailedJobs(ids, now);
  }

  /** Cards by normalized name, `in` queries of 10 (spec §7), each name looked up once per run. */
  readonly cards: CardLookup = async (names) => {
    const missing = names.filter((name) => !this.cardCache.has(name));
    for (const part of chunks(missing, 10)) {
      const page = await this.retry('reading cards', () =>
        this.db.collection('cards').where('normalized_name', 'in', part).get(),
      );
      for (const name of part) this.cardCache.set(name, null);
      for (const doc of page.docs) {
        const data = fromFirestoreData(doc.data());
        const key = data.normalized_name;
        if (typeof key === 'string' && this.cardCache.get(key) == null)
          this.cardCache.set(key, { id: doc.id, ...data });
      }
    }
    const found = new Map<string, Data>();
    for (const name of names) {
      const card = this.cardCache.get(name);
      if (card) found.set(name, card);
    }
    return found;
  };

  async flush(): Promise<void> {}

  async close(): Promise<void> {
    await this.onClose?.();
  }
}
