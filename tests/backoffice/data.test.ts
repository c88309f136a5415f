// The admin SPA's read/write callables: result shapes, the rule editor's validation messages,
// the settings save with its audit entry in one transaction, paging, and bad payloads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLE_MESSAGES, type CallableName } from '../../engine/admin/callables.ts';
import { ADMIN_FORM_MESSAGES, RULE_MESSAGES } from '../../engine/messages.ts';
import { MAX_RULES } from '../../engine/rules/ruleLimit.ts';
import { adminSdk, type Caller, closeAdmin, failure, signIn } from './client.ts';

let admin: Caller;
let email: string;
beforeAll(async () => {
  email = `data-admin-${Date.now()}@example.com`;
  admin = await signIn({ kind: 'email', claims: { role: 'admin' }, email });
});
afterAll(async () => {
  await admin.close();
  await closeAdmin();
});

describe('dashboard and lists', () => {
  it('answers the dashboard reads in their shapes', async () => {
    const counts = await admin.checked('getAdminCounts');
    expect(counts).toMatchObject({ cards: 169 });
    expect(counts.decks).toBeGreaterThanOrEqual(330);
    const dashboard = await admin.checked('getDashboard');
    expect(dashboard.recentCards).toHaveLength(5);
    expect(dashboard.recentEvents).toHaveLength(5);
    expect(dashboard.recentDecks).toHaveLength(32);
    const created = dashboard.recentDecks.map((d) => d.created_at ?? '');
    expect([...created].sort().reverse()).toEqual(created);
    expect((await admin.checked('countUnmatchedDecks')).count).toBe(counts.unmatchedDecks);
    const unmatched = await admin.checked('listUnmatchedDecks');
    expect(unmatched.decks.length).toBe(Math.min(100, counts.unmatchedDecks));
    expect(unmatched.decks.every((d) => d.rule_matches.length === 0)).toBe(true);
  });

  it('lists rules with deck counts, priority first', async () => {
    const { rules } = await admin.checked('listRules');
    expect(rules.length).toBeGreaterThanOrEqual(10);
    const priorities = rules.map((r) => r.priority);
    expect([...priorities].sort((a, b) => a - b)).toEqual(priorities);
    const db = adminSdk().db;
    const first = rules[0]!;
    const count = (
      await db.collection('decks').where('rule_matches', 'array-contains', first.id).count().get()
    ).data().count;
    expect(first.deckCount).toBe(count);
    // Each rule carries its sub-rules for the rule list's tree (the sample's ドラパルトex has four).
    expect(rules.find((r) => r.id === 'ドラパルトex')?.subRules).toEqual([
      { id: 'dusknoir', name: 'ヨノワール型', priority: 1 },
      { id: 'froslass', name: 'ユキメノコ型', priority: 2 },
      { id: 'ノココッチ型', name: 'ノココッチ型', priority: 3 },
      { id: 'blaziken', name: 'バシャーモ型', priority: 4 },
    ]);
  });

  it('pages events 50 at a time without repeats, and reads one event', async () => {
    const first = await admin.checked('listEvents');
    const total = (await adminSdk().db.collection('events').count().get()).data().count;
    expect(first.events).toHaveLength(Math.min(50, total));
    expect(first.total).toBe(total);
    const seen = new Set(first.events.map((e) => e.id));
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await admin.checked('listEvents', { cursor });
      for (const event of page.events) {
        expect(seen.has(event.id)).toBe(false);
        seen.add(event.id);
      }
      cursor = page.nextCursor;
    }
    expect(seen.size).toBe(total);
    const event = await admin.checked('getEvent', { eventId: '741228' });
    expect(event.event.results.length).toBeGreaterThan(0);
    expect(await failure(admin.callRaw('getEvent', { eventId: 'no-such-event' }))).toMatchObject({
      code: 'not-found',
      message: 'イベントが見つかりませんでした',
    });
  });

  it('reads a deck with its job and prize events, and a missing deck as null', async () => {
    const db = adminSdk().db;
    const event = (await db.doc('events/741228').get()).data()!;
    const deckId = (event.results as { deck_id?: string }[]).find((r) => r.deck_id)!.deck_id!;
    const found = await admin.checked('getDeck', { deckId });
    expect(found.deck?.id).toBe(deckId);
    expect(found.prizeEvents.map((e) => e.id)).toContain('741228');
    const missing = await admin.checked('getDeck', { deckId: 'zzzzzz-zzzzzz-zzzzzz' });
    expect(missing).toMatchObject({ deck: null, job: null, prizeEvents: [] });
  });

  it('lists deck jobs by status with counts, and run logs', async () => {
    const jobs = await admin.checked('listDeckJobs');
    expect(jobs.jobs.every((j) => j.status !== 'done')).toBe(true);
    const total = Object.values(jobs.counts).reduce((a, b) => a + b, 0);
    expect(total).toBe((await adminSdk().db.collection('deck_jobs').count().get()).data().count);
    await admin.checked('listFunctionRuns');
    expect((await admin.checked('getPublicDocStatus')).docs.map((d) => d.path)).toEqual([
      'public/home',
      'public/events',
      'public/decks',
      'public/matchups',
    ]);
  });

  it('exports a whole collection page by page', async () => {
    const ids: string[] = [];
    let after: string | null = null;
    do {
      const page: { documents: Record<string, unknown>[]; nextAfter: string | null } = await admin.checked(
        'exportCollection',
        { collection: 'cards', limit: 60, after },
      );
      ids.push(...page.documents.map((d) => String(d.id)));
      after = page.nextAfter;
    } while (after);
    expect(ids).toHaveLength(169);
    expect(new Set(ids).size).toBe(169);
  });
});

