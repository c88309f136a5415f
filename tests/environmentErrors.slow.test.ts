// Through the real CLI: the operator's environment is not our bug. A permission,
// disk-full, read-only or not-a-folder error is one line naming the path and what to do, exit 1,
// never an internal error (70); the snapshot lock works when the snapshot's parent folder is not
// writable. Permission cases run tcg as a non-root user (as root: uid/gid 65534, "nobody"), since
// root passes every permission check; disk-full and read-only disks are tmpfs mounts (root only).
import { execFile, execFileSync } from 'node:child_process';
import { chmod, chown, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSIFY_CACHE_FILE } from '../data/accelerators/classifyCache.ts';
import { linesOf, repoRoot, type TcgRun } from './helpers/runTcg.ts';

const isRoot = process.getuid?.() === 0;
const NOBODY = 65534;
let work: string;
const mounts: string[] = [];

/** Runs tcg as a user without special rights: nobody when the tests run as root. */
function runAsUser(args: readonly string[]): Promise<TcgRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'bin/tcg.js'), ...args],
      { cwd: os.tmpdir(), encoding: 'utf8', ...(isRoot ? { uid: NOBODY, gid: NOBODY } : {}) },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A copy of data/sample owned by the user runAsUser runs as, in `parent`. */
async function sampleIn(parent: string): Promise<string> {
  const snap = path.join(parent, 'snap');
  await cp(path.join(repoRoot, 'data', 'sample'), snap, { recursive: true });
  if (isRoot) {
    await chown(snap, NOBODY, NOBODY);
    for (const name of await readdir(snap)) await chown(path.join(snap, name), NOBODY, NOBODY);
  }
  return snap;
}

/** A tmpfs mounted at a new folder `name` of the work folder (root only). */
async function mountTmpfs(name: string, options: string): Promise<string> {
  const at = path.join(work, name);
  await mkdir(at);
  execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', at]);
  mounts.push(at);
  return at;
}

/** The run ended with one user-error line (its last line), exit 1, and no internal error. */
function expectOneLine(run: TcgRun, pattern: RegExp): void {
  expect(run.code, run.stderr).toBe(1);
  expect(run.stderr).not.toMatch(/internal error|\n\s+at /);
  expect(linesOf(run.stderr).at(-1)).toMatch(pattern);
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'tcg-env-'));
  await chmod(work, 0o755); // the non-root user must reach the folders below
});
afterAll(async () => {
  for (const at of mounts) execFileSync('umount', [at]);
  await rm(work, { recursive: true, force: true });
});

describe('tcg on a hostile environment', { timeout: 120_000 }, () => {
  it('aggregate --out inside a folder the user may not write: one line with the path, exit 1', async () => {
    const locked = path.join(work, 'locked');
    await mkdir(locked, { mode: 0o555 });
    await chmod(locked, 0o555);
    const run = await runAsUser([
      'aggregate',
      '--data',
      path.join(repoRoot, 'data', 'sample'),
      '--out',
      path.join(locked, 'out'),
      '--quiet',
    ]);
    expectOneLine(
      run,
      new RegExp(`^tcg: cannot write ${locked}/out: permission denied \\(EACCES\\); give this user access`),
    );
    expect(await readdir(locked)).toEqual([]);
  });

  it('classify a snapshot whose parent folder is not writable: locks inside it and runs', async () => {
    const parent = path.join(work, 'parent-ro');
    await mkdir(parent);
    const snap = await sampleIn(parent);
    await chmod(parent, 0o555);
    const run = await runAsUser(['classify', '--data', snap, '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^classify: 330 decks/);
    // The lock is gone, and no temporary file of the run is left behind: only classify's cache of
    // the decks (data/accelerators/classifyCache.ts).
    expect((await readdir(snap)).filter((name) => name.startsWith('.'))).toEqual([CLASSIFY_CACHE_FILE]);
  });

  it('classify a snapshot the user may not write at all: one line naming the lock, exit 1', async () => {
    const parent = path.join(work, 'all-ro');
    await mkdir(parent);
    const snap = await sampleIn(parent);
    await chmod(snap, 0o555);
    await chmod(parent, 0o555);
    const run = await runAsUser(['classify', '--data', snap, '--quiet']);
    expectOneLine(
      run,
      new RegExp(`^tcg: cannot write ${snap}/\\.tcg-lock: permission denied \\(EACCES\\); give this user`),
    );
  });

  it('aggregate --out under a file (ENOTDIR): one line naming the path, exit 1', async () => {
    const file = path.join(work, 'a-file');
    await writeFile(file, 'not a folder');
    const run = await runAsUser([
      'aggregate',
      '--data',
      path.join(repoRoot, 'data', 'sample'),
      '--out',
      path.join(file, 'out'),
      '--quiet',
    ]);
    expectOneLine(
      run,
      new RegExp(`^tcg: cannot \\w+ ${file}/out.*: a part of the path is a file, not a folder \\(ENOTDIR\\)`),
    );
  });

  it.runIf(isRoot)(
    'aggregate --out on a read-only disk (EROFS; a read-only tmpfs, needs root to mount)',
    async () => {
      const disk = await mountTmpfs('ro-disk', 'ro,size=1m');
      const run = await runAsUser([
        'aggregate',
        '--data',
        path.join(repoRoot, 'data', 'sample'),
        '--out',
        path.join(disk, 'out'),
        '--quiet',
      ]);
      expectOneLine(
        run,
        new RegExp(`^tcg: cannot write ${disk}/out: the file system is read-only \\(EROFS\\); choose a path`),
      );
    },
  );

  it.runIf(isRoot)('aggregate --out on a full disk (ENOSPC; a 1 MB tmpfs, needs root to mount)', async () => {
    const disk = await mountTmpfs('full-disk', 'size=1m,mode=0777');
    const run = await runAsUser([
      'aggregate',
      '--data',
      path.join(repoRoot, 'data', 'sample'),
      '--out',
      path.join(disk, 'out'),
      '--quiet',
    ]);
    expectOneLine(
      run,
      new RegExp(`^tcg: cannot write ${disk}/out/.*: no space left on the device \\(ENOSPC\\); free space`),
    );
    // Nothing half-written stays on the disk.
    expect(await readdir(path.join(disk, 'out')).catch(() => [])).toEqual([]);
  });

  it.runIf(isRoot)(
    'classify a snapshot on a disk that fills during the rewrite (ENOSPC): the path, exit 1, snapshot as before',
    async () => {
      // 2 MB holds the 1.3 MB sample but not its rewritten decks.jsonl beside it.
      const disk = await mountTmpfs('full-snap', 'size=2m,mode=0777');
      const snap = await sampleIn(disk);
      const before = await readFile(path.join(snap, 'decks.jsonl'), 'utf8');
      const run = await runAsUser(['classify', '--data', snap, '--quiet']);
      expectOneLine(
        run,
        new RegExp(
          `^tcg: cannot write ${snap}/\\.decks\\.jsonl\\.tmp-\\d+-\\w+: no space left on the device \\(ENOSPC\\)`,
        ),
      );
      expect(await readFile(path.join(snap, 'decks.jsonl'), 'utf8')).toBe(before);
      expect((await readdir(snap)).filter((name) => name.startsWith('.'))).toEqual([]);
    },
  );
});
