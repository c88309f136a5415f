// Temporary files and folders of a run: those registered here are removed when
// the process is stopped by SIGINT or SIGTERM, and a later run sweeps the ones a killed run
// (kill -9, power loss) left behind, matched by name (they carry the writer's pid) and age.
import { rmSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { armExitWatchdog } from './exitWatchdog.ts';

const live = new Set<string>();
const cleanups = new Set<() => void>();

/** Marks a temporary path of this run: removed (recursively) if the process is stopped. */
export function registerTemp(target: string): void {
  live.add(target);
}

/** Runs `cleanup` (synchronous) if the process is stopped; call the returned function when done. */
export function onStop(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/**
 * Removes every registered temporary path now (from a signal handler: synchronous); returns the
 * ones it could not remove. Worker threads may still be writing into a folder (aggregate's deck
 * pages): its removal then meets a file written meanwhile (ENOTEMPTY) and is tried again, and a
 * folder still not gone is left to the next run's sweep. It never throws: the process is stopping.
 */
export function removeLiveTemps(): string[] {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // Best effort: the process is stopping.
    }
  }
  const left: string[] = [];
  for (const target of live) {
    for (let attempt = 1; ; attempt++) {
      try {
        rmSync(target, { recursive: true, force: true });
        break;
      } catch {
        if (attempt < REMOVE_ATTEMPTS) continue;
        left.push(target);
        break;
      }
    }
  }
  live.clear();
  return left;
}

/** Tries to remove a temporary folder that writers are still filling, before leaving it. */
const REMOVE_ATTEMPTS = 50;

/**
 * What a stop leaves, said by the stop line instead of "the output is as before" while a command
 * writes in place (the ingestion commands, an in-place aggregate or build); call the returned
 * function when that writing is over.
 */
export function stopNotice(text: string): () => void {
  const entry = { text };
  notices.push(entry);
  return () => {
    const at = notices.indexOf(entry);
    if (at >= 0) notices.splice(at, 1);
  };
}
const notices: { text: string }[] = [];

/** The stop line: what was removed and, truthfully, what the output is now. */
export function stopLine(signal: NodeJS.Signals, left: readonly string[]): string {
  const removed =
    left.length === 0
      ? 'temporary files removed'
      : `temporary files removed except ${left.join(', ')} (the next run removes ${left.length === 1 ? 'it' : 'them'})`;
  const output = notices.at(-1)?.text ?? 'the output is as before';
  return `tcg: stopped (${signal}); ${removed}, ${output}`;
}

let installed = false;
/** Per signal, the commands that stop gracefully on it (see gracefulInterrupt). */
const graceful = new Map<NodeJS.Signals, number>();

/**
 * Leaves the next signal to a command that stops gracefully on its own (export and import on
 * Ctrl-C, the preview server on both); call the returned function once it has, or when done,
 * and the signal stops the process again.
 */
export function gracefulInterrupt(signals: readonly NodeJS.Signals[] = ['SIGINT']): () => void {
  for (const signal of signals) graceful.set(signal, (graceful.get(signal) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const signal of signals) graceful.set(signal, (graceful.get(signal) ?? 1) - 1);
  };
}

/**
 * Installs SIGINT and SIGTERM handlers that remove the live temporary paths and exit with the
 * shell's code (130, 143). A command that stops gracefully on the first Ctrl-C (export, import)
 * says so with gracefulInterrupt: ours then acts on the second one.
 */
export function installStopCleanup(): void {
  if (installed) return;
  installed = true;
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    // Other listeners (signal-exit, loaded by proper-lockfile) do not end the process while
    // this one is there: it must, unless a graceful stop is under way.
    process.on(signal, () => {
      if ((graceful.get(signal) ?? 0) > 0) return;
      const left = removeLiveTemps();
      process.stderr.write(`${stopLine(signal, left)}\n`);
      armExitWatchdog();
      process.exit(code);
    });
  }
}

/** The names temporary paths get (data/atomic.ts, FolderSink, buildSite): the writer's pid inside. */
const TEMP_NAMES = [
  /^\..+\.(?:tmp|old)-(\d+)(?:-[0-9a-f]{8})?$/,
  /^\.docs-tmp-(\d+)-[0-9a-f]{8}$/,
  /^build-(\d+)$/,
];
/**
 * `tcg build`'s working folder in the system temp folder (`tcg-build-PID-XXXXXX`, mkdtemp's six
 * characters): swept there by this pattern alone, as that folder is shared with other programs.
 */
export const BUILD_WORK_NAME = /^tcg-build-(\d+)-[A-Za-z0-9]{6}$/;
/** Younger than this, a temporary path may belong to a run that is starting: left alone. */
const MIN_AGE_MS = 60_000;
/** Older than this, it is stale even if its pid now names another process (pids are reused). */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary paths in `dir` that a stopped run left: a name of ours, older than a
 * minute, whose writer is no longer running (or older than a day). An `.old-` folder is kept
 * when what it was replacing is missing: it may be the only copy. Returns the removed paths.
 */
export async function removeStaleTemps(
  dir: string,
  now = Date.now(),
  patterns: readonly RegExp[] = TEMP_NAMES,
): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const pid = patterns.map((pattern) => pattern.exec(name)?.[1]).find(Boolean);
    if (pid === undefined) continue;
    const target = path.join(dir, name);
    const info = await stat(target).catch(() => undefined);
    if (!info) continue;
    const age = now - info.mtimeMs;
    if (age < MIN_AGE_MS || (isRunning(Number(pid)) && age < MAX_AGE_MS)) continue;
    const replaced = /^\.(.+)\.old-\d+-[0-9a-f]{8}$/.exec(name)?.[1];
    if (replaced !== undefined && !(await stat(path.join(dir, replaced)).catch(() => undefined))) continue;
    await rm(target, { recursive: true, force: true });
    removed.push(target);
  }
  return removed;
}

/** removeStaleTemps in each folder, telling each removal on stderr. */
export async function sweepStaleTemps(
  dirs: readonly string[],
  tell: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
  patterns: readonly RegExp[] = TEMP_NAMES,
): Promise<void> {
  for (const dir of new Set(dirs.map((d) => path.resolve(d)))) {
    for (const removed of await removeStaleTemps(dir, Date.now(), patterns))
      tell(`tcg: removed ${removed}, left by a stopped run`);
  }
}
