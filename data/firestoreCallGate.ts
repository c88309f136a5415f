// Keeps a Firestore client's calls from outliving it. Closing refuses new calls, lets those in
// flight settle (bounded), and only then terminates: a call the client library starts on a
// terminated client (a page prefetched by a reader that stopped, the library's own retry after
// a backoff) rejects on a promise nobody holds, which ends a strict Node process.
import type { Firestore } from 'firebase-admin/firestore';
import { assertInternal } from '../engine/userError.ts';

/** What the client library's message says, as `ClientPool.run` rejects on a terminated client. */
export const CLIENT_TERMINATED = 'The client has already been terminated';

export interface CallGate {
  /** Calls started and not settled yet. */
  readonly inFlight: number;
  /**
   * Refuses every later call, waits up to `ms` for the calls in flight to settle, and fails the
   * ones still open to whoever waits on them, so nothing is left to start once terminated.
   */
  close(ms: number): Promise<void>;
}

type Call = (...args: unknown[]) => Promise<unknown>;

/**
 * The client library's funnels, internal but stable across its versions: every unary call
 * (commits, transactions) goes through `request`, every streamed one (queries, counts, getAll)
 * through `requestStream`, and both run on `_clientPool`.
 */
interface LibraryInternals {
  request: Call;
  requestStream: Call;
  _clientPool: { terminated: boolean; run: Call };
}

const ignore = () => undefined;

/** Installs the gate on a client just opened; the connection closes through it (firestoreClient.ts). */
export function gateCalls(db: Firestore, description: string): CallGate {
  const internals = db as unknown as LibraryInternals;
  const pool = internals._clientPool;
  assertInternal(
    typeof internals.request === 'function' &&
      typeof internals.requestStream === 'function' &&
      typeof pool?.run === 'function',
    'the Firestore client library no longer has request, requestStream and _clientPool.run (data/firestoreCallGate.ts)',
  );
  /** Each call started and not settled: when it settles, and how to fail it to its caller. */
  const open = new Set<{ settled: Promise<void>; fail: (error: Error) => void }>();
  let closed = false;

  for (const name of ['request', 'requestStream'] as const) {
    const original = internals[name].bind(db);
    internals[name] = (...args: unknown[]) => {
      // No code: not a transient gRPC error, so withRetry gives up on it at once.
      if (closed)
        return Promise.reject(
          new Error(`${description}: ${String(args[0])} after the connection was closed`),
        );
      return new Promise((resolve, reject) => {
        const entry = {
          settled: original(...args)
            .then(resolve, reject)
            .finally(() => open.delete(entry)),
          fail: reject,
        };
        open.add(entry);
      });
    };
  }

  // The one rejection swallowed: on a terminated client `run` rejects at once, and
  // `requestStream` (its retry loop included) drops that promise without a handler. Callers that
  // do hold it still get the rejection; only its being unhandled is removed.
  const run = pool.run.bind(pool);
  pool.run = (...args: unknown[]) => {
    const result = run(...args);
    if (pool.terminated) result.catch(ignore);
    return result;
  };

  return {
    get inFlight() {
      return open.size;
    },
    async close(ms: number) {
      closed = true;
      if (open.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, ms);
        });
        const settled = Promise.all([...open].map((entry) => entry.settled));
        await Promise.race([settled, timeout]).finally(() => clearTimeout(timer));
      }
      if (open.size === 0) return;
      const error = new Error(
        `${description}: the connection was closed with ${open.size} call(s) unanswered`,
      );
      for (const entry of open) entry.fail(error);
    },
  };
}
