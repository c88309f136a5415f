// The rule screens' lists past one callable page, and the unmatched table's bulk classification,
// through the Functions emulator: listRuleDecks pages a rule's decks 20 at a time (spec admin §9) by created_at
// and id with the total, listRuleHistory pages a history 50 versions at a time by version number,
// and classifyDecks classifies the chosen decks with the stored rules, writes the changed ones and
// logs its run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSIFY_DECKS_INVALID, callables } from '../../engine/admin/callables.ts';
import { adminSdk, type Caller, closeAdmin, failure, signIn } from './client.ts';

const TAG = `rt${Date.now().toString(36).slice(-5)}`;
/** A rule id no stored rule has: the decks name it in rule_matches, as classification writes. */
const PAGED_RULE = `${TAG}ページ送り`;
const DECKS = 45;
const deckIds = Array.from({ length: DECKS }, (_, i) => `${TAG}${String(i).padStart(3, '0')}-PAGED-rulexx`);
const T0 = Date.parse('2001-01-01T00:00:00Z');
const HISTORY_RULE = `${TAG}履歴`;
const VERSIONS = 120;
/** A card only this suite's decks hold, and the rule that matches it. */
const CARD = `${TAG}テストカードex`;
const CLASSIFY_RULE = `${TAG}選択分類`;
const classifyIds = [`${TAG}c01-CLASSY-rulexx`, `${TAG}c02-CLASSY-rulexx`, `${TAG}c03-CLASSY-rulexx`];
const missingId = `${TAG}c99-MISSNG-rulexx`;

let admin: Caller;
let viewer: Caller;

beforeAll(async () => {
  [admin, viewer] = await Promise.all([
    signIn({ kind: 'email', claims: { admin: true } }),
    signIn({ kind: 'email', claims: { role: 'editor' } }),
  ]);
  const { db } = adminSdk();
  const batch = db.batch();
  deckIds.forEach((id, i) => {
    // Pairs share a created_at, so the cursor's id is what separates them.
    const at = new Date(T0 + Math.floor(i / 2) * 60_000);
    batch.set(db.doc(`decks/${id}`), {
      cards: [{ name: 'ピカチュウ', count: 1 }],
      cards_count: 1,
      created_at: at,
      updated_at: at,
      rule_matches: [PAGED_RULE],
      rule_matches_detail: [{ id: PAGED_RULE, name: PAGED_RULE, priority: 0, variants: [] }],
    });
  });
  batch.set(db.doc(`rule_history/${HISTORY_RULE}`), { ruleId: HISTORY_RULE, count: VERSIONS });
  for (let n = 1; n <= VERSIONS; n++) {
    const definition = {
      name: HISTORY_RULE,
      enabled: n % 2 === 0,
      priority: n,
      description: '',
      conditions: [{ pattern: '^x$', min: 1, max: null, negate: false }],
      variants: [],
    };
    batch.set(db.doc(`rule_history/${HISTORY_RULE}/versions/${String(n).padStart(8, '0')}`), {
      n,
      ruleId: HISTORY_RULE,
      action: n === 1 ? 'create' : 'toggle',
      at: new Date(T0 + n * 1000),
      by: 'seed',
      byEmail: null,
      changed: n === 1 ? [] : ['enabled'],
      before: n === 1 ? null : { ...definition, enabled: !definition.enabled, priority: n - 1 },
      after: definition,
      restoredFrom: null,
    });
  }
  const at = new Date(T0);
  const unmatched = {
    cards_count: 2,
    created_at: at,
    updated_at: at,
    rule_matches: [],
    rule_matches_detail: [],
  };
  batch.set(db.doc(`decks/${classifyIds[0]}`), { ...unmatched, cards: [{ name: CARD, count: 2 }] });
  batch.set(db.doc(`decks/${classifyIds[1]}`), { ...unmatched, cards: [{ name: CARD, count: 3 }] });
  batch.set(db.doc(`decks/${classifyIds[2]}`), {
    ...unmatched,
    cards: [{ name: `${TAG}ほかのカード`, count: 2 }],
  });
  await batch.commit();
});

