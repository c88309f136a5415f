// `tcg export --project ID --out DIR`: copies the Firestore collections the pipeline reads into
// a snapshot folder, with progress per collection; Ctrl-C leaves no snapshot behind.
// Firestore and the pipeline are imported when the command runs (`tcg --help` loads neither).
import type { Command } from 'commander';
import { COLLECTIONS, type CollectionName } from '../../engine/collections.ts';
import { usageError } from '../../engine/userError.ts';
import type { ExportSummary } from '../pipelines/export.ts';
import { parseCount, withInterrupt } from './firestoreFlags.ts';

interface ExportFlags {
  project?: string;
  out?: string;
  collections?: string;
  concurrency: string;
  pageSize: string;
  dryRun?: boolean;
  force?: boolean;
  json?: boolean;
  quiet?: boolean;
  since?: boolean;
}

function parseCollections(text: string | undefined): CollectionName[] | undefined {
  if (text === undefined) return undefined;
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(COLLECTIONS as readonly string[]).includes(name)) {
      throw usageError(`--collections: "${name}" is not a snapshot collection (${COLLECTIONS.join(', ')})`);
    }
  }
  return names as CollectionName[];
}

function formatExportSummary(summary: ExportSummary): string {
  const counts = Object.entries(summary.counts)
    .map(([name, n]) => {
      const since = summary.since?.[name];
      return since
        ? `${name} ${n} (${since.fetched} fetched, ${since.kept} kept, ${since.deleted} deleted)`
        : `${name} ${n}`;
    })
    .join(', ');
  const verb = summary.dryRun ? 'would export' : 'exported';
  const where = summary.dryRun ? '' : ` to ${summary.out}`;
  return `${verb} ${summary.source}${where} in ${(summary.ms / 1000).toFixed(1)} s: ${counts}`;
}

export function register(program: Command): void {
  program
    .command('export')
    .description('copy the Firestore collections into a snapshot folder (written whole or not at all)')
    .option('--project <id>', 'Google Cloud project to read (FIRESTORE_EMULATOR_HOST selects an emulator)')
    .option('--out <dir>', 'snapshot folder to write (replaced at the end)')
    .option(
      '--collections <list>',
      `collections to copy, comma-separated (default: ${COLLECTIONS.join(',')})`,
    )
    .option('--concurrency <n>', 'collections read at the same time', '2')
    .option('--page-size <n>', 'documents per page read', '500')
    .option('--dry-run', 'read and count everything, write nothing')
    .option('--force', 'replace an --out folder that is not a snapshot')
    .option(
      '--since',
      'fetch only the documents changed since the export already at --out (by Firestore update times)',
    )
    .option('--json', 'print the summary as JSON')
    .option('--quiet', 'no progress output')
    .action(async (flags: ExportFlags) => {
      if (!flags.project) throw usageError('--project: missing; pass the Google Cloud project id');
      if (!flags.out && !flags.dryRun) {
        throw usageError('--out: missing; pass the snapshot folder to write, e.g. --out snapshot');
      }
      const collections = parseCollections(flags.collections);
      const concurrency = parseCount('--concurrency', flags.concurrency);
      const pageSize = parseCount('--page-size', flags.pageSize);
      const [{ FirestoreStore }, { runExport }, { createProgress }] = await Promise.all([
        import('../../data/firestoreStore.ts'),
        import('../pipelines/export.ts'),
        import('../progress.ts'),
      ]);
      const store = FirestoreStore.open(flags.project, { pageSize });
      try {
        const summary = await withInterrupt((signal) =>
          runExport(
            {
              out: flags.out ?? '',
              collections,
              concurrency,
              exportedAt: new Date().toISOString(),
              dryRun: flags.dryRun === true,
              force: flags.force === true,
              since: flags.since === true,
              signal,
            },
            {
              store,
              progress: (label, total) =>
                createProgress(label, { total, quiet: flags.quiet === true || flags.json === true }),
            },
          ),
        );
        if (summary.fullBecause && !flags.json)
          process.stderr.write(`tcg export --since: ${summary.fullBecause}; exporting everything\n`);
        console.log(flags.json ? JSON.stringify(summary) : formatExportSummary(summary));
      } finally {
        await store.close();
      }
    });
}
