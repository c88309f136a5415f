// `tcg … | head`: the real bin, its stdout a pipe whose reader is already gone (a FIFO opened
// for reading, then closed before the command starts), so its first write to stdout fails with
// EPIPE every time. Each command must end quietly with exit 0, not with an EPIPE stack.
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, constants, openSync } from 'node:fs';
import { cp, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linesOf, repoRoot } from './helpers/runTcg.ts';
import { removeDir, tempDir } from './helpers/snapshot.ts';

let work: string;
let snapshot: string;
beforeAll(async () => {
  work = await tempDir('tcg-epipe-');
  snapshot = path.join(work, 'snapshot');
  await cp(path.join(repoRoot, 'data/sample'), snapshot, { recursive: true });
});
afterAll(async () => {
  await removeDir(work);
});

let fifos = 0;
/** Runs the bin with stdout on a pipe nobody reads any more; resolves its exit code and stderr. */
function runIntoClosedPipe(args: readonly string[]): Promise<{ code: number | null; stderr: string }> {
  const fifo = path.join(work, `stdout-${fifos++}.fifo`);
  execFileSync('mkfifo', [fifo]);
  const reader = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writer = openSync(fifo, constants.O_WRONLY);
  closeSync(reader);
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin/tcg.js'), ...args], {
    cwd: repoRoot,
    stdio: ['ignore', writer, 'pipe'],
  });
  closeSync(writer);
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('tcg <command> with its stdout closed by the reader (| head)', () => {
  const deckId = '3vJv1r-va2iGb-SPpEPb';
  const commands: Record<string, () => string[]> = {
    '--help': () => ['--help'],
    preview: () => ['preview', deckId, '--data', snapshot],
    'preview --json': () => ['preview', deckId, '--data', snapshot, '--json'],
    'rules validate': () => ['rules', 'validate', '--data', snapshot],
    'classify --dry-run': () => ['classify', '--data', snapshot, '--dry-run', '--quiet'],
  };
  for (const [name, args] of Object.entries(commands)) {
    it(`${name}: exit 0, no EPIPE, no stack`, async () => {
      const run = await runIntoClosedPipe(args());
      expect(run.stderr).not.toMatch(/EPIPE|node:events|\n\s+at /);
      expect(run.code).toBe(0);
    });
  }

  it('aggregate: exit 0 and its output folder whole, no temporary folder left', async () => {
    const out = path.join(work, 'site-data');
    const run = await runIntoClosedPipe(['aggregate', '--data', snapshot, '--out', out]);
    expect(linesOf(run.stderr).filter((line) => /EPIPE|^\s+at /.test(line))).toEqual([]);
    expect(run.code).toBe(0);
    const names = await readdir(out);
    expect(names.filter((name) => name.startsWith('.'))).toEqual([]);
    expect(names).toContain('docs');
  });
});
