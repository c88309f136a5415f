// `tcg events sync` and `tcg events import` read the same `event_result_detail_search` answer
// the same way: the captured real answers (tests/official/events), synced from the fixture server
// into one snapshot and imported from their files into another, give the same event documents,
// but for the fields only the event list carries (named below).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { importEvents } from '../../cli/pipelines/eventImport.ts';
import { syncEvents } from '../../cli/pipelines/eventSync.ts';
import { SnapshotIngestStore } from '../../data/ingest/snapshotIngestStore.ts';
import { checkAnswer, ResultAnswerSchema } from '../../data/official/eventAnswers.ts';
import { eventDocument } from '../../data/official/eventDocument.ts';
import { importedEventDocument } from '../../data/official/importedEvent.ts';
import { PoliteClient } from '../../data/official/politeClient.ts';
import { eventFromSavedAnswer } from '../../data/official/savedResultAnswer.ts';
import { makeSnapshot, readJsonl, removeDir } from '../helpers/snapshot.ts';
import { capturedAnswer, capturedEvents } from './eventFixtures.ts';
import { type FixtureServer, startFixtureServer } from './fixtureServer.ts';

const CAPTURED = path.resolve(import.meta.dirname, 'events');
const ANSWERS = ['event_result_detail_search.952669.json', 'event_result_detail_search.981571.json'];
// After the newest captured event (2026-05-10): a sync skips an event dated after its clock.
const T0 = new Date('2026-06-01T10:00:00.000Z');
/** Under `official`, what a sync takes from the event_search entry and a result answer lacks. */
const LIST_ONLY_OFFICIAL = ['event_type', 'deck_count'] as const;

let server: FixtureServer;
const dirs: string[] = [];

beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
afterEach(async () => {
  server.reset();
  await Promise.all(dirs.splice(0).map((dir) => removeDir(dir)));
});

async function storedEvents(dir: string): Promise<Map<string, Record<string, unknown>>> {
  return new Map((await readJsonl(path.join(dir, 'events.jsonl'))).map((doc) => [doc.id as string, doc]));
}

async function emptySnapshot(): Promise<string> {
  const dir = await makeSnapshot({ decks: [], events: [], deck_jobs: [] });
  dirs.push(dir);
  return dir;
}

describe('a sync and an import of the same captured answer', () => {
  it('store the same event fields, but the list-only official.event_type and deck_count', async () => {
    server.events = capturedEvents();
    const synced = await emptySnapshot();
    const syncResult = await syncEvents(
      { eventsOrigin: server.origin, offset: 0 },
      {
        store: await SnapshotIngestStore.open(synced),
        client: new PoliteClient({ minDelayMs: 0, baseDelayMs: 5, timeoutMs: 2000 }),
        now: () => T0,
      },
    );
    expect(syncResult.created).toBe(2);

    const imported = await emptySnapshot();
    const files = await Promise.all(
      ANSWERS.map(async (name) => ({
        name: path.join(CAPTURED, name),
        text: await readFile(path.join(CAPTURED, name), 'utf8'),
      })),
    );
    const importResult = await importEvents(
      { files, eventsOrigin: server.origin },
      { store: await SnapshotIngestStore.open(imported), now: () => T0 },
    );
    expect(importResult.created).toBe(2);
    expect(importResult).not.toHaveProperty('unwritten');

    const bySync = await storedEvents(synced);
    const byImport = await storedEvents(imported);
    expect([...byImport.keys()].sort()).toEqual(['952669', '981571']);
    for (const id of byImport.keys()) {
      const sync = bySync.get(id)!;
      const official = { ...(sync.official as Record<string, unknown>) };
      // The list's event_type (3) is not the answer's eventTypeId: only the sync stores it.
      expect(official.event_type).toBe(3);
      for (const key of LIST_ONLY_OFFICIAL) delete official[key];
      expect(byImport.get(id)).toEqual({ ...sync, official });
    }
    // The hall of a Champions League is its location in both, not a shop.
    expect(byImport.get('981571')).toMatchObject({ location: 'Aichi Sky Expo　展示ホールD・E' });
    expect(byImport.get('981571')).not.toHaveProperty('shop_name');
  });

  it('from the answer alone, the sync document and the import document are equal', () => {
    for (const name of ANSWERS) {
      const answer = capturedAnswer(name);
      const id = name.replace(/\D/g, '');
      const origin = 'https://players.pokemon-card.com';
      const now = T0.toISOString();
      const fromImport = importedEventDocument(
        eventFromSavedAnswer(name, JSON.stringify(answer), { eventsOrigin: origin }),
        now,
      );
      const parsed = checkAnswer(ResultAnswerSchema, answer, name);
      const fromSync = eventDocument({
        id,
        answered: parsed.event,
        results: parsed.results,
        now,
        eventsOrigin: origin,
      });
      expect(fromImport).toEqual(fromSync);
    }
  });
});
