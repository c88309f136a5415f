// Connects to Cloud Firestore (or an emulator) with firebase-admin, finding credentials the
// usual way, and retries transient gRPC failures with backoff before giving one clear error.
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type App, applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { usageError, userError } from '../engine/userError.ts';
import { gateCalls } from './firestoreCallGate.ts';

/** How the client authenticates: a closed set, decided once from the environment. */
export type CredentialSource =
  | { kind: 'emulator'; host: string }
  | { kind: 'keyFile'; file: string }
  | { kind: 'gcloud'; file: string }
  | { kind: 'metadata' };

type Env = Record<string, string | undefined>;

/** The gcloud application-default credentials file (`gcloud auth application-default login`). */
export function gcloudCredentialsFile(env: Env): string {
  if (process.platform === 'win32' && env.APPDATA) {
    return path.join(env.APPDATA, 'gcloud', 'application_default_credentials.json');
  }
  const config = env.CLOUDSDK_CONFIG ?? path.join(env.HOME ?? os.homedir(), '.config', 'gcloud');
  return path.join(config, 'application_default_credentials.json');
}

// Set by Google's runtimes (Cloud Run, Functions, App Engine, Cloud Build, GKE), whose metadata server gives tokens.
const GOOGLE_RUNTIME_VARS = ['K_SERVICE', 'FUNCTION_TARGET', 'GAE_ENV', 'CLOUD_RUN_JOB', 'BUILDER_OUTPUT'];

/**
 * Finds credentials as Google's client libraries do: the emulator host, then the key file of
 * GOOGLE_APPLICATION_CREDENTIALS, then gcloud's file, then a Google runtime's metadata server.
 */
export function resolveCredentials(env: Env = process.env, fileExists = existsSync): CredentialSource {
  const emulator = env.FIRESTORE_EMULATOR_HOST?.trim();
  if (emulator) return { kind: 'emulator', host: emulator };
  const keyFile = env.GOOGLE_APPLICATION_CREDENTIALS?.trim();
  if (keyFile) {
    if (!fileExists(keyFile)) {
      throw userError(
        'CREDENTIALS_MISSING',
        `GOOGLE_APPLICATION_CREDENTIALS: ${keyFile} not found; point it at a service-account key file or unset it`,
      );
    }
    return { kind: 'keyFile', file: keyFile };
  }
  const gcloud = gcloudCredentialsFile(env);
  if (fileExists(gcloud)) return { kind: 'gcloud', file: gcloud };
  if (GOOGLE_RUNTIME_VARS.some((name) => env[name]) || env.GCE_METADATA_HOST) return { kind: 'metadata' };
  throw userError(
    'CREDENTIALS_MISSING',
    'no Google credentials found; set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file, run `gcloud auth application-default login`, or set FIRESTORE_EMULATOR_HOST=host:port for an emulator',
  );
}

export interface FirestoreConnection {
  readonly db: Firestore;
  readonly projectId: string;
  /** `firestore:<project>` or `firestore:<project>@<emulator host>`, for messages. */
  readonly description: string;
  /** How its calls are retried, as the environment sets it (TCG_FIRESTORE_TIMEOUT_MS). */
  readonly retry: RetryOptions;
  close(): Promise<void>;
}

/**
 * The retry options the environment sets: TCG_FIRESTORE_TIMEOUT_MS, how long one attempt of a
 * call may take before it is retried (default 60 s); a bad value is one clear line.
 */
export function retryOptionsFromEnv(env: Env): RetryOptions {
  const text = env.TCG_FIRESTORE_TIMEOUT_MS?.trim() ?? '';
  if (text === '') return {};
  if (!/^\d+$/.test(text) || Number(text) <= 0) {
    throw usageError(
      `TCG_FIRESTORE_TIMEOUT_MS: "${text}" is not a whole number of milliseconds above 0; give e.g. 60000 or leave it unset`,
    );
  }
  return { attemptTimeoutMs: Number(text) };
}

let appCounter = 0;

