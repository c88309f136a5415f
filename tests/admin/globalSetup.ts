// Builds the public site with the admin app once (the emulator build, asked for) and
// serves it on 127.0.0.1; starts `npm run emulators` on a copy of the sample snapshot.
// TCG_ADMIN_EMULATORS=0 skips the emulator-backed specs; =running uses a stack already started. Specs read the URLs from env.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '../../cli/pipelines/buildSite.ts';
import { serveSite } from '../../cli/pipelines/serveSite.ts';
import { writeFixtureDocs } from '../../scripts/siteFixture/fixtureDocs.ts';
import { ensureTestFont } from '../helpers/testFont.ts';
import { startFixtureServer } from '../official/fixtureServer.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function globalSetup(): Promise<() => Promise<void>> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'tcg-admin-'));
  const docsDir = path.join(work, 'docs');
  writeFixtureDocs(docsDir);
  for (const name of Object.keys(process.env)) if (name.startsWith('TCG_FIREBASE_')) delete process.env[name];
  process.env.TCG_FIREBASE_EMULATORS = '1';
  process.env.TCG_SHARE_FONT = await ensureTestFont();
  await buildSite({ docsDir, outDir: path.join(work, 'dist'), quiet: true });
  const site = await serveSite({ outDir: path.join(work, 'dist'), host: '127.0.0.1', port: 0 });
  process.env.TCG_ADMIN_SITE_URL = site.url;
  let emulators: ChildProcess | undefined;
  let official: Awaited<ReturnType<typeof startFixtureServer>> | undefined;
  if (process.env.TCG_ADMIN_EMULATORS === 'running') {
    // A stack the developer started (`npm run emulators`), reused as it is.
    process.env.TCG_ADMIN_EMULATORS_UP = '1';
  } else if (process.env.TCG_ADMIN_EMULATORS !== '0') {
    // The event API as it answers programs now: Cloudflare's browser check on every request
    // (never the real host from a test).
    official = await startFixtureServer();
    official.challengeEvents = 'header';
    process.env.TCG_OFFICIAL_EVENTS_URL = official.origin;
    const snapshot = path.join(work, 'snapshot');
    cpSync(path.join(REPO_ROOT, 'data', 'sample'), snapshot, { recursive: true });
    emulators = await startEmulators(snapshot);
    process.env.TCG_ADMIN_EMULATORS_UP = '1';
    process.env.TCG_ADMIN_SNAPSHOT = snapshot;
  }
  return async () => {
    if (emulators?.pid) {
      // The script starts its own children (firebase-tools, the Firestore server): end its group.
      try {
        process.kill(-emulators.pid, 'SIGTERM');
      } catch {}
    }
    await site.close();
    await official?.close();
    rmSync(work, { recursive: true, force: true });
  };
}

/** Where the emulator stack's whole log goes (`--verbose`: every line firebase-tools prints). */
const EMULATOR_LOG = path.join(REPO_ROOT, 'test-results', 'admin', 'emulators.log');

/**
 * `npm run emulators -- --data DIR --verbose`, resolved once it prints "emulators ready"; its
 * output goes to EMULATOR_LOG, which `.ci/run` prints the end of when the suite fails (a call the
 * Functions emulator never answers leaves nothing in the browser).
 */
function startEmulators(snapshot: string): Promise<ChildProcess> {
  mkdirSync(path.dirname(EMULATOR_LOG), { recursive: true });
  const log = createWriteStream(EMULATOR_LOG);
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'emulators', '--', '--data', snapshot, '--as-is', '--verbose'], {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let ready = false;
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {}
      reject(new Error(`npm run emulators: not ready after 240 s:\n${output.slice(-3000)}`));
    }, 240_000);
    const onData = (chunk: Buffer) => {
      log.write(chunk);
      if (ready) return;
      output += chunk.toString();
      if (output.includes('emulators ready')) {
        ready = true;
        output = '';
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      log.end();
      clearTimeout(timer);
      reject(new Error(`npm run emulators exited (${code}) before it was ready:\n${output.slice(-3000)}`));
    });
  });
}
