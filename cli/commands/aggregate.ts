// `tcg aggregate --data DIR --out DIR`: parses flags, opens the store and the sink, runs the
// aggregate pipeline and prints what was written by kind and how long each stage took.
// The pipeline and the stores are imported when the command runs (`tcg --help` loads none).
import type { Command } from 'commander';
import type { DataWarning } from '../../engine/aggregate/dataWarnings.ts';
import { parseCurrentSinceFlag } from '../../engine/currentSince.ts';
import { usageError } from '../../engine/userError.ts';
import type { AggregateSummary } from '../pipelines/aggregate.ts';
import { accelerateSettingsFromEnv } from './accelerateSettings.ts';
import { parseCount } from './firestoreFlags.ts';

interface AggregateFlags {
  data?: string;
  source?: string;
  project?: string;
  out?: string;
  target?: string;
  asOf?: string;
  minGames: string;
  currentSince?: string;
  deckDetails: boolean;
  threads?: string;
  plain?: boolean;
  dryRun?: boolean;
  force?: boolean;
  full?: boolean;
  json?: boolean;
  quiet?: boolean;
}

/** The clock of the documents: `--as-of` as ISO 8601 (UTC), or now. */
export function parseAsOf(text: string | undefined, now: () => Date = () => new Date()): string {
  if (text === undefined) return now().toISOString();
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) {
    throw usageError(
      `--as-of: "${text}" is not a date and time; use ISO 8601, e.g. 2026-04-05T10:00:00+09:00`,
    );
  }
  return new Date(ms).toISOString();
}

function parseMinGames(text: string): number {
  const n = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(n)) {
    throw usageError(`--min-games: "${text}" is not a whole number of games; use e.g. --min-games 10`);
  }
  return n;
}

function formatSummary(summary: AggregateSummary, target: string): string[] {
  const kinds = Object.entries(summary.documents)
    .map(([kind, n]) => `${kind} ${n}`)
    .join(', ');
  const stages = summary.stages.map((stage) => `${stage.name} ${stage.ms} ms`).join(', ');
  const verb = summary.dryRun ? 'would write' : 'wrote';
  return [
    `aggregate: ${summary.decks} decks (${summary.matchedDecks} matched), ${summary.rules} rules, ${summary.events} events, ${summary.cards} cards, as of ${summary.asOf}`,
    `${verb} ${summary.written} documents${summary.dryRun ? '' : ` to ${target}`}${summary.unchanged === undefined ? '' : ` (${summary.unchanged} unchanged, ${summary.removed} removed)`}: ${kinds}`,
    `stages: ${stages}${summary.threads > 1 ? ` (decks read in ${summary.threads} threads)` : ''}`,
    ...(summary.deckDetailsKept
      ? [
          `deck pages kept without rebuilding (their decks, cards and rule names unchanged): ${summary.deckDetailsKept}`,
        ]
      : []),
    ...(summary.delta
      ? [
          `counts taken on from the previous run: ${summary.delta.changed} decks reclassified since, the groups of ${summary.delta.refolded} rules counted again from ${summary.delta.read} decks`,
        ]
      : []),
  ];
}

