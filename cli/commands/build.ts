// `tcg build --docs DIR --out DIR`: pre-renders the public site from the emitted documents.
// vite, vike and React are imported when the command runs (`tcg --help` loads none of them).
import type { Command } from 'commander';
import { accelerateSettingsFromEnv } from './accelerateSettings.ts';

export function register(program: Command): void {
  program
    .command('build')
    .description('pre-render the public site (static HTML + JS) from the documents of `tcg aggregate`')
    .option(
      '--docs <dir>',
      'folder of emitted documents (the docs/ folder under aggregate --out)',
      'out/docs',
    )
    .option(
      '--out <dir>',
      'the site folder to write (index.html, assets/, decks/…): what the static host serves',
      'dist',
    )
    .option('--force', 'replace an output folder that `tcg build` did not write (never the --docs folder)')
    .option('--full', 're-render every page (default: only pages whose documents or code changed)')
    .option(
      '--plain',
      "render every page with vike's own pre-rendering in one process: no workers, no fast pages, no manifest (the reference the default build is tested against)",
    )
    .option(
      '--font <file>',
      'font file of the share images (og/*.png), with Japanese glyphs (default: Noto Sans CJK or another Japanese font of the system)',
    )
    .option('--quiet', 'print only the summary line')
    .action(
      async (options: {
        docs: string;
        out: string;
        quiet?: boolean;
        force?: boolean;
        full?: boolean;
        plain?: boolean;
        font?: string;
      }) => {
        const { minPages } = accelerateSettingsFromEnv();
        const [{ buildSite }, { pageWriter }] = await Promise.all([
          import('../pipelines/buildSite.ts'),
          import('./accelerators.ts'),
        ]);
        // The page writer is chosen here, once: the plain path, or the accelerated path with its
        // accelerators (./accelerators.ts).
        const pages = await pageWriter({ plain: options.plain, minPages });
        const result = await buildSite(
          {
            docsDir: options.docs,
            outDir: options.out,
            quiet: options.quiet,
            force: options.force,
            full: options.full,
            font: options.font,
          },
          pages,
        );
        const seconds = `${(result.ms / 1000).toFixed(1)} s`;
        if (result.mode === 'full') {
          const plain = result.path === 'plain' ? ' (plain)' : '';
          console.log(`tcg build${plain}: ${result.pages} pages written to ${result.siteDir} in ${seconds}`);
        } else {
          console.log(
            `tcg build (${result.mode}): ${result.pages} pages re-rendered, ${result.keptPages} unchanged, ${result.removedPages} removed in ${result.siteDir} in ${seconds}`,
          );
        }
        if (!options.quiet)
          console.log(
            `stages: ${result.stages.map((stage) => `${stage.name} ${stage.ms} ms`).join(', ')}${result.path === 'accelerated' ? `; ${result.fastPages} of the pages rendered without vike, ${result.docsReadAhead} documents read ahead` : ''}; share images: ${result.shareImages?.rendered ?? 0} drawn, ${result.shareImages?.kept ?? 0} kept`,
          );
      },
    );
}