describe('rules: save, toggle, delete', () => {
  it('answers invalid rules with the spec messages and their paths', async () => {
    const bad = await failure(
      admin.callRaw('saveRule', {
        rule: {
          name: 'a/b',
          conditions: [{ pattern: '(', min: 3, max: 1 }],
          variants: [{ id: '', conditions: [] }],
        },
      }),
    );
    expect(bad.code).toBe('invalid-argument');
    expect(bad.message).toBe(RULE_MESSAGES.nameHasSlash);
    const issues = (bad.details as { issues: { path: string; message: string }[] }).issues;
    expect(issues).toContainEqual({ path: 'conditions[0].min', message: RULE_MESSAGES.minAboveMax });
    expect(issues.map((i) => i.path)).toContain('conditions[0].pattern');
    expect(issues).toContainEqual({
      path: 'variants[0].conditions',
      message: RULE_MESSAGES.conditionsRequired,
    });
    expect(
      (await failure(admin.callRaw('saveRule', { rule: { conditions: [{ pattern: 'x' }] } }))).message,
    ).toBe(RULE_MESSAGES.nameRequired);
  });

  it('creates a rule under its name, records who saved it, toggles and deletes it', async () => {
    const rule = {
      name: 'テスト ルール（仮）',
      priority: 99,
      conditions: [{ pattern: '^ピカチュウex$', min: 1 }],
    };
    const impact = await admin.checked('previewRuleChange', { rule });
    expect(impact).toMatchObject({ ruleId: 'テスト ルール（仮）', matchedBefore: 0 });
    expect(impact.gained.total).toBe(impact.matchedAfter);

    const saved = await admin.checked('saveRule', { rule });
    expect(saved).toMatchObject({
      created: true,
      rule: { id: 'テスト ルール（仮）', updatedByEmail: email },
    });
    expect(saved.rule.updatedBy).toBe(admin.user!.uid);
    expect((await failure(admin.callRaw('saveRule', { rule }))).code).toBe('already-exists');

    const toggled = await admin.checked('setRuleEnabled', { id: 'テスト ルール（仮）', enabled: false });
    expect(toggled.rule.enabled).toBe(false);
    const again = await admin.checked('getRule', { id: 'テスト ルール（仮）' });
    expect(again.rule).toMatchObject({
      enabled: false,
      priority: 99,
      conditions: [{ pattern: '^ピカチュウex$', min: 1, max: null, negate: false }],
    });

    expect(await admin.checked('deleteRule', { id: 'テスト ルール（仮）' })).toMatchObject({ deleted: true });
    expect(await failure(admin.callRaw('getRule', { id: 'テスト ルール（仮）' }))).toMatchObject({
      code: 'not-found',
      message: '指定のルールが見つかりません',
    });
    expect(
      await failure(admin.callRaw('setRuleEnabled', { id: 'テスト ルール（仮）', enabled: true })),
    ).toMatchObject({
      code: 'not-found',
      message: ADMIN_FORM_MESSAGES.toggleRuleMissing,
    });
  });

  it('refuses a new rule once the rule set is at its limit, and writes nothing', async () => {
    const { db } = adminSdk();
    const rules = db.collection('deck_rules');
    // Rule documents, as the publish counts them (sub-rule statistics documents left out).
    const present = (await rules.get()).docs.filter((doc) => !doc.data().parent_rule_id).length;
    // Filler rules up to the limit, removed again whatever the outcome.
    const fillers = Array.from({ length: MAX_RULES - present }, (_, i) => rules.doc(`上限テスト-${i}`));
    try {
      for (let i = 0; i < fillers.length; i += 400) {
        const batch = db.batch();
        for (const ref of fillers.slice(i, i + 400))
          batch.set(ref, {
            name: ref.id,
            enabled: false,
            priority: 1,
            conditions: [{ pattern: '^ピカチュウex$', min: 1 }],
          });
        await batch.commit();
      }
      const rule = {
        name: '上限を超えるルール',
        priority: 1,
        conditions: [{ pattern: '^ピカチュウex$', min: 1 }],
      };
      expect(await failure(admin.callRaw('saveRule', { rule }))).toMatchObject({
        code: 'resource-exhausted',
        message: CALLABLE_MESSAGES.tooManyRules,
      });
      expect((await rules.doc('上限を超えるルール').get()).exists).toBe(false);
    } finally {
      for (let i = 0; i < fillers.length; i += 400) {
        const batch = db.batch();
        for (const ref of fillers.slice(i, i + 400)) batch.delete(ref);
        await batch.commit();
      }
    }
  });
});

