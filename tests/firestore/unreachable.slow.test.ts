// Firestore out of reach. Nothing listening on the port: the command fails at
// once with "cannot connect … ECONNREFUSED" (it used to wait 259 s in silence). The server stopped
// in the middle of an import: each retry is told on stderr and the retries end within the bound.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../cli/pipelines/import.ts';
import { FirestoreStore } from '../../data/firestoreStore.ts';
import { isUserError } from '../../engine/userError.ts';
import { type Emulator, startEmulator } from '../../scripts/emulators/firestoreServer.ts';
import { sampleDir as repoSample, tcg } from './helpers.ts';

/** A port nothing listens on: bound once by us, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('nothing listening on the Firestore port', () => {
  it('export, import and aggregate --target firestore stop at once with connection refused', async () => {
    const host = `127.0.0.1:${await closedPort()}`;
    const work = await mkdtemp(path.join(os.tmpdir(), 'tcg-unreachable-'));
    try {
      for (const args of [
        ['export', '--project', 'demo-down', '--out', path.join(work, 'snap'), '--quiet'],
        ['import', '--data', repoSample, '--project', 'demo-down', '--quiet'],
        ['classify', '--source', 'firestore', '--project', 'demo-down', '--quiet'],
      ]) {
        const run = await tcg(args, host);
        expect(run.code, args[0]).toBe(1);
        expect(run.stderr.trim().split('\n'), args[0]).toEqual([
          `tcg: firestore:demo-down@${host}: cannot connect to ${host} (ECONNREFUSED); check that Firestore (the emulator: FIRESTORE_EMULATOR_HOST) is running and reachable, then rerun`,
        ]);
      }
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

describe('the server stopped in the middle of an import', () => {
  let emulator: Emulator;
  let work: string;
  beforeAll(async () => {
    emulator = await startEmulator();
    work = await mkdtemp(path.join(os.tmpdir(), 'tcg-midrun-'));
    await cp(repoSample, path.join(work, 'sample'), { recursive: true });
  });
  afterAll(async () => {
    emulator?.stop();
    await rm(work, { recursive: true, force: true });
  });

  it('tells each retry and gives up within the total retry time', async () => {
    const retries: string[] = [];
    const store = FirestoreStore.open('demo-midrun', {
      retry: { totalMs: 3000, attemptTimeoutMs: 1000, onRetry: (line) => retries.push(line) },
    });
    let done = 0;
    const error = await runImport(
      {
        data: path.join(work, 'sample'),
        force: false,
        resume: false,
        dryRun: false,
        startedAt: '2026-04-05T00:00:00Z',
        batchSize: 40,
        concurrency: 1,
      },
      {
        target: store,
        progress: () => ({
          tick(n = 1) {
            done += n;
            if (done >= 80) emulator.stop();
          },
          done() {},
        }),
      },
    ).catch((e: unknown) => e);
    // Closing is bounded too (terminate alone waits on the abandoned calls).
    await store.close();
    expect(isUserError(error), String(error)).toBe(true);
    const message = (error as Error).message;
    expect(message).toMatch(
      /^firestore:demo-midrun@127\.0\.0\.1:\d+: .* failed after \d+ attempts over (\d) s/,
    );
    // Bounded: the retries end by the total retry time (3 s) plus one attempt's timeout.
    expect(Number(/over (\d+) s/.exec(message)?.[1])).toBeLessThanOrEqual(4);
    expect(retries.length).toBeGreaterThan(0);
    for (const line of retries)
      expect(line).toMatch(/^firestore:demo-midrun@.*; retry \d+ of 6 in \d+\.\d s$/);
  });
});
