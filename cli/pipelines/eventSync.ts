// Event sync (`tcg events sync`, the runEventSync callable): one page of the official event
// list; each event not stored yet is created with its results, and each result deck that is
// neither stored nor queued gets a deck job. Free of CLI concerns: progress goes to an effect.
import pLimit from 'p-limit';
import type { IngestStore } from '../../data/ingest/jobStore.ts';
import { fetchEventPage, fetchEventResults, type OfficialEvent } from '../../data/official/eventApi.ts';
import { eventDocument } from '../../data/official/eventDocument.ts';
import type { PoliteClient } from '../../data/official/politeClient.ts';
import { isDeckId } from '../../engine/deckId.ts';
import { checkSyncRequest, type DeckJobDoc, newDeckJob } from '../../engine/deckJobQueue.ts';
import { eventDayProblem, eventIdProblem, skippedEventLine } from '../../engine/eventChecks.ts';
import { ADMIN_FORM_MESSAGES } from '../../engine/messages.ts';
import { userError } from '../../engine/userError.ts';

export interface SyncEventsOptions {
  /** Where the list starts (spec §5: ≥ 0); default: the stored eventOffset setting, else 0. */
  offset?: number | string;
  /** Events to fetch (spec §5: 1–100, default 50). */
  limit?: number | string;
  /** The event kinds asked for (`event_type[]`); default DEFAULT_EVENT_TYPES. */
  eventTypes?: readonly string[];
  /** `YYYY-MM-DD`: the date window sent to event_search, when given. */
  from?: string;
  to?: string;
  /** The event API origin (see officialOrigins). */
  eventsOrigin: string;
  /** Events whose results are fetched at the same time (the client still spaces requests). */
  concurrency?: number;
}

export interface SyncProgress {
  /** Events handled so far (created, skipped or without results) of `total`. */
  done: number;
  total: number;
}

export interface SyncEventsEffects {
  store: IngestStore;
  client: PoliteClient;
  /** The clock (created_at of events and jobs). */
  now?: () => Date;
  onProgress?: (progress: SyncProgress) => void;
  /** One line per event skipped as invalid (default: `warning: …` on stderr, or the function log). */
  onWarning?: (line: string) => void;
  /** Stops starting new events (what is done so far is kept). */
  signal?: AbortSignal;
}

export interface SyncEventsResult {
  /** Events the API listed. */
  fetched: number;
  /** Events stored by this run. */
  created: number;
  /** Events that were stored already. */
  skipped: number;
  /** Events without results yet (404 or none): not stored, so a later sync takes them. */
  withoutResults: number;
  /** Events skipped because their id or date breaks the contract (engine/eventChecks.ts). */
  invalid: number;
  /** Deck jobs queued for result decks that were neither stored nor queued. */
  jobsEnqueued: number;
  offset: number;
  limit: number;
}

/** The offset to use: the request's, else the stored setting (checked as the settings screen does). */
async function startOffset(
  requested: SyncEventsOptions['offset'],
  store: IngestStore,
): Promise<number | undefined> {
  if (requested !== undefined) return undefined;
  const stored = await store.eventOffset();
  if (stored === undefined) return 0;
  if (!Number.isInteger(stored) || stored < 0 || stored > 10000) {
    throw userError(
      'SETTINGS_INVALID',
      `settings/current.eventOffset: ${stored}: ${ADMIN_FORM_MESSAGES.eventOffsetInvalid}; fix the setting or pass --offset`,
    );
  }
  return stored;
}

export async function syncEvents(
  options: SyncEventsOptions,
  effects: SyncEventsEffects,
): Promise<SyncEventsResult> {
  const { store, client } = effects;
  const clock = effects.now ?? (() => new Date());
  const fromSetting = await startOffset(options.offset, store);
  const { offset, limit } = checkSyncRequest(fromSetting ?? options.offset, options.limit);

  // The page of finished events with results, newest first, and which of them are stored already.
  const page = await fetchEventPage(client, options.eventsOrigin, {
    offset,
    limit,
    ...(options.eventTypes ? { eventTypes: options.eventTypes } : {}),
    ...(options.from ? { from: options.from } : {}),
    ...(options.to ? { to: options.to } : {}),
  });
  // An event whose id or date would block a publish is skipped with one line.
  const warn = effects.onWarning ?? ((line: string) => console.warn(`warning: ${line}`));
  const nowMs = clock().getTime();
  const events: OfficialEvent[] = [];
  for (const event of page.events) {
    const id = event.event_holding_id;
    const problem = eventIdProblem(id) ?? eventDayProblem(event.event_date_params, nowMs);
    if (problem === undefined) events.push(event);
    else warn(skippedEventLine('event_search', id, problem));
  }
  const stored = await store.existingEventIds(events.map((event) => event.event_holding_id));
  const result: SyncEventsResult = {
    fetched: page.events.length,
    created: 0,
    skipped: 0,
    withoutResults: 0,
    invalid: page.events.length - events.length,
    jobsEnqueued: 0,
    offset,
    limit,
  };
  let done = 0;
  const progress = () => effects.onProgress?.({ done: ++done, total: events.length });

  // Each new event: its results, the jobs of its unknown decks, then the event itself.
  const syncOne = async (event: OfficialEvent) => {
    const id = event.event_holding_id;
    const answer = await fetchEventResults(client, options.eventsOrigin, id);
    const { results } = answer;
    if (results.length === 0) {
      result.withoutResults++;
      return;
    }
    const now = clock().toISOString();
    const doc = eventDocument({
      id,
      listed: event,
      answered: answer.event,
      results,
      now,
      eventsOrigin: options.eventsOrigin,
    });
    const jobs = await jobsForDecks(store, deckIdsOf(results), now);
    const written = await store.createEvent({ event: doc, jobs });
    if (written.created) {
      result.created++;
      result.jobsEnqueued += written.jobsCreated;
    } else {
      result.skipped++;
    }
  };
  const limitEvents = pLimit(Math.max(1, options.concurrency ?? 2));
  let failure: { error: unknown } | undefined;
  await Promise.all(
    events.map((event) =>
      limitEvents(async () => {
        if (failure || effects.signal?.aborted) return;
        if (stored.has(event.event_holding_id)) result.skipped++;
        else {
          try {
            await syncOne(event);
          } catch (error) {
            failure ??= { error };
            return;
          }
        }
        progress();
      }),
    ),
  );
  // What was done before a failure is kept: a rerun creates only what is missing.
  await store.flush();
  if (failure) throw failure.error;
  return result;
}

/** The distinct well-formed deck IDs of an event's results. */
export function deckIdsOf(results: readonly { deck_id?: string | null | undefined }[]): string[] {
  const ids = new Set<string>();
  for (const result of results) {
    const id = result.deck_id?.trim();
    if (id && isDeckId(id)) ids.add(id);
  }
  return [...ids];
}

/** New jobs for the decks that are neither stored nor queued. */
export async function jobsForDecks(
  store: IngestStore,
  deckIds: readonly string[],
  now: string,
): Promise<DeckJobDoc[]> {
  if (deckIds.length === 0) return [];
  const decks = await store.existingDeckIds(deckIds);
  const queued = await store.jobsById(
    deckIds.filter((id) => !decks.has(id)),
    now,
  );
  return deckIds
    .filter((id) => !decks.has(id) && !queued.has(id))
    .map((id) => newDeckJob(id, 'event_result', now));
}
