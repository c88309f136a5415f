// scripts/replay-publish.ts runs the publish workflow's own `run:` steps against the local
// Firestore server loaded from data/sample: export → classify → aggregate → build → the deploy
// check. Proves the workflow's commands work together, not just that they lint. A slow suite
// (`npm run test:slow`): one end-to-end replay over the whole 330-deck sample is over a minute of
// CPU; `npm test` keeps the workflow's lint (actionlint.test.ts) and each command's own tests.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_BUILD_ENV, PRODUCTION_FIREBASE } from '../helpers/productionFirebase.ts';
import { tempDir } from '../helpers/snapshot.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

function replay(work: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [
        path.join(REPO_ROOT, 'bin', 'run-ts.js'),
        'scripts/replay-publish.ts',
        '--work',
        work,
        '--classify',
        '--deck-jobs',
        '5',
      ],
      // The secret TCG_FIREBASE_CONFIG set, as an operator publishing does.
      {
        cwd: REPO_ROOT,
        env: { ...process.env, ...PRODUCTION_BUILD_ENV },
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

describe('replaying the publish job locally', () => {
  let work: string;
  let run: { code: number; output: string };

  beforeAll(async () => {
    work = await tempDir('tcg-replay-');
    run = await replay(work);
  }, 300_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('runs every step of the job and succeeds', () => {
    expect(run.output).toContain('replay: publish job replayed');
    expect(run.code).toBe(0);
    for (const step of [
      'Credentials',
      'Fetch queued decks',
      'Export',
      'Classify',
      'Aggregate',
      'Build',
      'Deploy',
    ]) {
      expect(run.output, step).toContain(`▶ ${step}\n`);
    }
    // The deck_jobs input reached `tcg jobs run --max 5`, which worked the queue in Firestore.
    expect(run.output).toMatch(/jobs run: \d+ leased, \d+ decks fetched/);
  });

  it('exports the emulator data, classifies it and publishes every deck type', () => {
    const snapshot = path.join(work, 'publish', 'snapshot');
    const manifest = JSON.parse(readFileSync(path.join(snapshot, 'manifest.json'), 'utf8'));
    expect(manifest.counts.decks).toBe(330);
    const types = readdirSync(path.join(work, 'publish', 'out', 'docs', 'public', 'decks', 'types'));
    expect(types.length).toBeGreaterThan(5);
    for (const file of types) {
      const id = file.replace(/\.json$/, '');
      expect(existsSync(path.join(work, 'site', 'decks', id, 'index.html')), id).toBe(true);
    }
    expect(run.output).toMatch(/aggregate: 330 decks \(([1-9]\d*) matched\)/);
  });

  it('builds the admin app for the project of TCG_FIREBASE_CONFIG, nothing of the emulators', () => {
    const assets = path.join(work, 'site', 'system', 'admin', 'assets');
    const code = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(assets, name), 'utf8'))
      .join('\n');
    expect(code).toContain(PRODUCTION_FIREBASE.projectId);
    expect(code).not.toContain('demo-tcg');
    expect(code).not.toContain('127.0.0.1');
  });
});
