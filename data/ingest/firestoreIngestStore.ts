// IngestStore over Cloud Firestore. Lookups by id use getAll; an event and its jobs are one
// transaction; the deck-job queue (lease, finish, release, re-queue) is FirestoreJobQueue
// (firestoreJobQueue.ts), which this store delegates to.
// Needs the composite indexes deck_jobs (status, nextRunAt), (status, next_run_at), (status,
// lockedAt) and (status, locked_at) in production (firestore.indexes.json).
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { type DeckJobDoc, readDeckJob } from '../../engine/deckJobQueue.ts';
import { toNumber } from '../../engine/tolerant.ts';
import { type RetryOptions, withRetry } from '../firestoreClient.ts';
import { fromFirestoreData, toFirestoreData } from '../firestoreValues.ts';
import type { CardLookup } from '../official/fetchDeck.ts';
import { alreadyExists, FirestoreJobQueue, jobData } from './firestoreJobQueue.ts';
import {
  chunks,
  filledFields,
  hasResults,
  type IngestStore,
  type JobOutcome,
  type NewEvent,
} from './jobStore.ts';

/** Documents per getAll call. */
const GET_ALL_CHUNK = 100;

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

  /** The ids of `collection` among `ids` that exist. */
  private async existing(collection: string, ids: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const part of chunks([...new Set(ids)], GET_ALL_CHUNK)) {
      if (part.length === 0) continue;
      const refs = part.map((id) => this.db.collection(collection).doc(id));
      const snapshots = await this.retry(`reading ${collection}`, () => this.db.getAll(...refs));
      for (const snapshot of snapshots) if (snapshot.exists) found.add(snapshot.id);
    }
    return found;
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
    const jobs = new Map<string, DeckJobDoc>();
    for (const part of chunks([...new Set(ids)], GET_ALL_CHUNK)) {
      if (part.length === 0) continue;
      const snapshots = await this.retry('reading deck_jobs', () =>
        this.db.getAll(...part.map((id) => this.jobRef(id))),
      );
      for (const snapshot of snapshots) {
        if (snapshot.exists)
          jobs.set(
            snapshot.id,
            readDeckJob({ ...fromFirestoreData(snapshot.data()!), id: snapshot.id }, now),
          );
      }
    }
    return jobs;
  }

  async createEvent(entry: NewEvent): Promise<{ created: boolean; jobsCreated: number }> {
    const { id, ...fields } = entry.event;
    const eventRef = this.db.collection('events').doc(id);
    // One transaction: the event is created only when absent, its new jobs with it. Creates
    // (not sets) refuse a document another sync wrote meanwhile; then the reads are redone.
    const attempt = () =>
      this.db.runTransaction(async (tx) => {
        const refs = entry.jobs.map((job) => this.jobRef(job.id));
        const [event, ...jobs] = await tx.getAll(eventRef, ...refs);
        if (event!.exists) return { created: false, jobsCreated: 0 };
        let jobsCreated = 0;
        jobs.forEach((snapshot, index) => {
          if (snapshot.exists) return;
          tx.create(refs[index]!, jobData(entry.jobs[index]!));
          jobsCreated++;
        });
        tx.create(eventRef, toFirestoreData(fields));
        return { created: true, jobsCreated };
      });
    return this.retry(`creating event ${id}`, async () => {
      for (let tries = 1; ; tries++) {
        try {
          return await attempt();
        } catch (error) {
          if (!alreadyExists(error) || tries >= 3) throw error;
        }
      }
    });
  }

  async storedEvents(ids: readonly string[]): Promise<Map<string, { hasResults: boolean }>> {
    const found = new Map<string, { hasResults: boolean }>();
    for (const part of chunks([...new Set(ids)], GET_ALL_CHUNK)) {
      if (part.length === 0) continue;
      const refs = part.map((id) => this.db.collection('events').doc(id));
      const snapshots = await this.retry('reading events', () => this.db.getAll(...refs));
      for (const snapshot of snapshots) {
        if (snapshot.exists) found.set(snapshot.id, { hasResults: hasResults(snapshot.data()!) });
      }
    }
    return found;
  }

  async fillEventResults(entry: NewEvent): Promise<{ updated: boolean; jobsCreated: number }> {
    const eventRef = this.db.collection('events').doc(entry.event.id);
    // One transaction, as createEvent: the event is re-read, and filled only while it still has
    // no results; its new jobs are created with it.
    const attempt = () =>
      this.db.runTransaction(async (tx) => {
        const refs = entry.jobs.map((job) => this.jobRef(job.id));
        const [event, ...jobs] = await tx.getAll(eventRef, ...refs);
        if (!event!.exists || hasResults(event!.data()!)) return { updated: false, jobsCreated: 0 };
        let jobsCreated = 0;
        jobs.forEach((snapshot, index) => {
          if (snapshot.exists) return;
          tx.create(refs[index]!, jobData(entry.jobs[index]!));
          jobsCreated++;
        });
        const stored = fromFirestoreData(event!.data()!);
        tx.update(eventRef, toFirestoreData(filledFields(stored, entry.event)));
        return { updated: true, jobsCreated };
      });
    return this.retry(`filling event ${entry.event.id}`, async () => {
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
