// The callable of a rule's history in the editor (ours): its changes, newest first, a page at a time.
import { z } from 'zod';
import { ruleIdPayload } from './payloadIds.ts';
import { RuleVersionShape } from './shapes.ts';

const ruleId = ruleIdPayload;

/** Ours: a history page cursor that is not a version number above 1. */
const HISTORY_CURSOR_INVALID = '履歴のページ位置（before）が不正です';

export const ruleHistoryCallables = {
  listRuleHistory: {
    timeoutSeconds: 30,
    runLog: false,
    /**
     * The rule's changes, newest first, 50 a page: each save, toggle, restore and delete with the
     * version before and after it. A deleted rule's history stays readable under its id.
     * `before` (ours): the page of the versions numbered below it (the previous page's `nextBefore`).
     */
    payload: z
      .object({
        id: ruleId,
        before: z
          .number({ error: HISTORY_CURSOR_INVALID })
          .int({ error: HISTORY_CURSOR_INVALID })
          .min(2, { error: HISTORY_CURSOR_INVALID })
          .nullish(),
      })
      .strict(),
    result: z.object({
      ruleId: z.string(),
      total: z.number(),
      versions: z.array(RuleVersionShape),
      /** The `before` of the next (older) page; null when this page reached version 1. */
      nextBefore: z.number().nullable(),
    }),
  },
} as const;
