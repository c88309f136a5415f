// `tcg events import --source firestore` on a real gRPC Firestore server (127.0.0.1), run as a
// user runs it: the real saved answers (tests/import/answers, see its README) and a results CSV
// become events and deck jobs; a second import writes nothing new; an event stored without
// results gets them; a malformed file leaves the project untouched.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FirestoreConnection, openFirestore } from '../../data/firestoreClient.ts';
import { newDeckJob } from '../../engine/deckJobQueue.ts';
import { type Emulator, startEmulator } from '../../scripts/emulators/firestoreServer.ts';
import { removeDir, tempDir } from '../helpers/snapshot.ts';
import {
  C1,
  C2,
  C3,
  CSV_EVENT_A,
  CSV_HEADER,
  csvRow,
  csvText,
  fixtureCsvLines,
} from '../import/resultsCsvFixture.ts';
import { tcg } from './helpers.ts';

const ANSWERS = path.resolve(import.meta.dirname, '../import/answers');
const env = { TCG_OFFICIAL_EVENTS_URL: 'https://players.pokemon-card.com' };
let emulator: Emulator;
let files: string;
const connections: FirestoreConnection[] = [];
let project = 0;

/** A fresh project (an empty database) and its firebase-admin connection. */
function open(): { id: string; db: FirestoreConnection['db'] } {
  const id = `demo-import-${++project}`;
  const connection = openFirestore(id);
  connections.push(connection);
  return { id, db: connection.db };
}

async function count(db: FirestoreConnection['db'], collection: string): Promise<number> {
  return (await db.collection(collection).count().get()).data().count;
}

beforeAll(async () => {
  emulator = await startEmulator();
  files = await tempDir('tcg-import-fs-');
  await writeFile(path.join(files, 'results.csv'), csvText(fixtureCsvLines()));
});
afterAll(async () => {
  for (const connection of connections) await connection.close();
  emulator?.stop();
  if (files) await removeDir(files);
});

describe('tcg events import --source firestore', () => {
  it('creates events and jobs once, fills an event stored without results, and imports nothing twice', async () => {
    const { id, db } = open();
    await db.doc(`decks/${C2}`).set({ cards: [] });
    const queued = newDeckJob(C3, 'manual', '2026-10-01T00:00:00.000Z');
    const { id: _jobId, ...jobFields } = queued;
    await db.doc(`deck_jobs/${C3}`).set(jobFields);
    await db
      .doc('events/952669')
      .set({ event_title: 'シティリーグ2026 シーズン4 オープンリーグ', note: '結果待ち' });

    const flags = ['--source', 'firestore', '--project', id, '--json'];
    const run = await tcg(
      ['events', 'import', ...flags, ANSWERS, path.join(files, 'results.csv')],
      emulator.host,
      env,
    );
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({
      files: 3,
      created: 3,
      updated: 1,
      skipped: 0,
      jobsEnqueued: 34,
    });
    expect(await count(db, 'events')).toBe(4);
    expect(await count(db, 'deck_jobs')).toBe(35);

    const csvEvent = (await db.doc('events/109310').get()).data()!;
    expect(csvEvent.event_title).toBe(CSV_EVENT_A.title);
    expect(csvEvent.event_date.toDate().toISOString()).toBe('2023-05-27T15:00:00.000Z');
    expect(csvEvent.results).toEqual([
      { rank: 1, player_name: null, deck_id: C1, point: 100 },
      { rank: 2, player_name: null, deck_id: C2, point: 75 },
      { rank: 3, player_name: null, deck_id: C3, point: 50 },
      { rank: 3, player_name: null, deck_id: 'CsvDDD-000004-dddddd', point: 50 },
    ]);
    const filled = (await db.doc('events/952669').get()).data()!;
    expect(filled).toMatchObject({
      note: '結果待ち',
      shop_name: 'ブックオフ　札幌南2条店',
      official: { shop_id: 18867, league: 'オープン' },
    });
    expect(filled.results).toHaveLength(16);
    expect((await db.doc(`deck_jobs/${C3}`).get()).data()?.sources).toEqual(['manual']);
    expect((await db.doc(`deck_jobs/${C1}`).get()).data()).toMatchObject({
      status: 'pending',
      sources: ['event_result'],
    });

    const again = await tcg(
      ['events', 'import', ...flags, ANSWERS, path.join(files, 'results.csv')],
      emulator.host,
      env,
    );
    expect(JSON.parse(again.stdout)).toEqual({
      files: 3,
      created: 0,
      updated: 0,
      skipped: 4,
      jobsEnqueued: 0,
    });
    expect(await count(db, 'events')).toBe(4);
    expect(await count(db, 'deck_jobs')).toBe(35);
  });

  it('a malformed row stops the import before any write', async () => {
    const { id, db } = open();
    const bad = path.join(files, 'bad.csv');
    await writeFile(
      bad,
      csvText([CSV_HEADER, csvRow(CSV_EVENT_A, '1', '100', C1), csvRow(CSV_EVENT_A, '', '50', C2)]),
    );
    const run = await tcg(
      ['events', 'import', '--source', 'firestore', '--project', id, ANSWERS, bad],
      emulator.host,
      env,
    );
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      `tcg: ${bad}:3: 順位 "" is not a rank (a whole number ≥ 1); fix it or leave the file out (nothing was imported)`,
    );
    expect(await count(db, 'events')).toBe(0);
    expect(await count(db, 'deck_jobs')).toBe(0);
  });
});
