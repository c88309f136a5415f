// The 14 callables of spec admin §7 "Callable server functions": payload schema (with the spec's
// Japanese messages), timeout and result shape. functions/ and the admin SPA both import these.
import { z } from 'zod';
import { DECK_ID_PATTERN } from '../deckId.ts';
import { ADMIN_FORM_MESSAGES, DECK_ID_MESSAGES } from '../messages.ts';
import { ruleIdPayload } from './payloadIds.ts';
import { ConditionDetailShape, IssueShape } from './shapes.ts';

/** `{}` or nothing: callables without a payload accept both (the web SDK sends null). */
export const EmptyPayload = z.preprocess((v) => v ?? {}, z.object({}).strict());

/** A number from the form, floored, in [min, max]; one message for every way it can be wrong. */
function flooredRange(min: number, max: number, message: string, fallback: number) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? fallback : typeof v === 'number' ? Math.floor(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );
}

export const DeckIdPayload = z
  .string({ error: DECK_ID_MESSAGES.invalidOnPreview })
  .trim()
  .regex(DECK_ID_PATTERN, {
    error: DECK_ID_MESSAGES.invalidOnPreview,
  });

const syncMessage = ADMIN_FORM_MESSAGES.eventSyncRangeInvalid;

export const jobCallables = {
  setAdminClaim: {
    timeoutSeconds: 60,
    runLog: false,
    /** Owners only (configuration); `isAdmin` must be true: this call never revokes. */
    payload: z.object({ targetUid: z.string().min(1), isAdmin: z.literal(true) }).strict(),
    result: z.object({ uid: z.string(), admin: z.literal(true) }),
  },
  refreshAdminCache: {
    timeoutSeconds: 180,
    runLog: true,
    payload: EmptyPayload,
    /** The admin cache (admin_cache/counts): the dashboard's counts, recounted. */
    result: z.object({
      counts: z.object({
        cards: z.number(),
        decks: z.number(),
        events: z.number(),
        unmatchedDecks: z.number(),
      }),
      refreshedAt: z.string(),
    }),
  },
  rebuildAllAggregations: {
    timeoutSeconds: 540,
    runLog: true,
    payload: EmptyPayload,
    result: z.object({
      result: z.object({
        deckAggregations: z.object({ detailCount: z.number() }),
        eventsCount: z.number(),
        homeSummary: z.object({ recentEvents: z.number(), rules: z.number(), decks: z.number() }),
        totalMatchedDecks: z.number(),
        totalUniqueDecks: z.number(),
        ruleStats: z.object({ rules: z.number() }),
      }),
    }),
  },
  rebuildRuleShareSummary: {
    timeoutSeconds: 300,
    runLog: true,
    payload: EmptyPayload,
    result: z.object({ totalMatchedDecks: z.number(), totalUniqueDecks: z.number(), ruleCount: z.number() }),
  },
  runDeckCleanup: {
    timeoutSeconds: 540,
    runLog: true,
    /** `dryRun: true` (ours): counts what would be deleted and deletes nothing (the admin's confirmation). */
    payload: z.preprocess((v) => v ?? {}, z.object({ dryRun: z.boolean().optional() }).strict()),
    /** See docs/decisions.md "runDeckCleanup" for what counts as deletable. */
    result: z.object({
      dryRun: z.boolean(),
      /** With `dryRun`, the decks that would be deleted. */
      deleted: z.number(),
      checked: z.number(),
      totalActive: z.number(),
      cutoffDate: z.string(),
    }),
  },
  triggerHostingDeploy: {
    timeoutSeconds: 30,
    runLog: true,
    /** `classify: true`: the workflow classifies every deck before building ("classify then deploy"). */
    payload: z.object({ target: z.literal('hosting'), classify: z.boolean().optional() }).strict(),
    result: z.object({
      ok: z.literal(true),
      workflow: z.string(),
      ref: z.string(),
      dispatchedAt: z.string(),
    }),
  },
  runDeckClassification: {
    timeoutSeconds: 3600,
    runLog: true,
    payload: z.preprocess((v) => v ?? {}, z.object({ ruleId: ruleIdPayload.optional() }).strict()),
    result: z.object({
      processed: z.number(),
      updated: z.number(),
      rules: z.number(),
      mode: z.enum(['all', 'single']),
    }),
  },
  evaluateDeckRulesPreview: {
    timeoutSeconds: 180,
    runLog: false,
    payload: z.object({ deckId: DeckIdPayload }).strict(),
    result: z.object({
      source: z.enum(['firestore', 'official']),
      deckId: z.string(),
      invalidRules: z.array(z.object({ ruleId: z.string(), issues: z.array(IssueShape) })),
      matched: z.array(z.string()),
      results: z.array(
        z.object({
          ruleId: z.string(),
          name: z.string(),
          priority: z.number(),
          description: z.string(),
          matched: z.boolean(),
          details: z.array(ConditionDetailShape),
          /** Our addition: each sub-rule's verdict. */
          variants: z.array(
            z.object({
              id: z.string(),
              name: z.string(),
              priority: z.number(),
              matched: z.boolean(),
              details: z.array(ConditionDetailShape),
            }),
          ),
        }),
      ),
    }),
  },
  runEventSync: {
    timeoutSeconds: 300,
    runLog: true,
    payload: z.object({
      offset: z.preprocess(
        (v) => v ?? 0,
        z.number({ error: syncMessage }).int({ error: syncMessage }).min(0, { error: syncMessage }),
      ),
      limit: z.preprocess(
        (v) => v ?? 50,
        z
          .number({ error: syncMessage })
          .int({ error: syncMessage })
          .min(1, { error: syncMessage })
          .max(100, { error: syncMessage }),
      ),
    }),
    result: z.object({ fetched: z.number(), created: z.number(), skipped: z.number() }),
  },
  rebuildPublicHome: {
    timeoutSeconds: 420,
    runLog: true,
    payload: EmptyPayload,
    result: z.object({ result: z.object({ events: z.number(), rules: z.number(), decks: z.number() }) }),
  },
  rebuildPublicEvents: {
    timeoutSeconds: 420,
    runLog: true,
    payload: EmptyPayload,
    result: z.object({
      result: z.object({
        count: z.number(),
        homeSummary: z.object({ events: z.number(), rules: z.number(), decks: z.number() }),
      }),
    }),
  },
  rebuildPublicDeckTypes: {
    timeoutSeconds: 540,
    runLog: true,
    payload: EmptyPayload,
    result: z.object({ result: z.object({ processed: z.number() }) }),
  },
  rebuildPublicMatchups: {
    timeoutSeconds: 540,
    runLog: true,
    payload: EmptyPayload,
    result: z.object({ result: z.object({ rules: z.number() }) }),
  },
  resetStuckDeckJobs: {
    timeoutSeconds: 180,
    runLog: true,
    payload: z.preprocess(
      (v) => v ?? {},
      z.object({
        olderThanMinutes: flooredRange(5, 1440, ADMIN_FORM_MESSAGES.staleLockMinutesInvalid, 30),
        limit: flooredRange(1, 200, ADMIN_FORM_MESSAGES.staleLockLimitInvalid, 50),
      }),
    ),
    result: z.object({ ok: z.boolean(), released: z.number(), jobIds: z.array(z.string()) }),
  },
} as const;
