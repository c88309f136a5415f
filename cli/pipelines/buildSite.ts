// Pre-renders the public site from emitted documents: vike's programmatic build with the docs
// folder passed to the pages through env TCG_DOCS_DIR (read by site/lib/docs.ts).
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UserError } from '../../engine/userError.ts';

export const SITE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../site');

export interface BuildSiteOptions {
  docsDir: string;
  outDir: string;
  /** Silence vite's and vike's own logging. */
  quiet?: boolean;
}

export interface BuildSiteResult {
  /** Folder holding the static site (`<outDir>/client`). */
  clientDir: string;
  pages: number;
  ms: number;
}

export async function buildSite(options: BuildSiteOptions): Promise<BuildSiteResult> {
  const started = performance.now();
  const docsDir = path.resolve(options.docsDir);
  const outDir = path.resolve(options.outDir);
  if (!existsSync(docsDir) || !statSync(docsDir).isDirectory()) {
    throw new UserError(
      'DOCS_MISSING',
      `--docs ${options.docsDir}: no such folder; run \`tcg aggregate --out DIR\` first and pass DIR/docs`,
    );
  }
  // The folder is emptied first so pages of ids that disappeared do not linger.
  rmSync(outDir, { recursive: true, force: true });
  process.env.TCG_DOCS_DIR = docsDir;
  const { build } = await import('vike/api');
  await build({
    viteConfig: {
      root: SITE_ROOT,
      configFile: path.join(SITE_ROOT, 'vite.config.ts'),
      logLevel: options.quiet ? 'silent' : 'warn',
      // vike joins a relative outDir onto the root; an absolute one it mishandles (vike 0.4.266).
      build: { outDir: path.relative(SITE_ROOT, outDir), emptyOutDir: true },
    },
  });
  const clientDir = path.join(outDir, 'client');
  return { clientDir, pages: countHtmlFiles(clientDir), ms: performance.now() - started };
}

export function countHtmlFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) count += 1;
  }
  return count;
}
