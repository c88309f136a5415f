// Builds lib/ (the compiled `tcg`) when it is missing or older than a source it is made of, so
// tests and benchmarks never run a stale build: the vitest and Playwright global setups and
// `npm run bench` call it; `npm run build` builds unconditionally.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_FOLDERS = ['cli', 'data', 'engine'];
const BUILT = path.join(root, 'lib', 'main.js');

/** The newest modification time of the files the build is made of (ms). */
function newestSource(): number {
  let newest = Math.max(
    statSync(path.join(root, 'tsup.config.ts')).mtimeMs,
    statSync(path.join(root, 'package.json')).mtimeMs,
  );
  for (const folder of SOURCE_FOLDERS) {
    for (const entry of readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(ts|mjs|json)$/.test(entry.name)) continue;
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

export function ensureBuilt(): void {
  if (existsSync(BUILT) && statSync(BUILT).mtimeMs >= newestSource()) return;
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'tsup', 'dist', 'cli-default.js')], {
    cwd: root,
    stdio: 'inherit',
  });
}

/** As a vitest global setup. */
export default function setup(): void {
  ensureBuilt();
}
