// Results import (`tcg events import`, the importEventResults callable): events read from saved
// result answers and results CSVs are stored as a sync stores them. Every file is read and
// checked first; then each event not stored yet is created with its results, a stored event
// without results gets them, and each cited deck neither stored nor queued gets a deck job.
import pLimit from 'p-limit';
import { type ImportFile, importContents, readImportFiles } from '../../data/ingest/importFiles.ts';
import { chunks, type IngestStore } from '../../data/ingest/jobStore.ts';
import { type ImportedEvent, importedEventDocument } from '../../data/official/importedEvent.ts';
import { eventDayProblem, eventIdProblem, skippedEventLine } from '../../engine/eventChecks.ts';
import { deckIdsOf, jobsForDecks } from './eventSync.ts';

export interface ImportEventsOptions {
  files: readonly ImportFile[];
  /** The event API origin, for each event's `url` (see officialOrigins). */
  eventsOrigin: string;
  /** The event id of a single saved answer whose file name lacks it. */
  eventId?: string;
  /** Count what the import would do, and write nothing. */
  dryRun?: boolean;
  /** Events written at the same time (Firestore; a snapshot writes one at a time anyway). */
  concurrency?: number;
}

export interface ImportEventsEffects {
  store: IngestStore;
  /** The clock (created_at of events and jobs). */
  now?: () => Date;
  /**
   * Progress of each stage: the events and then (dry run) the decks looked up in the store, by
   * id; the events written.
   */
  onProgress?: (progress: ImportProgress) => void;
  /** One line per event skipped as invalid (default: `warning: …` on stderr, or the function log). */
  onWarning?: (line: string) => void;
  /** Stops starting new events (what is written so far is kept). */
  signal?: AbortSignal;
}

export interface ImportProgress {
  stage: 'checking events' | 'checking decks' | 'writing';
  done: number;
  total: number;
}

/**
 * Ids looked up in the store at a time: bounded requests, and a progress report per slice when
 * there are more than one (a lookup of one slice is quick, and says nothing).
 */
const LOOKUP_SLICE = 1000;

/** Documents (events and deck jobs) written at once: under Firestore's 500 per transaction. */
const WRITE_GROUP = 450;

export interface ImportEventsResult {
  /** Files read. */
  files: number;
  /** What the files hold: distinct events, their results, the distinct deck IDs they cite. */
  events: number;
  results: number;
  decks: number;
  /** Events stored by this import. */
  created: number;
  /** Stored events without results that got them. */
  updated: number;
  /** Events left alone: stored with results, without results in the file, or met again. */
  skipped: number;
  /** Deck jobs queued for cited decks that were neither stored nor queued. */
  jobsEnqueued: number;
  /** True when nothing was written (the counts say what an import would do). */
  dryRun: boolean;
  /** Events not written because the import was stopped (`signal`); absent when none. */
  unwritten?: number;
}

