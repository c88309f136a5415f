// The spec's job callables through the callable protocol: result shapes (parsed with the
// contract), the run log, classification equal to `tcg classify`, the deploy dispatch reaching
// the GitHub stand-in, event sync and previews against the official-site stand-in, and cleanup.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallableName, callables } from '../../engine/admin/callables.ts';
import { tcg } from '../firestore/helpers.ts';
import { adminSdk, type Caller, closeAdmin, failure, githubOrigin, PROJECT_ID, signIn } from './client.ts';

let admin: Caller;
beforeAll(async () => {
  admin = await signIn({
    kind: 'email',
    claims: { admin: true },
    email: `jobs-admin-${Date.now()}@example.com`,
  });
});
afterAll(async () => {
  await admin.close();
  await closeAdmin();
});

/** Calls and checks the result against the contract's shape (the wrapper checks too; this is the client's view). */
async function callChecked<N extends CallableName>(name: N, payload?: unknown) {
  const result = await admin.callRaw(name, payload ?? {});
  return callables[name].result.parse(result) as never as Awaited<ReturnType<Caller['call']>> &
    Record<string, never>;
}

async function runLog(name: string) {
  const doc = await adminSdk().db.doc(`system/admin/function_runs/${name}`).get();
  return doc.data();
}

describe('classification', () => {
  it('gives every deck the same rule_matches as `tcg classify` on the same data', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tcg-backoffice-classify-'));
    try {
      const host = process.env.FIRESTORE_EMULATOR_HOST!;
      const exported = await tcg(
        ['export', '--project', PROJECT_ID, '--out', dir, '--force', '--quiet'],
        host,
      );
      expect(exported.stderr).toBe('');
      const classified = await tcg(
        ['classify', '--data', dir, '--skip-invalid', '--quiet', '--threads', '1'],
        host,
      );
      expect(classified.code).toBe(0);

      const result = await admin.call('runDeckClassification', {});
      expect(callables.runDeckClassification.result.parse(result)).toMatchObject({ mode: 'all' });
      expect(result.processed).toBeGreaterThan(300);
      expect(result.updated).toBeGreaterThan(0);

      const expected = new Map<string, unknown>();
      for (const line of (await readFile(path.join(dir, 'decks.jsonl'), 'utf8')).split('\n')) {
        if (line.trim() === '') continue;
        const deck = JSON.parse(line) as { id: string; rule_matches?: unknown };
        expected.set(deck.id, deck.rule_matches ?? []);
      }
      const decks = await adminSdk().db.collection('decks').get();
      expect(decks.size).toBe(expected.size);
      let matched = 0;
      for (const doc of decks.docs) {
        const matches = doc.get('rule_matches') ?? [];
        if (matches.length > 0) matched++;
        expect({ id: doc.id, matches }).toEqual({ id: doc.id, matches: expected.get(doc.id) });
      }
      expect(matched).toBeGreaterThan(100);
      expect(await runLog('runDeckClassification')).toMatchObject({ status: 'success', errorMessage: null });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('classifies a deck stored with camelCase match fields: snake_case written, camelCase removed', async () => {
    const db = adminSdk().db;
    const matched = (await db.collection('decks').where('rule_matches', '!=', []).limit(1).get()).docs[0]!;
    const { rule_matches, rule_matches_detail, classification_updated_at, ...rest } = matched.data();
    // The same deck as an older writer stored it: camelCase fields, and a stale match. (Deleted
    // first: the local server's set without merge keeps fields the new data lacks.)
    await matched.ref.delete();
    await matched.ref.set({
      ...rest,
      ruleMatches: ['古いルール'],
      ruleMatchesDetail: [{ id: '古いルール', name: '古いルール', priority: 1, variants: [] }],
      classificationUpdatedAt: classification_updated_at,
    });
    const result = await admin.call('runDeckClassification', {});
    expect(result.updated).toBe(1);
    const after = (await matched.ref.get()).data()!;
    expect(after).toMatchObject({ rule_matches, rule_matches_detail });
    expect(
      Object.keys(after).filter((key) =>
        /^(ruleMatches|ruleMatchesDetail|classificationUpdatedAt)$/.test(key),
      ),
    ).toEqual([]);
  });

  it('runs single-rule mode, and logs a failure with its message', async () => {
    const single = await admin.call('runDeckClassification', { ruleId: 'ドラパルトex' });
    expect(single).toMatchObject({ mode: 'single', updated: 0 });
    const missing = await failure(admin.call('runDeckClassification', { ruleId: 'そんなルールはない' }));
    expect(missing.code).not.toBe('ok');
    const log = await runLog('runDeckClassification');
    expect(log).toMatchObject({ status: 'error' });
    expect(log?.errorMessage).toContain('そんなルールはない');
    expect(log?.lastFinishedAt.toMillis()).toBeGreaterThanOrEqual(log?.lastStartedAt.toMillis());
  });
});

describe('rebuilds', () => {
  it('rebuild callables publish their documents and answer with the spec shapes', async () => {
    const all = await callChecked('rebuildAllAggregations');
    expect(all).toMatchObject({ result: { totalUniqueDecks: 330 } });
    const share = await callChecked('rebuildRuleShareSummary');
    expect(share).toMatchObject({ totalUniqueDecks: 330 });
    expect(await callChecked('rebuildPublicHome')).toMatchObject({ result: { decks: expect.any(Number) } });
    expect(await callChecked('rebuildPublicEvents')).toMatchObject({ result: { count: expect.any(Number) } });
    const types = (await callChecked('rebuildPublicDeckTypes')) as unknown as {
      result: { processed: number };
    };
    expect(types.result.processed).toBeGreaterThan(5);
    expect(await callChecked('rebuildPublicMatchups')).toHaveProperty('result.rules');
    const db = adminSdk().db;
    for (const doc of [
      'public/home',
      'public/events',
      'public/decks',
      'public/matchups',
      'system_meta/rule_share_counters',
    ])
      expect((await db.doc(doc).get()).exists, doc).toBe(true);
    for (const name of ['rebuildAllAggregations', 'rebuildPublicHome', 'rebuildPublicMatchups'])
      expect(await runLog(name)).toMatchObject({ status: 'success', name, id: name });
    const status = await admin.call('getPublicDocStatus');
    expect(status.docs.every((d) => d.exists && d.updatedAt !== null)).toBe(true);
  });

  it('refreshAdminCache recounts and stores the dashboard counts', async () => {
    const refreshed = await callChecked('refreshAdminCache');
    expect(refreshed).toMatchObject({ counts: { cards: 169, decks: 330 } });
    expect((await adminSdk().db.doc('admin_cache/counts').get()).get('cards')).toBe(169);
  });
});

describe('deploy, sync, jobs, preview, cleanup', () => {
  it('triggerHostingDeploy dispatches the publish workflow to the configured API with the token', async () => {
    // The stack sets DEPLOY_REPOSITORY and the token: the dashboard's buttons are on.
    expect(await callChecked('getDeployStatus')).toEqual({ configured: true, missing: [] });
    const result = await callChecked('triggerHostingDeploy', { target: 'hosting' });
    expect(result).toMatchObject({ ok: true, workflow: 'publish.yml', ref: 'main' });
    const received = (await (await fetch(`${githubOrigin}/__received`)).json()) as {
      path: string;
      authorization: string;
      body: { ref: string };
    }[];
    expect(received.at(-1)).toMatchObject({
      path: '/repos/tcg-team/tcg/actions/workflows/publish.yml/dispatches',
      authorization: 'token test-dispatch-token',
      body: { ref: 'main' },
    });
    expect((await failure(admin.callRaw('triggerHostingDeploy', { target: 'firestore' }))).code).toBe(
      'invalid-argument',
    );
  });

  it('runEventSync creates the new events from the official API and queues their unknown decks', async () => {
    const first = await callChecked('runEventSync', { offset: 0, limit: 10 });
    expect(first).toEqual({ fetched: 2, created: 1, skipped: 0 });
    expect((await adminSdk().db.doc('events/990001').get()).exists).toBe(true);
    expect((await adminSdk().db.doc('deck_jobs/offcl1-AAAAAA-zzzzz9').get()).get('status')).toBe('pending');
    expect(await callChecked('runEventSync', { offset: 0, limit: 10 })).toMatchObject({
      created: 0,
      skipped: 1,
    });
    expect(await runLog('runEventSync')).toMatchObject({ status: 'success' });
  });

  it('resetStuckDeckJobs returns stale locks to pending', async () => {
    const db = adminSdk().db;
    const lockedAt = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await db.doc('deck_jobs/stuck1-AAAAAA-BBBBBB').set({
      deckId: 'stuck1-AAAAAA-BBBBBB',
      status: 'in_progress',
      attempts: 1,
      priority: 0,
      lockedBy: 'worker-1',
      lockedAt,
      createdAt: lockedAt,
      updatedAt: lockedAt,
      nextRunAt: lockedAt,
      sources: ['manual'],
    });
    const result = await callChecked('resetStuckDeckJobs', { olderThanMinutes: 60, limit: 10 });
    expect(result).toMatchObject({ ok: true });
    expect((result as unknown as { jobIds: string[] }).jobIds).toContain('stuck1-AAAAAA-BBBBBB');
    expect((await db.doc('deck_jobs/stuck1-AAAAAA-BBBBBB').get()).get('status')).toBe('pending');
  });

  it('evaluateDeckRulesPreview reads a stored deck from Firestore and an unknown one from the official site', async () => {
    const stored = await callChecked('evaluateDeckRulesPreview', { deckId: '3vJv1r-va2iGb-SPpEPb' });
    expect(stored).toMatchObject({ source: 'firestore', deckId: '3vJv1r-va2iGb-SPpEPb' });
    const official = (await callChecked('evaluateDeckRulesPreview', {
      deckId: 'offcl1-AAAAAA-zzzzz9',
    })) as unknown as {
      source: string;
      results: { details: unknown[] }[];
    };
    expect(official.source).toBe('official');
    expect(official.results.length).toBeGreaterThan(5);
    expect(await failure(admin.callRaw('evaluateDeckRulesPreview', { deckId: 'nope' }))).toMatchObject({
      code: 'invalid-argument',
      message: 'デッキIDの形式が不正です（例: 4cYKcc-l9gMiB-8acGaJ）',
    });
  });

  it('runDeckCleanup deletes only old empty decks that no event result cites', async () => {
    const db = adminSdk().db;
    const old = new Date('2025-01-01T00:00:00Z');
    await db.doc('decks/empty1-AAAAAA-BBBBBB').set({ cards: [], created_at: old, updated_at: old });
    await db.doc('decks/empty2-AAAAAA-BBBBBB').set({ cards: [], created_at: old, updated_at: old });
    await db
      .doc('decks/empty3-AAAAAA-BBBBBB')
      .set({ cards: [], created_at: new Date(), updated_at: new Date() });
    await db.doc('events/cleanup-event').set({
      event_title: 'cleanup',
      event_date: old,
      created_at: old,
      results: [{ rank: 1, deck_id: 'empty2-AAAAAA-BBBBBB' }],
    });
    const total = (await db.collection('decks').count().get()).data().count;
    // The dry run counts the same decks and deletes none.
    const dry = (await callChecked('runDeckCleanup', { dryRun: true })) as unknown as Record<string, unknown>;
    expect(dry).toMatchObject({ dryRun: true, deleted: 1, checked: total, totalActive: total - 1 });
    expect((await db.doc('decks/empty1-AAAAAA-BBBBBB').get()).exists).toBe(true);
    expect((await db.collection('decks').count().get()).data().count).toBe(total);
    expect(await failure(admin.callRaw('runDeckCleanup', { dryRun: 'yes' }))).toMatchObject({
      code: 'invalid-argument',
    });
    const result = (await callChecked('runDeckCleanup')) as unknown as Record<string, number | string>;
    expect(result).toMatchObject({ dryRun: false, deleted: 1, checked: total, totalActive: total - 1 });
    expect(Date.parse(String(result.cutoffDate))).toBeLessThan(Date.now());
    expect((await db.doc('decks/empty1-AAAAAA-BBBBBB').get()).exists).toBe(false);
    expect((await db.doc('decks/empty2-AAAAAA-BBBBBB').get()).exists).toBe(true);
    expect((await db.doc('decks/empty3-AAAAAA-BBBBBB').get()).exists).toBe(true);
    await db.doc('decks/empty2-AAAAAA-BBBBBB').delete();
    await db.doc('decks/empty3-AAAAAA-BBBBBB').delete();
    await db.doc('events/cleanup-event').delete();
  });
});
