// Bundles are cached by the modules the bundler itself reported loading: a real vite build of a
// small site of its own, through ensureSiteCode (the admin app's cache is the same code:
// tests/adminBuild.test.ts checks its module list holds site/lib). Editing a site/lib file the
// bundle imports rebuilds it; editing a file it does not import keeps it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moduleRecorder, readModuleList, writeModuleList } from './bundleCache.ts';
import { ensureSiteCode, type SiteCodePlaces } from './siteCode.ts';

describe('a bundle cached by its module list (real vite build)', () => {
  let places: SiteCodePlaces;
  let builds = 0;
  const edit = (relative: string, content: string) => {
    const file = path.join(places.repoRoot, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  /** vite builds site/entry.ts as a library, recording its modules as buildSiteCode.ts does. */
  const viteBuild = async (dir: string) => {
    builds += 1;
    const { build } = await import('vite');
    const modules = moduleRecorder();
    await build({
      root: places.repoRoot,
      configFile: false,
      logLevel: 'silent',
      plugins: [modules.plugin],
      build: {
        outDir: path.join(dir, 'client'),
        emptyOutDir: true,
        lib: { entry: path.join(places.repoRoot, 'site', 'entry.ts'), formats: ['es'], fileName: 'entry' },
      },
    });
    writeModuleList(dir, places.repoRoot, modules.files());
  };

  beforeEach(() => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'tcg-bundle-cache-'));
    places = { repoRoot: path.join(root, 'repo'), cacheDir: path.join(root, 'cache') };
    builds = 0;
    edit('package-lock.json', '{}\n');
    edit('site/pages/+config.ts', 'export default {};\n');
    edit('site/lib/footer.ts', "export const FOOTER = 'v1';\n");
    edit('site/lib/unused.ts', "export const UNUSED = 'u1';\n");
    edit('site/entry.ts', "import { FOOTER } from './lib/footer.ts';\nexport const footer = () => FOOTER;\n");
  });
  afterEach(() => rmSync(path.dirname(places.repoRoot), { recursive: true, force: true }));

  it('records the modules the bundler loaded, and rebuilds when a site/lib file it imports changes', async () => {
    const first = await ensureSiteCode(viteBuild, {}, places);
    expect(readModuleList(first.dir)).toEqual(['site/entry.ts', 'site/lib/footer.ts']);
    const again = await ensureSiteCode(viteBuild, {}, places);
    expect([first.built, again.built, builds]).toEqual([true, false, 1]);

    // A file the bundle does not import changes nothing.
    edit('site/lib/unused.ts', "export const UNUSED = 'u2';\n");
    expect((await ensureSiteCode(viteBuild, {}, places)).built).toBe(false);

    // The footer it imports (no folder list names it) makes a new bundle and a new code hash.
    edit('site/lib/footer.ts', "export const FOOTER = 'v2';\n");
    const edited = await ensureSiteCode(viteBuild, {}, places);
    expect([edited.built, builds]).toEqual([true, 2]);
    expect(edited.codeHash).not.toBe(first.codeHash);
    expect(readFileSync(path.join(edited.dir, 'client', 'entry.mjs'), 'utf8')).toContain('v2');

    // Back to the first footer: the first bundle is still true to its modules, and reused.
    edit('site/lib/footer.ts', "export const FOOTER = 'v1';\n");
    const back = await ensureSiteCode(viteBuild, {}, places);
    expect([back.built, back.dir, builds]).toEqual([false, first.dir, 2]);
  }, 120_000);

  it('rebuilds when the lockfile or a vike config file changes', async () => {
    await ensureSiteCode(viteBuild, {}, places);
    edit('package-lock.json', '{"lockfileVersion":3}\n');
    expect((await ensureSiteCode(viteBuild, {}, places)).built).toBe(true);
    edit('site/pages/+config.ts', 'export default { prerender: true };\n');
    expect((await ensureSiteCode(viteBuild, {}, places)).built).toBe(true);
    expect(builds).toBe(3);
  }, 120_000);
});