afterAll(async () => {
  const { db } = adminSdk();
  const refs = [
    ...deckIds.map((id) => db.doc(`decks/${id}`)),
    ...classifyIds.map((id) => db.doc(`decks/${id}`)),
    db.doc(`deck_rules/${CLASSIFY_RULE}`),
  ];
  for (const ruleId of [HISTORY_RULE, CLASSIFY_RULE]) {
    refs.push(...(await db.collection(`rule_history/${ruleId}/versions`).get()).docs.map((doc) => doc.ref));
    refs.push(db.doc(`rule_history/${ruleId}`));
  }
  for (let i = 0; i < refs.length; i += 400) {
    const batch = db.batch();
    for (const ref of refs.slice(i, i + 400)) batch.delete(ref);
    await batch.commit();
  }
  await Promise.all([admin.close(), viewer.close()]);
  await closeAdmin();
});

describe('listRuleDecks', () => {
  it("pages a rule's 45 decks 20, 20 then 5, newest first, each once, with the total", async () => {
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: { date: string; id: string } | null = null;
    do {
      const page = callables.listRuleDecks.result.parse(
        await admin.callRaw('listRuleDecks', { ruleId: PAGED_RULE, ...(cursor ? { cursor } : {}) }),
      );
      expect(page.total).toBe(DECKS);
      sizes.push(page.decks.length);
      seen.push(...page.decks.map((deck) => deck.id));
      cursor = page.nextCursor;
    } while (cursor && sizes.length < 10);
    expect(sizes).toEqual([20, 20, 5]);
    // Newest first; within one created_at, the higher id first.
    expect(seen).toEqual([...deckIds].reverse());
  });
});

describe('listRuleHistory', () => {
  it('pages 120 versions 50, 50, 20, newest first, down to version 1', async () => {
    const seen: number[] = [];
    let before: number | null = null;
    const pages: number[] = [];
    do {
      const page = callables.listRuleHistory.result.parse(
        await admin.callRaw('listRuleHistory', { id: HISTORY_RULE, ...(before ? { before } : {}) }),
      );
      expect(page.total).toBe(VERSIONS);
      pages.push(page.versions.length);
      seen.push(...page.versions.map((version) => version.n));
      before = page.nextBefore;
    } while (before !== null && pages.length < 5);
    expect(pages).toEqual([50, 50, 20]);
    expect(seen).toEqual(Array.from({ length: VERSIONS }, (_, i) => VERSIONS - i));
  });
});

describe('classifyDecks', () => {
  it('classifies the chosen decks with the stored rules, writes the changed ones and logs the run', async () => {
    await admin.call('saveRule', {
      rule: { name: CLASSIFY_RULE, conditions: [{ pattern: `^${CARD}$`, min: 2, max: null, negate: false }] },
    });
    const result = callables.classifyDecks.result.parse(
      await admin.callRaw('classifyDecks', { deckIds: [...classifyIds, missingId, classifyIds[0]] }),
    );
    expect(result).toEqual({
      matched: classifyIds.slice(0, 2),
      unmatched: [classifyIds[2]],
      updated: 2,
      missing: [missingId],
    });
    const { db } = adminSdk();
    for (const id of classifyIds.slice(0, 2)) {
      const deck = (await db.doc(`decks/${id}`).get()).data()!;
      expect(deck.rule_matches).toEqual([CLASSIFY_RULE]);
      expect(deck.rule_matches_detail).toMatchObject([{ id: CLASSIFY_RULE, name: CLASSIFY_RULE }]);
      expect(typeof deck.classification_updated_at).not.toBe('undefined');
    }
    expect((await db.doc(`decks/${classifyIds[2]}`).get()).get('rule_matches')).toEqual([]);
    const run = (await db.doc('system/admin/function_runs/classifyDecks').get()).data();
    expect(run).toMatchObject({ status: 'success' });
  });

  it('answers an empty or oversized selection in Japanese and refuses non-admins, writing nothing', async () => {
    for (const ids of [[], Array.from({ length: 201 }, (_, i) => `x${i}`)]) {
      expect(await failure(admin.callRaw('classifyDecks', { deckIds: ids }))).toMatchObject({
        code: 'invalid-argument',
        message: CLASSIFY_DECKS_INVALID,
      });
    }
    const before = (await adminSdk().db.doc(`decks/${classifyIds[2]}`).get()).updateTime;
    expect(await failure(viewer.callRaw('classifyDecks', { deckIds: [classifyIds[2]] }))).toMatchObject({
      code: 'permission-denied',
    });
    expect((await adminSdk().db.doc(`decks/${classifyIds[2]}`).get()).updateTime).toEqual(before);
  });
});
