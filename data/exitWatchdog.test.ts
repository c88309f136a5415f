// A stopped process ends even when its exit cannot finish by itself (a thread blocked in open()
// of a FIFO held process.exit forever, issue 43): SIGTERM prints the stop line, then ends.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../tests/helpers/runTcg.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'tcg-watchdog-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Longer than the watchdog's grace by far: a process still there then would never end. */
const HANG_MS = 30_000;

describe('installStopCleanup: a stop whose exit is blocked', () => {
  it('ends the process after its stop line, though a thread is stuck in open() of a FIFO', async () => {
    const fifo = path.join(dir, 'results.csv');
    execFileSync('mkfifo', [fifo]);
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'bin/run-ts.js'), 'tests/helpers/stuckExit.ts', fifo],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      if (text.includes('ready')) child.kill('SIGTERM');
    });
    let hung = false;
    const guard = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, HANG_MS);
    const signal = await new Promise<NodeJS.Signals | null>((resolve) => {
      child.on('close', (_code, closedBy) => resolve(closedBy));
    });
    clearTimeout(guard);
    expect(stderr).toContain('tcg: stopped (SIGTERM); temporary files removed');
    expect(hung, 'the process was still there long after its stop line').toBe(false);
    // The watchdog's kill: the exit itself could not finish.
    expect(signal).toBe('SIGKILL');
  });
});
