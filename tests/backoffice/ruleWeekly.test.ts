// Every rule's weekly figures through the admin read callables (listRules, getDashboard): this
// week's and last week's counts and shares, their difference and NEW, from the stored
// public_decks/weekly_summary with the public /decks definitions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callables } from '../../engine/admin/callables.ts';
import { adminSdk, type Caller, closeAdmin, signIn } from './client.ts';

const SUMMARY = 'public_decks/weekly_summary';
let admin: Caller;
let before: FirebaseFirestore.DocumentData | undefined;

beforeAll(async () => {
  admin = await signIn({
    kind: 'email',
    claims: { role: 'admin' },
    email: `weekly-${Date.now()}@example.com`,
  });
  before = (await adminSdk().db.doc(SUMMARY).get()).data();
});
afterAll(async () => {
  const ref = adminSdk().db.doc(SUMMARY);
  await (before ? ref.set(before) : ref.delete());
  await admin.close();
  await closeAdmin();
});

describe('weekly figures per rule', () => {
  it('listRules gives every rule its figures and getDashboard its ranked rules theirs', async () => {
    const { rules } = callables.listRules.result.parse(await admin.callRaw('listRules', {}));
    expect(rules.length).toBeGreaterThanOrEqual(3);
    const [a, b, c] = rules.map((rule) => rule.id);
    await adminSdk()
      .db.doc(SUMMARY)
      .set({
        ruleNames: {},
        ruleFirstSeen: { [a!]: '2026-03-27', [b!]: '2026-03-27', [c!]: '2026-04-03' },
        weeks: [
          {
            key: '2026-03-27',
            start: '2026-03-27T00:00:00+09:00',
            end: '2026-04-02T23:59:59+09:00',
            label: '2026/03/27〜2026/04/02',
            totalDecks: 12,
            matchedDecks: 10,
            ruleCounts: { [a!]: 4, [b!]: 6 },
          },
          {
            key: '2026-04-03',
            start: '2026-04-03T00:00:00+09:00',
            end: '2026-04-09T23:59:59+09:00',
            label: '2026/04/03〜2026/04/09',
            totalDecks: 25,
            matchedDecks: 20,
            ruleCounts: { [a!]: 5, [b!]: 12, [c!]: 3 },
          },
        ],
        updatedAt: '2026-04-05T00:00:00Z',
      });
    const listed = callables.listRules.result.parse(await admin.callRaw('listRules', {}));
    expect(listed.week).toEqual({ key: '2026-04-03', label: '2026/04/03〜2026/04/09' });
    const byId = new Map(listed.rules.map((rule) => [rule.id, rule.weekly]));
    expect(byId.get(a!)).toEqual({
      currentCount: 5,
      previousCount: 4,
      currentShare: 0.25,
      previousShare: 0.4,
      diff: 0.25 - 0.4,
      isNew: false,
    });
    expect(byId.get(c!)).toEqual({
      currentCount: 3,
      previousCount: 0,
      currentShare: 0.15,
      previousShare: 0,
      diff: 0.15,
      isNew: true,
    });
    // A rule absent from both weeks: zero counts and shares, not new.
    for (const rule of listed.rules.filter((r) => ![a, b, c].includes(r.id)))
      expect(rule.weekly).toEqual({
        currentCount: 0,
        previousCount: 0,
        currentShare: 0,
        previousShare: 0,
        diff: 0,
        isNew: false,
      });

    const dashboard = callables.getDashboard.result.parse(await admin.callRaw('getDashboard', {}));
    expect(dashboard.ruleRanking.rules.length).toBeGreaterThan(0);
    for (const ranked of dashboard.ruleRanking.rules) expect(ranked.weekly).toEqual(byId.get(ranked.id));
  });
});
