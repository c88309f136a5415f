// The admin callables in process, without the emulators (tRPC's createCaller, here `runAdminCall`):
// the access check before anything else, the contract's payload parsing into the spec's messages,
// the result checked against its shape, and errors mapped to the callable protocol's codes.
// tests/backoffice/ runs the same handlers through the real callable protocol against the emulators.
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import type { FirestoreStore } from '../../data/firestoreStore.ts';
import {
  ADMIN_CALLABLE_NAMES,
  CALLABLE_MESSAGES,
  CLASSIFY_DECKS_INVALID,
  CLASSIFY_DECKS_LIMIT,
} from '../../engine/admin/callables.ts';
import { ADMIN_FORM_MESSAGES } from '../../engine/messages.ts';
import { userError } from '../../engine/userError.ts';
import { type AdminName, type CallAuth, type Handler, parsePayload, runAdminCall } from './callable.ts';
import { handlers } from './handlers.ts';
import { runSetAdminClaim } from './jobs/setAdminClaim.ts';

/** A Firestore (and store) that fails the test on any use: a refused call must touch nothing. */
function untouchable<T extends object>(what: string, touched: string[]): T {
  return new Proxy({} as T, {
    get(_, key) {
      touched.push(`${what}.${String(key)}`);
      throw new Error(`${what}.${String(key)} used`);
    },
  });
}

function base(touched: string[]) {
  return {
    db: untouchable<Firestore>('db', touched),
    store: untouchable<FirestoreStore>('store', touched),
    now: () => new Date('2026-04-20T00:00:00Z'),
  };
}

const ADMIN = { uid: 'admin-1', token: { admin: true, email: 'a@example.com' } } as unknown as CallAuth;
const EDITOR = { uid: 'user-1', token: { role: 'editor', admin: 'true' } } as unknown as CallAuth;

/** What a call throws, as the callable protocol hands it to the client. */
async function failure(call: Promise<unknown>): Promise<{ code: string; message: string; details: unknown }> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpsError);
  const { code, message, details } = error as HttpsError;
  return { code, message, details };
}

/** A handler that must not run: the call ends before it. */
function never<N extends AdminName>(ran: string[]): Handler<N> {
  return async () => {
    ran.push('handler');
    throw new Error('the handler ran');
  };
}

describe('runAdminCall: who may call', () => {
  it.each([
    ['nobody', undefined],
    ['a signed-in non-admin', EDITOR],
  ] as const)(
    'refuses %s on every admin callable before the payload, the handler or Firestore',
    async (_, auth) => {
      for (const name of ADMIN_CALLABLE_NAMES) {
        const touched: string[] = [];
        const result = await failure(
          runAdminCall(name, never(touched), auth, 'not a payload', base(touched)),
        );
        expect(result.code, name).toBe('permission-denied');
        expect(touched, name).toEqual([]);
      }
    },
  );

  it('tells a signed-out rule editor to sign in, in the spec texts', async () => {
    const touched: string[] = [];
    const save = await failure(runAdminCall('saveRule', never(touched), undefined, {}, base(touched)));
    const toggle = await failure(
      runAdminCall('setRuleEnabled', never(touched), undefined, {}, base(touched)),
    );
    const other = await failure(runAdminCall('getRule', never(touched), EDITOR, {}, base(touched)));
    expect([save.message, toggle.message, other.message]).toEqual([
      ADMIN_FORM_MESSAGES.saveUnauthenticated,
      ADMIN_FORM_MESSAGES.toggleUnauthenticated,
      CALLABLE_MESSAGES.notAdmin,
    ]);
  });

  it('lets an admin by role in as by claim', async () => {
    const byRole = { uid: 'admin-2', token: { role: 'admin' } } as unknown as CallAuth;
    const result = await runAdminCall(
      'getDeployStatus',
      async () => ({ configured: false, missing: [] }),
      byRole,
      {},
      base([]),
    );
    expect(result).toEqual({ configured: false, missing: [] });
  });

  it('setAdminClaim: refuses anyone but a verified listed owner granting themselves, before any read', async () => {
    const owner = {
      uid: 'o-1',
      token: { email: 'Owner@Example.com', email_verified: true },
    } as unknown as CallAuth;
    const unverified = {
      uid: 'o-2',
      token: { email: 'owner@example.com', email_verified: false },
    } as unknown as CallAuth;
    const owners = ['owner@example.com'];
    for (const [auth, data] of [
      [undefined, { targetUid: 'o-1', isAdmin: true }],
      [unverified, { targetUid: 'o-2', isAdmin: true }],
      [ADMIN, { targetUid: 'admin-1', isAdmin: true }],
      [owner, { targetUid: 'someone-else', isAdmin: true }],
    ] as const) {
      expect(await failure(runSetAdminClaim(auth, data, owners))).toEqual({
        code: 'permission-denied',
        message: CALLABLE_MESSAGES.notOwner,
        details: undefined,
      });
    }
  });
});

