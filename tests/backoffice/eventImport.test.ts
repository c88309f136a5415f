// importEventResults through the callable protocol (Functions and Auth emulators, the local
// Firestore server): the real saved answers (tests/import/answers, see its README) and a results
// CSV, previewed (dryRun: nothing written), imported, imported again (nothing new); a malformed
// file is invalid-argument with the CLI's one line and writes nothing; the payload limit holds.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callables, IMPORT_LIMITS, IMPORT_MESSAGES } from '../../engine/admin/callables.ts';
import {
  C1,
  C2,
  CSV_EVENT_A,
  CSV_HEADER,
  csvRow,
  csvText,
  fixtureCsvLines,
} from '../import/resultsCsvFixture.ts';
import { adminSdk, type Caller, closeAdmin, failure, signIn } from './client.ts';

const ANSWERS = path.resolve(import.meta.dirname, '../import/answers');
const ANSWER_NAMES = ['event_result_detail_search.952669.json', 'event_result_detail_search.981571.json'];
const EVENT_IDS = ['952669', '981571', '109310', '46059'];

let admin: Caller;
let files: { name: string; text: string }[];
let deckIds: string[];

beforeAll(async () => {
  admin = await signIn({
    kind: 'email',
    claims: { admin: true },
    email: `import-admin-${Date.now()}@example.com`,
  });
  files = [
    ...(await Promise.all(
      ANSWER_NAMES.map(async (name) => ({ name, text: await readFile(path.join(ANSWERS, name), 'utf8') })),
    )),
    { name: 'cityleague.csv', text: csvText(fixtureCsvLines()) },
  ];
  deckIds = [
    ...new Set(
      files.flatMap((file) =>
        file.name.endsWith('.json')
          ? (JSON.parse(file.text).results as { deck_id: string }[]).map((row) => row.deck_id)
          : fixtureCsvLines()
              .slice(1)
              .map((line) => line.split(',').at(-1)!),
      ),
    ),
  ];
});
afterAll(async () => {
  // Leave the shared stack as the other suites expect it.
  const db = adminSdk().db;
  await Promise.all([
    ...EVENT_IDS.map((id) => db.doc(`events/${id}`).delete()),
    ...deckIds.map((id) => db.doc(`deck_jobs/${id}`).delete()),
  ]);
  await admin?.close();
  await closeAdmin();
});

async function stored(collection: string, ids: readonly string[]): Promise<number> {
  const snapshots = await adminSdk().db.getAll(...ids.map((id) => adminSdk().db.doc(`${collection}/${id}`)));
  return snapshots.filter((snapshot) => snapshot.exists).length;
}

