// IngestStore over a snapshot folder. Jobs live in deck_jobs.jsonl (small: rewritten whole on
// each lease or release); events and decks are appended in batches, since each append copies
// the file. Every write is atomic (temporary file + rename). Within this process operations run
// one at a time; across processes the commands hold the snapshot's lock (data/snapshotLock.ts).
import { stat } from 'node:fs/promises';
import { normalizeCardName } from '../../engine/cardName.ts';
import {
  type DeckJobDoc,
  isDue,
  leasedJob,
  leaseOrder,
  readDeckJob,
  releasedJob,
} from '../../engine/deckJobQueue.ts';
import { toNumber } from '../../engine/tolerant.ts';
import type { CardLookup } from '../official/fetchDeck.ts';
import { collectionFile } from '../snapshotManifest.ts';
import { SnapshotStore } from '../snapshotStore.ts';
import type { StoredDoc } from '../store.ts';
import {
  type EventWrite,
  type EventWriteCounts,
  filledFields,
  hasResults,
  type IngestStore,
  type JobOutcome,
  type NewEvent,
} from './jobStore.ts';
import { appendDocs, readAllDocs, readIds, rewriteDocs, updateDocs } from './snapshotFiles.ts';

/** Buffered decks or events written in one append (each append copies the file). */
const FLUSH_EVERY = 50;
/**
 * New events wait for a flush until they are at least this share of what the events and jobs
 * files hold: each flush copies both files whole, so a fixed batch made a long import quadratic
 * (43,930 events: 30% after 600 s, issue 43); batches growing with the files keep it linear.
 */
const FLUSH_SHARE = 1 / 8;

export class SnapshotIngestStore implements IngestStore {
  readonly kind = 'snapshot' as const;
  readonly description: string;
  private queue: Promise<unknown> = Promise.resolve();
  private deckIds: Set<string> | undefined;
  private eventIds: Set<string> | undefined;
  private cardsByName: Map<string, StoredDoc> | undefined;
  private jobsCache: Map<string, DeckJobDoc> | undefined;
  /** The jobs file as jobsCache knows it (see jobsFileStamp). */
  private jobsStamp: string | undefined;
  /** The jobs of pendingEvents and pendingFills, by id. */
  private pendingJobs = new Map<string, DeckJobDoc>();
  private pendingEvents: NewEvent[] = [];
  /** Stored events without results that get them at the next flush. */
  private pendingFills: NewEvent[] = [];
  /** Stored events (and those pending) by id: whether each has results. Read when first asked. */
  private eventStates: Map<string, boolean> | undefined;
  private pendingOutcomes: { workerId: string; outcome: JobOutcome }[] = [];

  private constructor(readonly dir: string) {
    this.description = dir;
  }

  /** Opens a snapshot folder (checked as `tcg classify` checks it). */
  static async open(dir: string): Promise<SnapshotIngestStore> {
    await SnapshotStore.open(dir);
    return new SnapshotIngestStore(dir);
  }

  /** Runs operations one after another, so no two rewrite a file at once. */
  private serial<T>(operation: () => Promise<T>): Promise<T> {
    const result = this.queue.then(operation);
    this.queue = result.catch(() => undefined);
    return result;
  }

  async eventOffset(): Promise<number | undefined> {
    const settings = (await readAllDocs(this.dir, 'settings')).find((doc) => doc.id === 'current');
    return toNumber(settings?.eventOffset ?? settings?.event_offset);
  }

  existingEventIds(ids: readonly string[]): Promise<Set<string>> {
    return this.serial(async () => {
      this.eventIds ??= await readIds(this.dir, 'events');
      const known = this.eventIds;
      return new Set(ids.filter((id) => known.has(id)));
    });
  }

  existingDeckIds(ids: readonly string[]): Promise<Set<string>> {
    return this.serial(async () => {
      this.deckIds ??= await readIds(this.dir, 'decks');
      const known = this.deckIds;
      return new Set(ids.filter((id) => known.has(id)));
    });
  }

  /**
   * The jobs file as a map: the store's own (never change it). A `fresh` read looks at the
   * file again, unless it is as this store last read or wrote it; lookups may use the map as is.
   */
  private async jobsMap(now: string, fresh: boolean): Promise<Map<string, DeckJobDoc>> {
    if (this.jobsCache && (!fresh || (await this.jobsFileStamp()) === this.jobsStamp)) return this.jobsCache;
    const jobs = new Map<string, DeckJobDoc>();
    const stamp = await this.jobsFileStamp();
    for (const doc of await readAllDocs(this.dir, 'deck_jobs')) jobs.set(doc.id, readDeckJob(doc, now));
    this.jobsCache = jobs;
    this.jobsStamp = stamp;
    return jobs;
  }

