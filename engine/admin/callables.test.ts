import { describe, expect, it } from 'vitest';
import { ADMIN_FORM_MESSAGES, DECK_ID_MESSAGES } from '../messages.ts';
import { ADMIN_CALLABLE_NAMES, callables, SPEC_CALLABLE_NAMES } from './callables.ts';

function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('the callable contract', () => {
  it('declares the 14 callables of spec admin §7 with their timeouts', () => {
    expect(SPEC_CALLABLE_NAMES).toEqual([
      'setAdminClaim',
      'refreshAdminCache',
      'rebuildAllAggregations',
      'rebuildRuleShareSummary',
      'runDeckCleanup',
      'triggerHostingDeploy',
      'runDeckClassification',
      'evaluateDeckRulesPreview',
      'runEventSync',
      'rebuildPublicHome',
      'rebuildPublicEvents',
      'rebuildPublicDeckTypes',
      'rebuildPublicMatchups',
      'resetStuckDeckJobs',
    ]);
    expect(callables.runDeckClassification.timeoutSeconds).toBe(3600);
    expect(callables.triggerHostingDeploy.timeoutSeconds).toBe(30);
    expect(callables.rebuildPublicHome.timeoutSeconds).toBe(420);
    expect(ADMIN_CALLABLE_NAMES).not.toContain('setAdminClaim');
  });

  it('answers the settings form with the spec message for anything outside 0..10000', () => {
    for (const bad of [-1, 10001, 1.5, '5', null]) {
      expect(firstMessage(callables.saveSettings.payload.safeParse({ eventOffset: bad }))).toBe(
        ADMIN_FORM_MESSAGES.eventOffsetInvalid,
      );
    }
    expect(callables.saveSettings.payload.parse({ eventOffset: 10000 })).toEqual({ eventOffset: 10000 });
  });

  it('checks event sync ranges and applies the defaults', () => {
    expect(callables.runEventSync.payload.parse({})).toEqual({ offset: 0, limit: 50 });
    for (const bad of [{ offset: -1 }, { limit: 0 }, { limit: 101 }]) {
      expect(firstMessage(callables.runEventSync.payload.safeParse(bad))).toBe(
        ADMIN_FORM_MESSAGES.eventSyncRangeInvalid,
      );
    }
  });

  it('floors the stale-lock minutes before checking 5..1440 and defaults to 30 and 50', () => {
    expect(callables.resetStuckDeckJobs.payload.parse(undefined)).toEqual({
      olderThanMinutes: 30,
      limit: 50,
    });
    expect(callables.resetStuckDeckJobs.payload.parse({ olderThanMinutes: 5.9, limit: 200 })).toEqual({
      olderThanMinutes: 5,
      limit: 200,
    });
    expect(firstMessage(callables.resetStuckDeckJobs.payload.safeParse({ olderThanMinutes: 4.99 }))).toBe(
      ADMIN_FORM_MESSAGES.staleLockMinutesInvalid,
    );
    expect(firstMessage(callables.resetStuckDeckJobs.payload.safeParse({ limit: 201 }))).toBe(
      ADMIN_FORM_MESSAGES.staleLockLimitInvalid,
    );
  });

  it('rejects a malformed deck id with the preview message', () => {
    expect(firstMessage(callables.evaluateDeckRulesPreview.payload.safeParse({ deckId: 'abc' }))).toBe(
      DECK_ID_MESSAGES.invalidOnPreview,
    );
    expect(callables.evaluateDeckRulesPreview.payload.parse({ deckId: ' 4cYKcc-l9gMiB-8acGaJ ' })).toEqual({
      deckId: '4cYKcc-l9gMiB-8acGaJ',
    });
  });

  it('accepts null or {} for an empty payload and refuses unknown fields', () => {
    expect(callables.rebuildPublicHome.payload.parse(null)).toEqual({});
    expect(callables.rebuildPublicHome.payload.safeParse({ x: 1 }).success).toBe(false);
  });
});
