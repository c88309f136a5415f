// `tcg serve DIR [--port N] [--host H]`: serves a built site (the `tcg build --out` folder) on
// 127.0.0.1 until Ctrl+C, as the static host would (unknown paths get the 404 page).
import type { Command } from 'commander';
import { gracefulInterrupt } from '../../data/tempFiles.ts';
import { usageError } from '../../engine/userError.ts';

interface ServeFlags {
  port: string;
  host: string;
}

function parsePort(text: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text.trim()) || port > 65535) {
    throw usageError(`--port: "${text}" is not a port number; use 0-65535, e.g. --port 4173`);
  }
  return port;
}

export function register(program: Command): void {
  program
    .command('serve')
    .argument('<dir>', 'the `tcg build --out` folder')
    .description('serve a built site on 127.0.0.1 (Ctrl+C to stop)')
    .option('--port <n>', 'port to serve on (0 picks a free one)', '4173')
    .option('--host <host>', 'address to serve on', '127.0.0.1')
    .action(async (dir: string, flags: ServeFlags) => {
      // The server is imported when the command runs (`tcg --help` does not load it).
      const { serveSite } = await import('../pipelines/serveSite.ts');
      const site = await serveSite({ outDir: dir, host: flags.host, port: parsePort(flags.port) });
      console.log(`serving ${dir} on ${site.url}/ (Ctrl+C to stop)`);
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
    });
}
