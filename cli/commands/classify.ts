// `tcg classify --data DIR | --source firestore --project ID [--rule ID] [--json] [--dry-run]`:
// classifies every deck of a store with its rules and writes back the decks whose matches changed.
// The pipeline and the stores are imported when the command runs (`tcg --help` loads none).
import type { Command } from 'commander';
import { accelerateSettingsFromEnv } from './accelerateSettings.ts';
import { parseAsOf } from './aggregate.ts';
import { parseCount } from './firestoreFlags.ts';

interface ClassifyFlags {
  data?: string;
  source?: string;
  project?: string;
  rule?: string;
  json?: boolean;
  dryRun?: boolean;
  skipInvalid?: boolean;
  quiet?: boolean;
  asOf?: string;
  threads?: string;
  plain?: boolean;
}

export function register(program: Command): void {
  program
    .command('classify')
    .description('classify every deck of a snapshot with the admin rules (fills rule_matches)')
    .option('--data <dir>', 'snapshot folder (made by `tcg export`); changed decks are rewritten in place')
    .option('--source <kind>', 'where decks and rules are read and written back: snapshot or firestore')
    .option('--project <id>', 'Google Cloud project for --source firestore')
    .option('--rule <id>', 'single-rule mode: add or remove only this rule in each deck')
    .option('--dry-run', 'classify and count, write nothing')
    .option('--skip-invalid', 'classify with the valid rules when some rules are invalid')
    .option('--json', 'print the result as JSON')
    .option('--quiet', 'no progress output')
    .option(
      '--threads <n>',
      'worker threads for a decks.jsonl of 32 MiB or more (TCG_ACCELERATE_MIN_BYTES) (default: the CPUs, at most 4; 1: none)',
    )
    .option(
      '--plain',
      'the reference path: parse every deck whole, one thread, rewrite the file line by line (same result, slower)',
    )
    .option('--as-of <iso>', 'classification_updated_at written to changed decks, ISO 8601 (default: now)')
    .action(async (flags: ClassifyFlags) => {
      const asOf = parseAsOf(flags.asOf);
      const threads = flags.threads === undefined ? undefined : parseCount('--threads', flags.threads);
      const { minBytes } = accelerateSettingsFromEnv();
      const [
        { closeQuietly, openStore },
        { withSnapshotLock },
        { sweepStaleTemps },
        { formatClassifyResult, runClassify },
        { formatIssues },
        { createProgress },
      ] = await Promise.all([
        import('../../data/openStore.ts'),
        import('../../data/snapshotLock.ts'),
        import('../../data/tempFiles.ts'),
        import('../pipelines/classify.ts'),
        import('../pipelines/loadRules.ts'),
        import('../progress.ts'),
      ]);
      const classify = async () => {
        // Temporary files a killed run left in the snapshot go first (see data/tempFiles.ts).
        if (flags.data !== undefined && !flags.dryRun) await sweepStaleTemps([flags.data]);
        const store = await openStore(flags);
        try {
          const result = await runClassify(
            {
              ...(flags.rule === undefined ? {} : { ruleId: flags.rule }),
              dryRun: flags.dryRun === true,
              skipInvalid: flags.skipInvalid === true,
              asOf,
              ...(threads === undefined ? {} : { threads }),
              ...(minBytes === undefined ? {} : { parallelMinBytes: minBytes }),
              plain: flags.plain === true,
            },
            {
              store,
              progress: (label, total) =>
                createProgress(label, { total, quiet: flags.quiet === true || flags.json === true }),
            },
          );
          return { store, result };
        } finally {
          await closeQuietly(store);
        }
      };
      // Two runs on one snapshot would each rewrite what they read: the second waits, then refuses.
      const rewritesSnapshot = flags.data !== undefined && (flags.source ?? 'snapshot') === 'snapshot';
      const { store, result } =
        rewritesSnapshot && !flags.dryRun
          ? await withSnapshotLock(flags.data!, 'classify', classify)
          : await classify();
      if (result.mode === 'all') {
        for (const invalid of result.invalidRules) {
          for (const line of formatIssues(invalid)) console.error(`warning: invalid rule skipped: ${line}`);
        }
      }
      // A snapshot is the folder named on the command line; Firestore says which project changed.
      const where = store.kind === 'firestore' ? ` in ${store.description}` : '';
      console.log(flags.json ? JSON.stringify(result) : `${formatClassifyResult(result)}${where}`);
    });
}