describe('settings', () => {
  it('saves eventOffset and its audit entry together, and refuses values outside 0..10000', async () => {
    const db = adminSdk().db;
    const before = (await admin.checked('getSettings')).settings;
    const saved = await admin.checked('saveSettings', { eventOffset: 240 });
    expect(saved.settings).toMatchObject({
      eventOffset: 240,
      updatedBy: admin.user!.uid,
      updatedByEmail: email,
    });
    const audit = (await db.doc(`settings_audit/${saved.auditId}`).get()).data()!;
    expect(audit).toMatchObject({
      oldEventOffset: before?.eventOffset ?? null,
      newEventOffset: 240,
      updatedBy: admin.user!.uid,
      updatedByEmail: email,
    });
    // One transaction: the audit entry and the setting carry the same commit time.
    const current = (await db.doc('settings/current').get()).data()!;
    expect(audit.updatedAt.toMillis()).toBe(current.updatedAt.toMillis());

    const audits = (await db.collection('settings_audit').count().get()).data().count;
    for (const bad of [-1, 10001, 2.5, '12', null]) {
      expect(await failure(admin.callRaw('saveSettings', { eventOffset: bad }))).toMatchObject({
        code: 'invalid-argument',
        message: ADMIN_FORM_MESSAGES.eventOffsetInvalid,
      });
    }
    expect((await db.collection('settings_audit').count().get()).data().count).toBe(audits);
    expect((await admin.checked('getSettings')).settings?.eventOffset).toBe(240);
  });
});

