// `tcg classify --data DIR [--rule ID] [--json] [--dry-run]`: classifies every deck of a
// snapshot with its rules and writes back the decks whose matches changed.
import type { Command } from 'commander';
import { SnapshotStore } from '../../data/snapshotStore.ts';
import { UserError } from '../../engine/userError.ts';
import { formatClassifyResult, runClassify } from '../pipelines/classify.ts';
import { formatIssues } from '../pipelines/loadRules.ts';
import { createProgress } from '../progress.ts';
import { parseAsOf } from './aggregate.ts';

interface ClassifyFlags {
  data?: string;
  rule?: string;
  json?: boolean;
  dryRun?: boolean;
  skipInvalid?: boolean;
  quiet?: boolean;
  asOf?: string;
}

export function register(program: Command): void {
  program
    .command('classify')
    .description('classify every deck of a snapshot with the admin rules (fills rule_matches)')
    .option('--data <dir>', 'snapshot folder (made by `tcg export`); changed decks are rewritten in place')
    .option('--rule <id>', 'single-rule mode: add or remove only this rule in each deck')
    .option('--dry-run', 'classify and count, write nothing')
    .option('--skip-invalid', 'classify with the valid rules when some rules are invalid')
    .option('--json', 'print the result as JSON')
    .option('--quiet', 'no progress output')
    .option('--as-of <iso>', 'classification_updated_at written to changed decks, ISO 8601 (default: now)')
    .action(async (flags: ClassifyFlags) => {
      if (!flags.data) {
        throw new UserError('USAGE', '--data: missing; pass the snapshot folder, e.g. --data data/sample');
      }
      const store = await SnapshotStore.open(flags.data);
      const result = await runClassify(
        {
          ...(flags.rule === undefined ? {} : { ruleId: flags.rule }),
          dryRun: flags.dryRun === true,
          skipInvalid: flags.skipInvalid === true,
          asOf: parseAsOf(flags.asOf),
        },
        {
          store,
          progress: (label, total) =>
            createProgress(label, { total, quiet: flags.quiet === true || flags.json === true }),
        },
      );
      if (result.mode === 'all') {
        for (const invalid of result.invalidRules) {
          for (const line of formatIssues(invalid)) console.error(`warning: invalid rule skipped: ${line}`);
        }
      }
      console.log(flags.json ? JSON.stringify(result) : formatClassifyResult(result));
    });
}
