// `npm run build` (run by `npm ci` through `prepare`): the `tcg` program as compiled JavaScript in
// lib/, one bundle per process or thread entry, sharing chunks; dependencies stay in node_modules.
// The entries are found beside the module that starts them (data/accelerators/threads/threadPool.ts,
// cli/pipelines/site/childProcess.ts), so their names here are part of that contract.
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'cli/main.ts',
    snapshotWorker: 'data/accelerators/threads/snapshotWorker.ts',
    buildSiteCode: 'cli/pipelines/buildSiteCode.ts',
    vikePrerender: 'cli/pipelines/site/plain/vikePrerender.ts',
    prerenderShard: 'cli/pipelines/site/accelerated/prerenderShard.ts',
    hashDocsChild: 'cli/pipelines/site/accelerated/hashDocsChild.ts',
  },
  outDir: 'lib',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  splitting: true,
  sourcemap: true,
  clean: true,
  silent: true,
  // lib/metafile-esm.json: the modules the bundles are made of, which scripts/ensureBuilt.ts
  // compares with lib/ (a site/lib module in a worker's bundle counts as much as a cli one).
  metafile: true,
});
