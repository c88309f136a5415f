// FirestoreSink's complete folders against a real gRPC Firestore server with the real
// firebase-admin client: at commit, the documents of a folder the run said it writes whole that it
// did not write are deleted (across pages of ids), other folders are left alone, an aborted run
// deletes nothing, and a partial publish passes on only the folders of its parts. The aggregate's
// own publish over an earlier one: publishPrune.slow.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FirestoreConnection, openFirestore } from '../../data/firestoreClient.ts';
import { FirestoreSink } from '../../data/firestoreSink.ts';
import { PartialSink } from '../../functions/src/jobs/publishFilter.ts';
import { type Emulator, startEmulator } from '../../scripts/emulators/firestoreServer.ts';

let emulator: Emulator;
let connection: FirestoreConnection;

beforeAll(async () => {
  emulator = await startEmulator();
  connection = openFirestore('demo-sink-prune');
});

afterAll(async () => {
  await connection?.close();
  emulator?.stop();
});

const sink = () => new FirestoreSink(connection.db, connection.description);

async function idsOf(folder: string): Promise<string[]> {
  return (await connection.db.collection(folder).select().get()).docs.map((doc) => doc.id).sort();
}

async function seed(folder: string, ids: readonly string[]): Promise<void> {
  const run = sink();
  for (const id of ids) await run.write(`${folder}/${id}`, { id });
  await run.commit();
}

describe('FirestoreSink, folders written whole', () => {
  it('deletes at commit the documents it did not write, beyond the first page of ids', async () => {
    const many = Array.from({ length: 1203 }, (_, i) => `e${String(i).padStart(4, '0')}`);
    await seed('public_events', many);
    await seed('public_cards', ['ピカチュウ', 'ミュウ']);
    const run = sink();
    run.complete('public_events');
    await run.write('public_events/e0007', { id: 'e0007' });
    await run.write('public_events/e1202', { id: 'e1202' });
    await run.write('public_cards/ピカチュウ', { id: 'ピカチュウ' });
    expect(await idsOf('public_events')).toHaveLength(1203);
    await run.commit();
    expect(await idsOf('public_events')).toEqual(['e0007', 'e1202']);
    // Not said to be complete: its other documents stay.
    expect(await idsOf('public_cards')).toEqual(['ピカチュウ', 'ミュウ']);
  });

  it('deletes nothing when the run is aborted, and forgets the folders it was told of', async () => {
    await seed('public/decks/types', ['a', 'b']);
    const run = sink();
    run.complete('public/decks/types');
    await run.write('public/decks/types/a', { id: 'a' });
    await run.abort();
    await run.commit();
    expect(await idsOf('public/decks/types')).toEqual(['a', 'b']);
  });

  it('a partial publish passes on only the folders of its parts', async () => {
    await seed('public/decks/consensus', ['x', 'y']);
    await seed('public_events', ['e1', 'e2']);
    const run = new PartialSink(sink(), ['events']);
    run.complete('public/decks/consensus');
    run.complete('public_events');
    await run.write('public_events/e1', { id: 'e1' });
    await run.commit();
    expect(await idsOf('public_events')).toEqual(['e1']);
    expect(await idsOf('public/decks/consensus')).toEqual(['x', 'y']);
  });
});
