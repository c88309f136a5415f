// The 500-rule limit holds under concurrency. With 498 rule documents stored, 20
// saves of new rules at once (through the callable protocol and the Functions emulator) leave at
// most 500: the count is taken again in the create's transaction, not only in the check before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLE_MESSAGES } from '../../engine/admin/callables.ts';
import { RULE_MESSAGES } from '../../engine/messages.ts';
import { MAX_RULES } from '../../engine/rules/ruleLimit.ts';
import { adminSdk, type Caller, closeAdmin, failure, signIn } from './client.ts';

const RUN = `上限${Date.now() % 100_000}`;
const conditions = [{ pattern: '^サーフゴーex$', min: 1, max: null, negate: false }];

let admin: Caller;
const fillers: string[] = [];

/** Rule documents as the limit counts them (statistics-only sub-rule documents left out). */
async function ruleCount(): Promise<number> {
  const docs = (await adminSdk().db.collection('deck_rules').get()).docs;
  return docs.filter((doc) => {
    const parent = doc.get('parent_rule_id') ?? doc.get('parentRuleId');
    return !(typeof parent === 'string' && parent !== '');
  }).length;
}

beforeAll(async () => {
  admin = await signIn({ kind: 'email', claims: { role: 'admin' } });
  const db = adminSdk().db;
  const missing = MAX_RULES - 2 - (await ruleCount());
  expect(missing).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < missing; i += 400) {
    const batch = db.batch();
    for (let j = i; j < Math.min(missing, i + 400); j++) {
      const id = `${RUN}埋め${j}`;
      fillers.push(id);
      batch.set(db.doc(`deck_rules/${id}`), { name: id, enabled: true, priority: 5, conditions });
    }
    await batch.commit();
  }
  expect(await ruleCount()).toBe(MAX_RULES - 2);
});

afterAll(async () => {
  const db = adminSdk().db;
  const mine = (await db.collection('deck_rules').get()).docs.filter((doc) => doc.id.startsWith(RUN));
  for (let i = 0; i < mine.length; i += 400) {
    const batch = db.batch();
    for (const doc of mine.slice(i, i + 400)) batch.delete(doc.ref);
    await batch.commit();
  }
  await admin.close();
  await closeAdmin();
});

describe('saveRule, one new name saved 10 times at once', () => {
  it('saves it once; the other 9 are already-exists with the taken message', async () => {
    const name = `${RUN}同名`;
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => failure(admin.callRaw('saveRule', { rule: { name, conditions } }))),
    );
    // Back to 498 rules for the next test, whatever happened.
    const db = adminSdk().db;
    const history = (await db.collection(`rule_history/${name}/versions`).get()).docs;
    // One delete at a time: the local server has no BatchWrite, which recursiveDelete needs.
    for (const doc of history) await doc.ref.delete();
    await db.doc(`deck_rules/${name}`).delete();
    expect(outcomes.filter((o) => o.code === 'ok')).toHaveLength(1);
    const refused = outcomes.filter((o) => o.code !== 'ok');
    expect(refused.map((o) => [o.code, o.message])).toEqual(
      refused.map(() => ['already-exists', CALLABLE_MESSAGES.ruleIdTaken]),
    );
    // One create in the rule's history: a refused save left no entry.
    expect(history.map((doc) => doc.get('action'))).toEqual(['create']);
  });
});

describe('saveRule at 498 rules', () => {
  it('20 concurrent new rules: 2 are saved, 18 refused with the limit message, 500 rules remain', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        failure(admin.callRaw('saveRule', { rule: { name: `${RUN}同時${i}`, conditions } })),
      ),
    );
    const saved = outcomes.filter((o) => o.code === 'ok');
    const refused = outcomes.filter((o) => o.code !== 'ok');
    expect(refused.map((o) => [o.code, o.message])).toEqual(
      refused.map(() => ['resource-exhausted', RULE_MESSAGES.tooManyRules]),
    );
    expect(saved).toHaveLength(2);
    expect(await ruleCount()).toBe(MAX_RULES);
  });
});
