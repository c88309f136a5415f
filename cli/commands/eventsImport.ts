// `tcg events import --data DIR | --source firestore --project ID FILE…`: event results saved
// from a browser (event_result_detail_search answers, .json) or a community results CSV (.csv),
// files or folders of them, stored as `tcg events sync` stores events (the path that stays open
// when the event API refuses non-browser clients).
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
// The readers (csv-parse) and the pipeline are imported when the command runs.
import type { Command } from 'commander';
import type { ImportFile } from '../../data/ingest/importFiles.ts';
import { importError } from '../../data/official/importedEvent.ts';
import { officialOrigins } from '../../data/official/origins.ts';
import { kindOf, readUserFile } from '../../data/regularFile.ts';
import { stopNotice } from '../../data/tempFiles.ts';
import { usageError } from '../../engine/userError.ts';
import type { ImportEventsResult } from '../pipelines/eventImport.ts';
import type { createProgress } from '../progress.ts';
import { INGEST_STOP_SIGNALS, withInterrupt } from './firestoreFlags.ts';
import { type IngestFlags, parseNow, withIngestStore, withStoreFlags } from './officialFlags.ts';

interface ImportFlags extends IngestFlags {
  eventId?: string;
  dryRun?: boolean;
  asOf?: string;
}

export function formatImportResult(result: ImportEventsResult): string {
  const files = `${result.files} file${result.files === 1 ? '' : 's'}`;
  if (result.dryRun) {
    return `events import (dry run, nothing written): ${files} hold ${result.events} events, ${result.results} results, ${result.decks} decks; would create ${result.created}, update ${result.updated}, skip ${result.skipped}; ${result.jobsEnqueued} deck jobs would be queued`;
  }
  const stopped =
    result.unwritten === undefined
      ? ''
      : ` (stopped: ${result.unwritten} events not written; run the same import again to write them)`;
  return `events import${stopped}: ${files}, created ${result.created}, updated ${result.updated}, skipped ${result.skipped}; ${result.jobsEnqueued} deck jobs queued`;
}

/** The JSON printed: the counts of what was written (with --dry-run, also what the files hold). */
function jsonOf(result: ImportEventsResult): object {
  const { files, created, updated, skipped, jobsEnqueued, unwritten } = result;
  if (result.dryRun) return result;
  return {
    files,
    created,
    updated,
    skipped,
    jobsEnqueued,
    ...(unwritten === undefined ? {} : { unwritten }),
  };
}

/** The line for a named path that is neither a file nor a folder (a FIFO would block the read). */
function notAFile(file: string, kind: string) {
  return importError(file, `${kind}, not a regular file (save the results in a file and name that)`);
}

/** The files named: a file as it is, a folder's .json and .csv files (not its subfolders), by name. */
async function listFiles(args: readonly string[]): Promise<string[]> {
  const { importFormatOf } = await import('../../data/ingest/importFiles.ts');
  const files: string[] = [];
  for (const arg of args) {
    const info = await stat(arg).catch(() => undefined);
    if (!info) throw importError(arg, 'no such file or folder');
    if (!info.isDirectory()) {
      if (!info.isFile()) throw notAFile(arg, kindOf(info));
      files.push(arg);
      continue;
    }
    const entries = await readdir(arg, { withFileTypes: true });
    const found = entries
      .filter((entry) => entry.isFile() && importFormatOf(entry.name) !== undefined)
      .map((entry) => path.join(arg, entry.name))
      .sort();
    if (found.length === 0) throw importError(arg, 'the folder holds no .json or .csv file');
    files.push(...found);
  }
  await checkSizes(files);
  return files;
}

const MIB = 1024 * 1024;

