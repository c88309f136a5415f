import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_WORK_NAME, removeStaleTemps } from './tempFiles.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tcg-temps-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A pid no process has: past the kernel's default pid_max. */
const GONE = 4_194_999;

async function make(name: string, ageMs: number, folder = false): Promise<void> {
  const target = path.join(dir, name);
  if (folder) await mkdir(target);
  else await writeFile(target, 'x');
  const when = new Date(Date.now() - ageMs);
  await utimes(target, when, when);
}

describe('removeStaleTemps(dir)', () => {
  it('removes what a stopped run left, by name and age, and nothing else', async () => {
    await make(`.decks.jsonl.tmp-${GONE}-0123abcd`, 120_000);
    await make(`.docs-tmp-${GONE}-0123abcd`, 120_000, true);
    await make(`.dist.tmp-${GONE}`, 120_000, true);
    await make(`.manifest.json.tmp-${GONE}-0123abcd`, 10_000); // too young: a run may be starting
    await make(`.decks.jsonl.tmp-${process.ppid}-0123abcd`, 120_000); // its writer still runs
    await make('decks.jsonl', 120_000);
    await make('.notes.tmp', 120_000);
    const removed = await removeStaleTemps(dir);
    expect(removed.map((file) => path.basename(file)).sort()).toEqual(
      [`.decks.jsonl.tmp-${GONE}-0123abcd`, `.dist.tmp-${GONE}`, `.docs-tmp-${GONE}-0123abcd`].sort(),
    );
    expect((await readdir(dir)).sort()).toEqual(
      [
        '.notes.tmp',
        `.decks.jsonl.tmp-${process.ppid}-0123abcd`,
        `.manifest.json.tmp-${GONE}-0123abcd`,
        'decks.jsonl',
      ].sort(),
    );
  });

  it('keeps an .old folder whose replacement never arrived: it may be the only copy', async () => {
    await make(`.snap.old-${GONE}-0123abcd`, 120_000, true);
    expect(await removeStaleTemps(dir)).toEqual([]);
    await mkdir(path.join(dir, 'snap'));
    expect(await removeStaleTemps(dir)).toEqual([path.join(dir, `.snap.old-${GONE}-0123abcd`)]);
  });

  it('treats a day-old temporary file as stale even if its pid runs again', async () => {
    await make(`.decks.jsonl.tmp-${process.ppid}-0123abcd`, 2 * 24 * 60 * 60 * 1000);
    expect(await removeStaleTemps(dir)).toHaveLength(1);
  });

  it('sweeps a shared folder for build working folders only, with their own pattern', async () => {
    await make(`tcg-build-${GONE}-Ab3xYz`, 120_000, true);
    await make(`tcg-build-${process.ppid}-Ab3xYz`, 120_000, true); // its build still runs
    await make(`tcg-build-${GONE}-Qq1Qq1`, 10_000, true); // too young
    await make(`.decks.jsonl.tmp-${GONE}-0123abcd`, 120_000); // another pattern: not here
    await make('tcg-build-notes', 120_000, true);
    const removed = await removeStaleTemps(dir, Date.now(), [BUILD_WORK_NAME]);
    expect(removed.map((file) => path.basename(file))).toEqual([`tcg-build-${GONE}-Ab3xYz`]);
    expect((await readdir(dir)).sort()).toEqual(
      [
        `.decks.jsonl.tmp-${GONE}-0123abcd`,
        'tcg-build-notes',
        `tcg-build-${GONE}-Qq1Qq1`,
        `tcg-build-${process.ppid}-Ab3xYz`,
      ].sort(),
    );
  });
});
