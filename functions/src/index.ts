// The deployed functions (region asia-northeast1): the spec's 14 callables, the admin SPA's
// read/write callables, the daily event sync and the deck queue. Each export is named after its
// contract entry.
import { onCall } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { callables, FUNCTIONS_REGION } from '../../engine/admin/callables.ts';
import { adminCallable } from './callable.ts';
import {
  deckQueueBatch,
  deckQueueConcurrency,
  deckQueueDelayMs,
  deckQueueSchedule,
  deployRef,
  deployRepository,
  deployWorkflow,
  githubApiUrl,
  githubToken,
  ownerList,
} from './config.ts';
import { handlers } from './handlers.ts';
import {
  DECK_QUEUE_BUDGET_MS,
  DECK_QUEUE_TIMEOUT_SECONDS,
  type DeckQueueSettings,
  deckQueueSummary,
  workDeckQueue,
} from './jobs/deckQueue.ts';
import { dispatchDeploy, missingDeploySettings } from './jobs/deploy.ts';
import { scheduledEventSyncTrigger } from './jobs/scheduledSync.ts';
import { runSetAdminClaim } from './jobs/setAdminClaim.ts';
import { sharedFirestore } from './runtime.ts';

const heavy = { memory: '2GiB' } as const;

export const setAdminClaim = onCall(
  { region: FUNCTIONS_REGION, timeoutSeconds: callables.setAdminClaim.timeoutSeconds },
  (request) => runSetAdminClaim(request.auth, request.data, ownerList()),
);

export const triggerHostingDeploy = adminCallable(
  'triggerHostingDeploy',
  ({ classify }, { now }) =>
    dispatchDeploy(
      {
        apiUrl: githubApiUrl.value(),
        repository: deployRepository.value(),
        workflow: deployWorkflow.value(),
        ref: deployRef.value(),
        token: githubToken.value(),
      },
      now(),
      classify,
    ),
  { secrets: [githubToken] },
);

export const getDeployStatus = adminCallable(
  'getDeployStatus',
  async () => {
    const missing = missingDeploySettings({
      repository: deployRepository.value(),
      token: githubToken.value(),
    });
    return { configured: missing.length === 0, missing };
  },
  { secrets: [githubToken] },
);

export const refreshAdminCache = adminCallable('refreshAdminCache', handlers.refreshAdminCache);
export const rebuildAllAggregations = adminCallable(
  'rebuildAllAggregations',
  handlers.rebuildAllAggregations,
  heavy,
);
export const rebuildRuleShareSummary = adminCallable(
  'rebuildRuleShareSummary',
  handlers.rebuildRuleShareSummary,
  heavy,
);
export const runDeckCleanup = adminCallable('runDeckCleanup', handlers.runDeckCleanup, heavy);
export const runDeckClassification = adminCallable(
  'runDeckClassification',
  handlers.runDeckClassification,
  heavy,
);
export const classifyDecks = adminCallable('classifyDecks', handlers.classifyDecks, heavy);
export const evaluateDeckRulesPreview = adminCallable(
  'evaluateDeckRulesPreview',
  handlers.evaluateDeckRulesPreview,
);
export const runEventSync = adminCallable('runEventSync', handlers.runEventSync);
export const rebuildPublicHome = adminCallable('rebuildPublicHome', handlers.rebuildPublicHome, heavy);
export const rebuildPublicEvents = adminCallable('rebuildPublicEvents', handlers.rebuildPublicEvents, heavy);
export const rebuildPublicDeckTypes = adminCallable(
  'rebuildPublicDeckTypes',
  handlers.rebuildPublicDeckTypes,
  heavy,
);
export const rebuildPublicMatchups = adminCallable(
  'rebuildPublicMatchups',
  handlers.rebuildPublicMatchups,
  heavy,
);
export const resetStuckDeckJobs = adminCallable('resetStuckDeckJobs', handlers.resetStuckDeckJobs);

