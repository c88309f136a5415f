// `tcg export --since` against a real gRPC Firestore server with the real firebase-admin client:
// after documents are changed, added and deleted (and one snapshot line rewritten locally, as
// classify does), the incremental export fetches only those and its folder equals a fresh full
// export byte for byte, update-time record included.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExport } from '../../cli/pipelines/export.ts';
import { VERSIONS_FILE } from '../../data/exportVersions.ts';
import { type FirestoreConnection, openFirestore } from '../../data/firestoreClient.ts';
import { FirestoreStore } from '../../data/firestoreStore.ts';
import { SnapshotStore } from '../../data/snapshotStore.ts';
import { type Emulator, startEmulator } from '../../scripts/emulators/firestoreServer.ts';
import { removeDir, tempDir } from '../helpers/snapshot.ts';

let emulator: Emulator;
let connection: FirestoreConnection;
let work: string;
const EXPORTED_AT = '2026-04-20T00:00:00.000Z';

beforeAll(async () => {
  emulator = await startEmulator();
  connection = openFirestore('demo-since');
  work = await tempDir('tcg-export-since-');
  const batch = connection.db.batch();
  const set = (collection: string, id: string, fields: Record<string, unknown>) =>
    batch.set(connection.db.collection(collection).doc(id), fields);
  for (let i = 1; i <= 8; i++)
    set('decks', `deck-${i}`, {
      name: `デッキ${i}`,
      cards: [{ name: 'ピカチュウ', count: 4 }],
      rule_matches: [],
    });
  for (const name of ['ピカチュウ', 'ライチュウ', 'ミュウ']) set('cards', name, { name, type: 'pokemon' });
  set('deck_rules', 'pika', { name: 'ピカチュウ', priority: 10, enabled: true, conditions: [] });
  set('events', 'e1', { name: 'シティリーグ', date: '2026-04-01' });
  await batch.commit();
});

afterAll(async () => {
  await connection?.close();
  emulator?.stop();
  await removeDir(work);
});

const store = () => new FirestoreStore(connection.db, connection.description, { pageSize: 3 });
const exportTo = (out: string, since: boolean) =>
  runExport({ out, exportedAt: EXPORTED_AT, since }, { store: store() });

async function filesOf(dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of (await readdir(dir)).sort()) files[name] = await readFile(path.join(dir, name), 'utf8');
  return files;
}

describe('tcg export --since', () => {
  it('without an earlier export at --out, exports everything and says why', async () => {
    const out = path.join(work, 'first');
    const summary = await exportTo(out, true);
    expect(summary.fullBecause).toMatch(/holds no earlier export/);
    const full = path.join(work, 'full-first');
    await exportTo(full, false);
    expect(await filesOf(out)).toEqual(await filesOf(full));
    expect(Object.keys(await filesOf(out))).toContain(VERSIONS_FILE);
  });

  it('fetches only what changed and writes what a full export writes', async () => {
    const out = path.join(work, 'incremental');
    await exportTo(out, false);
    const db = connection.db;
    await db.doc('decks/deck-2').update({ name: '変更済み' });
    await db.doc('decks/deck-9').set({ name: '追加', cards: [], rule_matches: [] });
    await db.doc('decks/deck-3').delete();
    await db.doc('cards/ミュウ').delete();
    await db.doc('deck_rules/pika').update({ priority: 5 });
    // A line the snapshot's own tools rewrote (classify's matches): fetched again, not kept.
    const decksFile = path.join(out, 'decks.jsonl');
    const lines = (await readFile(decksFile, 'utf8')).split('\n');
    const at = lines.findIndex((line) => line.startsWith('{"id":"deck-5"'));
    lines[at] = lines[at]!.replace('"rule_matches":[]', '"rule_matches":["pika"]');
    await writeFile(decksFile, lines.join('\n'));

    const summary = await exportTo(out, true);
    expect(summary.fullBecause).toBeUndefined();
    expect(summary.since?.decks).toEqual({ fetched: 3, kept: 5, deleted: 1 });
    expect(summary.since?.cards).toEqual({ fetched: 0, kept: 2, deleted: 1 });
    expect(summary.since?.deck_rules).toEqual({ fetched: 1, kept: 0, deleted: 0 });
    expect(summary.since?.events).toEqual({ fetched: 0, kept: 1, deleted: 0 });

    const full = path.join(work, 'full');
    await exportTo(full, false);
    expect(await filesOf(out)).toEqual(await filesOf(full));
    expect(await readFile(decksFile, 'utf8')).not.toContain('"id":"deck-3"');
  });

  it('refuses a store without update times in one line, and writes nothing', async () => {
    const out = path.join(work, 'refused');
    // A snapshot folder as the source: it has documents but no Firestore update times.
    const snapshotStore = await SnapshotStore.open(path.join(work, 'full'));
    const error = await runExport(
      { out, exportedAt: EXPORTED_AT, since: true },
      { store: snapshotStore },
    ).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/^--since: .* gives no update times; export without --since$/);
    await expect(readdir(out)).rejects.toThrow();
  });
});