describe('bad payloads', () => {
  it('answers invalid-argument with the spec message where it has one', async () => {
    const cases: [CallableName, unknown, string | undefined][] = [
      ['runEventSync', { offset: -1, limit: 50 }, ADMIN_FORM_MESSAGES.eventSyncRangeInvalid],
      ['runEventSync', { offset: 0, limit: 101 }, ADMIN_FORM_MESSAGES.eventSyncRangeInvalid],
      ['resetStuckDeckJobs', { olderThanMinutes: 4, limit: 50 }, ADMIN_FORM_MESSAGES.staleLockMinutesInvalid],
      ['resetStuckDeckJobs', { olderThanMinutes: 30, limit: 500 }, ADMIN_FORM_MESSAGES.staleLockLimitInvalid],
      ['getDeck', { deckId: 'ABC' }, 'デッキIDの形式が不正です（例: 4cYKcc-l9gMiB-8acGaJ）'],
      ['getEvent', { eventId: '' }, 'イベントIDが指定されていません'],
      ['rebuildPublicHome', { unexpected: true }, undefined],
      ['exportCollection', { collection: 'users' }, undefined],
    ];
    for (const [name, payload, message] of cases) {
      const result = await failure(admin.callRaw(name, payload));
      expect({ name, code: result.code }).toEqual({ name, code: 'invalid-argument' });
      if (message) expect(result.message).toBe(message);
    }
  });

  it('refuses ids that cannot name a document, cursors without a real date and an `after` that is not an id', async () => {
    const lone = 'a\ud800b';
    const cases: [CallableName, unknown][] = [
      ['getRule', { id: lone }],
      ['getRule', { id: 'a/b' }],
      ['getEvent', { eventId: lone }],
      ['getEvent', { eventId: 'a/b' }],
      ['runDeckClassification', { ruleId: 'a/b' }],
      ['runDeckClassification', { ruleId: '\udc00' }],
      ['listRuleDecks', { ruleId: 'x', cursor: { date: 'yesterday', id: 'x' } }],
      ['listEvents', { cursor: { date: '2026-02-30T00:00:00.000Z', id: 'x' } }],
      ['listEvents', { cursor: { date: '+275760-09-13T00:00:00.000Z', id: 'x' } }],
      ['listEvents', { cursor: { date: '2026-04-05T00:00:00.000Z', id: 'a/b' } }],
      ['listEvents', { cursor: { date: '2026-04-05T00:00:00.000Z', id: lone } }],
      ['listDeckPrizeEvents', { deckId: '4cYKcc-l9gMiB-8acGaJ', cursor: { date: '', id: 'x' } }],
      ['exportCollection', { collection: 'decks', after: 'a/b' }],
      ['exportCollection', { collection: 'decks', after: lone }],
      ['exportCollection', { collection: 'decks', after: '..' }],
    ];
    for (const [name, payload] of cases) {
      const result = await failure(admin.callRaw(name, payload));
      expect({ name, payload, code: result.code }).toEqual({ name, payload, code: 'invalid-argument' });
    }
    // A well-formed cursor (a date only, or a date and time) and an `after` naming a document still work.
    const all = await admin.checked('listEvents');
    for (const date of ['2026-04-05', '2026-04-05T00:00:00.000Z', '2026-04-05T09:00:00+09:00']) {
      const older = await admin.checked('listEvents', { cursor: { date, id: 'zzzz' } });
      expect(older.events.length).toBeLessThanOrEqual(all.events.length);
    }
    const page = await admin.checked('exportCollection', { collection: 'cards', limit: 2 });
    const next = await admin.checked('exportCollection', {
      collection: 'cards',
      limit: 2,
      after: page.nextAfter,
    });
    expect(next.documents[0]?.id).not.toBe(page.documents[0]?.id);
  });
});
