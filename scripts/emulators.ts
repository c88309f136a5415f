// `npm run emulators [-- --data DIR] [--docs DIR] [--as-is]`: builds the functions bundle when
// stale, classifies a copy of a snapshot (default data/sample) and aggregates it into DOCS (default
// out/emulators, for the local site) as of the snapshot's newest deck, as the demo does, starts the
// local Firestore server on 127.0.0.1:8080 loaded with the classified copy and the Auth (9099) and
// Functions (5001) emulators for demo-tcg, publishes the same documents to that Firestore, warms
// up the functions the dashboard calls, prints `emulators ready`, stops on Ctrl-C.
// `--as-is` loads the snapshot unchanged (nothing classified, no public documents).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FUNCTIONS_REGION } from '../engine/admin/callables.ts';
import { ownerList } from '../functions/src/config.ts';
import { functionsBundleIsFresh } from './emulators/bundle.ts';
import { DEFAULT_OWNER_PASSWORD, seedOwnerAccounts } from './emulators/owners.ts';
import { DEFAULT_PORTS, PROJECT_ID, repoRoot, type StackPorts, startStack } from './emulators/stack.ts';
import { FIRST_SCREEN_CALLABLES, warmUpCallables } from './emulators/warmUp.ts';

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const data = path.resolve(flag('--data') ?? path.join(repoRoot, 'data', 'sample'));
const verbose = process.argv.includes('--verbose');

/** `--firestore-port N` and friends move one port (the test suite runs on free ports). */
function port(name: keyof StackPorts): number {
  const text = flag(`--${name}-port`);
  if (text === undefined) return DEFAULT_PORTS[name];
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    console.error(`emulators: --${name}-port: "${text}" is not a port number`);
    process.exit(2);
  }
  return value;
}
const ports: StackPorts = {
  firestore: port('firestore'),
  auth: port('auth'),
  functions: port('functions'),
  hub: port('hub'),
  logging: port('logging'),
  eventarc: port('eventarc'),
  tasks: port('tasks'),
};

