// The back office's local stack: the Node Firestore server (@firestore-emulator/server) loaded
// from a snapshot, plus firebase-tools' Auth and Functions emulators running the built functions
// bundle. Used by `npm run emulators` and by the emulator test suite (on free ports there).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { runImport } from '../../cli/pipelines/import.ts';
import { FirestoreStore } from '../../data/firestoreStore.ts';
import { functionsBundleIsFresh } from './bundle.ts';
import { startEmulator } from './firestoreServer.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PROJECT_ID = 'demo-tcg';

export interface StackPorts {
  firestore: number;
  auth: number;
  functions: number;
  hub: number;
  logging: number;
  /** Started by firebase-tools beside the Functions emulator. */
  eventarc: number;
  tasks: number;
}

export const DEFAULT_PORTS: StackPorts = {
  firestore: 8080,
  auth: 9099,
  functions: 5001,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
};

export interface StackOptions {
  /** Snapshot folder loaded into Firestore; null: start empty. */
  data: string | null;
  ports: StackPorts;
  /** Function params and secrets (ADMIN_OWNER_EMAILS, GITHUB_API_URL, DEPLOY_GITHUB_TOKEN...). */
  params?: Record<string, string>;
  /** Extra environment of the functions (TCG_OFFICIAL_DECK_URL...). */
  env?: Record<string, string>;
  /** Each line firebase-tools prints. */
  onLog?: (line: string) => void;
  /**
   * Runs once the snapshot is loaded, before the emulators start (the Firestore server is then
   * not shared with the functions' start-up): `npm run emulators` publishes its documents here.
   */
  afterLoad?: (firestoreHost: string) => Promise<void>;
}

export interface Stack {
  ports: StackPorts;
  firestoreHost: string;
  /** Stops the emulators and the Firestore server; safe to call twice. */
  stop(): Promise<void>;
}

const SECRETS = new Set(['DEPLOY_GITHUB_TOKEN']);

/**
 * Dotenv text, one line per key. Every line ends with a newline: firebase-tools appends the params
 * it resolved to this file, and would glue its first line onto an unterminated last value.
 */
function envFile(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key}=${JSON.stringify(value)}\n`)
    .join('');
}

/**
 * A throwaway project folder: firebase.json with this stack's ports, and functions/ holding the
 * bundle (linked), the repo's node_modules (linked) and this run's params and secrets, so two
 * stacks (a developer's and a test run) never share files.
 */
async function projectFolder(options: StackOptions): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'tcg-emulators-'));
  const functions = path.join(root, 'functions');
  await mkdir(functions);
  await writeFile(
    path.join(functions, 'package.json'),
    await readFile(path.join(repoRoot, 'functions', 'package.json')),
  );
  await symlink(path.join(repoRoot, 'functions', 'lib'), path.join(functions, 'lib'));
  await symlink(path.join(repoRoot, 'node_modules'), path.join(functions, 'node_modules'));
  const params = options.params ?? {};
  const plain = Object.fromEntries(Object.entries(params).filter(([key]) => !SECRETS.has(key)));
  const secrets = Object.fromEntries(Object.entries(params).filter(([key]) => SECRETS.has(key)));
  // A secret the file lacks would be fetched from Secret Manager: give every secret a value.
  for (const key of SECRETS) secrets[key] ??= 'local-emulator-token';
  await writeFile(path.join(functions, '.env.local'), envFile(plain));
  await writeFile(path.join(functions, '.secret.local'), envFile(secrets));
  const { ports } = options;
  const host = '127.0.0.1';
  const config = {
    functions: [{ source: 'functions', codebase: 'default' }],
    emulators: {
      auth: { host, port: ports.auth },
      functions: { host, port: ports.functions },
      hub: { host, port: ports.hub },
      logging: { host, port: ports.logging },
      eventarc: { host, port: ports.eventarc },
      tasks: { host, port: ports.tasks },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  await writeFile(path.join(root, 'firebase.json'), JSON.stringify(config, null, 2));
  // The emulators' temp folder (each function worker's socket, which a stopped worker leaves
  // behind): inside this folder, removed with it.
  await mkdir(path.join(root, 'tmp'));
  return root;
}

async function loadSnapshot(data: string): Promise<void> {
  // No Google metadata server to ask for credentials: the local server needs none.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({ projectId: PROJECT_ID }, `emulators-import-${process.pid}-${Date.now()}`);
  const db = getFirestore(app);
  const target = new FirestoreStore(db, `firestore:${PROJECT_ID}`);
  await runImport(
    { data, force: true, resume: false, dryRun: false, startedAt: new Date().toISOString() },
    { target },
  );
  await db.terminate();
}

/** Resolves when `url` answers at all (any HTTP status), or rejects after `ms`. */
async function waitForHttp(url: string, ms: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`firebase emulators exited with code ${child.exitCode}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${ms / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

export async function startStack(options: StackOptions): Promise<Stack> {
  if (!(await functionsBundleIsFresh())) {
    throw new Error(
      'functions/lib is missing or older than its sources; run `npm run build:functions` first',
    );
  }
  // Firestore first: the functions reach it through FIRESTORE_EMULATOR_HOST.
  const firestore = await startEmulator({ port: options.ports.firestore });
  if (options.data) await loadSnapshot(options.data);
  if (options.afterLoad) {
    try {
      await options.afterLoad(firestore.host);
    } catch (error) {
      firestore.stop();
      throw error;
    }
  }

  const root = await projectFolder(options);
  const firebaseBin = path.join(repoRoot, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const child = spawn(
    process.execPath,
    [firebaseBin, 'emulators:start', '--only', 'auth,functions', '--project', PROJECT_ID],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...options.env,
        FIRESTORE_EMULATOR_HOST: firestore.host,
        TMPDIR: path.join(root, 'tmp'),
        // Loading the functions' definitions may take longer than firebase-tools' 10 s on a busy
        // machine, and then no function loads at all ("Cannot determine backend specification").
        FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
        // No network calls for the CLI's message of the day; no prompts.
        CI: '1',
      },
    },
  );
  let output = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output += text;
    for (const line of text.split('\n')) if (line.trim() !== '') options.onLog?.(line);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGINT');
      const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    firestore.stop();
    await rm(root, { recursive: true, force: true });
  };

  try {
    const host = `http://127.0.0.1`;
    await waitForHttp(`${host}:${options.ports.auth}/`, 300_000, child);
    // The functions emulator answers once its functions are loaded.
    const deadline = Date.now() + 300_000;
    while (!/All emulators ready/.test(output)) {
      if (child.exitCode !== null) throw new Error(`firebase emulators exited:\n${output.slice(-2000)}`);
      // firebase-tools goes on without any function when the bundle fails to load; every call
      // would then answer not-found. Stop here with its reason instead.
      if (/Failed to load function definition/.test(output)) {
        throw new Error(`the functions bundle did not load in the emulator:\n${output.slice(-2000)}`);
      }
      if (Date.now() > deadline) throw new Error(`emulators not ready after 300 s:\n${output.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await waitForHttp(`${host}:${options.ports.functions}/`, 30_000, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { ports: options.ports, firestoreHost: firestore.host, stop };
}
