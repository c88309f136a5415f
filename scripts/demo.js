#!/usr/bin/env node
// `npm run demo`: classify, aggregate and build the bundled sample (data/sample, left untouched),
// then serve the site on 127.0.0.1. Everything goes under out/demo/.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const work = join(root, 'out', 'demo');
const snapshot = join(work, 'snapshot');
const tcg = join(root, 'bin', 'tcg.js');

// The compiled program must match the sources (npm ci builds it; a checkout may have moved on).
const built = spawnSync(process.execPath, [join(root, 'node_modules', 'tsup', 'dist', 'cli-default.js')], {
  stdio: 'inherit',
  cwd: root,
});
if (built.status !== 0) process.exit(built.status ?? 1);

function run(args) {
  console.log(`\n$ tcg ${args.join(' ')}`);
  const result = spawnSync(process.execPath, [tcg, ...args], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
cpSync(join(root, 'data', 'sample'), snapshot, { recursive: true });

run(['classify', '--data', snapshot]);
run(['aggregate', '--data', snapshot, '--out', work]);
run(['build', '--docs', join(work, 'docs'), '--out', join(work, 'dist')]);
const port = process.env.PORT ?? '4173';
run(['serve', join(work, 'dist'), '--port', port]);
