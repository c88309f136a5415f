// Starts the back-office stack once for the suite: GitHub and official-site stand-ins, then the
// Firestore server (data/sample) with the Auth and Functions emulators on free ports.

import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { deckPageHtml, SURFGO_DECK } from '../official/deckFixtures.ts';
import { fixtureEvent, resultRow } from '../official/eventFixtures.ts';
import { type FixtureServer, startFixtureServer } from '../official/fixtureServer.ts';
import { startGithubStandIn } from './githubStandIn.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A deck the sample lacks, served by the official-site stand-in (preview source "official"). */
export const OFFICIAL_ONLY_DECK = 'offcl1-AAAAAA-zzzzz9';
export const OWNER_EMAIL = 'owner@example.com';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

declare module 'vitest' {
  export interface ProvidedContext {
    backoffice: {
      firestoreHost: string;
      authPort: number;
      functionsPort: number;
      githubOrigin: string;
      officialOrigin: string;
    };
  }
}

let emulators: ChildProcess | undefined;
let official: FixtureServer | undefined;
let github: Awaited<ReturnType<typeof startGithubStandIn>> | undefined;

/** Starts `npm run emulators` (the script itself) on free ports; resolves at its ready line. */
async function startEmulators(
  ports: Record<string, number>,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const args = [path.join(repoRoot, 'bin', 'run-ts.js'), path.join(repoRoot, 'scripts', 'emulators.ts')];
  for (const [name, value] of Object.entries(ports)) args.push(`--${name}-port`, String(value));
  // The sample as it is (unclassified, unpublished): the suites set up what they test.
  args.push('--as-is');
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('emulators ready')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`npm run emulators exited with ${code}:\n${output.slice(-3000)}`)),
    );
  });
  return child;
}

export async function setup(project: TestProject): Promise<void> {
  github = await startGithubStandIn();
  official = await startFixtureServer();
  official.decks.set(OFFICIAL_ONLY_DECK, deckPageHtml(OFFICIAL_ONLY_DECK, SURFGO_DECK));
  official.events = [
    fixtureEvent(990001, '2026-04-18', { results: [resultRow(1, OFFICIAL_ONLY_DECK), resultRow(2, null)] }),
    // Listed as having results, but its answer holds none yet.
    fixtureEvent(990002, '2026-04-18', { results: [] }),
  ];
  const ports = {
    firestore: await freePort(),
    auth: await freePort(),
    functions: await freePort(),
    hub: await freePort(),
    logging: await freePort(),
    eventarc: await freePort(),
    tasks: await freePort(),
  };
  emulators = await startEmulators(ports, {
    ADMIN_OWNER_EMAILS: `${OWNER_EMAIL},owner-unverified@example.com`,
    GITHUB_API_URL: github.origin,
    DEPLOY_REPOSITORY: 'tcg-team/tcg',
    DEPLOY_WORKFLOW: 'publish.yml',
    DEPLOY_REF: 'main',
    DEPLOY_GITHUB_TOKEN: 'test-dispatch-token',
    TCG_OFFICIAL_DECK_URL: official.origin,
    TCG_OFFICIAL_EVENTS_URL: official.origin,
  });
  project.provide('backoffice', {
    firestoreHost: `127.0.0.1:${ports.firestore}`,
    authPort: ports.auth,
    functionsPort: ports.functions,
    githubOrigin: github.origin,
    officialOrigin: official.origin,
  });
}

/** Ctrl-C for the script: it stops the emulators and the Firestore server, then exits. */
export async function teardown(): Promise<void> {
  if (emulators && emulators.exitCode === null) {
    const exited = new Promise((resolve) => emulators?.once('exit', resolve));
    emulators.kill('SIGINT');
    await exited;
  }
  await official?.close();
  await github?.close();
}
