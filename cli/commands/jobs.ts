// `tcg jobs run | add | release-stale`: the deck-fetch queue from the command line. `run` leases
// due jobs and fetches their decks, `add` queues deck IDs by hand, `release-stale` returns jobs
// whose worker died to pending. Each pipeline (the deck page parser: cheerio) is imported when
// its command runs.
import type { Command } from 'commander';
import { officialOrigins } from '../../data/official/origins.ts';
import { DECK_JOB_MESSAGES } from '../../engine/messages.ts';
import type { AddDeckJobsResult } from '../pipelines/jobsAdd.ts';
import type { RunDeckJobsResult } from '../pipelines/jobsRun.ts';
import { INGEST_STOP_SIGNALS, parseCount, withInterrupt } from './firestoreFlags.ts';
import {
  type IngestFlags,
  officialClient,
  parseNow,
  withIngestStore,
  withStoreFlags,
} from './officialFlags.ts';

interface RunFlags extends IngestFlags {
  concurrency?: string;
  max?: string;
  deckUrl?: string;
  workerId?: string;
}

export function formatRunResult(result: RunDeckJobsResult): string {
  const parts = [
    `${result.leased} leased`,
    `${result.fetched} decks fetched`,
    ...(result.alreadyStored > 0 ? [`${result.alreadyStored} already stored`] : []),
    `${result.retried} to retry later`,
    `${result.failed} failed`,
    ...(result.lostLeases > 0 ? [`${result.lostLeases} lost to a stale-lock release`] : []),
  ];
  return `jobs run: ${parts.join(', ')}`;
}

export function formatAddResult(result: AddDeckJobsResult): string {
  const skipped = result.skipped.map(
    ({ deckId, reason }) =>
      `${deckId} (${reason === 'deck_stored' ? 'deck already stored' : 'already queued'})`,
  );
  return [
    `jobs add: ${result.added.length} added, ${result.requeued.length} queued again, ${result.skipped.length} skipped`,
    ...skipped.map((line) => `  skipped ${line}`),
  ].join('\n');
}

export function register(program: Command): void {
  const jobs = program.command('jobs').description('the deck-fetch queue (deck_jobs)');

  withStoreFlags(
    jobs
      .command('run')
      .description('lease due deck jobs, fetch each deck from the official site and store it'),
  )
    .option('--concurrency <n>', 'decks fetched at once (default 2)')
    .option('--max <n>', 'jobs to take at most (default: until none is due)')
    .option(
      '--deck-url <url>',
      'deck site origin (default: $TCG_OFFICIAL_DECK_URL or https://www.pokemon-card.com)',
    )
    .option('--worker-id <id>', 'the name written in lockedBy (default: host:pid:random)')
    .action(async (flags: RunFlags) => {
      const concurrency =
        flags.concurrency === undefined ? undefined : parseCount('--concurrency', flags.concurrency);
      const max = flags.max === undefined ? undefined : parseCount('--max', flags.max);
      const origins = officialOrigins({ deckUrl: flags.deckUrl });
      const [{ runDeckJobs }, { createProgress }] = await Promise.all([
        import('../pipelines/jobsRun.ts'),
        import('../progress.ts'),
      ]);
      const result = await withIngestStore(flags, 'jobs run', (store) =>
        withInterrupt(
          async (signal) => {
            const progress = createProgress('jobs run', {
              total: max,
              quiet: flags.quiet === true || flags.json === true,
            });
            const ran = await runDeckJobs(
              {
                deckOrigin: origins.deck,
                ...(concurrency === undefined ? {} : { concurrency }),
                ...(max === undefined ? {} : { max }),
                ...(flags.workerId ? { workerId: flags.workerId } : {}),
              },
              { store, client: officialClient(concurrency), signal, onProgress: () => progress.tick() },
            );
            progress.done();
            return ran;
          },
          {
            signals: INGEST_STOP_SIGNALS,
            notice:
              'the decks saved before the stop are kept (the next run fetches the rest); the jobs in hand stay locked until `tcg jobs release-stale` returns them',
          },
        ),
      );
      if (flags.json) console.log(JSON.stringify(result));
      else {
        console.log(formatRunResult(result));
        for (const failure of result.failures)
          console.error(`  ${failure.status === 'error' ? 'failed' : 'retry later'}: ${failure.error}`);
      }
    });

  withStoreFlags(jobs.command('add').description('queue deck IDs (or official deck URLs) for fetching'))
    .argument('<deckIds...>', 'deck IDs such as 4cYKcc-l9gMiB-8acGaJ, or official deck URLs')
    .option('--priority <n>', 'job priority; higher goes first (default 10, event jobs have 0)')
    .action(async (deckIds: string[], flags: IngestFlags & { priority?: string }) => {
      const priority = flags.priority === undefined ? undefined : parseCount('--priority', flags.priority);
      const { addDeckJobs } = await import('../pipelines/jobsAdd.ts');
      const result = await withIngestStore(flags, 'jobs add', (store) =>
        addDeckJobs({ deckIds, ...(priority === undefined ? {} : { priority }) }, { store }),
      );
      console.log(flags.json ? JSON.stringify(result) : formatAddResult(result));
    });

  withStoreFlags(
    jobs
      .command('release-stale')
      .description('return jobs locked longer than --older-than minutes to pending'),
  )
    .option('--older-than <minutes>', 'lock age in minutes, 5–1440 (default 30)')
    .option('--limit <n>', 'jobs to release at most, 1–200 (default 50)')
    .option('--as-of <iso>', 'the time taken as now (default: the clock)')
    .action(async (flags: IngestFlags & { olderThan?: string; limit?: string; asOf?: string }) => {
      const now = parseNow(flags.asOf);
      const { releaseStaleJobs } = await import('../pipelines/jobsRelease.ts');
      const result = await withIngestStore(flags, 'jobs release-stale', (store) =>
        releaseStaleJobs(
          { olderThanMinutes: flags.olderThan, limit: flags.limit },
          { store, ...(now ? { now } : {}) },
        ),
      );
      if (flags.json) console.log(JSON.stringify(result));
      else if (result.released === 0) console.log(`jobs release-stale: ${DECK_JOB_MESSAGES.noneMatched}`);
      else
        console.log(
          `jobs release-stale: ${result.released} jobs back to pending: ${result.jobIds.join(', ')}`,
        );
    });
}
