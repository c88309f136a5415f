// FirestoreStore and FirestoreSink against a real gRPC Firestore server on 127.0.0.1, with the
// real firebase-admin client: paging by document id, counts, write-back of changed documents only.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FirestoreConnection, openFirestore } from '../../data/firestoreClient.ts';
import { FirestoreStore } from '../../data/firestoreStore.ts';
import { type Emulator, startEmulator } from '../../scripts/emulators/firestoreServer.ts';

let emulator: Emulator;
let connection: FirestoreConnection;

beforeAll(async () => {
  emulator = await startEmulator();
  connection = openFirestore('demo-store');
});

afterAll(async () => {
  await connection?.close();
  emulator?.stop();
});

async function seed(collection: string, ids: string[], fields: (id: string) => Record<string, unknown>) {
  const batch = connection.db.batch();
  for (const id of ids) batch.set(connection.db.collection(collection).doc(id), fields(id));
  await batch.commit();
}

describe('FirestoreStore.read(collection)', () => {
  it('reads every document once, in id order, across pages', async () => {
    const ids = Array.from({ length: 23 }, (_, i) => `deck-${String(22 - i).padStart(3, '0')}`);
    ids.push('ピカチュウ (テスト)', '123', 'Zeta');
    await seed('decks', ids, (id) => ({
      name: id,
      created_at: Timestamp.fromDate(new Date('2026-04-05T01:00:00Z')),
    }));
    const store = new FirestoreStore(connection.db, connection.description, { pageSize: 5 });
    const seen: string[] = [];
    const progress: number[] = [];
    for await (const doc of store.read('decks', { onProgress: (done) => progress.push(done) }))
      seen.push(doc.id);
    expect(seen).toEqual([...ids].sort());
    expect(progress.at(-1)).toBe(ids.length);
    expect(await store.count('decks')).toBe(ids.length);
  });

  it('gives timestamps as ISO strings and the id first', async () => {
    const store = new FirestoreStore(connection.db, connection.description);
    for await (const doc of store.read('decks')) {
      expect(Object.keys(doc)[0]).toBe('id');
      expect(doc.created_at).toBe('2026-04-05T01:00:00.000Z');
      break;
    }
  });
});
