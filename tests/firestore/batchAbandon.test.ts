// An outage ends a publish. Against a real gRPC Firestore server that stops
// before the batches are committed: the first commit retries and finally fails, the batches
// queued behind it are abandoned (never sent, so they never retry), and flush and discard answer
// at once with that failure instead of waiting for the queue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchWriter } from '../../data/firestoreBatches.ts';
import { type FirestoreConnection, openFirestore } from '../../data/firestoreClient.ts';
import { type Emulator, startEmulator } from '../../scripts/emulators/firestoreServer.ts';

let emulator: Emulator;
let connection: FirestoreConnection;

beforeAll(async () => {
  emulator = await startEmulator();
  connection = openFirestore('demo-abandon');
});
afterAll(async () => {
  await connection?.close();
  emulator?.stop();
});

describe('BatchWriter after a commit finally fails', () => {
  it('abandons the queued batches: only the first one is ever retried', async () => {
    const { db } = connection;
    await db.doc('probe/first').set({ ok: true });
    emulator.stop();
    const retries: string[] = [];
    const writer = new BatchWriter(db, 'the test server', {
      batchSize: 1,
      concurrency: 1,
      retry: {
        attempts: 3,
        totalMs: 5_000,
        baseDelayMs: 10,
        maxDelayMs: 20,
        onRetry: (line) => retries.push(line),
      },
    });
    // Five batches at once: one commits (and fails), four wait in the queue.
    const adds = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => writer.add((batch) => batch.set(db.doc(`probe/d${i}`), { i }))),
    );
    const flushed = await writer.flush().then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(flushed).toBeInstanceOf(Error);
    expect(adds.some((a) => a.status === 'rejected')).toBe(true);
    await writer.discard();
    expect(writer.committed).toBe(0);
    expect(writer.abandonedBatches).toBe(4);
    // The retry lines are the first batch's only: at most two, for its three attempts.
    expect(retries.length).toBeGreaterThan(0);
    expect(retries.length).toBeLessThanOrEqual(2);
  });
});
