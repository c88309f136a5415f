// What ingestion needs of a store, kept apart from DocumentStore (which reads, counts and updates
// whole collections): look documents up by id, create events, queue and lease deck jobs, write
// decks. Two implementations: SnapshotIngestStore (a snapshot folder) and FirestoreIngestStore.
import type { DeckJobDoc } from '../../engine/deckJobQueue.ts';
import type { CardLookup } from '../official/fetchDeck.ts';
import type { StoredDoc } from '../store.ts';

/** One event to create, with the jobs of its result decks (written first, see createEvent). */
export interface NewEvent {
  event: StoredDoc;
  jobs: DeckJobDoc[];
}

/** One event of a batch write: created when absent, or (`fill`) given results when stored without. */
export interface EventWrite extends NewEvent {
  fill: boolean;
}

/** What a batch of event writes did. */
export interface EventWriteCounts {
  created: number;
  updated: number;
  /** Events left alone: created meanwhile, or given results meanwhile. */
  skipped: number;
  jobsCreated: number;
}

/** How a leased job ended: its new state, and the deck to write when it was fetched. */
export interface JobOutcome {
  job: DeckJobDoc;
  deck?: StoredDoc;
}

export interface IngestStore {
  readonly kind: 'snapshot' | 'firestore';
  /** The folder or the project, for messages. */
  readonly description: string;
  /** `settings/current.eventOffset` (either spelling), or undefined when not set. */
  eventOffset(): Promise<number | undefined>;
  /** Which of these event ids are stored. */
  existingEventIds(ids: readonly string[]): Promise<Set<string>>;
  /** Which of these deck IDs are stored. */
  existingDeckIds(ids: readonly string[]): Promise<Set<string>>;
  /** The stored jobs of these job ids (either spelling, read into the written shape). */
  jobsById(ids: readonly string[], now: string): Promise<Map<string, DeckJobDoc>>;
  /**
   * Stores an event unless it exists, with its jobs: the jobs become visible no later than the
   * event, so an interrupted sync never leaves an event whose decks were not queued. Jobs that
   * exist already are left as they are. Returns whether the event was created and the jobs that were.
   */
  createEvent(entry: NewEvent): Promise<{ created: boolean; jobsCreated: number }>;
  /**
   * Which of these events are stored, each with whether it has results (a non-empty `results`
   * list): an import gives the results to a stored event that has none.
   */
  storedEvents(ids: readonly string[]): Promise<Map<string, { hasResults: boolean }>>;
  /**
   * Gives a stored event that has no results the entry's `results` and the fields it lacks (its
   * own fields are kept), with the entry's jobs, written no later than the event as createEvent
   * writes them. False when the event is absent or has results by then.
   */
  fillEventResults(entry: NewEvent): Promise<{ updated: boolean; jobsCreated: number }>;
  /**
   * createEvent or fillEventResults (`fill`) of each entry, with their jobs, as one write on
   * Firestore (a transaction): an import writes hundreds of events per round trip instead of one.
   * A job cited by two entries is created once.
   */
  writeEvents(entries: readonly EventWrite[]): Promise<EventWriteCounts>;
  /** Creates or replaces jobs (by id). */
  putJobs(jobs: readonly DeckJobDoc[]): Promise<void>;
  /**
   * Leases up to `max` due jobs (pending, nextRunAt ≤ now), by priority then waiting time, for
   * `workerId`: each job is leased by one worker only (a transaction on Firestore).
   */
  leaseJobs(request: { workerId: string; now: string; max: number }): Promise<DeckJobDoc[]>;
  /**
   * Ends a leased job: writes the deck (if any) and the job's new state, only while the job is
   * still leased by `workerId`. False when the lease was lost (released and taken by another).
   */
  finishJob(workerId: string, outcome: JobOutcome): Promise<boolean>;
  /** Returns up to `limit` jobs locked before `lockedBefore` to pending; their ids. */
  releaseStaleJobs(request: { lockedBefore: string; limit: number; now: string }): Promise<string[]>;
  /** `cards` documents by normalized name, for deck card facts. */
  readonly cards: CardLookup;
  /** Makes buffered writes durable (the snapshot batches deck appends); a no-op on Firestore. */
  flush(): Promise<void>;
  close?(): Promise<void>;
}

/** Splits a list into chunks of `size` (Firestore `in` queries take 10, getAll many). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The job as stored: every field, the id outside (it is the document id). */
/** Whether a stored event's `results` holds at least one row. */
export function hasResults(event: object): boolean {
  const results = (event as { results?: unknown }).results;
  return Array.isArray(results) && results.length > 0;
}

/** The fields to write on a stored event without results: the entry's results, and what it lacks. */
export function filledFields(stored: Record<string, unknown>, entry: StoredDoc): Record<string, unknown> {
  const fields: Record<string, unknown> = { results: entry.results };
  for (const [key, value] of Object.entries(entry)) {
    if (key === 'id' || key === 'results') continue;
    const current = stored[key];
    if (current === undefined || current === null || current === '') fields[key] = value;
  }
  return fields;
}
