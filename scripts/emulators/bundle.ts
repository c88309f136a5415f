// Whether functions/lib/index.js is newer than every source it bundles (engine/, data/, cli/,
// functions/src), so the emulators never run a stale bundle by mistake.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SOURCES = ['engine', 'data', 'cli', path.join('functions', 'src')];

async function newestSource(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name === 'sample' || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, await newestSource(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      newest = Math.max(newest, (await stat(full)).mtimeMs);
  }
  return newest;
}

export async function functionsBundleIsFresh(): Promise<boolean> {
  let built: number;
  try {
    built = (await stat(path.join(root, 'functions', 'lib', 'index.js'))).mtimeMs;
  } catch {
    return false;
  }
  for (const dir of SOURCES) if ((await newestSource(path.join(root, dir))) > built) return false;
  return true;
}
