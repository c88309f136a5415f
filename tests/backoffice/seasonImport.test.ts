// importEventResults at the size the back office promises (engine/admin/importCallables.ts): the
// real results CSV of the 2023 City League season (../shared/data, 4 MB, 1,263 events, 17,238
// results) and a 9.9 MiB file made from it (the events again under other ids), previewed and
// imported through the callable protocol. The counts are what is stored, and the preview says
// what the import then does. Skipped where ../shared/data is absent (a clone without the data).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '../../engine/admin/callables.ts';
import { adminSdk, type Caller, closeAdmin, signIn } from './client.ts';

const SEASON = path.resolve(import.meta.dirname, '../../../shared/data/cityleague_2023_results.csv');
const present = existsSync(SEASON);
/** The columns a row ends with: 大会ID, 詳細URL, deck_code. */
const ROW_END = /,(\d+),([^,]*),([^,]*)$/;

let admin: Caller;
const written = { events: new Set<string>(), decks: new Set<string>() };

beforeAll(async () => {
  if (!present) return;
  admin = await signIn({ kind: 'email', claims: { admin: true }, email: `season-${Date.now()}@example.com` });
});
afterAll(async () => {
  if (!present) return;
  const db = adminSdk().db;
  const refs = [
    ...[...written.events].map((id) => db.doc(`events/${id}`)),
    ...[...written.decks].map((id) => db.doc(`deck_jobs/${id}`)),
  ];
  for (let i = 0; i < refs.length; i += 400) {
    const batch = db.batch();
    for (const ref of refs.slice(i, i + 400)) batch.delete(ref);
    await batch.commit();
  }
  await admin?.close();
  await closeAdmin();
});

/** The rows of the season's CSV, then copies of them under event ids prefixed 1, 2…, up to `bytes`. */
function seasonText(bytes?: number): string {
  const [header, ...rows] = readFileSync(SEASON, 'utf8').trimEnd().split(/\r?\n/);
  if (bytes === undefined) return `${[header, ...rows].join('\n')}\n`;
  const out = [header!];
  let size = Buffer.byteLength(header!) + 1;
  for (let copy = 1; ; copy++) {
    for (const row of rows) {
      const line = row.replace(ROW_END, (_all, id, url, deck) => `,${copy}${id},${url},${deck}`);
      size += Buffer.byteLength(line) + 1;
      if (size > bytes) return `${out.join('\n')}\n`;
      out.push(line);
    }
  }
}

async function storedCount(collection: string, ids: readonly string[]): Promise<number> {
  const db = adminSdk().db;
  let count = 0;
  for (let i = 0; i < ids.length; i += 500)
    count += (await db.getAll(...ids.slice(i, i + 500).map((id) => db.doc(`${collection}/${id}`)))).filter(
      (snapshot) => snapshot.exists,
    ).length;
  return count;
}

describe.skipIf(!present)('importEventResults with a season of results', () => {
  for (const [name, bytes] of [
    ['the 2023 season CSV (4 MB)', undefined],
    ['9.9 MiB of results, within the limit', Math.floor(IMPORT_LIMITS.bytes * 0.99)],
  ] as const) {
    it(`${name}: the preview says what the import does, and the import stores it all`, async () => {
      const text = seasonText(bytes);
      const rows = text.trimEnd().split('\n').slice(1);
      const events = [...new Set(rows.map((row) => row.match(ROW_END)![1]!))];
      const decks = [...new Set(rows.map((row) => row.match(ROW_END)![3]!).filter((deck) => deck !== ''))];
      const queued = decks.filter((deck) => !written.decks.has(deck)).length;
      const files = [{ name: 'season.csv', text }];
      const expected = { events: events.length, created: events.length, skipped: 0, jobsEnqueued: queued };
      expect(await admin.callRaw('importEventResults', { files, dryRun: true })).toMatchObject(expected);
      expect(await storedCount('events', events)).toBe(0);
      expect(await admin.callRaw('importEventResults', { files })).toMatchObject(expected);
      for (const id of events) written.events.add(id);
      for (const id of decks) written.decks.add(id);
      expect(await storedCount('events', events)).toBe(events.length);
      expect(await storedCount('deck_jobs', decks)).toBe(decks.length);
    });
  }
});