describe('runAdminCall: the payload', () => {
  it('answers a payload that is not an object with invalid-argument on every callable', async () => {
    for (const name of ADMIN_CALLABLE_NAMES) {
      const touched: string[] = [];
      const result = await failure(runAdminCall(name, never(touched), ADMIN, 'x', base(touched)));
      expect(result.code, name).toBe('invalid-argument');
      expect((result.details as { issues: unknown[] }).issues.length, name).toBeGreaterThan(0);
      expect(touched, name).toEqual([]);
    }
  });

  it("gives the first issue's spec text as the message and every issue with its path", async () => {
    const settings = await failure(
      runAdminCall('saveSettings', never([]), ADMIN, { eventOffset: 10001 }, base([])),
    );
    expect(settings).toEqual({
      code: 'invalid-argument',
      message: ADMIN_FORM_MESSAGES.eventOffsetInvalid,
      details: { issues: [{ path: 'eventOffset', message: ADMIN_FORM_MESSAGES.eventOffsetInvalid }] },
    });
    const sync = await failure(
      runAdminCall('runEventSync', never([]), ADMIN, { offset: -1, limit: 101 }, base([])),
    );
    expect(sync.code).toBe('invalid-argument');
    expect((sync.details as { issues: { path: string }[] }).issues.map((issue) => issue.path)).toEqual([
      'offset',
      'limit',
    ]);
  });

  it('saveSettings: refuses a 現環境 start more than a year ahead, before any read (9999-12-31 was stored)', async () => {
    const touched: string[] = [];
    const payload = { eventOffset: 120, currentSince: '9999-12-31' };
    const refused = await failure(
      runAdminCall('saveSettings', handlers.saveSettings, ADMIN, payload, base(touched)),
    );
    expect(refused).toEqual({
      code: 'invalid-argument',
      message: ADMIN_FORM_MESSAGES.currentSinceTooLate,
      details: { issues: [{ path: 'currentSince', message: ADMIN_FORM_MESSAGES.currentSinceTooLate }] },
    });
    expect(touched).toEqual([]);
  });

  it('classifyDecks: refuses an empty, oversized or unaddressable selection in Japanese, before any read', async () => {
    const payloads = [
      { deckIds: [] },
      { deckIds: Array.from({ length: CLASSIFY_DECKS_LIMIT + 1 }, (_, i) => `deck${i}`) },
      { deckIds: ['ok', 'a/b'] },
      { deckIds: 'deck1' },
      { deckIds: ['deck1'], ruleId: 'x' },
    ];
    for (const payload of payloads) {
      const touched: string[] = [];
      const result = await failure(
        runAdminCall('classifyDecks', never(touched), ADMIN, payload, base(touched)),
      );
      expect(result.code, JSON.stringify(payload).slice(0, 40)).toBe('invalid-argument');
      expect(touched).toEqual([]);
    }
    const message = async (payload: unknown) =>
      (await failure(runAdminCall('classifyDecks', never([]), ADMIN, payload, base([])))).message;
    expect(await message({ deckIds: [] })).toBe(CLASSIFY_DECKS_INVALID);
    expect(await message({ deckIds: ['ok', 'a/b'] })).toBe(CLASSIFY_DECKS_INVALID);
    // 200 ids pass, trimmed (the handler drops duplicates itself).
    const ids = Array.from({ length: CLASSIFY_DECKS_LIMIT }, (_, i) => ` deck${i % 150} `);
    const parsed = parsePayload('classifyDecks', { deckIds: ids });
    expect(parsed.deckIds).toHaveLength(CLASSIFY_DECKS_LIMIT);
    expect(parsed.deckIds[0]).toBe('deck0');
  });

  it('listRuleHistory: a page cursor must be a version number above 1', async () => {
    for (const before of [0, 1, 2.5, '10', -3]) {
      const touched: string[] = [];
      const result = await failure(
        runAdminCall('listRuleHistory', never(touched), ADMIN, { id: 'r', before }, base(touched)),
      );
      expect(result.code, String(before)).toBe('invalid-argument');
      expect(result.message).toBe('履歴のページ位置（before）が不正です');
      expect(touched).toEqual([]);
    }
  });

  it('hands the handler the parsed payload and the caller, with the clock it was given', async () => {
    const seen: unknown[] = [];
    await runAdminCall(
      'getDeployStatus',
      async (payload, context) => {
        seen.push(payload, context.caller, context.now().toISOString());
        return { configured: true, missing: [] };
      },
      ADMIN,
      {},
      base([]),
    );
    expect(seen).toEqual([{}, { uid: 'admin-1', email: 'a@example.com' }, '2026-04-20T00:00:00.000Z']);
  });
});

describe('runAdminCall: results and errors', () => {
  it('refuses a result that does not match the contract, as internal', async () => {
    const result = await failure(
      runAdminCall('getDeployStatus', async () => ({ configured: 'yes' }) as never, ADMIN, {}, base([])),
    );
    expect(result.code).toBe('internal');
    expect(result.message).toBe(
      'getDeployStatus: the server built a result that does not match the contract',
    );
  });

  it("maps a pipeline's user error to its code, keeping its one-line message", async () => {
    const result = await failure(
      runAdminCall(
        'getDeployStatus',
        async () => {
          throw userError('RULE_NOT_FOUND', 'rule "x": not found; check the id');
        },
        ADMIN,
        {},
        base([]),
      ),
    );
    expect(result).toEqual({
      code: 'not-found',
      message: 'rule "x": not found; check the id',
      details: { userErrorCode: 'RULE_NOT_FOUND' },
    });
  });

  it('has a handler for every admin callable of the contract', () => {
    const built = ['triggerHostingDeploy', 'getDeployStatus', 'runDeckQueue'];
    expect([...Object.keys(handlers), ...built].sort()).toEqual([...ADMIN_CALLABLE_NAMES].sort());
  });
});
