// An interrupted `tcg import` resumes on its own only for the same snapshot
// content. A snapshot changed since (classify rewrote decks; counts and manifest unchanged) is
// refused instead of skipping its changed decks. Against a real gRPC Firestore on 127.0.0.1.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../cli/pipelines/import.ts';
import { FirestoreStore } from '../../data/firestoreStore.ts';
import { isUserError } from '../../engine/userError.ts';
import { type Emulator, startEmulator } from '../../scripts/emulators/firestoreServer.ts';
import { sampleDir as repoSample } from './helpers.ts';

let emulator: Emulator;
let work: string;
let sampleDir: string;
const stores: FirestoreStore[] = [];
const open = (project: string) => {
  const store = FirestoreStore.open(project, { retry: { attempts: 1 } });
  stores.push(store);
  return store;
};

beforeAll(async () => {
  emulator = await startEmulator();
  work = await mkdtemp(path.join(os.tmpdir(), 'tcg-import-fp-'));
  sampleDir = path.join(work, 'sample');
  await cp(repoSample, sampleDir, { recursive: true });
});
afterAll(async () => {
  for (const store of stores) await store.close();
  emulator?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

const options = {
  force: false,
  resume: false,
  dryRun: false,
  startedAt: '2026-04-05T00:00:00Z',
  batchSize: 50,
};

/** An import stopped (as by Ctrl-C) after its first batches. */
async function interruptedImport(store: FirestoreStore): Promise<void> {
  const controller = new AbortController();
  let done = 0;
  const error = await runImport(
    { ...options, data: sampleDir, concurrency: 1, signal: controller.signal },
    {
      target: store,
      progress: () => ({
        tick(n = 1) {
          done += n;
          if (done >= 100) controller.abort();
        },
        done() {},
      }),
    },
  ).catch((e: unknown) => e);
  expect((error as Error).message).toMatch(/interrupted; rerun the same command/);
}

describe('an interrupted import, rerun', () => {
  it('is refused when the snapshot content changed with the same manifest and counts', async () => {
    const store = open('demo-fp-changed');
    await interruptedImport(store);
    // What classify does: decks rewritten in place, same number of lines, manifest counts unchanged.
    const decksFile = path.join(sampleDir, 'decks.jsonl');
    const text = await readFile(decksFile, 'utf8');
    await writeFile(decksFile, text.replace('"count":3', '"count":2'));
    const error = await runImport({ ...options, data: sampleDir }, { target: store }).catch(
      (e: unknown) => e,
    );
    expect(isUserError(error), String(error)).toBe(true);
    expect((error as Error).message).toMatch(/already holds? documents; pass --resume .* or --force/);
  });

  it('resumes on its own for the same content', async () => {
    const store = open('demo-fp-same');
    await interruptedImport(store);
    const summary = await runImport({ ...options, data: sampleDir }, { target: store });
    expect(summary.mode).toBe('resume');
  });
});
