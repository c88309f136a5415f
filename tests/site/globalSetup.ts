// Builds the public site once for all browser tests and serves it on 127.0.0.1. With the sample
// snapshot (data/sample) it runs the real CLI: classify, aggregate, build; without one it writes
// the fixture documents and builds them. Tests find the site and the docs through env.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveSite } from '../../cli/pipelines/serveSite.ts';
import { ensureBuilt } from '../../scripts/ensureBuilt.ts';
import { writeFixtureDocs } from './fixtureDocs.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SAMPLE = path.join(REPO_ROOT, 'data', 'sample');

function tcg(args: string[]): void {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'bin', 'tcg.js'), ...args], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

function runTs(script: string, args: string[]): void {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'bin', 'run-ts.js'), script, ...args], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureBuilt();
  const work = mkdtempSync(path.join(os.tmpdir(), 'tcg-site-'));
  const docsDir = path.join(work, 'out', 'docs');
  const useSample = existsSync(path.join(SAMPLE, 'manifest.json')) && process.env.TCG_SITE_FIXTURE !== '1';
  if (useSample) {
    // classify writes rule matches into the snapshot, so it works on a copy.
    const snapshot = path.join(work, 'snapshot');
    cpSync(SAMPLE, snapshot, { recursive: true });
    tcg(['classify', '--data', snapshot]);
    tcg([
      'aggregate',
      '--data',
      snapshot,
      '--out',
      path.join(work, 'out'),
      '--as-of',
      '2026-04-20T12:00:00+09:00', // the day after the sample's last deck
    ]);
    tcg(['build', '--docs', docsDir, '--out', path.join(work, 'dist'), '--quiet']);
  } else {
    writeFixtureDocs(docsDir);
    // The fixture path stands alone: it builds through the pipeline, not the whole CLI.
    runTs(path.join(REPO_ROOT, 'tests', 'site', 'buildFixtureSite.ts'), [docsDir, path.join(work, 'dist')]);
  }
  const site = await serveSite({ outDir: path.join(work, 'dist'), host: '127.0.0.1', port: 0 });
  process.env.TCG_TEST_SITE_URL = site.url;
  process.env.TCG_TEST_DOCS_DIR = docsDir;
  process.env.TCG_TEST_DOCS_SOURCE = useSample ? 'sample' : 'fixture';
  return async () => {
    await site.close();
    if (process.env.TCG_KEEP_SITE !== '1') rmSync(work, { recursive: true, force: true });
  };
}
