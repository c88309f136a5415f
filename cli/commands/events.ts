// `tcg events sync --data DIR | --source firestore --project ID [--offset N] [--limit N]
// [--event-type LIST] [--json]`: one page of the official list of finished events with results
// into the store; new events, their results, deck jobs.
import type { Command } from 'commander';
import { DEFAULT_EVENT_TYPES, officialEventTypes } from '../../data/official/eventTypes.ts';
import { officialOrigins } from '../../data/official/origins.ts';
import { usageError } from '../../engine/userError.ts';
import type { SyncEventsResult } from '../pipelines/eventSync.ts';
import type { createProgress } from '../progress.ts';
import { registerImport } from './eventsImport.ts';
import { INGEST_STOP_SIGNALS, parseCount, withInterrupt } from './firestoreFlags.ts';
import {
  type IngestFlags,
  officialClient,
  parseNow,
  withIngestStore,
  withStoreFlags,
} from './officialFlags.ts';

interface SyncFlags extends IngestFlags {
  offset?: string;
  limit?: string;
  from?: string;
  to?: string;
  eventsUrl?: string;
  concurrency?: string;
  asOf?: string;
  eventType?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function formatSyncResult(result: SyncEventsResult): string {
  const waiting =
    result.withoutResults > 0 ? `, ${result.withoutResults} without results yet (not stored)` : '';
  const invalid = result.invalid > 0 ? `, ${result.invalid} invalid (skipped, see the warnings)` : '';
  return `events sync: fetched ${result.fetched} (offset ${result.offset}, limit ${result.limit}), created ${result.created}, skipped ${result.skipped}${waiting}${invalid}; ${result.jobsEnqueued} deck jobs queued`;
}

export function register(program: Command): void {
  const events = program.command('events').description('events from the official event API');
  registerImport(events);
  withStoreFlags(
    events
      .command('sync')
      .description('fetch one page of official events: create the new ones, queue their unknown decks'),
  )
    .option('--offset <n>', 'where the event list starts (default: the eventOffset setting, else 0)')
    .option('--limit <n>', 'events to fetch, 1–100 (default 50)')
    .option(
      '--event-type <list>',
      `event kinds asked for (event_type[]), comma-separated (default: $TCG_OFFICIAL_EVENT_TYPES or ${DEFAULT_EVENT_TYPES.join(',')})`,
    )
    .option('--from <yyyy-mm-dd>', 'first event date asked for (start_date)')
    .option('--to <yyyy-mm-dd>', 'last event date asked for (end_date)')
    .option(
      '--events-url <url>',
      'event API origin (default: $TCG_OFFICIAL_EVENTS_URL or https://players.pokemon-card.com)',
    )
    .option('--concurrency <n>', 'events whose results are fetched at once (default 2)')
    .option('--as-of <iso>', 'the time written as created_at (default: now)')
    .action(async (flags: SyncFlags) => {
      for (const [flag, value] of [
        ['--from', flags.from],
        ['--to', flags.to],
      ] as const) {
        if (value !== undefined && !DATE.test(value)) {
          throw usageError(`${flag}: "${value}" is not a date; use YYYY-MM-DD`);
        }
      }
      const origins = officialOrigins({ eventsUrl: flags.eventsUrl });
      const eventTypes = officialEventTypes(flags.eventType);
      const concurrency =
        flags.concurrency === undefined ? undefined : parseCount('--concurrency', flags.concurrency);
      const now = parseNow(flags.asOf);
      // The pipeline is imported when the command runs (`tcg --help` does not load it).
      const [{ syncEvents }, { createProgress }] = await Promise.all([
        import('../pipelines/eventSync.ts'),
        import('../progress.ts'),
      ]);
      const result = await withIngestStore(flags, 'events sync', (store) =>
        withInterrupt(
          async (signal) => {
            let progress: ReturnType<typeof createProgress> | undefined;
            const synced = await syncEvents(
              {
                eventsOrigin: origins.events,
                eventTypes,
                ...(flags.offset === undefined ? {} : { offset: flags.offset }),
                ...(flags.limit === undefined ? {} : { limit: flags.limit }),
                ...(flags.from ? { from: flags.from } : {}),
                ...(flags.to ? { to: flags.to } : {}),
                ...(concurrency === undefined ? {} : { concurrency }),
              },
              {
                store,
                client: officialClient(concurrency),
                signal,
                ...(now ? { now } : {}),
                onProgress: ({ total }) => {
                  progress ??= createProgress('events sync', {
                    total,
                    quiet: flags.quiet === true || flags.json === true,
                  });
                  progress.tick();
                },
              },
            );
            progress?.done();
            return synced;
          },
          {
            signals: INGEST_STOP_SIGNALS,
            notice: 'the events saved before the stop are kept; run it again to create the rest',
          },
        ),
      );
      console.log(flags.json ? JSON.stringify(result) : formatSyncResult(result));
    });
}
