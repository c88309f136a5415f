// The code hash of the build manifest follows the site's sources: a change to site code (or to the
// engine it bundles) makes a new bundle and a new code hash, so `tcg build` re-renders every page
// (tests/incrementalBuildBasics.slow.test.ts proves a changed code hash gives a full build). Run against a
// small source tree of its own, with a bundler stand-in that copies the sources into the bundle
// (cli/pipelines/bundleCache.test.ts runs the real bundler).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeModuleList } from './bundleCache.ts';
import { ensureSiteCode, type SiteCodePlaces } from './siteCode.ts';

describe('site code hash', () => {
  let places: SiteCodePlaces;
  let bundles: number;
  const bundle = async (dir: string) => {
    bundles += 1;
    cpSync(path.join(places.repoRoot, 'site'), path.join(dir, 'client'), { recursive: true });
    cpSync(path.join(places.repoRoot, 'engine'), path.join(dir, 'server'), { recursive: true });
    // As the bundler would report them: every file it copied.
    writeModuleList(
      dir,
      places.repoRoot,
      ['site/pages/index/+Page.tsx', 'engine/ids.ts'].map((f) => path.join(places.repoRoot, f)),
    );
  };
  const edit = (relative: string, content: string) => {
    const file = path.join(places.repoRoot, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };

  beforeEach(() => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'tcg-site-code-'));
    places = { repoRoot: path.join(root, 'repo'), cacheDir: path.join(root, 'cache') };
    bundles = 0;
    edit('site/pages/index/+Page.tsx', 'export const Page = () => "v1";\n');
    edit('engine/ids.ts', 'export const id = 1;\n');
    edit('README.md', 'about\n');
  });
  afterEach(() => rmSync(path.dirname(places.repoRoot), { recursive: true, force: true }));

  it('is reused while the sources are unchanged, whatever else changes', async () => {
    const first = await ensureSiteCode(bundle, {}, places);
    edit('README.md', 'about, edited\n');
    const again = await ensureSiteCode(bundle, {}, places);
    expect([first.built, again.built, bundles]).toEqual([true, false, 1]);
    expect(again.codeHash).toBe(first.codeHash);
    expect(readFileSync(path.join(again.dir, 'client', 'pages', 'index', '+Page.tsx'), 'utf8')).toContain(
      'v1',
    );
  });

  it('changes when a site source changes (a new bundle is made)', async () => {
    const before = await ensureSiteCode(bundle, {}, places);
    edit('site/pages/index/+Page.tsx', 'export const Page = () => "v2";\n');
    const after = await ensureSiteCode(bundle, {}, places);
    expect(after.built).toBe(true);
    expect(after.codeHash).not.toBe(before.codeHash);
    expect(readFileSync(path.join(after.dir, 'client', 'pages', 'index', '+Page.tsx'), 'utf8')).toContain(
      'v2',
    );
  });

  it('is the first finished bundle for every build, when two builds make it at once', async () => {
    // Two bundles of the same sources differ (each holds the path it was built at): the one that
    // finishes second must not replace the first, which a running build may be using.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => undefined;
    const slowStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slowDone = ensureSiteCode(
      async (dir) => {
        started();
        await gate;
        await bundle(dir);
        writeFileSync(path.join(dir, 'built-at.txt'), dir);
      },
      {},
      places,
    );
    await slowStarted;
    const fast = await ensureSiteCode(
      async (dir) => {
        await bundle(dir);
        writeFileSync(path.join(dir, 'built-at.txt'), `${dir} (the fast one)`);
      },
      {},
      places,
    );
    release();
    const slow = await slowDone;
    expect([fast.built, slow.built]).toEqual([true, false]);
    expect(slow.dir).toBe(fast.dir);
    expect(slow.codeHash).toBe(fast.codeHash);
    expect(readFileSync(path.join(fast.dir, 'built-at.txt'), 'utf8')).toContain('(the fast one)');
    const later = await ensureSiteCode(bundle, {}, places);
    expect([later.built, later.codeHash]).toEqual([false, fast.codeHash]);
  });

  it('changes when the engine the site bundles changes, and with a site setting', async () => {
    // (The hash is of the bundle made: a source change that leaves the bundle as it was keeps it.)
    const before = await ensureSiteCode(bundle, {}, places);
    edit('engine/ids.ts', 'export const id = 2;\n');
    const engineChanged = await ensureSiteCode(bundle, {}, places);
    expect(engineChanged.built).toBe(true);
    const setting = await ensureSiteCode(bundle, { TCG_PRODUCT_NAME: 'x', TCG_DOCS_DIR: '/d' }, places);
    expect(setting.built).toBe(false);
    expect(new Set([before.codeHash, engineChanged.codeHash, setting.codeHash]).size).toBe(3);
    // The docs folder is where the documents are, not a setting of the code.
    const docsOnly = await ensureSiteCode(bundle, { TCG_DOCS_DIR: '/elsewhere' }, places);
    expect(docsOnly.codeHash).toBe(engineChanged.codeHash);
  });
});
