// `tcg preview` has two modes (docs/decisions.md): with a DECK_ID it prints the rule preview of
// that deck from a snapshot; with --out and no DECK_ID it serves a built site on 127.0.0.1.
import type { Command } from 'commander';
import { SnapshotStore } from '../../data/snapshotStore.ts';
import { gracefulInterrupt } from '../../data/tempFiles.ts';
import { UserError } from '../../engine/userError.ts';
import { formatPreview, runPreviewDeck } from '../pipelines/previewDeck.ts';
import { serveSite } from '../pipelines/serveSite.ts';

interface PreviewFlags {
  data?: string;
  json?: boolean;
  out?: string;
  port: string;
  host: string;
}

function parsePort(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text.trim()) || port > 65535) {
    throw new UserError('USAGE', `--port: "${text}" is not a port number; use 0-65535, e.g. --port 4173`);
  }
  return port;
}

async function serveUntilStopped(flags: PreviewFlags & { out: string }): Promise<void> {
  const site = await serveSite({ outDir: flags.out, host: flags.host, port: parsePort(flags.port) });
  console.log(`serving ${flags.out} on ${site.url}/ (Ctrl+C to stop)`);
  await new Promise<void>((resolve) => {
    // The server closes cleanly on Ctrl-C or SIGTERM: the cleanup handler leaves those to it.
    const release = gracefulInterrupt(['SIGINT', 'SIGTERM']);
    const stop = () => {
      release();
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await site.close();
}

export function register(program: Command): void {
  program
    .command('preview')
    .argument('[deckId]', 'a deck ID: print the rule preview of that deck (with --data)')
    .description('the rule preview of one deck (DECK_ID --data DIR), or serve a built site (--out DIR)')
    .option('--data <dir>', 'snapshot folder holding the deck and the rules')
    .option('--json', 'print the preview as JSON')
    .option('--out <dir>', 'without DECK_ID: the `tcg build --out` folder to serve')
    .option('--port <n>', 'port to serve on (0 picks a free one)', '4173')
    .option('--host <host>', 'address to serve on', '127.0.0.1')
    .action(async (deckId: string | undefined, flags: PreviewFlags) => {
      if (deckId === undefined) {
        if (!flags.out) {
          throw new UserError(
            'USAGE',
            'preview: give a DECK_ID with --data DIR (rule preview) or --out DIR (serve a built site)',
          );
        }
        await serveUntilStopped({ ...flags, out: flags.out });
        return;
      }
      if (!flags.data) {
        throw new UserError('USAGE', '--data: missing; pass the snapshot folder, e.g. --data data/sample');
      }
      const store = await SnapshotStore.open(flags.data);
      const result = await runPreviewDeck({ deckId }, { store });
      if (flags.json) console.log(JSON.stringify(result, null, 2));
      else for (const line of formatPreview(result)) console.log(line);
    });
}