export async function importEvents(
  options: ImportEventsOptions,
  effects: ImportEventsEffects,
): Promise<ImportEventsResult> {
  const { store } = effects;
  const clock = effects.now ?? (() => new Date());

  // Every file, read and checked before anything is written.
  const imported = readImportFiles(options.files, {
    eventsOrigin: options.eventsOrigin,
    ...(options.eventId === undefined ? {} : { eventId: options.eventId }),
  });
  const result: ImportEventsResult = {
    files: options.files.length,
    ...importContents(imported),
    created: 0,
    updated: 0,
    skipped: 0,
    jobsEnqueued: 0,
    dryRun: options.dryRun === true,
  };

  // The first of each event id, with results; the rest are skipped. An event whose id or date
  // would block a publish is skipped with one line naming its file.
  const warn = effects.onWarning ?? ((line: string) => console.warn(`warning: ${line}`));
  const nowMs = clock().getTime();
  const seen = new Set<string>();
  const candidates: ImportedEvent[] = [];
  for (const event of imported) {
    const problem = eventIdProblem(event.id) ?? eventDayProblem(event.fields.event_date.slice(0, 10), nowMs);
    if (problem !== undefined) {
      warn(skippedEventLine(event.source, event.id, problem));
      result.skipped++;
    } else if (seen.has(event.id) || event.results.length === 0) result.skipped++;
    else candidates.push(event);
    seen.add(event.id);
  }
  const stored = await storedEvents(store, candidates, effects.onProgress);
  const toWrite = candidates.filter((event) => stored.get(event.id)?.hasResults !== true);
  result.skipped += candidates.length - toWrite.length;

  if (options.dryRun) {
    return { ...result, ...(await plannedWrites(store, toWrite, stored, clock, effects.onProgress)) };
  }

  // The events in groups of bounded writes: each group's unknown decks are looked up at once,
  // then the group is one store write (a Firestore transaction), not one of each per event.
  // A deck cited in several groups is queued by the first of them only: groups written at once
  // never race to create the same job (on Cloud Firestore, each such race is a retried transaction).
  const groups = writeGroups(toWrite);
  const owner = new Map<string, number>();
  groups.forEach((group, index) => {
    for (const event of group)
      for (const id of deckIdsOf(event.results)) if (!owner.has(id)) owner.set(id, index);
  });
  let done = 0;
  const writeGroup = async (group: readonly ImportedEvent[], index: number) => {
    const now = clock().toISOString();
    const owned = [...new Set(group.flatMap((e) => deckIdsOf(e.results)))].filter(
      (id) => owner.get(id) === index,
    );
    const jobs = await jobsForDecks(store, owned, now);
    const unclaimed = new Map(jobs.map((job) => [job.id, job]));
    // Each new job goes with the first event of the group citing it.
    const entries = group.map((event) => ({
      event: importedEventDocument(event, now),
      jobs: deckIdsOf(event.results).flatMap((id) => {
        const job = unclaimed.get(id);
        unclaimed.delete(id);
        return job ? [job] : [];
      }),
      fill: stored.has(event.id),
    }));
    const written = await store.writeEvents(entries);
    result.created += written.created;
    result.updated += written.updated;
    result.skipped += written.skipped;
    result.jobsEnqueued += written.jobsCreated;
  };
  // A snapshot writes one event at a time anyway: in file order, so the file reads as the input.
  const limit = pLimit(Math.max(1, options.concurrency ?? (store.kind === 'snapshot' ? 1 : 4)));
  let failure: { error: unknown } | undefined;
  await Promise.all(
    groups.map((group, index) =>
      limit(async () => {
        if (failure || effects.signal?.aborted) return;
        try {
          await writeGroup(group, index);
        } catch (error) {
          failure ??= { error };
          return;
        }
        done += group.length;
        effects.onProgress?.({ stage: 'writing', done, total: toWrite.length });
      }),
    ),
  );
  // What was written before a failure is kept: a rerun writes only what is missing.
  await store.flush();
  if (failure) throw failure.error;
  return done < toWrite.length ? { ...result, unwritten: toWrite.length - done } : result;
}

/**
 * The events in write groups of at most WRITE_GROUP documents, each event counted with one job
 * per result (a bound: jobs of known decks are not written). Firestore takes 500 writes per
 * transaction; an event with more results than that is a group of its own.
 */
function writeGroups(events: readonly ImportedEvent[]): ImportedEvent[][] {
  const groups: ImportedEvent[][] = [];
  let group: ImportedEvent[] = [];
  let writes = 0;
  for (const event of events) {
    const size = 1 + event.results.length;
    if (group.length > 0 && writes + size > WRITE_GROUP) {
      groups.push(group);
      group = [];
      writes = 0;
    }
    group.push(event);
    writes += size;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/** The stored state of the candidates, looked up a slice at a time. */
async function storedEvents(
  store: IngestStore,
  candidates: readonly ImportedEvent[],
  onProgress: ImportEventsEffects['onProgress'],
): Promise<Map<string, { hasResults: boolean }>> {
  const stored = new Map<string, { hasResults: boolean }>();
  const slices = chunks(
    candidates.map((event) => event.id),
    LOOKUP_SLICE,
  );
  let done = 0;
  for (const ids of slices) {
    for (const [id, state] of await store.storedEvents(ids)) stored.set(id, state);
    done += ids.length;
    if (slices.length > 1) onProgress?.({ stage: 'checking events', done, total: candidates.length });
  }
  return stored;
}

/** What writing `events` would do: events created and filled in, and distinct new deck jobs. */
async function plannedWrites(
  store: IngestStore,
  events: readonly ImportedEvent[],
  stored: ReadonlyMap<string, { hasResults: boolean }>,
  clock: () => Date,
  onProgress: ImportEventsEffects['onProgress'],
): Promise<Pick<ImportEventsResult, 'created' | 'updated' | 'jobsEnqueued'>> {
  const updated = events.filter((event) => stored.has(event.id)).length;
  const deckIds = [...new Set(events.flatMap((event) => deckIdsOf(event.results)))];
  let jobsEnqueued = 0;
  let done = 0;
  const slices = chunks(deckIds, LOOKUP_SLICE);
  for (const ids of slices) {
    jobsEnqueued += (await jobsForDecks(store, ids, clock().toISOString())).length;
    done += ids.length;
    if (slices.length > 1) onProgress?.({ stage: 'checking decks', done, total: deckIds.length });
  }
  return { created: events.length - updated, updated, jobsEnqueued };
}
