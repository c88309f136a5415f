// `tcg rules validate --data DIR [--json]`: every invalid rule with its path and the spec's
// message, one line each; exit 1 when any rule is invalid. `tcg rules diff`: an edited rule's
// impact. `tcg rules suggest`: the misclassification radar (groups of unmatched decks, proposed
// rules, near misses).
// The store and the pipelines are imported when a command runs (`tcg --help` loads none).
import type { Command } from 'commander';
import { usageError, userError } from '../../engine/userError.ts';

export function register(program: Command): void {
  const rules = program.command('rules').description('check the classification rules');
  rules
    .command('validate')
    .description('validate every rule of a snapshot; prints each issue, exits 1 when any rule is invalid')
    .option('--data <dir>', 'snapshot folder (made by `tcg export`)')
    .option('--json', 'print {rules, valid, invalidRules} as JSON')
    .action(async (flags: { data?: string; json?: boolean }) => {
      if (!flags.data) {
        throw usageError('--data: missing; pass the snapshot folder, e.g. --data data/sample');
      }
      const [{ SnapshotStore }, { formatRulesValidate, runRulesValidate }] = await Promise.all([
        import('../../data/snapshotStore.ts'),
        import('../pipelines/rulesValidate.ts'),
      ]);
      const store = await SnapshotStore.open(flags.data);
      const result = await runRulesValidate({ store });
      if (flags.json) console.log(JSON.stringify(result));
      else for (const line of formatRulesValidate(result)) console.log(line);
      if (result.invalidRules.length > 0) {
        throw userError(
          'RULES_INVALID',
          `${result.invalidRules.length} of ${result.rules} rules are invalid in ${store.description}; fix the issues listed above`,
        );
      }
      if (!flags.json) console.log(`rules validate: all ${result.rules} rules are valid`);
    });
  rules
    .command('diff')
    .description(
      'what saving an edited rule would change: decks gaining or losing it, where they move, examples (writes nothing)',
    )
    .option('--data <dir>', 'snapshot folder (made by `tcg export`)')
    .option(
      '--rule-file <file>',
      'the edited rule as JSON (with "id" to replace a stored rule; without, a new rule)',
    )
    .option('--json', 'print the impact as JSON')
    .action(async (flags: { data?: string; ruleFile?: string; json?: boolean }) => {
      if (!flags.data) {
        throw usageError('--data: missing; pass the snapshot folder, e.g. --data data/sample');
      }
      if (!flags.ruleFile) {
        throw usageError('--rule-file: missing; pass a JSON file holding the edited rule');
      }
      const [{ SnapshotStore }, { formatRulesDiff, runRulesDiff }] = await Promise.all([
        import('../../data/snapshotStore.ts'),
        import('../pipelines/rulesDiff.ts'),
      ]);
      const store = await SnapshotStore.open(flags.data);
      const impact = await runRulesDiff(
        { ruleFile: flags.ruleFile, asOf: new Date().toISOString() },
        { store },
      );
      if (flags.json) console.log(JSON.stringify(impact));
      else for (const line of formatRulesDiff(impact)) console.log(line);
    });
  rules
    .command('suggest')
    .description(
      'group the decks no rule matches, propose a rule for each group with its effect, and list near misses (writes nothing)',
    )
    .option('--data <dir>', 'snapshot folder (made by `tcg export`)')
    .option('--source <kind>', 'where decks and rules are read: snapshot or firestore')
    .option('--project <id>', 'Google Cloud project for --source firestore')
    .option('--min-size <n>', 'smallest group reported (default 5)')
    .option('--json', 'print {decks, unmatched, clusters, nearMisses} as JSON')
    .action(
      async (flags: {
        data?: string;
        source?: string;
        project?: string;
        minSize?: string;
        json?: boolean;
      }) => {
        const [{ parseCount }, { closeQuietly, openStore }, { formatRulesSuggest, runRulesSuggest }] =
          await Promise.all([
            import('./firestoreFlags.ts'),
            import('../../data/openStore.ts'),
            import('../pipelines/rulesSuggest.ts'),
          ]);
        const minSize = flags.minSize === undefined ? 5 : parseCount('--min-size', flags.minSize);
        const store = await openStore(flags);
        try {
          const result = await runRulesSuggest({ minSize, asOf: new Date().toISOString() }, { store });
          if (flags.json) console.log(JSON.stringify(result));
          else for (const line of formatRulesSuggest(result)) console.log(line);
        } finally {
          await closeQuietly(store);
        }
      },
    );
}