if (!(await functionsBundleIsFresh())) {
  console.log('emulators: building functions/lib (npm run build:functions)');
  const built = spawnSync('npm', ['run', '--silent', 'build:functions'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// Params and secrets for local use; a developer's environment may override them.
const params: Record<string, string> = {};
for (const key of [
  'ADMIN_OWNER_EMAILS',
  'GITHUB_API_URL',
  'DEPLOY_REPOSITORY',
  'DEPLOY_WORKFLOW',
  'DEPLOY_REF',
  'DEPLOY_GITHUB_TOKEN',
]) {
  const value = process.env[key];
  if (value !== undefined) params[key] = value;
}
params.ADMIN_OWNER_EMAILS ??= 'owner@example.com';

const asIs = process.argv.includes('--as-is');
const docsOut = path.resolve(flag('--docs') ?? path.join(repoRoot, 'out', 'emulators'));

/**
 * Runs `tcg ARGS` from the sources; throws with the command when it fails. Asynchronous: the
 * local Firestore server runs in this process and must keep answering meanwhile.
 */
async function tcg(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bin', 'run-ts.js'), 'cli/main.ts', ...args], {
    cwd: repoRoot,
    stdio: 'inherit',
    env,
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`tcg ${args.join(' ')} failed (exit ${code ?? 'signal'})`);
}

// The snapshot the emulators load: a classified copy (the given folder is never written), so the
// local admin opens on real figures, unless --as-is.
const work = asIs ? null : mkdtempSync(path.join(os.tmpdir(), 'tcg-emulators-'));
function cleanUp(): void {
  if (work) rmSync(work, { recursive: true, force: true });
}
let loaded = data;
// A snapshot's clock stops at its newest deck (the sample's in April): aggregated as of today,
// every window would be empty, so the documents are as of that deck, as `npm run demo` makes them.
let asOf: string | undefined;
if (work) {
  loaded = path.join(work, 'snapshot');
  cpSync(data, loaded, { recursive: true });
  try {
    asOf = newestDeckCreatedAt(path.join(loaded, 'decks.jsonl'));
    console.log(`emulators: classifying a copy of ${data}`);
    await tcg(['classify', '--data', loaded, '--quiet', ...asOfArgs()]);
    console.log(
      `emulators: aggregating it into ${docsOut} (the local site's documents) as of ${asOf ?? 'now'}${asOf ? ', the newest deck of the snapshot' : ''}`,
    );
    await tcg(['aggregate', '--data', loaded, '--out', docsOut, '--quiet', ...asOfArgs()]);
  } catch (error) {
    console.error(`emulators: ${error instanceof Error ? error.message : String(error)}`);
    cleanUp();
    process.exit(1);
  }
}

function asOfArgs(): string[] {
  return asOf ? ['--as-of', asOf] : [];
}

/** The newest `created_at` of a snapshot's decks (ISO 8601), or undefined when it has none. */
function newestDeckCreatedAt(file: string): string | undefined {
  let newest = 0;
  for (const line of existsSync(file) ? readFileSync(file, 'utf8').split('\n') : []) {
    if (line.trim() === '') continue;
    const ms = Date.parse((JSON.parse(line) as { created_at?: string }).created_at ?? '');
    if (ms > newest) newest = ms;
  }
  return newest > 0 ? new Date(newest).toISOString() : undefined;
}

/** The same documents in Firestore, where the back office reads them (deck pages stay local). */
async function publish(firestoreHost: string): Promise<void> {
  console.log('emulators: publishing the documents to the local Firestore');
  await tcg(
    [
      'aggregate',
      '--data',
      loaded,
      '--target',
      'firestore',
      '--project',
      PROJECT_ID,
      '--no-deck-details',
      '--quiet',
      ...asOfArgs(),
    ],
    { ...process.env, FIRESTORE_EMULATOR_HOST: firestoreHost, METADATA_SERVER_DETECTION: 'none' },
  );
}

console.log(`emulators: loading ${loaded} into Firestore on 127.0.0.1:${ports.firestore}`);
let stack: Awaited<ReturnType<typeof startStack>>;
try {
  stack = await startStack({
    data: loaded,
    ...(work ? { afterLoad: publish } : {}),
    ports,
    params,
    onLog: (line) => {
      if (verbose || /error|⚠|✔ {2}functions\[/i.test(line)) console.log(`firebase: ${line}`);
    },
  });
} catch (error) {
  console.error(`emulators: ${error instanceof Error ? error.message : String(error)}`);
  cleanUp();
  process.exit(1);
}
const owners = ownerList(params.ADMIN_OWNER_EMAILS);
const ownerPassword = process.env.TCG_EMULATOR_OWNER_PASSWORD || DEFAULT_OWNER_PASSWORD;
try {
  await seedOwnerAccounts({ port: stack.ports.auth, projectId: PROJECT_ID }, owners, ownerPassword);
} catch (error) {
  console.error(
    `emulators: could not create the owner accounts: ${error instanceof Error ? error.message : String(error)}`,
  );
  await stack.stop();
  process.exit(1);
}
// The dashboard's functions loaded before "ready": its first visit no longer fails for a minute.
const warmStart = Date.now();
console.log(`emulators: warming up the dashboard's functions (${FIRST_SCREEN_CALLABLES.length})`);
const warmed = await warmUpCallables({
  baseUrl: `http://127.0.0.1:${stack.ports.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}`,
  names: FIRST_SCREEN_CALLABLES,
});
const cold = [...warmed].filter(([, seconds]) => seconds === null).map(([name]) => name);
console.log(
  `emulators: functions warm in ${((Date.now() - warmStart) / 1000).toFixed(1)} s${cold.length > 0 ? `; still loading: ${cold.join(', ')}` : ''}`,
);
if (asOf) console.log(`emulators: the public documents are as of ${asOf}, the snapshot's newest deck`);
console.log(
  `emulators: sign in on /system/admin as ${owners.join(' or ')} with password "${ownerPassword}", then press the request-admin button`,
);
console.log(
  `emulators ready: firestore 127.0.0.1:${stack.ports.firestore}, auth 127.0.0.1:${stack.ports.auth}, functions 127.0.0.1:${stack.ports.functions} (project demo-tcg; owners: ${params.ADMIN_OWNER_EMAILS})`,
);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('emulators: stopping');
  await stack.stop();
  cleanUp();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
