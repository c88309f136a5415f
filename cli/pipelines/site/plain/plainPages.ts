// The plain path of `tcg build`'s pages, the one to read first: vike's own pre-rendering renders
// every page in one process (vikePrerender.ts), into a copy of the site code; its client folder
// (the bundle's files and the pages) becomes the site, each page under its decoded folder names.
// No shards, no fast page renderer, no manifest: every build renders every page. The accelerated
// path (../accelerated/) must give the same site, byte for byte (tests/plainBuild.slow.test.ts).
import { copyFileSync, cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { registerTemp } from '../../../../data/tempFiles.ts';
import { childEntry, runChild } from '../childProcess.ts';
import type { PagesRun, PageWriter, WrittenPages } from '../pageWriter.ts';
import { filesUnder, siteFileOf } from '../siteFiles.ts';

export function plainPages(): PageWriter {
  return { name: 'plain', write: writePages };
}

async function writePages(run: PagesRun): Promise<WrittenPages> {
  // vike writes the pages into its build's client folder: a copy, so the cached code stays clean.
  // Beside the cached code, inside the repository: the server bundle imports its packages from
  // the repository's node_modules.
  const codeDir = `${run.code.dir}.plain-${process.pid}`;
  rmSync(codeDir, { recursive: true, force: true });
  registerTemp(codeDir);
  try {
    return await renderInCopy(run, codeDir);
  } finally {
    rmSync(codeDir, { recursive: true, force: true });
  }
}

async function renderInCopy(run: PagesRun, codeDir: string): Promise<WrittenPages> {
  cpSync(run.code.dir, codeDir, { recursive: true });
  const clientDir = path.join(codeDir, 'client');
  const bundleFiles = new Set(filesUnder(clientDir));
  run.stageDone('prepare');
  await runChild(
    'pre-rendering the pages with vike',
    [...childEntry('vikePrerender'), codeDir, ...(run.quiet ? ['--quiet'] : [])],
    // React's production build, as the bundle was compiled (see buildSite.ts).
    { cwd: codeDir, env: { ...process.env, NODE_ENV: 'production', TCG_DOCS_DIR: run.docsDir } },
  );
  run.stageDone('pre-render (vike alone)');
  // vike logs some failures (a server bundle it cannot load) and still ends normally.
  if (!existsSync(path.join(clientDir, 'index.html')))
    throw new Error(`vike's pre-rendering wrote no index.html into ${clientDir}: see its output above`);
  const siteDir = await run.pendingFolder();
  let pages = 0;
  for (const file of filesUnder(clientDir)) {
    // vite's own .vite manifest is not site.
    if (file.startsWith('.vite/')) continue;
    const target = path.join(siteDir, ...siteFileOf(clientDir, path.join(clientDir, file)).split('/'));
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(clientDir, file), target);
    if (!bundleFiles.has(file)) pages += 1;
  }
  run.stageDone('copy pages');
  return {
    mode: 'full',
    siteDir,
    inPlace: false,
    counts: { pages },
    // No manifest: the sitemap reads the pages back from the folder.
    finish: async () => ({ counts: {} }),
    close: () => undefined,
  };
}
