// Through the real CLI: classify stopped by SIGTERM and aggregate stopped by
// SIGINT while their temporary files exist leave none behind and the snapshot as it was; a
// temporary file a killed run left is removed by the next run. Aggregate stopped
// while its threads write deck pages exits 130 without a stack trace, and `kill -9` of a build
// leaves no pre-render worker running.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES_BETWEEN_TURNS } from '../cli/pipelines/exitWithParent.ts';
import { repoRoot, runTcg } from './helpers/runTcg.ts';
import { fingerprint } from './helpers/snapshot.ts';

let work: string;
let snap: string;

/**
 * data/sample with its decks repeated under new ids (13,200 decks, 47 MB), big enough to stop in
 * the middle: classify's temporary file lives for seconds, the deck pages number thousands.
 */
beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'tcg-stop-'));
  snap = path.join(work, 'snap');
  await cp(path.join(repoRoot, 'data', 'sample'), snap, { recursive: true });
  const lines = (await readFile(path.join(snap, 'decks.jsonl'), 'utf8')).split('\n').filter(Boolean);
  const many: string[] = [];
  for (let copy = 0; copy < 40; copy++) {
    for (const line of lines) {
      const deck = JSON.parse(line) as { id: string };
      many.push(JSON.stringify({ ...deck, id: `${deck.id}-${copy}` }));
    }
  }
  await writeFile(path.join(snap, 'decks.jsonl'), `${many.join('\n')}\n`);
  const manifestFile = path.join(snap, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  manifest.counts.decks = many.length;
  await writeFile(manifestFile, JSON.stringify(manifest));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const TEMP = /\.tmp-\d+|\.docs-tmp-\d+/;

/** Starts tcg; sends `signal` as soon as a temporary file shows in `dir`; resolves with the exit. */
function stopWhenTemp(args: string[], dir: string, signal: NodeJS.Signals) {
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'bin/tcg.js'), ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  let sent = false;
  const poll = setInterval(async () => {
    const names = await readdir(dir).catch(() => [] as string[]);
    if (!sent && names.some((name) => TEMP.test(name))) {
      sent = true;
      child.kill(signal);
    }
  }, 10);
  return new Promise<{ code: number | null; sent: boolean; stderr: string }>((resolve) => {
    child.on('close', (code) => {
      clearInterval(poll);
      resolve({ code, sent, stderr });
    });
  });
}

