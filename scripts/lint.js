#!/usr/bin/env node
// `npm run lint` (and `npm run format`, with --write): biome over the files git knows (committed
// or added), so a contributor's untracked scratch files never fail `npm test`; biome.json's
// `files.includes` still leaves out the generated ones. Outside a git checkout (an unpacked
// archive) biome checks the whole folder as configured.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');

let files;
try {
  files = execFileSync('git', ['ls-files', '-z', '--cached', '--deduplicate'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 64 << 20,
  })
    .split('\0')
    // Deleted in the work tree but not yet in the index: nothing to check.
    .filter((file) => file !== '' && existsSync(path.join(root, file)));
} catch {
  files = ['.'];
}

const result = spawnSync(
  process.execPath,
  [
    biome,
    'check',
    '--files-ignore-unknown=true',
    '--no-errors-on-unmatched',
    ...process.argv.slice(2),
    ...files,
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
