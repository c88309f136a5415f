// Every admin callable's handler by name: the compiler checks there is one for each name of the
// contract (engine/admin/callables.ts) and that it returns that callable's result.
import type { AdminName, Handler } from './callable.ts';
import { refreshAdminCache } from './jobs/adminCache.ts';
import {
  rebuildAllAggregations,
  rebuildPublicDeckTypes,
  rebuildPublicEvents,
  rebuildPublicHome,
  rebuildPublicMatchups,
  rebuildRuleShareSummary,
} from './jobs/aggregations.ts';
import { evaluateDeckRulesPreview, runDeckClassification } from './jobs/classification.ts';
import { classifyDecks } from './jobs/classifyDecks.ts';
import { runDeckCleanup } from './jobs/deckCleanup.ts';
import { importEventResults } from './jobs/eventImport.ts';
import { resetStuckDeckJobs, runEventSync } from './jobs/ingest.ts';
import { requeueDeckJobs } from './jobs/requeueJobs.ts';
import { previewRuleChange } from './jobs/ruleImpact.ts';
import { suggestRules } from './jobs/ruleSuggest.ts';
import { getAdminCounts, getDashboard } from './reads/dashboard.ts';
import { listDeckJobs } from './reads/deckJobs.ts';
import {
  countUnmatchedDecks,
  getDeck,
  listDeckPrizeEvents,
  listRuleDecks,
  listUnmatchedDecks,
} from './reads/decks.ts';
import { getEvent, listEvents } from './reads/events.ts';
import { exportCollection } from './reads/exportCollection.ts';
import { getPublicEvent, getPublicEvents, getPublicWindow } from './reads/publicEvents.ts';
import { listRuleHistory } from './reads/ruleHistory.ts';
import { checkRule, deleteRule, getRule, listRules, saveRule, setRuleEnabled } from './reads/rules.ts';
import { getSettings, saveSettings } from './reads/settings.ts';
import { getPublicDocStatus, listFunctionRuns } from './reads/status.ts';

/** triggerHostingDeploy, getDeployStatus and runDeckQueue are built in index.ts (they need the configuration). */
export type PlainName = Exclude<AdminName, 'triggerHostingDeploy' | 'getDeployStatus' | 'runDeckQueue'>;

export const handlers: { [N in PlainName]: Handler<N> } = {
  refreshAdminCache,
  rebuildAllAggregations,
  rebuildRuleShareSummary,
  runDeckCleanup,
  runDeckClassification,
  classifyDecks,
  evaluateDeckRulesPreview,
  runEventSync,
  rebuildPublicHome,
  rebuildPublicEvents,
  rebuildPublicDeckTypes,
  rebuildPublicMatchups,
  resetStuckDeckJobs,
  getAdminCounts,
  getDashboard,
  listRules,
  getRule,
  saveRule,
  checkRule,
  setRuleEnabled,
  deleteRule,
  listRuleHistory,
  previewRuleChange,
  listUnmatchedDecks,
  countUnmatchedDecks,
  listRuleDecks,
  getDeck,
  listDeckPrizeEvents,
  listEvents,
  getEvent,
  getPublicEvents,
  getPublicEvent,
  getPublicWindow,
  getSettings,
  saveSettings,
  listDeckJobs,
  requeueDeckJobs,
  listFunctionRuns,
  getPublicDocStatus,
  exportCollection,
  importEventResults,
  suggestRules,
};