export const getAdminCounts = adminCallable('getAdminCounts', handlers.getAdminCounts);
export const getDashboard = adminCallable('getDashboard', handlers.getDashboard);
export const listRules = adminCallable('listRules', handlers.listRules);
export const getRule = adminCallable('getRule', handlers.getRule);
export const saveRule = adminCallable('saveRule', handlers.saveRule);
export const checkRule = adminCallable('checkRule', handlers.checkRule);
export const setRuleEnabled = adminCallable('setRuleEnabled', handlers.setRuleEnabled);
export const deleteRule = adminCallable('deleteRule', handlers.deleteRule);
export const listRuleHistory = adminCallable('listRuleHistory', handlers.listRuleHistory);
export const previewRuleChange = adminCallable('previewRuleChange', handlers.previewRuleChange, heavy);
export const listUnmatchedDecks = adminCallable('listUnmatchedDecks', handlers.listUnmatchedDecks);
export const countUnmatchedDecks = adminCallable('countUnmatchedDecks', handlers.countUnmatchedDecks);
export const listRuleDecks = adminCallable('listRuleDecks', handlers.listRuleDecks);
export const getDeck = adminCallable('getDeck', handlers.getDeck);
export const listDeckPrizeEvents = adminCallable('listDeckPrizeEvents', handlers.listDeckPrizeEvents);
export const listEvents = adminCallable('listEvents', handlers.listEvents);
export const getEvent = adminCallable('getEvent', handlers.getEvent);
export const getPublicEvents = adminCallable('getPublicEvents', handlers.getPublicEvents);
export const getPublicEvent = adminCallable('getPublicEvent', handlers.getPublicEvent);
export const getPublicWindow = adminCallable('getPublicWindow', handlers.getPublicWindow);
export const getSettings = adminCallable('getSettings', handlers.getSettings);
export const saveSettings = adminCallable('saveSettings', handlers.saveSettings);
export const listDeckJobs = adminCallable('listDeckJobs', handlers.listDeckJobs);
export const requeueDeckJobs = adminCallable('requeueDeckJobs', handlers.requeueDeckJobs);
export const listFunctionRuns = adminCallable('listFunctionRuns', handlers.listFunctionRuns);
export const getPublicDocStatus = adminCallable('getPublicDocStatus', handlers.getPublicDocStatus);
export const exportCollection = adminCallable('exportCollection', handlers.exportCollection, heavy);
export const importEventResults = adminCallable('importEventResults', handlers.importEventResults, heavy);
export const suggestRules = adminCallable('suggestRules', handlers.suggestRules, heavy);

/** Every day at 04:00 in Japan. */
export const scheduledEventSync = onSchedule(
  { schedule: '0 4 * * *', timeZone: 'Asia/Tokyo', region: FUNCTIONS_REGION, timeoutSeconds: 540 },
  async () => {
    const { db, store } = sharedFirestore();
    await scheduledEventSyncTrigger({ db, store, now: () => new Date() });
  },
);

/** The deck queue's settings, from the function params (functions/src/config.ts). */
function deckQueueSettings(): DeckQueueSettings {
  return {
    batch: Math.max(1, deckQueueBatch.value()),
    concurrency: Math.max(1, deckQueueConcurrency.value()),
    delayMs: Math.max(0, deckQueueDelayMs.value()),
    budgetMs: DECK_QUEUE_BUDGET_MS,
  };
}

/** The deck queue (DECK_QUEUE_SCHEDULE, default every 30 minutes): due deck jobs, a batch a run. */
export const scheduledDeckJobs = onSchedule(
  {
    schedule: deckQueueSchedule,
    timeZone: 'Asia/Tokyo',
    region: FUNCTIONS_REGION,
    timeoutSeconds: DECK_QUEUE_TIMEOUT_SECONDS,
  },
  async () => {
    const { db, store } = sharedFirestore();
    await workDeckQueue(deckQueueSettings(), { db, store, now: () => new Date() });
  },
);

/** The same run at an admin's request (the deck queue screen's 今すぐ実行). */
export const runDeckQueue = adminCallable('runDeckQueue', async (_payload, context) =>
  deckQueueSummary(await workDeckQueue(deckQueueSettings(), context, context.caller.uid)),
);