/** Refuses, before anything is read, files that together exceed what one import reads. */
async function checkSizes(files: readonly string[]): Promise<void> {
  const { MAX_IMPORT_BYTES } = await import('../../data/ingest/importFiles.ts');
  let total = 0;
  for (const file of files) {
    const size = (await stat(file)).size;
    total += size;
    if (total <= MAX_IMPORT_BYTES) continue;
    const limit = `${MAX_IMPORT_BYTES / MIB} MiB`;
    throw importError(
      file,
      size > MAX_IMPORT_BYTES
        ? `${(size / MIB).toFixed(1)} MiB, more than one import reads (${limit}: every row is checked in memory before anything is written); split it into smaller files and import them one run at a time`
        : `the files up to this one hold ${(total / MIB).toFixed(1)} MiB, more than one import reads (${limit}); import them in several runs`,
    );
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

async function readImportFile(file: string): Promise<ImportFile> {
  const bytes = await readUserFile(file, (why) =>
    'notRegular' in why ? notAFile(file, why.notRegular) : why.error,
  );
  try {
    return { name: file, text: utf8.decode(bytes) };
  } catch {
    throw importError(file, 'not UTF-8 text (save it as UTF-8, not Shift_JIS)');
  }
}

export function registerImport(events: Command): void {
  withStoreFlags(
    events
      .command('import')
      .description(
        'store event results from files: saved event_result_detail_search answers (.json) or a results CSV (.csv)',
      )
      .argument(
        '<files...>',
        'files, or folders whose .json and .csv files are read (at most 64 MiB in all)',
      ),
  )
    .option('--event-id <id>', 'the event id of a single saved answer whose file name lacks it')
    .option('--dry-run', 'count what the files hold and what would be written; write nothing')
    .option('--as-of <iso>', 'the time written as created_at (default: now)')
    .action(async (args: string[], flags: ImportFlags) => {
      if (flags.eventId !== undefined && !/^\d+$/.test(flags.eventId.trim())) {
        throw usageError(`--event-id: "${flags.eventId}" is not an event id (digits, e.g. 952685)`);
      }
      if (flags.eventId !== undefined && args.length !== 1) {
        throw usageError('--event-id names the event of one saved answer: pass exactly one file with it');
      }
      const now = parseNow(flags.asOf);
      const origins = officialOrigins({});
      const [{ importEvents }, { createProgress }] = await Promise.all([
        import('../pipelines/eventImport.ts'),
        import('../progress.ts'),
      ]);
      // The files are read here; importEvents checks every one before it writes anything.
      const files = await Promise.all((await listFiles(args)).map(readImportFile));
      // Once writing starts, a stop that ends the process at once (a second signal, even one that
      // comes as the import ends) leaves what was written: said so, never "as before".
      if (!flags.dryRun) {
        stopNotice(
          'the events written before the stop are kept (an import is not undone); run the same import again to write the rest',
        );
      }
      const result = await withIngestStore(flags, 'events import', (store) =>
        withInterrupt(
          async (signal) => {
            // One progress per stage, started when the stage reports first.
            const reporters = new Map<
              string,
              { progress: ReturnType<typeof createProgress>; done: number }
            >();
            const imported = await importEvents(
              {
                files,
                eventsOrigin: origins.events,
                ...(flags.eventId === undefined ? {} : { eventId: flags.eventId.trim() }),
                ...(flags.dryRun ? { dryRun: true } : {}),
              },
              {
                store,
                signal,
                ...(now ? { now } : {}),
                onProgress: ({ stage, done, total }) => {
                  let reporter = reporters.get(stage);
                  if (!reporter) {
                    for (const earlier of reporters.values()) earlier.progress.done();
                    const quiet = flags.quiet === true || flags.json === true;
                    reporter = {
                      progress: createProgress(`events import: ${stage}`, { total, quiet }),
                      done: 0,
                    };
                    reporters.set(stage, reporter);
                  }
                  reporter.progress.tick(done - reporter.done);
                  reporter.done = done;
                },
              },
            );
            for (const { progress } of reporters.values()) progress.done();
            return imported;
          },
          // A scheduler's SIGTERM stops it as Ctrl-C does: after the events in hand, kept.
          { signals: INGEST_STOP_SIGNALS },
        ),
      );
      console.log(flags.json ? JSON.stringify(jsonOf(result)) : formatImportResult(result));
    });
}