// The calls we make are sent once by the client library (withRetry below retries them): its own
// retries of a commit last up to ten minutes, which would hide an outage behind a silent wait.
const ONCE = { retry_codes_name: 'tcg_none', retry_params_name: 'default' };
const SINGLE_ATTEMPT_CONFIG = {
  interfaces: {
    'google.firestore.v1.Firestore': {
      retry_codes: { tcg_none: [] },
      methods: { Commit: ONCE, RunQuery: ONCE, RunAggregationQuery: ONCE, BatchGetDocuments: ONCE },
    },
  },
};

/** Opens a Firestore client for `projectId`; throws a UserError when no credentials are found. */
export function openFirestore(projectId: string, env: Env = process.env): FirestoreConnection {
  if (!/^[a-z0-9][a-z0-9-]{0,62}$/i.test(projectId)) {
    throw usageError(
      `--project: "${projectId}" is not a Google Cloud project id (letters, digits and dashes)`,
    );
  }
  const retry = retryOptionsFromEnv(env);
  const credentials = resolveCredentials(env);
  // An emulator needs no token: without this, the auth library probes the GCE metadata server
  // in the background and may print a warning about it.
  if (credentials.kind === 'emulator') process.env.METADATA_SERVER_DETECTION ??= 'none';
  // Each connection is its own app, so tests and commands can open and close them freely.
  const app: App = initializeApp(
    credentials.kind === 'emulator' ? { projectId } : { projectId, credential: applicationDefault() },
    `tcg-${process.pid}-${++appCounter}`,
  );
  const db = getFirestore(app);
  db.settings({ ignoreUndefinedProperties: true, clientConfig: SINGLE_ATTEMPT_CONFIG });
  const description =
    credentials.kind === 'emulator' ? `firestore:${projectId}@${credentials.host}` : `firestore:${projectId}`;
  const gate = gateCalls(db, description);
  hostOf.set(
    description,
    credentials.kind === 'emulator' ? credentials.host : 'firestore.googleapis.com:443',
  );
  return {
    db,
    projectId,
    description,
    retry,
    async close() {
      // Every call settles (or is failed to its caller) first: nothing starts on a terminated client.
      await gate.close(CLOSE_TIMEOUT_MS);
      // Bounded: with the server gone, terminate waits on the calls it abandoned (seen: forever).
      await withinTime(db.terminate(), CLOSE_TIMEOUT_MS).catch(() => undefined);
      await withinTime(deleteApp(app), CLOSE_TIMEOUT_MS).catch(() => undefined);
    },
  };
}

/**
 * gRPC status codes worth retrying: the request may succeed if sent again a little later.
 * CANCELLED is what calls in flight get when the server shuts down; our writes are idempotent sets.
 */
const TRANSIENT_CODES: ReadonlyMap<number, string> = new Map([
  [1, 'CANCELLED'],
  [4, 'DEADLINE_EXCEEDED'],
  [8, 'RESOURCE_EXHAUSTED'],
  [10, 'ABORTED'],
  [13, 'INTERNAL'],
  [14, 'UNAVAILABLE'],
]);

function grpcCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

export function isTransient(error: unknown): boolean {
  const code = grpcCode(error);
  return code !== undefined && TRANSIENT_CODES.has(code);
}

