// lib/ counts as current only when it was built after every module esbuild bundled into it (its
// metafile's list, not a folder list: the workers bundle site/lib modules) and the build settings.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { libIsCurrent } from './ensureBuilt.ts';

let root: string;

function write(file: string, text: string, time: number): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
  utimesSync(path.join(root, file), time, time);
}

const BUNDLED = ['cli/main.ts', 'site/lib/shard.ts', 'node_modules/zod/index.js'];

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'tcg-ensure-built-'));
  for (const file of ['tsup.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json', ...BUNDLED])
    write(file, '', 1_000);
  const inputs = Object.fromEntries(BUNDLED.map((file) => [file, { bytes: 0 }]));
  write('lib/metafile-esm.json', JSON.stringify({ inputs }), 2_000);
  write('lib/main.js', '', 2_000);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('libIsCurrent', () => {
  it('holds when lib/ is newer than every bundled module and setting', () => {
    expect(libIsCurrent(root)).toBe(true);
  });

  it('fails after a bundled module outside cli, data and engine changes', () => {
    write('site/lib/shard.ts', 'export {};', 3_000);
    expect(libIsCurrent(root)).toBe(false);
  });

  it('fails after a setting changes, or a bundled module is gone, or there is no record', () => {
    write('package-lock.json', '{}', 3_000);
    expect(libIsCurrent(root)).toBe(false);
    write('package-lock.json', '{}', 1_000);
    expect(libIsCurrent(root)).toBe(true);
    rmSync(path.join(root, 'site/lib/shard.ts'));
    expect(libIsCurrent(root)).toBe(false);
    write('site/lib/shard.ts', '', 1_000);
    rmSync(path.join(root, 'lib/metafile-esm.json'));
    expect(libIsCurrent(root)).toBe(false);
  });

  it('leaves the dependencies to the lockfile', () => {
    write('node_modules/zod/index.js', '', 3_000);
    expect(libIsCurrent(root)).toBe(true);
  });
});
