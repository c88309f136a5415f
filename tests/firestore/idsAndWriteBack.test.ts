// Against a real gRPC Firestore server on 127.0.0.1: a publish with an unstorable id stops before
// its first write (it stopped after committing 25 documents), and classify's
// write-back clears a deck's matches by writing the whole set of match fields (empty lists); the
// fields a write-back removes are tested in fieldRemoval.test.ts.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FirestoreConnection, openFirestore } from '../../data/firestoreClient.ts';
import { fromFirestoreData } from '../../data/firestoreValues.ts';
import { type Emulator, startEmulator } from '../../scripts/emulators/firestoreServer.ts';
import { makeSnapshot, removeDir } from '../helpers/snapshot.ts';
import { tcg } from './helpers.ts';

const AS_OF = '2026-04-20T00:00:00.000Z';
const conditions = [{ pattern: '^ドラパルトex$', min: 1 }];
const rule = (id: string, more: object = {}) => ({ id, name: id, priority: 1, conditions, ...more });
const deck = (id: string, matches: string[]) => ({
  id,
  created_at: '2026-03-12T10:00:00+09:00',
  cards: [{ name: 'ドラパルトex', count: 2 }],
  rule_matches: matches,
  rule_matches_detail: matches.map((m) => ({ id: m, name: m, priority: 1, variants: [] })),
  classification_updated_at: '2026-03-13T00:00:00.000Z',
});

let emulator: Emulator;
let connection: FirestoreConnection;
const dirs: string[] = [];

beforeAll(async () => {
  emulator = await startEmulator();
}, 60_000);
afterAll(async () => {
  await connection?.close();
  emulator?.stop();
  for (const dir of dirs) await removeDir(dir);
});

async function snapshot(collections: Parameters<typeof makeSnapshot>[0]): Promise<string> {
  const dir = await makeSnapshot(collections);
  dirs.push(dir);
  return dir;
}

/** Documents in every collection a publish writes (this server cannot list collections). */
async function documentCount(project: string): Promise<number> {
  const db = openFirestore(project).db;
  const collections = [
    'public',
    'public_events',
    'public_decks',
    'public_deck_details',
    'deck_rules',
    'system_meta',
  ];
  let count = 0;
  for (const name of collections) count += (await db.collection(name).get()).size;
  count += (await db.collection('public/decks/types').get()).size;
  count += (await db.collection('deck_rules/R/card_stats').get()).size;
  return count;
}

describe('tcg aggregate --target firestore with an unstorable id', { timeout: 120_000 }, () => {
  it('a deck id with a slash met after 520 good decks (more than one batch): exit 1, one line, nothing published', async () => {
    const decks = Array.from({ length: 520 }, (_, i) =>
      deck(`aaaaaa-aaaaaa-aaa${String(i).padStart(3, '0')}`, ['R']),
    );
    const data = await snapshot({ deck_rules: [rule('R')], decks: [...decks, deck('bad/deck', ['R'])] });
    const run = await tcg(
      [
        'aggregate',
        '--data',
        data,
        '--target',
        'firestore',
        '--project',
        'demo-ids-deck',
        '--as-of',
        AS_OF,
        '--quiet',
      ],
      emulator.host,
    );
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain('deck id "bad/deck" cannot name a document (a slash in the id)');
    expect(await documentCount('demo-ids-deck')).toBe(0);
    // The same snapshot without the bad deck publishes: the count above can see documents.
    const good = await snapshot({ deck_rules: [rule('R')], decks });
    const rerun = await tcg(
      [
        'aggregate',
        '--data',
        good,
        '--target',
        'firestore',
        '--project',
        'demo-ids-deck',
        '--as-of',
        AS_OF,
        '--quiet',
      ],
      emulator.host,
    );
    expect(rerun.code).toBe(0);
    expect(await documentCount('demo-ids-deck')).toBeGreaterThan(520);
  });

  it('a rule id with a slash is skipped with a warning; the rest is published', async () => {
    const data = await snapshot({
      deck_rules: [rule('R'), rule('a/b')],
      decks: [deck('aaaaaa-aaaaaa-aaaaa1', ['R'])],
    });
    const run = await tcg(
      [
        'aggregate',
        '--data',
        data,
        '--target',
        'firestore',
        '--project',
        'demo-ids-rule',
        '--as-of',
        AS_OF,
        '--quiet',
      ],
      emulator.host,
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('warning: rule a/b: id: IDにスラッシュは使用できません (skipped)');
    const db = openFirestore('demo-ids-rule').db;
    expect((await db.doc('deck_rules/R').get()).exists).toBe(true);
    expect((await db.collection('deck_rules').get()).docs.map((d) => d.id)).toEqual(['R']);
  });
});

describe('tcg classify --source firestore clears matches without field deletes', { timeout: 120_000 }, () => {
  it('a deck whose rule no longer matches gets empty match lists and a new classification time', async () => {
    const project = 'demo-ids-writeback';
    const data = await snapshot({
      deck_rules: [rule('R', { conditions: [{ pattern: '^ドラパルトex$', min: 1 }] })],
      decks: [deck('aaaaaa-aaaaaa-aaaaa1', ['R']), deck('aaaaaa-aaaaaa-aaaaa2', [])],
    });
    const imported = await tcg(['import', '--data', data, '--project', project, '--quiet'], emulator.host);
    expect(imported.stderr).toBe('');
    connection = openFirestore(project);
    // The rule changes so that no deck matches it any more.
    await connection.db
      .doc('deck_rules/R')
      .update({ conditions: [{ pattern: '^サーフゴーex$', min: 1, max: null, negate: false }] });

    const run = await tcg(
      ['classify', '--source', 'firestore', '--project', project, '--as-of', AS_OF, '--quiet'],
      emulator.host,
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/updated 1 /);
    const cleared = fromFirestoreData((await connection.db.doc('decks/aaaaaa-aaaaaa-aaaaa1').get()).data()!);
    expect(cleared).toMatchObject({
      rule_matches: [],
      rule_matches_detail: [],
      classification_updated_at: AS_OF,
    });
    expect(cleared.cards).toEqual([{ name: 'ドラパルトex', count: 2 }]);
    // A deck that had no matches and still has none is not written.
    const untouched = fromFirestoreData(
      (await connection.db.doc('decks/aaaaaa-aaaaaa-aaaaa2').get()).data()!,
    );
    expect(untouched.classification_updated_at).toBe('2026-03-13T00:00:00.000Z');
    void path;
  });
});