describe('importEventResults', () => {
  it('previews, imports, and a second import creates nothing', async () => {
    expect(deckIds).toHaveLength(36);
    const preview = callables.importEventResults.result.parse(
      await admin.callRaw('importEventResults', { files, dryRun: true }),
    );
    expect(preview).toEqual({
      files: 3,
      events: 4,
      results: 38,
      decks: 36,
      created: 4,
      updated: 0,
      skipped: 0,
      jobsEnqueued: 36,
      dryRun: true,
    });
    expect(await stored('events', EVENT_IDS)).toBe(0);
    expect(await stored('deck_jobs', deckIds)).toBe(0);

    const imported = await admin.callRaw('importEventResults', { files });
    expect(imported).toEqual({ ...preview, dryRun: false });
    expect(await stored('events', EVENT_IDS)).toBe(4);
    expect(await stored('deck_jobs', deckIds)).toBe(36);
    const event = (await adminSdk().db.doc('events/981571').get()).data()!;
    expect(event).toMatchObject({
      event_title: 'チャンピオンズリーグ2026 愛知 May マスターリーグDay2',
      location: 'Aichi Sky Expo　展示ホールD・E',
    });
    expect(event).not.toHaveProperty('shop_name');
    expect(event.results).toHaveLength(16);

    expect(await admin.callRaw('importEventResults', { files })).toMatchObject({
      created: 0,
      updated: 0,
      skipped: 4,
      jobsEnqueued: 0,
    });
  });

  it('a malformed file is invalid-argument naming the file and row, and nothing is written', async () => {
    const bad = {
      name: 'bad.csv',
      text: csvText([
        CSV_HEADER,
        csvRow({ ...CSV_EVENT_A, id: '777001' }, '1', '100', C1),
        csvRow({ ...CSV_EVENT_A, id: '777001' }, 'x', '75', C2),
      ]),
    };
    const good = {
      name: 'good.csv',
      text: csvText([CSV_HEADER, csvRow({ ...CSV_EVENT_A, id: '777002' }, '1', '100', C1)]),
    };
    expect(await failure(admin.callRaw('importEventResults', { files: [good, bad] }))).toMatchObject({
      code: 'invalid-argument',
      message:
        'bad.csv:3: 順位 "x" is not a rank (a whole number ≥ 1); fix it or leave the file out (nothing was imported)',
    });
    expect(await stored('events', ['777001', '777002'])).toBe(0);
  });

  it('a season-sized CSV whose decks recur across groups written at once: the counts are what is stored', async () => {
    // 600 events of 15 results, as a City League CSV holds them: each event cites 14 decks of its
    // own and one of 40 that recur all over the file. The events go in groups written four at a
    // time; a recurring deck is queued once, by the first group citing it.
    const own = (e: number, r: number) =>
      `Im${String(e).padStart(4, '0')}-${String(r).padStart(6, '0')}-cccccc`;
    const recurring = Array.from({ length: 40 }, (_, i) => `Re${String(i).padStart(4, '0')}-bbbbbb-cccccc`);
    const events = Array.from({ length: 600 }, (_, i) => ({
      ...CSV_EVENT_A,
      id: String(880_000 + i),
      date: '2026-03-01',
    }));
    const rows = events.flatMap((event, e) =>
      Array.from({ length: 15 }, (_, r) =>
        csvRow(event, String(r + 1), '0', r === 7 ? recurring[(e * 7) % recurring.length]! : own(e, r)),
      ),
    );
    const decks = [
      ...recurring,
      ...events.flatMap((_, e) => Array.from({ length: 15 }, (_, r) => own(e, r)).filter((_, r) => r !== 7)),
    ];
    const files = [{ name: 'season.csv', text: csvText([CSV_HEADER, ...rows]) }];
    const expected = { events: 600, results: 9000, created: 600, skipped: 0, jobsEnqueued: decks.length };
    const db = adminSdk().db;
    try {
      expect(await admin.callRaw('importEventResults', { files, dryRun: true })).toMatchObject(expected);
      expect(await admin.callRaw('importEventResults', { files })).toMatchObject(expected);
      expect(
        await stored(
          'events',
          events.map((event) => event.id),
        ),
      ).toBe(600);
      expect(await stored('deck_jobs', decks)).toBe(decks.length);
    } finally {
      // The local server has no BatchWrite (bulkWriter): batches of 400 deletes.
      const refs = [
        ...events.map((event) => db.doc(`events/${event.id}`)),
        ...decks.map((id) => db.doc(`deck_jobs/${id}`)),
      ];
      for (let i = 0; i < refs.length; i += 400) {
        const batch = db.batch();
        for (const ref of refs.slice(i, i + 400)) batch.delete(ref);
        await batch.commit();
      }
    }
  });

  it(`refuses more than ${IMPORT_LIMITS.bytes} bytes of files, or no file`, async () => {
    const half = 'a'.repeat(IMPORT_LIMITS.bytes / 2);
    const tooLarge = [
      { name: '1.csv', text: half },
      { name: '2.csv', text: `${half}b` },
    ];
    expect(await failure(admin.callRaw('importEventResults', { files: tooLarge }))).toMatchObject({
      code: 'invalid-argument',
      message: IMPORT_MESSAGES.tooLarge,
    });
    expect(await failure(admin.callRaw('importEventResults', { files: [] }))).toMatchObject({
      code: 'invalid-argument',
      message: IMPORT_MESSAGES.noFiles,
    });
  });
});
