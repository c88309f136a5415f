// An update says what it sets and what it removes, and the Firestore store
// deletes the removed fields. `tcg classify --source firestore` on decks stored with camelCase
// match fields (it used to exit 70) and with snake_case ones: exit 0, the camelCase fields gone,
// the classification right. Against the local gRPC server, first checked to delete a field the
// way Cloud Firestore does (what the store relies on).
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FirestoreConnection, openFirestore } from '../../data/firestoreClient.ts';
import { FirestoreStore } from '../../data/firestoreStore.ts';
import { type Emulator, fieldPathSegments, startEmulator } from '../../scripts/emulators/firestoreServer.ts';
import { tcg } from './helpers.ts';

const PROJECT = 'demo-field-removal';
const AS_OF = '2026-04-20T00:00:00.000Z';
const OLD = Timestamp.fromDate(new Date('2026-03-13T00:00:00.000Z'));
const cards = (name: string) => [{ name, count: 2 }];

let emulator: Emulator;
let connection: FirestoreConnection;
beforeAll(async () => {
  emulator = await startEmulator();
  connection = openFirestore(PROJECT);
}, 60_000);
afterAll(async () => {
  await connection?.close();
  emulator?.stop();
});

describe('the local Firestore server deletes a field as Cloud Firestore does', () => {
  it('update and set-with-merge with FieldValue.delete() remove the field and keep the rest', async () => {
    const ref = connection.db.doc('scratch/one');
    await ref.set({ a: 1, b: 2, m: { x: 1, y: 2 } });
    await ref.update({ a: FieldValue.delete(), 'm.x': FieldValue.delete(), c: 3 });
    expect((await ref.get()).data()).toEqual({ b: 2, c: 3, m: { y: 2 } });
    await ref.set({ b: FieldValue.delete(), d: 4 }, { merge: true });
    expect((await ref.get()).data()).toEqual({ c: 3, d: 4, m: { y: 2 } });
    // A delete of a field the document lacks changes nothing else.
    await ref.set({ nope: FieldValue.delete() }, { mergeFields: ['nope'] });
    expect((await ref.get()).data()).toEqual({ c: 3, d: 4, m: { y: 2 } });
  });

  it('reads field paths as firebase-admin writes them', () => {
    expect(fieldPathSegments('ruleMatches')).toEqual(['ruleMatches']);
    expect(fieldPathSegments('m.x')).toEqual(['m', 'x']);
    expect(fieldPathSegments('`キー.a`.b')).toEqual(['キー.a', 'b']);
    expect(fieldPathSegments('`a\\`b`')).toEqual(['a`b']);
  });
});

describe('FirestoreStore.updateEach: sets and removes', () => {
  it('writes the set fields, deletes the removed ones, leaves the rest', async () => {
    const db = connection.db;
    await db.doc('things/t1').set({ keep: 1, ruleMatches: ['x'] });
    await db.doc('things/t2').set({ keep: 2 });
    const store = new FirestoreStore(db, PROJECT);
    const result = await store.updateEach('things' as 'decks', (doc) => ({
      set: { rule_matches: [doc.id] },
      remove: ['ruleMatches'],
    }));
    expect(result).toEqual({ read: 2, changed: 2 });
    expect((await db.doc('things/t1').get()).data()).toEqual({ keep: 1, rule_matches: ['t1'] });
    expect((await db.doc('things/t2').get()).data()).toEqual({ keep: 2, rule_matches: ['t2'] });
  });

  it('refuses a change that sets a field to undefined, writing nothing', async () => {
    const store = new FirestoreStore(connection.db, PROJECT);
    await expect(
      store.updateEach('things' as 'decks', () => ({ set: { keep: undefined }, remove: [] })),
    ).rejects.toThrow(/sets keep to undefined/);
    expect((await connection.db.doc('things/t1').get()).data()).toMatchObject({ keep: 1 });
  });
});

