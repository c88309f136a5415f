// A full disk during `tcg build` reports the real error in one line (exit 1),
// not "Unexpected end of JSON input" or an internal error: the pre-render worker no longer ends
// with exit 0 when a page could not be written. The disk is a 1 MB tmpfs, so this needs root
// (mount); elsewhere it is skipped with that reason.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOf, repoRoot, runTcg } from './helpers/runTcg.ts';

const isRoot = process.getuid?.() === 0;
let work: string;
let disk: string;
let mounted = false;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'tcg-diskfull-'));
  disk = path.join(work, 'disk');
  await mkdir(disk);
  if (!isRoot) return;
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', disk]);
  mounted = true;
});
afterAll(async () => {
  if (mounted) execFileSync('umount', [disk]);
  await rm(work, { recursive: true, force: true });
});

describe.runIf(isRoot)('tcg build onto a full disk (a 1 MB tmpfs; needs root to mount)', () => {
  it('says no space is left, names the file, exits 1 and leaves nothing on the disk', async () => {
    const out = path.join(work, 'out');
    const aggregated = await runTcg([
      'aggregate',
      '--data',
      path.join(repoRoot, 'data', 'sample'),
      '--out',
      out,
      '--as-of',
      '2026-04-20T12:00:00+09:00',
      '--quiet',
    ]);
    expect(aggregated.code, aggregated.stderr).toBe(0);
    const run = await runTcg([
      'build',
      '--docs',
      path.join(out, 'docs'),
      '--out',
      path.join(disk, 'site'),
      '--quiet',
    ]);
    expect(run.code, run.stderr).toBe(1);
    const lines = linesOf(run.stderr);
    expect(lines.at(-1)).toMatch(
      new RegExp(
        `^tcg: cannot write ${disk}/\\.site\\.tmp-\\d+/.*: no space left on the device \\(ENOSPC\\); free space`,
      ),
    );
    expect(run.stderr).not.toMatch(/Unexpected end of JSON|internal error/);
    expect(await readdir(disk)).toEqual([]);
  }, 300_000);
});
