// Who may call: anonymous and signed-in non-admins are refused by every admin callable with
// nothing written; admin by `admin: true` or `role: 'admin'` passes; an owner bootstraps itself.
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_CALLABLE_NAMES, CALLABLE_MESSAGES } from '../../engine/admin/callables.ts';
import { ADMIN_FORM_MESSAGES } from '../../engine/messages.ts';
import { adminSdk, type Caller, closeAdmin, failure, signIn } from './client.ts';
import { fingerprint } from './fingerprint.ts';

const OWNER_EMAIL = 'owner@example.com';
const UNVERIFIED_OWNER_EMAIL = 'owner-unverified@example.com';
const callers: Caller[] = [];
async function caller(account: Parameters<typeof signIn>[0]): Promise<Caller> {
  const c = await signIn(account);
  callers.push(c);
  return c;
}

afterAll(async () => {
  await Promise.all(callers.map((c) => c.close()));
  await closeAdmin();
});

/** A payload each callable would accept from an admin, so a refusal can only be the access check. */
const VALID_PAYLOADS: Record<string, unknown> = {
  triggerHostingDeploy: { target: 'hosting' },
  evaluateDeckRulesPreview: { deckId: 'offcl1-AAAAAA-zzzzz9' },
  runEventSync: { offset: 0, limit: 1 },
  resetStuckDeckJobs: { olderThanMinutes: 30, limit: 50 },
  getRule: { id: 'ドラパルトex' },
  saveRule: { rule: { name: '新ルール', conditions: [{ pattern: 'x' }] } },
  setRuleEnabled: { id: 'ドラパルトex', enabled: false },
  deleteRule: { id: 'ドラパルトex' },
  listRuleHistory: { id: 'ドラパルトex' },
  previewRuleChange: { rule: { name: '新ルール', conditions: [{ pattern: 'x' }] } },
  listRuleDecks: { ruleId: 'ドラパルトex' },
  classifyDecks: { deckIds: ['3vJv1r-va2iGb-SPpEPb'] },
  getDeck: { deckId: '3vJv1r-va2iGb-SPpEPb' },
  listDeckPrizeEvents: { deckId: '3vJv1r-va2iGb-SPpEPb', cursor: { date: '2026-04-01T00:00:00Z', id: 'x' } },
  getEvent: { eventId: '741228' },
  saveSettings: { eventOffset: 5 },
  exportCollection: { collection: 'decks' },
};

describe('admin callables refuse anyone who is not an admin', () => {
  it('refuses every admin callable to a signed-in non-admin and writes nothing', async () => {
    const user = await caller({ kind: 'email', claims: { role: 'editor', admin: 'true' } });
    const before = await fingerprint(adminSdk().db);
    for (const name of ADMIN_CALLABLE_NAMES) {
      const result = await failure(user.callRaw(name, VALID_PAYLOADS[name] ?? {}));
      expect({ name, ...result, details: undefined }).toEqual({
        name,
        code: 'permission-denied',
        message: CALLABLE_MESSAGES.notAdmin,
        details: undefined,
      });
    }
    expect(await fingerprint(adminSdk().db)).toEqual(before);
    // Each function starts its own runtime process in the emulator on first call.
  }, 900_000);

  it('refuses callers without an account, anonymous accounts included, before parsing the payload', async () => {
    const nobody = await caller({ kind: 'none' });
    const anonymous = await caller({ kind: 'anonymous' });
    for (const c of [nobody, anonymous]) {
      expect((await failure(c.callRaw('getAdminCounts', {}))).code).toBe('permission-denied');
      // A bad payload is not even looked at.
      expect((await failure(c.callRaw('saveSettings', { eventOffset: -1 }))).code).toBe('permission-denied');
    }
    expect(await failure(nobody.callRaw('saveRule', VALID_PAYLOADS.saveRule))).toMatchObject({
      code: 'permission-denied',
      message: ADMIN_FORM_MESSAGES.saveUnauthenticated,
    });
    expect(await failure(nobody.callRaw('setRuleEnabled', VALID_PAYLOADS.setRuleEnabled))).toMatchObject({
      code: 'permission-denied',
      message: ADMIN_FORM_MESSAGES.toggleUnauthenticated,
    });
  });

  it('lets in an admin by admin: true and by role: admin', async () => {
    for (const claims of [{ admin: true }, { role: 'admin' }]) {
      const c = await caller({ kind: 'email', claims });
      const counts = await c.call('getAdminCounts');
      expect(counts).toMatchObject({ cards: 169, decks: expect.any(Number), events: expect.any(Number) });
    }
  });
});

describe('setAdminClaim', () => {
  it('lets a configured owner with a verified address grant itself admin, then the token carries it', async () => {
    const owner = await caller({ kind: 'email', email: OWNER_EMAIL, emailVerified: true });
    expect((await failure(owner.call('getAdminCounts'))).code).toBe('permission-denied');
    expect(await owner.call('setAdminClaim', { targetUid: owner.user!.uid, isAdmin: true })).toEqual({
      uid: owner.user!.uid,
      admin: true,
    });
    await owner.refreshToken();
    expect((await owner.user!.getIdTokenResult()).claims.admin).toBe(true);
    expect(await owner.call('getAdminCounts')).toHaveProperty('cards', 169);

    // Even an owner cannot grant anyone else, and isAdmin must be true.
    const other = await caller({ kind: 'email' });
    expect(
      await failure(owner.callRaw('setAdminClaim', { targetUid: other.user!.uid, isAdmin: true })),
    ).toMatchObject({
      code: 'permission-denied',
    });
    expect(
      (await failure(owner.callRaw('setAdminClaim', { targetUid: owner.user!.uid, isAdmin: false }))).code,
    ).toBe('invalid-argument');
    expect((await other.user!.getIdTokenResult(true)).claims.admin).toBeUndefined();
  });

  it('never grants to a non-owner or to an owner address that is not verified', async () => {
    const other = await caller({ kind: 'email', emailVerified: true });
    const unverified = await caller({ kind: 'email', email: UNVERIFIED_OWNER_EMAIL, emailVerified: false });
    for (const c of [other, unverified]) {
      expect(
        await failure(c.callRaw('setAdminClaim', { targetUid: c.user!.uid, isAdmin: true })),
      ).toMatchObject({
        code: 'permission-denied',
        message: CALLABLE_MESSAGES.notOwner,
      });
      expect((await c.user!.getIdTokenResult(true)).claims.admin).toBeUndefined();
    }
  });
});
