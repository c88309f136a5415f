// `tcg preview DECK_ID --data DIR [--json]`: the rule preview of one deck from a snapshot (every
// rule, every condition, count and OK/NG). Serving a built site is `tcg serve`.
// The store and the pipeline are imported when the command runs (`tcg --help` loads neither).
import type { Command } from 'commander';
import { usageError } from '../../engine/userError.ts';

interface PreviewFlags {
  data?: string;
  json?: boolean;
  out?: string;
}

export function register(program: Command): void {
  program
    .command('preview')
    .argument('<deckId>', 'the deck whose rule preview to print')
    .description('the rule preview of one deck: every rule and condition with its count and OK/NG')
    .option('--data <dir>', 'snapshot folder holding the deck and the rules')
    .option('--json', 'print the preview as JSON')
    // The serving mode moved to `tcg serve`; the old flag says so instead of "unknown option".
    .option('--out <dir>', 'gone: serve a built site with `tcg serve DIR`')
    .action(async (deckId: string, flags: PreviewFlags) => {
      if (flags.out !== undefined) {
        throw usageError(`preview --out: serving a built site is now \`tcg serve ${flags.out}\``);
      }
      if (!flags.data) {
        throw usageError('--data: missing; pass the snapshot folder, e.g. --data data/sample');
      }
      const [{ SnapshotStore }, { formatPreview, runPreviewDeck }] = await Promise.all([
        import('../../data/snapshotStore.ts'),
        import('../pipelines/previewDeck.ts'),
      ]);
      const store = await SnapshotStore.open(flags.data);
      const result = await runPreviewDeck({ deckId }, { store });
      if (flags.json) console.log(JSON.stringify(result, null, 2));
      else for (const line of formatPreview(result)) console.log(line);
    });
}
