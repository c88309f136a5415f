// The daily event sync: the stored eventOffset (syncEvents reads it when no offset is given),
// 50 events, then cron_status.scheduledEventSync.lastSuccessAt, so the dashboard shows it. A
// failure is recorded there too (`lastFailure`: when, the catalogue code, the one line), so the
// データ同期 screen can say that the official site's browser check refused the run. The time is
// the job's clock, not a server timestamp: the local Firestore server fails a server timestamp
// inside a map (the run log keeps the server's start and finish times).
import { logger } from 'firebase-functions';
import { type SyncEventsResult, syncEvents } from '../../../cli/pipelines/eventSync.ts';
import { officialEventTypes } from '../../../data/official/eventTypes.ts';
import { adminFailureMessage, isBrowserCheck } from '../../../data/official/officialError.ts';
import { officialOrigins } from '../../../data/official/origins.ts';
import { isUserError } from '../../../engine/userError.ts';
import { runLogged } from '../runLog.ts';
import type { CallContext } from '../runtime.ts';
import { CRON_STATUS_PATH } from './cronStatus.ts';
import { ingestStore, officialClient } from './ingest.ts';

export const SCHEDULED_SYNC_NAME = 'scheduledEventSync';

export async function runScheduledEventSync(context: Omit<CallContext, 'caller'>): Promise<SyncEventsResult> {
  const cron = context.db.doc(CRON_STATUS_PATH);
  try {
    return await runLogged(context.db, SCHEDULED_SYNC_NAME, null, async () => {
      const result = await syncEvents(
        { limit: 50, eventsOrigin: officialOrigins().events, eventTypes: officialEventTypes() },
        { store: ingestStore(context), client: officialClient(), now: context.now },
      );
      await cron.set(
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
  } catch (error) {
    // The line the dashboard shows: in Japanese, as the run log's errorMessage.
    const message = adminFailureMessage(error);
    const code = isUserError(error) ? error.code : null;
    // The record must not hide the sync's own failure: a failed write is ignored here.
    await cron
      .set({ scheduledEventSync: { lastFailure: { at: context.now(), code, message } } }, { merge: true })
      .catch(() => undefined);
    throw error;
  }
}

/** The scheduled trigger's run: a browser check is one warning line (it is recorded), not a crash. */
export async function scheduledEventSyncTrigger(context: Omit<CallContext, 'caller'>): Promise<void> {
  try {
    await runScheduledEventSync(context);
  } catch (error) {
    if (!isBrowserCheck(error)) throw error;
    logger.warn(`${SCHEDULED_SYNC_NAME}: ${error.message}`);
  }
}
