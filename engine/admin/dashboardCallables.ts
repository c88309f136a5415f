// The dashboard's callables (spec admin §2 "Dashboard"): counts, recent items, the rule ranking,
// a time window's published ranking and whether the hosting deploy can start.
import { z } from 'zod';
import { EmptyPayload } from './jobCallables.ts';
import { RuleWeeklyShape } from './ruleWeekly.ts';
import {
  CardListItemShape,
  CountsShape,
  DeckListItemShape,
  DeckQueueStatusShape,
  EventSummaryShape,
  IsoTime,
  RuleRankingRowShape,
} from './shapes.ts';
import { PublicWindowShape, WindowKeyShape } from './windowShapes.ts';

export const dashboardCallables = {
  getAdminCounts: {
    timeoutSeconds: 60,
    runLog: false,
    payload: EmptyPayload,
    /**
     * Count queries, plus the last successful scheduled event sync (cron_status) and its last
     * failure when that came after it (`code`: the catalogue's, e.g. OFFICIAL_BROWSER_CHECK).
     */
    result: CountsShape.extend({
      lastEventSyncAt: IsoTime,
      lastEventSyncFailure: z
        .object({ at: z.string(), code: z.string().nullable(), message: z.string() })
        .nullable(),
    }),
  },
  getDashboard: {
    timeoutSeconds: 60,
    runLog: false,
    payload: EmptyPayload,
    result: z.object({
      recentCards: z.array(CardListItemShape),
      recentEvents: z.array(EventSummaryShape),
      recentDecks: z.array(DeckListItemShape),
      /** Top 10 by all-time deck count; `week` is the current week (Friday start, JST). */
      ruleRanking: z.object({
        week: z.object({ key: z.string(), label: z.string() }).nullable(),
        rules: z.array(RuleRankingRowShape),
        /** Every rule's weekly figures, for the ranking over a time window (ours). */
        weeklyByRule: z.record(z.string(), RuleWeeklyShape),
      }),
      deckQueue: DeckQueueStatusShape,
    }),
  },
  getPublicWindow: {
    timeoutSeconds: 30,
    runLog: false,
    /**
     * Ours: a time window's published ranking (`public_windows/{window}`), the one the public / and
     * /decks show, for the dashboard's ranking and the rule list's share; null until an
     * aggregation has written it.
     */
    payload: z.object({ window: WindowKeyShape }).strict(),
    result: z.object({ window: PublicWindowShape.nullable() }),
  },
  getDeployStatus: {
    timeoutSeconds: 30,
    runLog: false,
    payload: EmptyPayload,
    /**
     * Whether triggerHostingDeploy can start the workflow: `missing` names the settings it lacks
     * (DEPLOY_REPOSITORY as owner/name, the DEPLOY_GITHUB_TOKEN secret). The admin disables the
     * deploy buttons with the reason.
     */
    result: z.object({
      configured: z.boolean(),
      missing: z.array(z.enum(['repository', 'token'])),
    }),
  },
} as const;
