// The one pool of worker threads (piscina): each thread runs data/snapshotWorker.ts with a typed
// task (engine/tasks.ts) in its setup and answers typed requests. Errors come back as values: a
// UserError stays one (its code and one-line message), anything else keeps its message and stack.

import { fileURLToPath } from 'node:url';
import type { MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { fileSystemUserError } from '../../../engine/fileSystemError.ts';
import type { ThreadTask } from '../../../engine/tasks.ts';
import { isUserError, UserError, type UserErrorCode } from '../../../engine/userError.ts';
import { COMPILED_CHILDREN_ENV } from '../../compiledChildren.ts';
import type { ChunkResult } from '../inPlaceUpdate/snapshotUpdate.ts';
import type { PartTarget } from './partDocWriter.ts';

/** What every thread of a pool gets once: the task, the file and whether to build new bytes. */
export interface WorkerSetup {
  task: ThreadTask;
  file: string;
  /** Build each chunk's new bytes (false for a dry run: only count). */
  write: boolean;
  /** Count each chunk's documents for the task's cache (engine/tasks.ts countOf). */
  count?: boolean;
  /** Where a fold writes the documents it emits (a folder sink's folder), if it emits any. */
  documents?: PartTarget;
}

/** What a thread is asked to do; `progress` receives a count of documents every so often. */
export type WorkerRequest =
  | { op: 'updateChunk'; chunk: Uint8Array; firstLine: number }
  | { op: 'foldPart'; start: number; end: number; progress: MessagePort };

interface Replies {
  updateChunk: ChunkResult;
  /** The fold's result (engine/tasks.ts FoldResult). */
  foldPart: unknown;
}

export type WorkerReply = { ok: true; value: unknown } | { ok: false; error: ThreadError };

/** An error as it crosses from a worker thread. */
export interface ThreadError {
  userError: { code: string; message: string } | undefined;
  message: string;
  stack?: string;
}

/**
 * A reply whose `buffers` move to the main thread instead of being copied (piscina's
 * Transferable): they are no longer usable in the thread that sent them.
 */
export function moving(reply: WorkerReply, buffers: readonly ArrayBuffer[]): WorkerReply {
  if (buffers.length === 0) return reply;
  const transferable = {
    get [Piscina.transferableSymbol]() {
      return buffers;
    },
    get [Piscina.valueSymbol]() {
      return reply;
    },
  };
  // Piscina unwraps it: the main thread receives `reply`.
  return Piscina.move(
    transferable as unknown as Parameters<typeof Piscina.move>[0],
  ) as unknown as WorkerReply;
}

export function errorToThread(error: unknown): ThreadError {
  // A fixable file-system error (a full disk) crosses as the user error it is.
  const user = isUserError(error) ? error : fileSystemUserError(error);
  return {
    userError: user ? { code: user.code, message: user.message } : undefined,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  };
}

function errorFromThread(error: ThreadError): Error {
  if (error.userError) return new UserError(error.userError.code as UserErrorCode, error.userError.message);
  return Object.assign(new Error(error.message), { stack: error.stack });
}

/**
 * The worker's file: compiled beside this module (lib/); when running from the TypeScript sources
 * (tests, development), lib/'s once the test setup found it current (COMPILED_CHILDREN_ENV), else a
 * bootstrap that loads the TypeScript worker through tsx.
 */
export function workerFile(): string {
  if (!import.meta.url.endsWith('.ts')) return fileURLToPath(new URL('./snapshotWorker.js', import.meta.url));
  if (process.env[COMPILED_CHILDREN_ENV] === '1')
    return fileURLToPath(new URL('../../../lib/snapshotWorker.js', import.meta.url));
  return fileURLToPath(new URL('./snapshotWorker.dev.mjs', import.meta.url));
}

/** The flag turning require(esm) off, where this Node knows it (see TaskPool.open). */
const NO_REQUIRE_ESM = process.allowedNodeEnvironmentFlags.has('--no-experimental-require-module')
  ? ['--no-experimental-require-module']
  : [];

export class TaskPool {
  private constructor(private readonly pool: Piscina) {}

  /** Starts `threads` worker threads, each set up with `setup`. */
  static open(threads: number, setup: WorkerSetup): TaskPool {
    return new TaskPool(
      new Piscina({
        filename: workerFile(),
        minThreads: threads,
        maxThreads: threads,
        // Tasks are queued in the caller (two per thread at most); a thread idles only at the end.
        idleTimeout: 60_000,
        workerData: setup,
        // Piscina loads the worker with require() first, and Node 20's require(esm) racing the
        // worker's own import() aborts the whole process (V8 "IsGraphAsync must be used on an
        // instantiated module"). Without require(esm), piscina falls back to import() alone.
        execArgv: [...process.execArgv, ...NO_REQUIRE_ESM],
      }),
    );
  }

  /** Runs one request in a free thread; its error is rethrown here. */
  async run<R extends WorkerRequest>(request: R): Promise<Replies[R['op']]> {
    const transferList = request.op === 'foldPart' ? [request.progress] : undefined;
    const reply = (await this.pool.run(request, transferList ? { transferList } : {})) as WorkerReply;
    if (!reply.ok) throw errorFromThread(reply.error);
    return reply.value as Replies[R['op']];
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
