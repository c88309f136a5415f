// Every save, toggle and delete of a rule keeps the version it replaced (who,
// when, what changed) in rule_history/{ruleId}/versions/{n}, written with the change; a restore
// goes through the same rule check as a save and is recorded as one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLE_MESSAGES } from '../../engine/admin/callables.ts';
import { UNSAFE_PATTERN_MESSAGES } from '../../engine/messages.ts';
import { adminSdk, type Caller, closeAdmin, failure, signIn } from './client.ts';

const RUN = `履歴${Date.now() % 100_000}`;
const conditions = [{ pattern: '^サーフゴーex$', min: 1, max: null, negate: false }];
const EMAIL = `history-${Date.now() % 100_000}@example.com`;

let admin: Caller;
const created: string[] = [];
beforeAll(async () => {
  admin = await signIn({ kind: 'email', email: EMAIL, claims: { role: 'admin' } });
});
afterAll(async () => {
  const db = adminSdk().db;
  for (const id of created) {
    await db.doc(`deck_rules/${id}`).delete();
    for (const v of (await db.collection(`rule_history/${id}/versions`).get()).docs) await v.ref.delete();
    await db.doc(`rule_history/${id}`).delete();
  }
  await admin.close();
  await closeAdmin();
});

async function storedVersions(id: string) {
  const snapshot = await adminSdk().db.collection(`rule_history/${id}/versions`).orderBy('n').get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as Record<string, unknown>);
}

describe('rule history', () => {
  it('create, save, toggle and delete each keep the version before and after, who and when', async () => {
    const name = `${RUN}A`;
    created.push(name);
    const first = await admin.call('saveRule', { rule: { name, conditions, priority: 3 } });
    expect(first.created).toBe(true);
    await admin.call('saveRule', {
      id: name,
      rule: { name, conditions, priority: 7, description: '説明を追加' },
    });
    await admin.call('setRuleEnabled', { id: name, enabled: false });

    const stored = await storedVersions(name);
    expect(stored.map((v) => [v.id, v.n, v.action])).toEqual([
      ['00000001', 1, 'create'],
      ['00000002', 2, 'save'],
      ['00000003', 3, 'toggle'],
    ]);
    expect(stored[0]).toMatchObject({ before: null, after: { name, priority: 3, enabled: true } });
    expect(stored[1]).toMatchObject({
      before: { priority: 3, description: '' },
      after: { priority: 7, description: '説明を追加' },
      changed: ['priority', 'description'],
      by: admin.user?.uid,
      byEmail: EMAIL,
    });
    expect(stored[2]).toMatchObject({
      before: { enabled: true },
      after: { enabled: false },
      changed: ['enabled'],
    });
    expect((await adminSdk().db.doc(`rule_history/${name}`).get()).get('count')).toBe(3);

    const history = await admin.call('listRuleHistory', { id: name });
    expect(history.total).toBe(3);
    expect(history.versions.map((v) => v.action)).toEqual(['toggle', 'save', 'create']);
    expect(history.versions[1]).toMatchObject({ n: 2, changed: ['priority', 'description'], byEmail: EMAIL });
    expect(Date.parse(history.versions[0]!.at ?? '')).toBeGreaterThan(Date.now() - 600_000);

    const removed = await admin.call('deleteRule', { id: name });
    expect(removed.deleted).toBe(true);
    expect((await adminSdk().db.doc(`deck_rules/${name}`).get()).exists).toBe(false);
    // The deleted rule's history stays readable under its id, with the version it deleted.
    const after = await admin.call('listRuleHistory', { id: name });
    expect(after.versions[0]).toMatchObject({
      n: 4,
      action: 'delete',
      after: null,
      before: { name, priority: 7, enabled: false, description: '説明を追加' },
    });

    // Brought back from its history: created again (through the save check), recorded as a restore.
    const back = await admin.call('saveRule', { rule: after.versions[0]!.before!, restoredFrom: 4 });
    expect(back).toMatchObject({ created: true, rule: { id: name, priority: 7, enabled: false } });
    expect((await admin.call('listRuleHistory', { id: name })).versions[0]).toMatchObject({
      n: 5,
      action: 'restore',
      restoredFrom: 4,
      before: null,
      after: { priority: 7 },
    });
  });

  it('a restore brings an earlier version back through the save check and is recorded as a restore', async () => {
    const name = `${RUN}B`;
    created.push(name);
    await admin.call('saveRule', { rule: { name, conditions, priority: 1 } });
    const other = [{ pattern: '^リザードンex$', min: 2, max: 4, negate: false }];
    await admin.call('saveRule', { id: name, rule: { name, conditions: other, priority: 5 } });
    const [latest] = (await admin.call('listRuleHistory', { id: name })).versions;
    expect(latest).toMatchObject({ n: 2, changed: ['priority', 'conditions'] });

    const restored = await admin.call('saveRule', { id: name, rule: latest!.before!, restoredFrom: 2 });
    expect(restored.rule).toMatchObject({ priority: 1, conditions });
    const stored = (await adminSdk().db.doc(`deck_rules/${name}`).get()).data();
    expect(stored).toMatchObject({ priority: 1, conditions, updatedByEmail: EMAIL });
    const history = await admin.call('listRuleHistory', { id: name });
    expect(history.versions[0]).toMatchObject({
      n: 3,
      action: 'restore',
      restoredFrom: 2,
      before: { priority: 5, conditions: other },
      after: { priority: 1, conditions },
    });
  });

  it('a refused restore (the one rule check) writes neither the rule nor a history entry', async () => {
    const name = `${RUN}C`;
    created.push(name);
    await admin.call('saveRule', { rule: { name, conditions } });
    const bad = { name, conditions: [{ pattern: '^(a+)+$', min: 1, max: null, negate: false }] };
    const refused = await failure(admin.callRaw('saveRule', { id: name, rule: bad, restoredFrom: 1 }));
    expect(refused.code).toBe('invalid-argument');
    expect(refused.message).toContain(UNSAFE_PATTERN_MESSAGES.exponential);
    expect((await storedVersions(name)).map((v) => v.action)).toEqual(['create']);
    const missing = await failure(admin.callRaw('setRuleEnabled', { id: `${RUN}無い`, enabled: false }));
    expect(missing.code).toBe('not-found');
    expect(await storedVersions(`${RUN}無い`)).toEqual([]);
  });

  it('a rule without history answers an empty list; a non-admin is refused', async () => {
    expect(await admin.call('listRuleHistory', { id: `${RUN}なし` })).toEqual({
      ruleId: `${RUN}なし`,
      total: 0,
      versions: [],
      nextBefore: null,
    });
    const user = await signIn({ kind: 'email', claims: { role: 'editor' } });
    try {
      expect((await failure(user.callRaw('listRuleHistory', { id: `${RUN}A` }))).message).toBe(
        CALLABLE_MESSAGES.notAdmin,
      );
    } finally {
      await user.close();
    }
  });
});