  /** The jobs file as a map (a copy); leases and releases read it `fresh` (see jobsMap). */
  private async readJobs(now: string, fresh = true): Promise<Map<string, DeckJobDoc>> {
    return new Map(await this.jobsMap(now, fresh));
  }

  /** What tells a rewrite of the jobs file apart (each is a new file, renamed over the old). */
  private async jobsFileStamp(): Promise<string> {
    const info = await stat(collectionFile(this.dir, 'deck_jobs')).catch(() => undefined);
    return info ? `${info.ino}:${info.size}:${info.mtimeMs}` : 'none';
  }

  private async writeJobs(jobs: Map<string, DeckJobDoc>): Promise<void> {
    await rewriteDocs(
      this.dir,
      'deck_jobs',
      [...jobs.values()].map((job) => ({ ...job })),
    );
    this.jobsCache = new Map(jobs);
    this.jobsStamp = await this.jobsFileStamp();
  }

  jobsById(ids: readonly string[], now: string): Promise<Map<string, DeckJobDoc>> {
    return this.serial(async () => {
      const stored = await this.jobsMap(now, false);
      const found = new Map<string, DeckJobDoc>();
      for (const id of ids) {
        const job = stored.get(id) ?? this.pendingJobs.get(id);
        if (job) found.set(id, job);
      }
      return found;
    });
  }

  async createEvent(entry: NewEvent): Promise<{ created: boolean; jobsCreated: number }> {
    const created = await this.serial(async () => {
      this.eventIds ??= await readIds(this.dir, 'events');
      if (this.eventIds.has(entry.event.id)) return { created: false, jobsCreated: 0 };
      this.eventIds.add(entry.event.id);
      this.eventStates?.set(entry.event.id, hasResults(entry.event));
      const jobs = await this.unqueuedJobs(entry);
      this.pendingEvents.push({ event: entry.event, jobs });
      return { created: true, jobsCreated: jobs.length };
    });
    if (this.pendingEvents.length >= this.eventBatch()) await this.flush();
    return created;
  }

  /** New or filled events buffered before a flush (see FLUSH_SHARE). */
  private eventBatch(): number {
    const held = (this.eventIds?.size ?? this.eventStates?.size ?? 0) + (this.jobsCache?.size ?? 0);
    return Math.max(FLUSH_EVERY, Math.ceil(held * FLUSH_SHARE));
  }

  /** The entry's jobs that are neither stored nor pending; they become pending. */
  private async unqueuedJobs(entry: NewEvent): Promise<DeckJobDoc[]> {
    const stored = await this.jobsMap(new Date().toISOString(), false);
    const jobs = entry.jobs.filter((job) => !stored.has(job.id) && !this.pendingJobs.has(job.id));
    for (const job of jobs) this.pendingJobs.set(job.id, job);
    return jobs;
  }

  private async loadEventStates(): Promise<Map<string, boolean>> {
    if (!this.eventStates) {
      const states = new Map<string, boolean>();
      for (const doc of await readAllDocs(this.dir, 'events')) states.set(doc.id, hasResults(doc));
      for (const { event } of this.pendingEvents) states.set(event.id, hasResults(event));
      for (const { event } of this.pendingFills) states.set(event.id, true);
      this.eventStates = states;
    }
    return this.eventStates;
  }

  storedEvents(ids: readonly string[]): Promise<Map<string, { hasResults: boolean }>> {
    return this.serial(async () => {
      const states = await this.loadEventStates();
      return new Map(
        ids.flatMap((id) => (states.has(id) ? [[id, { hasResults: states.get(id)! }] as const] : [])),
      );
    });
  }

  async fillEventResults(entry: NewEvent): Promise<{ updated: boolean; jobsCreated: number }> {
    const filled = await this.serial(async () => {
      const states = await this.loadEventStates();
      if (states.get(entry.event.id) !== false) return { updated: false, jobsCreated: 0 };
      states.set(entry.event.id, true);
      const jobs = await this.unqueuedJobs(entry);
      this.pendingFills.push({ event: entry.event, jobs });
      return { updated: true, jobsCreated: jobs.length };
    });
    if (this.pendingFills.length >= this.eventBatch()) await this.flush();
    return filled;
  }

  /** One event at a time: the snapshot buffers them and writes its files in batches anyway. */
  async writeEvents(entries: readonly EventWrite[]): Promise<EventWriteCounts> {
    const counts: EventWriteCounts = { created: 0, updated: 0, skipped: 0, jobsCreated: 0 };
    for (const entry of entries) {
      if (entry.fill) {
        const filled = await this.fillEventResults(entry);
        if (filled.updated) counts.updated++;
        else counts.skipped++;
        counts.jobsCreated += filled.jobsCreated;
      } else {
        const written = await this.createEvent(entry);
        if (written.created) counts.created++;
        else counts.skipped++;
        counts.jobsCreated += written.jobsCreated;
      }
    }
    return counts;
  }

