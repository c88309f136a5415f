// Runs a child process and measures its wall time and peak resident memory (Linux VmHWM,
// sampled from /proc every 50 ms; the kernel keeps the high-water mark, so sampling loses little).
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';

export interface ChildMeasurement {
  exitCode: number | null;
  wallMs: number;
  /** Peak resident set size in bytes, or undefined where /proc is not available. */
  peakRssBytes: number | undefined;
  stdout: string;
  stderr: string;
}

/** The process's resident high-water mark in bytes, or undefined once it has gone. */
async function readHighWaterMark(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

/**
 * Spawns `command args` (no shell, so the pid measured is the program itself), waits for it to
 * exit, and returns its exit code, wall time, peak RSS and output.
 */
export function measureChild(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; pollMs?: number } = {},
): Promise<ChildMeasurement> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    let peak: number | undefined;
    const sample = async () => {
      if (child.pid === undefined) return;
      const hwm = await readHighWaterMark(child.pid);
      if (hwm !== undefined) peak = Math.max(peak ?? 0, hwm);
    };
    const timer = setInterval(() => void sample(), options.pollMs ?? 50);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (exitCode) => {
      clearInterval(timer);
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      resolve({ exitCode, wallMs, peakRssBytes: peak, stdout, stderr });
    });
  });
}

/** The median of a non-empty list of numbers. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
