// The vite/vike build of the site's code for `buildSite`, without pre-rendering (the workers do
// that). Run as a child process so the bundler's memory is gone before the workers start:
// `node bin/run-ts.js cli/pipelines/buildSiteCode.ts STAGING [--quiet]`, from STAGING.
import path from 'node:path';
import { moduleRecorder, writeModuleList } from './bundleCache.ts';
import { reportingUserErrors } from './childErrors.ts';
import { exitWithParent } from './exitWithParent.ts';
import { REPO_ROOT, SITE_ROOT } from './siteRoot.ts';
import { lockVikeConfigLoad } from './vikeConfigLock.ts';

exitWithParent();

const [staging, flag] = process.argv.slice(2);
if (!staging) throw new Error('usage: buildSiteCode.ts STAGING [--quiet]');
const { build } = await import('vike/api');
const configLock = await lockVikeConfigLoad();
// The modules the bundler loads are the bundle's cache key (bundleCache.ts).
const modules = moduleRecorder();
await reportingUserErrors(() =>
  build({
    viteConfig: {
      plugins: [configLock.plugin, modules.plugin],
      root: SITE_ROOT,
      configFile: path.join(SITE_ROOT, 'vite.config.ts'),
      logLevel: flag === '--quiet' ? 'silent' : 'warn',
      build: { outDir: staging, emptyOutDir: true },
    },
    // keepDistServer: the workers share the server build; the first to finish must not delete it.
    vikeConfig: { prerender: { disableAutoRun: true, keepDistServer: true } },
  }).finally(configLock.release),
);
writeModuleList(staging, REPO_ROOT, modules.files());