describe('tcg classify --source firestore on camelCase and snake_case decks', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    const db = connection.db;
    const conditions = (name: string) => [{ pattern: `^${name}$`, min: 1, max: null, negate: false }];
    await db.doc('deck_rules/ドラパルトex').set({
      name: 'ドラパルトex',
      enabled: true,
      priority: 1,
      conditions: conditions('ドラパルトex'),
      variants: [],
    });
    await db.doc('deck_rules/サーフゴーex').set({
      name: 'サーフゴーex',
      enabled: true,
      priority: 2,
      conditions: conditions('サーフゴーex'),
      variants: [],
    });
    const stale = { id: 'サーフゴーex', name: 'サーフゴーex', priority: 2, variants: [] };
    // camelCase, stale: it must gain ドラパルトex and lose サーフゴーex.
    await db.doc('decks/aaaaaa-aaaaaa-camel1').set({
      cards: cards('ドラパルトex'),
      ruleMatches: ['サーフゴーex'],
      ruleMatchesDetail: [stale],
      classificationUpdatedAt: OLD,
    });
    // camelCase, right already: nothing to write.
    await db.doc('decks/aaaaaa-aaaaaa-camel2').set({
      cards: cards('サーフゴーex'),
      ruleMatches: ['サーフゴーex'],
      ruleMatchesDetail: [stale],
      classificationUpdatedAt: OLD,
    });
    // snake_case, stale.
    await db.doc('decks/aaaaaa-aaaaaa-snake1').set({
      cards: cards('ドラパルトex'),
      rule_matches: [],
      rule_matches_detail: [],
      classification_updated_at: OLD,
    });
    // camelCase, matching nothing any more: emptied in snake_case.
    await db.doc('decks/aaaaaa-aaaaaa-camel3').set({
      cards: cards('ピカチュウex'),
      ruleMatches: ['ドラパルトex'],
      ruleMatchesDetail: [{ id: 'ドラパルトex', name: 'ドラパルトex', priority: 1, variants: [] }],
    });
  });

  async function deck(id: string): Promise<Record<string, unknown>> {
    return (await connection.db.doc(`decks/${id}`).get()).data()!;
  }

  it('exits 0, writes the classification in snake_case and removes the camelCase fields', async () => {
    const run = await tcg(
      ['classify', '--source', 'firestore', '--project', PROJECT, '--as-of', AS_OF, '--json', '--quiet'],
      emulator.host,
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ processed: 4, updated: 3, rules: 2, mode: 'all' });

    const asOf = Timestamp.fromDate(new Date(AS_OF));
    const dragapult = { id: 'ドラパルトex', name: 'ドラパルトex', priority: 1, variants: [] };
    expect(await deck('aaaaaa-aaaaaa-camel1')).toEqual({
      cards: cards('ドラパルトex'),
      rule_matches: ['ドラパルトex'],
      rule_matches_detail: [dragapult],
      classification_updated_at: asOf,
      // The summary made true, with the run's time (engine/deckSummary.ts summaryAfter).
      summary: expect.objectContaining({ classification_updated_at: asOf, cards_total: 2 }),
    });
    expect(await deck('aaaaaa-aaaaaa-snake1')).toEqual({
      cards: cards('ドラパルトex'),
      rule_matches: ['ドラパルトex'],
      rule_matches_detail: [dragapult],
      classification_updated_at: asOf,
      // The summary made true, with the run's time (engine/deckSummary.ts summaryAfter).
      summary: expect.objectContaining({ classification_updated_at: asOf, cards_total: 2 }),
    });
    expect(await deck('aaaaaa-aaaaaa-camel3')).toEqual({
      cards: cards('ピカチュウex'),
      rule_matches: [],
      rule_matches_detail: [],
      classification_updated_at: asOf,
      // The summary made true, with the run's time (engine/deckSummary.ts summaryAfter).
      summary: expect.objectContaining({ classification_updated_at: asOf, cards_total: 2 }),
    });
    // Unchanged, so not written: its one spelling still says what a classification says.
    expect(await deck('aaaaaa-aaaaaa-camel2')).toMatchObject({
      ruleMatches: ['サーフゴーex'],
      classificationUpdatedAt: OLD,
    });
  });

  it('a second run finds nothing to change', async () => {
    const run = await tcg(
      ['classify', '--source', 'firestore', '--project', PROJECT, '--as-of', AS_OF, '--json', '--quiet'],
      emulator.host,
    );
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ processed: 4, updated: 0 });
  });
});
