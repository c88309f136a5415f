// Runs the real `bin/tcg.js` in a child process, as a user would, and returns what it printed.
import { execFile } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface TcgRun {
  code: number;
  stdout: string;
  stderr: string;
}

export function runTcg(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<TcgRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'bin/tcg.js'), ...args],
      { cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 << 20 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** Non-empty lines of an output. */
export function linesOf(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}
