// Runs a child process and measures its wall time, peak resident memory (Linux VmHWM, sampled
// from /proc every 50 ms; the kernel keeps the high-water mark, so sampling loses little) and
// CPU time (utime + stime from /proc/<pid>/stat, so at most the last 50 ms are missed).
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';

export interface ChildMeasurement {
  exitCode: number | null;
  wallMs: number;
  /** Peak resident set size in bytes, or undefined where /proc is not available. */
  peakRssBytes: number | undefined;
  /** User + system CPU seconds of the process (all its threads), or undefined without /proc. */
  cpuSeconds: number | undefined;
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

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on every Linux port). */
const USER_HZ = 100;

/** The process's user + system CPU seconds so far, or undefined once it has gone. */
async function readCpuSeconds(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces, inside parentheses): utime is the
    // 14th field of the line, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / USER_HZ : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Spawns `command args` (no shell, so the pid measured is the program itself), waits for it to
 * exit, and returns its exit code, wall time, peak RSS, CPU time and output.
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
    let cpu: number | undefined;
    const sample = async () => {
      if (child.pid === undefined) return;
      const [hwm, seconds] = await Promise.all([readHighWaterMark(child.pid), readCpuSeconds(child.pid)]);
      if (hwm !== undefined) peak = Math.max(peak ?? 0, hwm);
      if (seconds !== undefined) cpu = Math.max(cpu ?? 0, seconds);
    };
    const timer = setInterval(() => void sample(), options.pollMs ?? 50);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (exitCode) => {
      clearInterval(timer);
      const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
      resolve({ exitCode, wallMs, peakRssBytes: peak, cpuSeconds: cpu, stdout, stderr });
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
