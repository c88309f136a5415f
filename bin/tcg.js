#!/usr/bin/env node
// The `tcg` command: runs the compiled CLI in lib/ (built by `npm run build`, which `npm ci` and
// `npm install` run through `prepare`). For development, `npm run tcg:dev -- ARGS` runs the
// TypeScript sources through tsx instead.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const main = new URL('../lib/main.js', import.meta.url);
if (!existsSync(fileURLToPath(main))) {
  console.error(
    'tcg: lib/main.js is missing: the program is not built; run `npm run build` (npm ci does it)',
  );
  process.exit(1);
}
await import(main.href);
