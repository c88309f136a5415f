// The build's child processes (the code build, the plain path's pre-rendering, the accelerated
// path's document hashing and pre-rendering workers): how to start an entry, and how its failure
// comes back. A child that finds a bad document prints one prefixed line (childErrors.ts), which
// comes back as that user error; any other failure is a ChildFailed with the child's stderr.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPILED_CHILDREN_ENV } from '../../../data/compiledChildren.ts';
import { onStop } from '../../../data/tempFiles.ts';
import { userError } from '../../../engine/userError.ts';
import { USER_ERROR_PREFIX } from '../childErrors.ts';
import { REPO_ROOT } from '../siteRoot.ts';

/**
 * The child entries, by the name tsup compiles each to (lib/<name>.js, see tsup.config.ts), with
 * their source beside the repository root.
 */
export const CHILD_ENTRIES = {
  buildSiteCode: 'cli/pipelines/buildSiteCode.ts',
  vikePrerender: 'cli/pipelines/site/plain/vikePrerender.ts',
  hashDocsChild: 'cli/pipelines/site/accelerated/hashDocsChild.ts',
  prerenderShard: 'cli/pipelines/site/accelerated/prerenderShard.ts',
} as const;
export type ChildEntry = keyof typeof CHILD_ENTRIES;

// Set by the test setup once lib/ is current: the sources' children then start compiled, as
// production's do (through tsx, the thousands of modules vike loads cost twice the CPU).
export { COMPILED_CHILDREN_ENV };

/**
 * How to start a child's entry: compiled in lib/ (every chunk sits beside the entries), or, from
 * the TypeScript sources (development), through tsx unless lib/ is known current.
 */
export function childEntry(name: ChildEntry): string[] {
  if (!import.meta.url.endsWith('.ts')) return [fileURLToPath(new URL(`./${name}.js`, import.meta.url))];
  if (process.env[COMPILED_CHILDREN_ENV] === '1') return [path.join(REPO_ROOT, 'lib', `${name}.js`)];
  return [path.join(REPO_ROOT, 'bin', 'run-ts.js'), path.join(REPO_ROOT, CHILD_ENTRIES[name])];
}

/** A child ended with neither success nor a user error: its stderr says why. */
export class ChildFailed extends Error {
  constructor(
    what: string,
    readonly stderr: string,
    end: string,
  ) {
    super(`${what} failed (${end}): ${stderr.slice(-1500)}`);
  }
}

export interface ChildOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Where a caller that runs several children at once keeps them (to stop them all). */
  running?: Set<ChildProcess>;
  /** stderr lines starting with one of these are the caller's to read, not passed through. */
  quietPrefixes?: readonly string[];
  /** Given the child as soon as it is started (to talk to it over its IPC channel). */
  onSpawn?: (child: ChildProcess) => void;
}

/**
 * Runs an entry (see childEntry) in a child process and resolves with its stdout. A child that
 * reports a user error (a bad document) rejects with that UserError; any other failure with a
 * ChildFailed.
 */
export function runChild(what: string, args: string[], options: ChildOptions): Promise<string> {
  // TCG_BUILD_PROFILE_DIR: each child writes a V8 CPU profile there (for benchmarks).
  const profileDir = process.env.TCG_BUILD_PROFILE_DIR;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const quiet = [USER_ERROR_PREFIX, ...(options.quietPrefixes ?? [])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...profile, ...args], {
      cwd: options.cwd,
      env: options.env,
      // The IPC channel is the child's lifeline: it exits when the channel closes (exitWithParent.ts),
      // so a build killed with SIGKILL leaves no child running.
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    options.running?.add(child);
    options.onSpawn?.(child);
    // A stopped build stops its children first, so none writes into a folder being removed.
    const forget = onStop(() => child.kill('SIGKILL'));
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (text: string) => {
      stdout += text;
    });
    child.stderr!.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
      // Warnings pass through as they come; the error itself is summarised below.
      if (!quiet.some((prefix) => text.includes(prefix))) process.stderr.write(text);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      options.running?.delete(child);
      forget();
      if (code === 0) return resolve(stdout);
      const userMessage = stderr
        .split('\n')
        .find((line) => line.startsWith(USER_ERROR_PREFIX))
        ?.slice(USER_ERROR_PREFIX.length);
      if (userMessage) return reject(userError('DOCS_INVALID', userMessage));
      reject(new ChildFailed(what, stderr, signal ?? `exit ${code}`));
    });
  });
}

/** The last line a child printed on stdout, parsed: how a child reports its counts. */
export function lastJsonLine<T>(stdout: string): T {
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as T;
}
