// `npm run emulators` classifies and aggregates the loaded snapshot, so the local
// admin opens on real figures and the local site can be built from the same documents. Starts a
// second `npm run emulators` (data/sample, free ports, its own --docs folder) and reads what it
// loaded, through firebase-admin and the folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_DOC_PATHS } from '../../engine/admin/callables.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const docsDir = mkdtempSync(path.join(os.tmpdir(), 'tcg-emulators-docs-'));
let child: ChildProcess | undefined;
let firestorePort = 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  const names = ['firestore', 'auth', 'functions', 'hub', 'logging', 'eventarc', 'tasks'];
  const args = [path.join(repoRoot, 'bin', 'run-ts.js'), path.join(repoRoot, 'scripts', 'emulators.ts')];
  for (const name of names) {
    const port = await freePort();
    if (name === 'firestore') firestorePort = port;
    args.push(`--${name}-port`, String(port));
  }
  args.push('--docs', docsDir);
  child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('emulators ready')) resolve();
    };
    child?.stdout?.on('data', onData);
    child?.stderr?.on('data', onData);
    child?.once('exit', (code) =>
      reject(new Error(`npm run emulators exited with ${code}:\n${output.slice(-3000)}`)),
    );
  });
}, 600_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }
  rmSync(docsDir, { recursive: true, force: true });
}, 120_000);

describe('npm run emulators on data/sample', () => {
  it('loads the snapshot classified, with its public documents in Firestore and in --docs', async () => {
    const app = initializeApp({ projectId: 'demo-tcg' }, `prepare-${Date.now()}`);
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${firestorePort}`;
    const db = getFirestore(app);
    try {
      const decks = (await db.collection('decks').count().get()).data().count;
      const matched = (await db.collection('decks').where('rule_matches', '!=', []).count().get()).data()
        .count;
      expect(decks).toBeGreaterThan(0);
      expect(matched).toBeGreaterThan(0);
      for (const docPath of PUBLIC_DOC_PATHS) expect((await db.doc(docPath).get()).exists).toBe(true);
      // The folder for the local site holds the same home document.
      const file = path.join(docsDir, 'docs', 'public', 'home.json');
      expect(existsSync(file)).toBe(true);
      const local = JSON.parse(readFileSync(file, 'utf8')) as { counts: { decks: number } };
      const stored = (await db.doc('public/home').get()).data() as { counts: { decks: number } };
      expect(local.counts.decks).toBe(decks);
      expect(stored.counts.decks).toBe(decks);
      // The given snapshot itself is left unclassified.
      const sample = readFileSync(path.join(repoRoot, 'data', 'sample', 'decks.jsonl'), 'utf8');
      expect(sample).not.toContain('"rule_matches":["');
    } finally {
      await deleteApp(app);
    }
  });
});
