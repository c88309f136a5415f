// The daily event sync: the stored eventOffset (syncEvents reads it when no offset is given),
// 50 events, then cron_status.scheduledEventSync.lastSuccessAt, so the dashboard shows it. The
// time is the job's clock, not a server timestamp: the local Firestore server fails a server
// timestamp inside a map (the run log keeps the server's start and finish times).
import { type SyncEventsResult, syncEvents } from '../../../cli/pipelines/eventSync.ts';
import { officialEventTypes } from '../../../data/official/eventApi.ts';
import { officialOrigins } from '../../../data/official/origins.ts';
import { runLogged } from '../runLog.ts';
import type { CallContext } from '../runtime.ts';
import { CRON_STATUS_PATH } from './cronStatus.ts';
import { ingestStore, officialClient } from './ingest.ts';

export const SCHEDULED_SYNC_NAME = 'scheduledEventSync';

export async function runScheduledEventSync(context: Omit<CallContext, 'caller'>): Promise<SyncEventsResult> {
  return runLogged(context.db, SCHEDULED_SYNC_NAME, null, async () => {
    const result = await syncEvents(
      { limit: 50, eventsOrigin: officialOrigins().events, eventTypes: officialEventTypes() },
      { store: ingestStore(context), client: officialClient(), now: context.now },
    );
    await context.db.doc(CRON_STATUS_PATH).set(
      {
        scheduledEventSync: {
          lastSuccessAt: context.now(),
          fetched: result.fetched,
          created: result.created,
          skipped: result.skipped,
        },
      },
      { merge: true },
    );
    return result;
  });
}
