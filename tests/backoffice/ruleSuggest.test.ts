// suggestRules through the callable protocol: the unmatched decks' group with its signature
// cards (and their images), the proposed rule with its check and impact, a rule's near misses;
// and the answer is the one `tcg rules suggest` computes over the same Firestore.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRulesSuggest } from '../../cli/pipelines/rulesSuggest.ts';
import { FirestoreStore } from '../../data/firestoreStore.ts';
import { callables } from '../../engine/admin/callables.ts';
import { SUGGEST_MIN_SIZE_MESSAGE } from '../../engine/admin/suggestCallables.ts';
import { exactNamePattern } from '../../engine/rules/suggest.ts';
import { adminSdk, type Caller, closeAdmin, failure, signIn } from './client.ts';

const RULE_ID = 'サジェスト既存';
const RULE = {
  name: RULE_ID,
  enabled: true,
  priority: 7,
  description: '',
  conditions: [
    { pattern: '^サジェスト既存A$', min: 2, max: null, negate: false },
    { pattern: '^サジェスト既存B$', min: 1, max: null, negate: false },
  ],
  variants: [],
};
const PICT = '/assets/images/card_images/large/SV9/000001_P_SAJESUTOEX.jpg';
const GROUP_CARDS = [
  { name: 'サジェストテストex', type: 'ポケモン (たね)', count: 3, details: { card_pict: PICT } },
  { name: 'サジェスト進化前', type: 'ポケモン (たね)', count: 2 },
  { name: 'サジェストグッズ', type: 'グッズ', count: 4 },
];
const PROPOSED_NAME = 'サジェストテストex サジェスト進化前';
const STAPLE = { name: 'サジェスト共通', type: 'グッズ', count: 4 };

const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(2, '0')}-AAAAAA-BBBBBB`;
const DECKS: Record<string, { name: string; type: string; count: number }[]> = {};
// Eight decks the rule matches, two that miss it by one copy of A, six of a new archetype, six odd ones.
for (let i = 0; i < 8; i++)
  DECKS[id('sgmtch', i)] = [
    { name: 'サジェスト既存A', type: 'ポケモン (たね)', count: 2 },
    { name: 'サジェスト既存B', type: 'グッズ', count: 1 },
    STAPLE,
  ];
for (let i = 0; i < 2; i++)
  DECKS[id('sgnear', i)] = [
    { name: 'サジェスト既存A', type: 'ポケモン (たね)', count: 1 },
    { name: 'サジェスト既存B', type: 'グッズ', count: 1 },
    STAPLE,
  ];
for (let i = 0; i < 6; i++) DECKS[id('sggrup', i)] = [...GROUP_CARDS, STAPLE];
for (let i = 0; i < 6; i++)
  DECKS[id('sgodd', i)] = [{ name: `サジェスト単発${i}`, type: 'ポケモン (たね)', count: 4 }, STAPLE];
const GROUP_IDS = Object.keys(DECKS).filter((deckId) => deckId.startsWith('sggrup'));

let admin: Caller;
beforeAll(async () => {
  admin = await signIn({
    kind: 'email',
    claims: { admin: true },
    email: `suggest-admin-${Date.now()}@example.com`,
  });
  const { db } = adminSdk();
  await db.doc(`deck_rules/${RULE_ID}`).set(RULE);
  const at = new Date('2026-04-01T00:00:00Z');
  for (const [deckId, cards] of Object.entries(DECKS))
    await db.doc(`decks/${deckId}`).set({ cards, created_at: at, updated_at: at });
});
afterAll(async () => {
  const { db } = adminSdk();
  await db.doc(`deck_rules/${RULE_ID}`).delete();
  for (const deckId of Object.keys(DECKS)) await db.doc(`decks/${deckId}`).delete();
  await admin.close();
  await closeAdmin();
});

describe('suggestRules', () => {
  it('finds the new archetype as one group, proposes its rule with its impact, and lists near misses', async () => {
    const result = callables.suggestRules.result.parse(await admin.call('suggestRules', {}));
    const group = result.clusters.find((c) => c.deckIds.includes(GROUP_IDS[0]!));
    expect(group, JSON.stringify(result.clusters.map((c) => c.deckIds))).toBeDefined();
    expect(group!.size).toBe(6);
    expect(group!.deckIds).toEqual(GROUP_IDS);
    expect(group!.exampleDeckIds).toEqual(GROUP_IDS.slice(0, 5));
    const signature = new Map(group!.signature.map((card) => [card.name, card]));
    // The group's own cards first (all its decks, no other deck); the shared staple may follow.
    expect(
      group!.signature
        .slice(0, 3)
        .map((c) => c.name)
        .sort(),
    ).toEqual(GROUP_CARDS.map((c) => c.name).sort());
    expect(signature.get('サジェストテストex')).toMatchObject({ share: 1, averageCount: 3, image: PICT });
    expect(signature.get('サジェストグッズ')?.image).toBeNull();
    // The proposed rule: named after its key Pokémon (ex first), one exact pattern on a signature
    // card, checked.
    expect(group!.rule.name).toBe(PROPOSED_NAME);
    expect(group!.rule.variants).toEqual([]);
    expect(group!.rule.conditions).toHaveLength(1);
    const [condition] = group!.rule.conditions;
    const card = GROUP_CARDS.find((c) => exactNamePattern(c.name) === condition!.pattern);
    expect(card, condition!.pattern).toBeDefined();
    expect(condition).toMatchObject({ min: card!.count, max: null, negate: false });
    expect(group!.ruleIssues).toEqual([]);
    // Its impact: the six unmatched decks, no classified deck.
    expect(group!.impact).toMatchObject({
      ruleId: PROPOSED_NAME,
      matchedBefore: 0,
      matchedAfter: 6,
      takesUnmatched: 6,
      alsoMatchesClassified: 0,
      sharedWith: [],
      moves: [{ from: null, to: PROPOSED_NAME, count: 6 }],
    });
    expect(group!.impact.gained.ids).toEqual(GROUP_IDS);
    // The odd decks make no group of five.
    expect(result.clusters.some((c) => c.deckIds.some((d) => d.startsWith('sgodd')))).toBe(false);
    // Near misses: the two decks with one copy of A, which the rule wants twice.
    const near = result.nearMisses.find((m) => m.ruleId === RULE_ID);
    expect(near).toMatchObject({
      ruleName: RULE_ID,
      total: 2,
      conditions: [{ ...RULE.conditions[0], decks: 2 }],
    });
    expect(near!.decks).toEqual(
      [id('sgnear', 0), id('sgnear', 1)].map((deckId) => ({
        deckId,
        ...RULE.conditions[0],
        count: 1,
        primary: null,
      })),
    );
  });

  it('answers what `tcg rules suggest` answers over the same Firestore', async () => {
    const fromCallable = callables.suggestRules.result.parse(
      await admin.call('suggestRules', { minSize: 3 }),
    );
    const fromCli = await runRulesSuggest(
      { minSize: 3, asOf: new Date().toISOString() },
      { store: new FirestoreStore(adminSdk().db, 'firestore') },
    );
    expect(fromCallable).toEqual(JSON.parse(JSON.stringify(fromCli)));
  });

  it('refuses a minimum group size outside 2..1000 with its message', async () => {
    for (const minSize of [1, 1001, 2.5, '5']) {
      expect(await failure(admin.callRaw('suggestRules', { minSize }))).toMatchObject({
        code: 'invalid-argument',
        message: SUGGEST_MIN_SIZE_MESSAGE,
      });
    }
  });
});
