// Preloaded with `node --import` by tests/fastCli.test.ts: writes every module the process loads
// to the file named by TCG_LOAD_LOG, one per line — ES modules as the resolve hook sees them
// (recordLoadsHooks.mjs), CommonJS ones from require.cache when the process exits.
import { appendFileSync, writeFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';

const file = process.env.TCG_LOAD_LOG;
if (!file) throw new Error('recordLoads.mjs: set TCG_LOAD_LOG to the file to write');
writeFileSync(file, '');
register('./recordLoadsHooks.mjs', import.meta.url, { data: { file } });
const require = createRequire(import.meta.url);
process.on('exit', () => {
  const lines = Object.keys(require.cache).map((loaded) => `cjs ${loaded}\n`);
  appendFileSync(file, lines.join(''));
});