export function register(program: Command): void {
  program
    .command('aggregate')
    .description('compute every public document and rule statistic from a snapshot')
    .option('--data <dir>', 'snapshot folder to read (made by `tcg export`, classified by `tcg classify`)')
    .option('--source <kind>', 'where decks, rules, cards and events come from: snapshot or firestore')
    .option('--out <dir>', 'output folder: documents go to <dir>/docs/<path>.json')
    .option('--target <kind>', 'where documents go: folder (--out) or firestore')
    .option('--project <id>', 'Google Cloud project for --source/--target firestore')
    .option('--as-of <iso>', 'the clock of the documents, ISO 8601 (default: now)')
    .option('--min-games <n>', 'matchup cells with fewer games are flagged thin', '10')
    .option(
      '--current-since <date>',
      "YYYY-MM-DD (JST) the 現環境 window starts in (default: the stored setting, else the newest set's release)",
    )
    .option('--no-deck-details', 'skip public_deck_details (one document per deck)')
    .option(
      '--threads <n>',
      'worker threads for a decks.jsonl of 32 MiB or more (TCG_ACCELERATE_MIN_BYTES), deck pages written by them with --out (default: the CPUs, at most 4; 1: none)',
    )
    .option(
      '--plain',
      'the reference path: one thread parsing every deck, each page written in turn (same documents, slower)',
    )
    .option('--dry-run', 'compute everything, write nothing')
    .option(
      '--force',
      'replace an OUT/docs folder that `tcg aggregate` did not write (never the --data folder)',
    )
    .option(
      '--full',
      'write OUT/docs anew (default: update a previous run in place, unchanged files untouched)',
    )
    .option('--json', 'print the summary as JSON')
    .option('--quiet', 'no progress output')
    .action(async (flags: AggregateFlags) => {
      const asOf = parseAsOf(flags.asOf);
      const minGames = parseMinGames(flags.minGames);
      const currentSince = parseCurrentSinceFlag(flags.currentSince, Date.parse(asOf));
      const threads = flags.threads === undefined ? undefined : parseCount('--threads', flags.threads);
      const settings = accelerateSettingsFromEnv();
      if (!flags.out && !flags.target && !flags.dryRun) {
        throw usageError(
          '--out: missing; pass the output folder, e.g. --out out (or --target firestore --project ID, or --dry-run)',
        );
      }
      const [
        { aggregateAccelerator },
        { FolderSink },
        { closeQuietly, openSink, openStore },
        { assertNotSiteFolder, assertReplaceableOutput },
        { sweepStaleTemps },
        { runAggregate },
        { dataWarningLines },
        { createProgress },
      ] = await Promise.all([
        import('./accelerators.ts'),
        import('../../data/folderSink.ts'),
        import('../../data/openStore.ts'),
        import('../../data/outputFolder.ts'),
        import('../../data/tempFiles.ts'),
        import('../pipelines/aggregate.ts'),
        import('../pipelines/dataWarningLines.ts'),
        import('../progress.ts'),
      ]);
      const sink = flags.dryRun ? undefined : await openSink(flags);
      if (sink instanceof FolderSink) {
        // OUT/docs is replaced whole at the end: refuse one that is not ours before any work, and
        // never write documents into a built site, where they would be deployed.
        await assertNotSiteFolder(sink.outDir, '--out');
        await assertReplaceableOutput({
          command: 'aggregate',
          flag: '--out',
          target: sink.docsDir,
          inputs: flags.data ? [{ flag: '--data', dir: flags.data }] : [],
          force: flags.force,
        });
        await sweepStaleTemps([sink.outDir]);
      }
      const store = await openStore(flags).catch(async (error: unknown) => {
        await closeQuietly(sink);
        throw error;
      });
      let summary: AggregateSummary;
      try {
        summary = await runAggregate(
          {
            asOf,
            minGames,
            ...(currentSince === undefined ? {} : { currentSince }),
            dryRun: flags.dryRun === true,
            deckDetails: flags.deckDetails,
          },
          {
            store,
            sink,
            // The accelerator is chosen here, for the store and sink opened (none with --plain).
            threads: await aggregateAccelerator(store, sink, { ...settings, threads, plain: flags.plain }),
            progress: (label, total) =>
              createProgress(label, { total, quiet: flags.quiet === true || flags.json === true }),
          },
        );
      } finally {
        await closeQuietly(store);
        await closeQuietly(sink);
      }
      for (const issue of summary.invalidRules) {
        for (const { path, message } of issue.issues)
          console.error(`warning: rule ${issue.ruleId}: ${path}: ${message} (skipped)`);
      }
      const fileOf = (collection: DataWarning['collection']) =>
        store.kind === 'snapshot' ? store.collectionFile(collection) : undefined;
      for (const line of await dataWarningLines(summary.warnings, summary.warningCount, fileOf))
        console.error(line);
      for (const { path, bytes } of summary.oversized) {
        console.error(`warning: ${path}: ${bytes} bytes, over Firestore's 1 MiB document limit`);
      }
      if (flags.json) console.log(JSON.stringify(summary));
      else for (const line of formatSummary(summary, sink?.description ?? '')) console.log(line);
    });
}
