// previewRuleChange through the callable protocol on decks stored unclassified or stale: the
// impact compares the edited rule with the stored rule evaluated now, never with the stored
// rule_matches, so it reports only what the edit itself changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callables } from '../../engine/admin/callables.ts';
import { adminSdk, type Caller, closeAdmin, signIn } from './client.ts';

const RULE_ID = '影響テスト';
const CARD = '影響テストカードA';
const OTHER = '影響テストカードB';
const RULE = {
  name: RULE_ID,
  enabled: true,
  priority: 5,
  description: '',
  conditions: [{ pattern: `^${CARD}$`, min: 1, max: null, negate: false }],
  variants: [],
};

/** The decks of this test, as stored: none classified by the rule as it stands. */
const DECKS: Record<string, Record<string, unknown>> = {
  // Never classified (fetched after the last classification run).
  'impct1-AAAAAA-BBBBBB': { cards: [{ name: CARD, count: 2 }] },
  // Classified before the rule existed.
  'impct2-AAAAAA-BBBBBB': { cards: [{ name: CARD, count: 2 }], rule_matches: [], rule_matches_detail: [] },
  // Classified when its cards were others (stale both ways).
  'impct3-AAAAAA-BBBBBB': {
    cards: [{ name: OTHER, count: 2 }],
    rule_matches: [RULE_ID],
    rule_matches_detail: [{ id: RULE_ID, name: RULE_ID, priority: 5, variants: [] }],
  },
  // One copy, never classified: the edit below (at least 2) takes the rule away.
  'impct4-AAAAAA-BBBBBB': { cards: [{ name: CARD, count: 1 }] },
};

let admin: Caller;
beforeAll(async () => {
  admin = await signIn({
    kind: 'email',
    claims: { admin: true },
    email: `impact-admin-${Date.now()}@example.com`,
  });
  const { db } = adminSdk();
  await db.doc(`deck_rules/${RULE_ID}`).set(RULE);
  const at = new Date('2026-04-01T00:00:00Z');
  for (const [id, deck] of Object.entries(DECKS))
    await db.doc(`decks/${id}`).set({ ...deck, created_at: at, updated_at: at });
});
afterAll(async () => {
  const { db } = adminSdk();
  await db.doc(`deck_rules/${RULE_ID}`).delete();
  for (const id of Object.keys(DECKS)) await db.doc(`decks/${id}`).delete();
  await admin.close();
  await closeAdmin();
});

async function preview(rule: Record<string, unknown>) {
  return callables.previewRuleChange.result.parse(
    await admin.callRaw('previewRuleChange', { id: RULE_ID, rule, sampleLimit: 20 }),
  );
}

describe('previewRuleChange on unclassified and stale decks', () => {
  it('reports no change for the rule as stored, whatever the decks hold', async () => {
    const impact = await preview(RULE);
    expect(impact.matchedBefore).toBe(3);
    expect(impact.matchedAfter).toBe(3);
    expect(impact.gained.total).toBe(0);
    expect(impact.lost.total).toBe(0);
    expect(impact.moves).toEqual([]);
  });

  it('reports the true change of an edit: only the deck the edit takes the rule from', async () => {
    const impact = await preview({ ...RULE, conditions: [{ ...RULE.conditions[0], min: 2 }] });
    expect(impact.matchedBefore).toBe(3);
    expect(impact.matchedAfter).toBe(2);
    expect(impact.gained).toEqual({ total: 0, ids: [] });
    expect(impact.lost).toEqual({ total: 1, ids: ['impct4-AAAAAA-BBBBBB'] });
    expect(impact.moves).toEqual([{ from: RULE_ID, to: null, count: 1 }]);
  });
});