export interface RetryOptions {
  /** Attempts in all, the first included. */
  attempts?: number;
  /** Retrying stops this long after the first failure, whatever the attempts left. */
  totalMs?: number;
  /** Told each retry (default: one line on stderr), so an outage is never a silent wait. */
  onRetry?: (line: string) => void;
  /** The first wait; each next wait doubles, with jitter. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /**
   * How long one attempt may take before it counts as DEADLINE_EXCEEDED and is retried: a call
   * in flight when the connection dropped may otherwise never settle (seen with commits).
   */
  attemptTimeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** Long enough for a page of 500 documents, a batch of 500 writes or a count on a slow day. */
const DEFAULT_ATTEMPT_TIMEOUT_MS = 60_000;
/** Retries of one call end this long after its first failure (not 20 minutes). */
const DEFAULT_RETRY_TOTAL_MS = 60_000;
/** How long closing a connection may take before it is left to the process's exit. */
const CLOSE_TIMEOUT_MS = 2_000;
/** How long the first contact with a host may take to connect. */
const PROBE_TIMEOUT_MS = 5_000;

/** The host:port of each connection, by description, for the first-contact probe. */
const hostOf = new Map<string, string>();
/** One probe per host and process: a refused connection fails the command before any retry. */
const probes = new Map<string, Promise<void>>();

/**
 * Connects to the host once (TCP) before the first call: with nothing listening, the client
 * library waits for the server without end, so "connection refused" is found here, at once.
 */
function probeOnce(target: string): Promise<void> {
  const host = hostOf.get(target);
  if (host === undefined) return Promise.resolve();
  let probe = probes.get(host);
  if (!probe) {
    probe = probeHost(target, host);
    probes.set(host, probe);
  }
  return probe;
}

function probeHost(target: string, host: string): Promise<void> {
  const at = host.lastIndexOf(':');
  const name = at > 0 ? host.slice(0, at).replace(/^\[|\]$/g, '') : host;
  const port = at > 0 ? Number(host.slice(at + 1)) : 443;
  return new Promise((resolve, reject) => {
    const socket = connect({ host: name, port, timeout: PROBE_TIMEOUT_MS });
    const fail = (reason: string) => {
      socket.destroy();
      reject(
        userError(
          'FIRESTORE_UNAVAILABLE',
          `${target}: cannot connect to ${host} (${reason}); check that Firestore${hostOf.get(target)?.endsWith(':443') ? '' : ' (the emulator: FIRESTORE_EMULATOR_HOST)'} is running and reachable, then rerun`,
        ),
      );
    };
    socket.once('connect', () => {
      socket.destroy();
      resolve();
    });
    socket.once('timeout', () => fail(`no answer within ${PROBE_TIMEOUT_MS / 1000} s`));
    socket.once('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
  });
}

/** `promise`, or a DEADLINE_EXCEEDED error after `ms`; the abandoned call is left to settle. */
function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const seconds = Math.round(ms / 100) / 10;
      reject(Object.assign(new Error(`4 DEADLINE_EXCEEDED: no answer within ${seconds} s`), { code: 4 }));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? text).trim();
}

/**
 * Runs `operation`, retrying transient gRPC errors with exponential backoff. When they persist,
 * or on an authentication error, throws a one-line UserError naming `what` and `target`.
 */
export async function withRetry<T>(
  target: string,
  what: string,
  operation: () => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 6;
  const base = options.baseDelayMs ?? 250;
  const maxDelay = options.maxDelayMs ?? 8000;
  const attemptTimeout = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;
  const totalMs = options.totalMs ?? DEFAULT_RETRY_TOTAL_MS;
  const sleep = options.sleep ?? defaultSleep;
  const onRetry = options.onRetry ?? ((line: string) => process.stderr.write(`tcg: ${line}\n`));
  await probeOnce(target);
  let firstFailure: number | undefined;
  for (let attempt = 1; ; attempt++) {
    // Once failing, an attempt may take only what is left of the retry time.
    const left = firstFailure === undefined ? attemptTimeout : totalMs - (Date.now() - firstFailure);
    try {
      return await withinTime(operation(), Math.max(1, Math.min(attemptTimeout, left)));
    } catch (error) {
      const code = grpcCode(error);
      if (code === 16 || code === 7) {
        throw userError(
          'CREDENTIALS_MISSING',
          `${target}: ${what} was refused (${firstLine(error)}); check the credentials and that they may use this project`,
        );
      }
      if (!isTransient(error)) throw error;
      firstFailure ??= Date.now();
      const elapsed = Date.now() - firstFailure;
      const delay = Math.min(maxDelay, base * 2 ** (attempt - 1));
      const wait = delay / 2 + Math.random() * (delay / 2);
      if (attempt >= attempts || elapsed + wait >= totalMs) {
        const seconds = Math.round(elapsed / 1000);
        throw userError(
          'FIRESTORE_UNAVAILABLE',
          `${target}: ${what} failed after ${attempt} attempt${attempt === 1 ? '' : 's'}${seconds > 0 ? ` over ${seconds} s` : ''} (${firstLine(error)}); check that Firestore is reachable and rerun`,
        );
      }
      onRetry(
        `${target}: ${what}: ${firstLine(error)}; retry ${attempt + 1} of ${attempts} in ${(wait / 1000).toFixed(1)} s`,
      );
      await sleep(wait);
    }
  }
}
