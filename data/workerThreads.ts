// Worker threads that run TypeScript modules of this repository (through tsx's loader), and the
// errors they send back: a UserError stays one (its code and one-line message), anything else
// keeps its message and stack.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { isUserError, UserError, type UserErrorCode } from '../engine/userError.ts';

/** tsx's ESM register API (the CommonJS build cannot register hooks from a worker thread). */
function tsxLoaderUrl(): string {
  const commonJs = createRequire(import.meta.url).resolve('tsx/esm/api');
  return pathToFileURL(commonJs.replace(/\.cjs$/, '.mjs')).href;
}

/** Starts a worker thread: TypeScript through tsx's loader, then `workerData.entry`. */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
import(workerData.tsx)
  .then((tsx) => { tsx.register(); return import(workerData.entry); })
  .catch((error) => { console.error(error); process.exit(1); });
`;

/** A worker thread running the TypeScript module `entry` (a file URL), with `workerData`. */
export function startTsWorker(entry: string, workerData: Record<string, unknown>): Worker {
  return new Worker(BOOTSTRAP, { eval: true, workerData: { ...workerData, entry, tsx: tsxLoaderUrl() } });
}

/** An error as it crosses from a worker thread (see errorFromThread). */
export interface ThreadError {
  userError: { code: string; message: string } | undefined;
  message: string;
  stack?: string;
}

export function errorToThread(error: unknown): ThreadError {
  return {
    userError: isUserError(error) ? { code: error.code, message: error.message } : undefined,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  };
}

export function errorFromThread(error: ThreadError): Error {
  if (error.userError) return new UserError(error.userError.code as UserErrorCode, error.userError.message);
  return Object.assign(new Error(error.message), { stack: error.stack });
}
