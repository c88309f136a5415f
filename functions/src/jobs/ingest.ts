// The ingestion callables on the `tcg events sync` / `tcg jobs release-stale` pipelines, and the
// official-site client they share. Origins come from TCG_OFFICIAL_DECK_URL / _EVENTS_URL.

import { syncEvents } from '../../../cli/pipelines/eventSync.ts';
import { releaseStaleJobs } from '../../../cli/pipelines/jobsRelease.ts';
import { FirestoreIngestStore } from '../../../data/ingest/firestoreIngestStore.ts';
import { officialEventTypes } from '../../../data/official/eventTypes.ts';
import { officialOrigins } from '../../../data/official/origins.ts';
import { PoliteClient } from '../../../data/official/politeClient.ts';
import type { Handler } from '../callable.ts';
import type { CallContext } from '../runtime.ts';

export function ingestStore(context: Pick<CallContext, 'db' | 'store'>): FirestoreIngestStore {
  return new FirestoreIngestStore(context.db, context.store.description);
}

/** Requests to the official sites stay polite (one a second per host) and fit in a callable's time. */
export function officialClient(): PoliteClient {
  return new PoliteClient({ timeoutMs: 20_000, retries: 2 });
}

export const runEventSync: Handler<'runEventSync'> = async ({ offset, limit }, context) => {
  const result = await syncEvents(
    { offset, limit, eventsOrigin: officialOrigins().events, eventTypes: officialEventTypes() },
    { store: ingestStore(context), client: officialClient(), now: context.now },
  );
  return { fetched: result.fetched, created: result.created, skipped: result.skipped };
};

export const resetStuckDeckJobs: Handler<'resetStuckDeckJobs'> = async (
  { olderThanMinutes, limit },
  context,
) => {
  const { ok, released, jobIds } = await releaseStaleJobs(
    { olderThanMinutes, limit },
    { store: ingestStore(context), now: context.now },
  );
  return { ok, released, jobIds };
};
