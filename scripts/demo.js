#!/usr/bin/env node
// `npm run demo`: classify, aggregate and build the bundled sample (data/sample, left untouched),
// then serve the site on 127.0.0.1. Everything goes under out/demo/.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

// The demo's admin app talks to `npm run emulators` (a production build needs TCG_FIREBASE_CONFIG).
const env = { ...process.env, TCG_FIREBASE_EMULATORS: '1' };

function run(args) {
  console.log(`\n$ tcg ${args.join(' ')}`);
  const result = spawnSync(process.execPath, [tcg, ...args], { stdio: 'inherit', cwd: root, env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
cpSync(join(root, 'data', 'sample'), snapshot, { recursive: true });

// The sample's clock stops at its newest deck: "updated 1 minute ago" above data that ends months
// earlier would mislead, so the demo aggregates as of the end of its data.
const asOf = newestCreatedAt(join(snapshot, 'decks.jsonl'));
run(['classify', '--data', snapshot, '--as-of', asOf]);
run(['aggregate', '--data', snapshot, '--out', work, '--as-of', asOf]);
run(['build', '--docs', join(work, 'docs'), '--out', join(work, 'dist')]);
// PORT picks the port (default 4173), e.g. `PORT=8080 npm run demo`.
const port = process.env.PORT ?? '4173';
run(['serve', join(work, 'dist'), '--port', port]);

function newestCreatedAt(file) {
  let newest = 0;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const ms = Date.parse(JSON.parse(line).created_at ?? '');
    if (ms > newest) newest = ms;
  }
  return new Date(newest || Date.now()).toISOString();
}
