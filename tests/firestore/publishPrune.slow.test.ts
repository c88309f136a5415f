// `tcg aggregate --target firestore` over a project that holds an earlier publish: the documents
// gone since (a disabled rule's page and consensus list, a removed event's page) are deleted, so
// the project holds what a publish into an empty one holds; a partial publish (a rebuild
// callable's part) prunes only the folders of its part. Against a real gRPC Firestore server with
// the real firebase-admin client, on the sample's first 40 decks.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeFolders, runAggregate } from '../../cli/pipelines/aggregate.ts';
import { runClassify } from '../../cli/pipelines/classify.ts';
import { type FirestoreConnection, openFirestore } from '../../data/firestoreClient.ts';
import { FirestoreSink } from '../../data/firestoreSink.ts';
import { SnapshotStore } from '../../data/snapshotStore.ts';
import type { DocumentSink } from '../../data/store.ts';
import { docPath } from '../../engine/docPaths.ts';
import { PartialSink } from '../../functions/src/jobs/publishFilter.ts';
import { type Emulator, startEmulator } from '../../scripts/emulators/firestoreServer.ts';
import { makeFixture } from '../helpers/incrementalEqualsFull.ts';
import { removeDir, tempDir } from '../helpers/snapshot.ts';

const AS_OF = '2026-04-20T00:00:00.000Z';

let emulator: Emulator;
let work: string;
const connections: FirestoreConnection[] = [];

beforeAll(async () => {
  emulator = await startEmulator();
  work = await tempDir('tcg-publish-prune-');
});

afterAll(async () => {
  for (const connection of connections) await connection.close();
  emulator?.stop();
  await removeDir(work);
});

function project(name: string): FirestoreConnection {
  const connection = openFirestore(name);
  connections.push(connection);
  return connection;
}

/** Classifies the snapshot, then publishes its documents (no deck pages) through `sink`. */
async function publish(snapshot: string, sink: DocumentSink): Promise<void> {
  await runClassify(
    { dryRun: false, asOf: AS_OF, skipInvalid: true },
    { store: await SnapshotStore.open(snapshot) },
  );
  await runAggregate(
    { asOf: AS_OF, minGames: 3, dryRun: false, deckDetails: false },
    { store: await SnapshotStore.open(snapshot), sink },
  );
}

async function idsOf(connection: FirestoreConnection, folder: string): Promise<string[]> {
  return (await connection.db.collection(folder).select().get()).docs.map((doc) => doc.id).sort();
}

/** Every complete folder's ids in a project. */
async function foldersOf(connection: FirestoreConnection): Promise<Record<string, string[]>> {
  const folders: Record<string, string[]> = {};
  for (const folder of completeFolders(false)) folders[folder] = await idsOf(connection, folder);
  return folders;
}

/** Rewrites a snapshot file's JSON lines. */
async function edit(file: string, change: (rows: Record<string, unknown>[]) => Record<string, unknown>[]) {
  const rows = (await readFile(file, 'utf8'))
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  await writeFile(
    file,
    change(rows)
      .map((row) => `${JSON.stringify(row)}\n`)
      .join(''),
  );
}

describe('publishing to Firestore over an earlier publish', () => {
  it('deletes what is gone since, and holds what a publish into an empty project holds', async () => {
    const snapshot = path.join(work, 'snapshot');
    await makeFixture(snapshot, 40);
    const earlier = project('demo-prune-earlier');
    await publish(snapshot, new FirestoreSink(earlier.db, earlier.description));
    const [rule] = await idsOf(earlier, docPath.deckTypes);
    const [event] = await idsOf(earlier, docPath.eventsFolder);
    expect(rule).toBeDefined();
    expect(event).toBeDefined();

    // The rule disabled (its decks no longer match it: no page), the event removed.
    await edit(path.join(snapshot, 'deck_rules.jsonl'), (rules) =>
      rules.map((row) => (row.id === rule ? { ...row, enabled: false } : row)),
    );
    await edit(path.join(snapshot, 'events.jsonl'), (events) => events.filter((row) => row.id !== event));
    await publish(snapshot, new FirestoreSink(earlier.db, earlier.description));
    const fresh = project('demo-prune-fresh');
    await publish(snapshot, new FirestoreSink(fresh.db, fresh.description));

    const after = await foldersOf(earlier);
    expect(after[docPath.deckTypes]).not.toContain(rule);
    expect(after[docPath.deckConsensusFolder]).not.toContain(rule);
    expect(after[docPath.eventsFolder]).not.toContain(event);
    expect(after).toEqual(await foldersOf(fresh));
  });

  it('a partial publish prunes only the folders of its part', async () => {
    const snapshot = path.join(work, 'partial');
    await makeFixture(snapshot, 40);
    const connection = project('demo-prune-partial');
    await publish(snapshot, new FirestoreSink(connection.db, connection.description));
    const before = await foldersOf(connection);
    const [rule] = before[docPath.deckTypes]!;
    const [event] = before[docPath.eventsFolder]!;

    await edit(path.join(snapshot, 'deck_rules.jsonl'), (rules) =>
      rules.map((row) => (row.id === rule ? { ...row, enabled: false } : row)),
    );
    await edit(path.join(snapshot, 'events.jsonl'), (events) => events.filter((row) => row.id !== event));
    // The events part alone: the removed event's page goes, the disabled rule's page stays until
    // the deck types are published.
    await publish(
      snapshot,
      new PartialSink(new FirestoreSink(connection.db, connection.description), ['events']),
    );
    const afterEvents = await foldersOf(connection);
    expect(afterEvents[docPath.eventsFolder]).not.toContain(event);
    expect(afterEvents[docPath.deckTypes]).toEqual(before[docPath.deckTypes]);
    expect(afterEvents[docPath.cards]).toEqual(before[docPath.cards]);

    await publish(
      snapshot,
      new PartialSink(new FirestoreSink(connection.db, connection.description), ['deckTypes']),
    );
    expect((await foldersOf(connection))[docPath.deckTypes]).not.toContain(rule);
  });
});
