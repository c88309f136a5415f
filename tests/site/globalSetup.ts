// Builds the public site once for all browser tests from the fixture documents, as production
// does (the admin app with a web app config, not for the emulators), and serves it on 127.0.0.1
// with firebase.json's hosting headers. Tests find the site and the docs through env.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveSite } from '../../cli/pipelines/serveSite.ts';
import { ensureBuilt } from '../../scripts/ensureBuilt.ts';
import { writeFixtureDocs } from '../../scripts/siteFixture/fixtureDocs.ts';
import { PRODUCTION_BUILD_ENV } from '../helpers/productionFirebase.ts';
import { ensureTestFont } from '../helpers/testFont.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function tcg(args: string[], env: NodeJS.ProcessEnv): void {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'bin', 'tcg.js'), ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...PRODUCTION_BUILD_ENV, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureBuilt();
  const work = mkdtempSync(path.join(os.tmpdir(), 'tcg-site-'));
  const docsDir = path.join(work, 'out', 'docs');
  // One deterministic fixture for every browser test (scripts/siteFixture/fixtureDocs.ts): each case the
  // tests assert (empty lists, a list cut at its limit, every job status...) is in it by design.
  // The bundled sample's own site is crawled for broken links by tests/sampleSite.slow.test.ts (test:slow).
  writeFixtureDocs(docsDir);
  // The share images with the tests' small font (tests/helpers/testFont.ts).
  const font = await ensureTestFont();
  tcg(['build', '--docs', docsDir, '--out', path.join(work, 'dist'), '--quiet'], { TCG_SHARE_FONT: font });
  const site = await serveSite({ outDir: path.join(work, 'dist'), host: '127.0.0.1', port: 0 });
  process.env.TCG_TEST_SITE_URL = site.url;
  process.env.TCG_TEST_DOCS_DIR = docsDir;
  process.env.TCG_TEST_SITE_DIR = path.join(work, 'dist');
  return async () => {
    await site.close();
    if (process.env.TCG_KEEP_SITE !== '1') rmSync(work, { recursive: true, force: true });
  };
}
