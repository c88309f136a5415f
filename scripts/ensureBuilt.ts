// Builds lib/ (the compiled `tcg`) when it is missing or older than a source it is made of, so
// tests and benchmarks never run a stale build: the vitest and Playwright global setups and
// `npm run bench` call it; `npm run build` builds unconditionally.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** esbuild's record of the build (tsup.config.ts `metafile`): every module it bundled. */
const METAFILE = 'lib/metafile-esm.json';
/** What reaches every bundle without being one of its modules. */
const SETTINGS = ['tsup.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];

/**
 * The newest modification time of the files the build is made of (ms): the modules esbuild
 * bundled, as its metafile lists them, and the settings; Infinity when one is gone (or there is no
 * record), so the build runs. A module the sources start to import is reached through an edited one.
 */
function newestSource(root: string): number {
  const metafile = path.join(root, METAFILE);
  if (!existsSync(metafile)) return Number.POSITIVE_INFINITY;
  const { inputs } = JSON.parse(readFileSync(metafile, 'utf8')) as { inputs: Record<string, unknown> };
  let newest = 0;
  for (const file of [
    ...SETTINGS,
    ...Object.keys(inputs).filter((input) => !input.includes('node_modules/')),
  ]) {
    const full = path.join(root, file);
    if (!existsSync(full)) return Number.POSITIVE_INFINITY;
    newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether `root`'s lib/ was built after every file it is made of changed. */
export function libIsCurrent(root: string): boolean {
  const built = path.join(root, 'lib', 'main.js');
  return existsSync(built) && statSync(built).mtimeMs >= newestSource(root);
}

export function ensureBuilt(): void {
  if (libIsCurrent(ROOT)) return;
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'tsup', 'dist', 'cli-default.js')], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

/**
 * As a vitest global setup: lib/ made current, the builds and accelerators the tests run from the
 * sources start their children and worker threads compiled (data/compiledChildren.ts).
 */
export default function setup(): void {
  ensureBuilt();
  process.env.TCG_COMPILED_CHILDREN = '1';
}