describe('a stopped run', { timeout: 180_000 }, () => {
  it('classify stopped by SIGTERM removes its temporary file; the snapshot is as before', async () => {
    const before = await fingerprint(snap);
    const run = await stopWhenTemp(
      ['classify', '--data', snap, '--quiet', '--threads', '1'],
      snap,
      'SIGTERM',
    );
    expect(run.sent, 'the temporary file appeared').toBe(true);
    expect(run.code, run.stderr).toBe(143);
    expect(run.stderr).toContain('tcg: stopped (SIGTERM); temporary files removed');
    expect(await fingerprint(snap)).toEqual(before);
  });

  it('aggregate stopped by SIGINT removes its temporary docs folder', async () => {
    const out = path.join(work, 'out');
    const run = await stopWhenTemp(['aggregate', '--data', snap, '--out', out, '--quiet'], out, 'SIGINT');
    expect(run.sent, 'the temporary folder appeared').toBe(true);
    expect(run.code, run.stderr).toBe(130);
    expect(await readdir(out)).toEqual([]);
  });

  it('a temporary file a killed run left is removed by the next run', async () => {
    // The sample as it is: the sweep does not depend on the snapshot's size.
    const small = path.join(work, 'small');
    await cp(path.join(repoRoot, 'data', 'sample'), small, { recursive: true });
    const left = path.join(small, '.decks.jsonl.tmp-4194999-0123abcd');
    await writeFile(left, 'half a file');
    const old = new Date(Date.now() - 5 * 60_000);
    await utimes(left, old, old);
    const run = await runTcg(['classify', '--data', small, '--dry-run', '--quiet']);
    expect(run.code, run.stderr).toBe(0);
    expect(await readdir(small)).toContain(path.basename(left)); // a dry run writes nothing, sweeps nothing
    const real = await runTcg(['classify', '--data', small, '--quiet']);
    expect(real.code, real.stderr).toBe(0);
    expect(real.stderr).toContain(`tcg: removed ${left}, left by a stopped run`);
    expect(await readdir(small)).not.toContain(path.basename(left));
  });

  it('aggregate stopped by SIGINT while its threads write deck pages: exit 130, one line, nothing left', async () => {
    const out = path.join(work, 'out-pages');
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'bin/tcg.js'), 'aggregate', '--data', snap, '--out', out, '--quiet'],
      { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    // Wait until deck pages are being written (a few hundred files in the temporary folder).
    let sent = false;
    while (!sent) {
      const temp = (await readdir(out).catch(() => [] as string[])).find((name) => TEMP.test(name));
      const pages = temp
        ? await readdir(path.join(out, temp, 'public_deck_details')).catch(() => [] as string[])
        : [];
      if (pages.length >= 300) {
        sent = child.kill('SIGINT');
      } else if (child.exitCode !== null) break;
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const code = await closed;
    expect(sent, 'deck pages were being written when the signal came').toBe(true);
    expect(code, stderr).toBe(130);
    expect(stderr).not.toMatch(/\n\s+at |ENOTEMPTY|internal error/);
    expect(stderr.trim()).toMatch(/^tcg: stopped \(SIGINT\); temporary files removed/);
    expect(await readdir(out)).toEqual([]);
  });

  it('kill -9 of tcg build in the middle of the fast pages: the worker stops within a turn of its loop', async () => {
    const out = path.join(work, 'out-build');
    const aggregated = await runTcg([
      'aggregate',
      '--data',
      path.join(repoRoot, 'data', 'sample'),
      '--out',
      out,
      '--quiet',
    ]);
    expect(aggregated.code, aggregated.stderr).toBe(0);
    const build = spawn(
      process.execPath,
      [
        path.join(repoRoot, 'bin/tcg.js'),
        'build',
        '--docs',
        path.join(out, 'docs'),
        '--out',
        path.join(work, 'site'),
        '--quiet',
      ],
      { cwd: repoRoot, stdio: 'ignore' },
    );
    const closed = new Promise((resolve) => build.on('close', resolve));
    let workers: number[] = [];
    while (workers.length === 0 && build.exitCode === null) {
      workers = childrenOf(build.pid!).filter((pid) => commandOf(pid).includes('prerenderShard'));
      if (workers.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(workers.length, 'a pre-render worker was running').toBeGreaterThan(0);
    // The deck pages of the folder being written (outputFolder.ts): vike renders two, the worker
    // the rest in its own loop (fastPages.ts). Killed once that loop is under way.
    const decks = path.join(work, `.site.tmp-${build.pid}`, 'deck');
    const written = () => readdirSafe(decks).length;
    while (written() < 10 && build.exitCode === null) await new Promise((resolve) => setImmediate(resolve));
    // Every shard's worker, listed again at the kill: the second may have started after the first.
    workers = childrenOf(build.pid!).filter((pid) => commandOf(pid).includes('prerenderShard'));
    build.kill('SIGKILL');
    const atKill = written();
    const killedAt = Date.now();
    await closed;
    // Counted from the parent's death as this process sees it (reaped, so its IPC channel is
    // closed), not from the signal: on a loaded machine the build is gone some time after the
    // signal (CI: 108 pages against a bound of 64), and its workers render on until it is.
    const atDeath = written();
    expect(atKill, 'the fast loop was under way, far from its end').toBeGreaterThanOrEqual(10);
    expect(atKill).toBeLessThan(200);
    // Each worker notices its parent is gone at its next turn and ends (without the check, 324
    // pages and 18 s went on being written): one turn's pages for each worker, as much again as
    // slack for the turn under way while the folder was listed, and well within 10 s.
    while (workers.some(isAlive)) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now() - killedAt).toBeLessThan(10_000);
    expect(written() - atDeath).toBeLessThanOrEqual(workers.length * 2 * PAGES_BETWEEN_TURNS);
  });
});

/** The pids whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const name of readdirSafe('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) children.push(Number(name));
    } catch {
      // The process ended meanwhile.
    }
  }
  return children;
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/** Running: it exists and is not a zombie (an ended child nobody reaped yet). */
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}
