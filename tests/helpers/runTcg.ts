// Runs the real `bin/tcg.js` in a child process, as a user would, and returns what it printed.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
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

/**
 * Starts tcg and stops it with `signals`: the first once `ready()` holds, each next one once the
 * command has said it is stopping (polled every 10 ms). Resolves with its exit and how many
 * signals were sent (fewer when it ended first).
 */
export function stopTcgWhen(
  args: readonly string[],
  ready: () => boolean,
  signals: readonly NodeJS.Signals[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; sent: number; stdout: string; stderr: string }> {
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'bin/tcg.js'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (text: string) => {
    stdout += text;
  });
  child.stderr!.setEncoding('utf8').on('data', (text: string) => {
    stderr += text;
  });
  let sent = 0;
  const poll = setInterval(() => {
    if (sent === 0 && ready()) {
      child.kill(signals[sent++]);
    } else if (sent > 0 && sent < signals.length && stderr.includes('stopping after the work in flight')) {
      child.kill(signals[sent++]);
    }
  }, 10);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearInterval(poll);
      resolve({ code, sent, stdout, stderr });
    });
  });
}
