// `tcg import --data DIR --project ID`: seeds Firestore from a snapshot. A non-empty target is
// refused unless --force; --resume (or a rerun of an unfinished import) adds only what is missing.
// Firestore and the pipeline are imported when the command runs (`tcg --help` loads neither).
import type { Command } from 'commander';
import { usageError } from '../../engine/userError.ts';
import type { ImportSummary } from '../pipelines/import.ts';
import { parseCount, withInterrupt } from './firestoreFlags.ts';

interface ImportFlags {
  data?: string;
  project?: string;
  force?: boolean;
  resume?: boolean;
  concurrency: string;
  dryRun?: boolean;
  json?: boolean;
  quiet?: boolean;
}

function formatImportSummary(summary: ImportSummary): string[] {
  const verb = summary.dryRun ? 'would write' : 'wrote';
  const lines = summary.collections.map(
    (c) => `  ${c.name}: ${verb} ${c.written}${c.skipped ? `, ${c.skipped} already there` : ''}`,
  );
  const total = summary.collections.reduce((sum, c) => sum + c.written, 0);
  return [
    `import ${summary.source} → ${summary.target} (${summary.mode}): ${verb} ${total} documents in ${(summary.ms / 1000).toFixed(1)} s`,
    ...lines,
  ];
}

export function register(program: Command): void {
  program
    .command('import')
    .description('seed a Firestore project from a snapshot folder')
    .option('--data <dir>', 'snapshot folder to read')
    .option('--project <id>', 'Google Cloud project to write (FIRESTORE_EMULATOR_HOST selects an emulator)')
    .option('--force', 'write even if the target already holds documents (overwrites by id)')
    .option('--resume', 'write only the documents the target lacks')
    .option('--concurrency <n>', 'batches of 500 committed at the same time', '4')
    .option('--dry-run', 'check the snapshot and the target, write nothing')
    .option('--json', 'print the summary as JSON')
    .option('--quiet', 'no progress output')
    .action(async (flags: ImportFlags) => {
      if (!flags.data) throw usageError('--data: missing; pass the snapshot folder to import');
      if (!flags.project) throw usageError('--project: missing; pass the Google Cloud project id');
      const concurrency = parseCount('--concurrency', flags.concurrency);
      const [{ FirestoreStore }, { runImport }, { createProgress }] = await Promise.all([
        import('../../data/firestoreStore.ts'),
        import('../pipelines/import.ts'),
        import('../progress.ts'),
      ]);
      const target = FirestoreStore.open(flags.project);
      try {
        const summary = await withInterrupt((signal) =>
          runImport(
            {
              data: flags.data ?? '',
              force: flags.force === true,
              resume: flags.resume === true,
              dryRun: flags.dryRun === true,
              startedAt: new Date().toISOString(),
              concurrency,
              signal,
            },
            {
              target,
              progress: (label, total) =>
                createProgress(label, { total, quiet: flags.quiet === true || flags.json === true }),
            },
          ),
        );
        if (flags.json) console.log(JSON.stringify(summary));
        else for (const line of formatImportSummary(summary)) console.log(line);
      } finally {
        await target.close();
      }
    });
}