  putJobs(jobs: readonly DeckJobDoc[]): Promise<void> {
    return this.serial(async () => {
      const stored = await this.readJobs(new Date().toISOString());
      for (const job of jobs) stored.set(job.id, job);
      await this.writeJobs(stored);
    });
  }

  leaseJobs(request: { workerId: string; now: string; max: number }): Promise<DeckJobDoc[]> {
    return this.serial(async () => {
      const jobs = await this.readJobs(request.now);
      const due = [...jobs.values()].filter((job) => isDue(job, request.now)).sort(leaseOrder);
      const leased = due.slice(0, request.max).map((job) => leasedJob(job, request.workerId, request.now));
      if (leased.length === 0) return [];
      for (const job of leased) jobs.set(job.id, job);
      await this.writeJobs(jobs);
      return leased;
    });
  }

  async finishJob(workerId: string, outcome: JobOutcome): Promise<boolean> {
    await this.serial(async () => {
      this.pendingOutcomes.push({ workerId, outcome });
    });
    if (this.pendingOutcomes.length >= FLUSH_EVERY) await this.flush();
    return true;
  }

  releaseStaleJobs(request: { lockedBefore: string; limit: number; now: string }): Promise<string[]> {
    return this.serial(async () => {
      const jobs = await this.readJobs(request.now);
      const cutoff = Date.parse(request.lockedBefore);
      const stale = [...jobs.values()]
        .filter((job) => job.status === 'in_progress' && Date.parse(job.lockedAt ?? job.updatedAt) <= cutoff)
        .sort((a, b) => Date.parse(a.lockedAt ?? a.updatedAt) - Date.parse(b.lockedAt ?? b.updatedAt))
        .slice(0, request.limit);
      if (stale.length === 0) return [];
      for (const job of stale) jobs.set(job.id, releasedJob(job, request.now));
      await this.writeJobs(jobs);
      return stale.map((job) => job.id);
    });
  }

  readonly cards: CardLookup = (names) =>
    this.serial(async () => {
      if (!this.cardsByName) {
        this.cardsByName = new Map();
        for (const card of await readAllDocs(this.dir, 'cards')) {
          const name = card.normalized_name ?? card.normalizedName ?? card.name;
          if (typeof name !== 'string') continue;
          const key = normalizeCardName(name);
          if (!this.cardsByName.has(key)) this.cardsByName.set(key, card);
        }
      }
      const known = this.cardsByName;
      return new Map(names.flatMap((name) => (known.has(name) ? [[name, known.get(name)!] as const] : [])));
    });

  /**
   * Writes what is buffered, in an order that survives a crash between steps: the jobs of new
   * events, then the events; the decks of finished jobs, then those jobs' states. A finished job
   * whose lease was released meanwhile is dropped (the worker that holds it now will finish it).
   */
  flush(): Promise<void> {
    return this.serial(async () => {
      const events = this.pendingEvents;
      const fills = this.pendingFills;
      const outcomes = this.pendingOutcomes;
      if (events.length === 0 && fills.length === 0 && outcomes.length === 0) return;
      this.pendingEvents = [];
      this.pendingFills = [];
      this.pendingJobs = new Map();
      this.pendingOutcomes = [];
      const now = new Date().toISOString();
      const jobs = await this.readJobs(now);
      if (events.length > 0 || fills.length > 0) {
        let added = false;
        for (const { jobs: queued } of [...events, ...fills]) {
          for (const job of queued) {
            if (jobs.has(job.id)) continue;
            jobs.set(job.id, job);
            added = true;
          }
        }
        if (added) await this.writeJobs(jobs);
        await updateDocs(
          this.dir,
          'events',
          new Map(
            fills.map(({ event }) => [
              event.id,
              (stored: StoredDoc) => ({ ...stored, ...filledFields(stored, event) }),
            ]),
          ),
        );
        await appendDocs(
          this.dir,
          'events',
          events.map((entry) => entry.event),
        );
      }
      const kept = outcomes.filter(({ workerId, outcome }) => {
        const stored = jobs.get(outcome.job.id);
        return stored?.status === 'in_progress' && stored.lockedBy === workerId;
      });
      if (kept.length === 0) return;
      this.deckIds ??= await readIds(this.dir, 'decks');
      const decks: StoredDoc[] = [];
      for (const { outcome } of kept) {
        if (outcome.deck && !this.deckIds.has(outcome.deck.id)) {
          this.deckIds.add(outcome.deck.id);
          decks.push(outcome.deck);
        }
        jobs.set(outcome.job.id, outcome.job);
      }
      await appendDocs(this.dir, 'decks', decks);
      await this.writeJobs(jobs);
    });
  }

  async close(): Promise<void> {
    await this.flush();
  }
}
