// The rule list's and the rule editor's callables (spec admin §2): read, check, save, enable and
// delete a rule, and the impact of a change.
import { z } from 'zod';
import { EmptyPayload } from './jobCallables.ts';
import { ruleIdPayload } from './payloadIds.ts';
import { IssueShape, RuleRowShape, RuleShape } from './shapes.ts';

const ruleId = ruleIdPayload;

/**
 * A rule as the editor sends it: any object; `validateRule` checks it with the spec's messages
 * (name required, conditions, patterns, min/max) and the callable answers invalid-argument.
 */
const RuleDraftPayload = z.record(z.string(), z.unknown());

export const ruleCallables = {
  listRules: {
    timeoutSeconds: 120,
    runLog: false,
    payload: EmptyPayload,
    /** Every rule, priority then id, with its deck count and weekly figures; `week` is the current week. */
    result: z.object({
      rules: z.array(RuleRowShape),
      totalMatchedDecks: z.number(),
      week: z.object({ key: z.string(), label: z.string() }).nullable(),
    }),
  },
  getRule: {
    timeoutSeconds: 30,
    runLog: false,
    payload: z.object({ id: ruleId }).strict(),
    /** not-found: 指定のルールが見つかりません */
    result: z.object({ rule: RuleShape, issues: z.array(IssueShape) }),
  },
  saveRule: {
    timeoutSeconds: 30,
    runLog: false,
    /**
     * `id` absent: a new rule, stored under its name (already-exists when taken). `id` given:
     * that rule is replaced (its statistics fields are kept). Records the caller's uid and e-mail.
     */
    payload: z
      .object({
        id: ruleId.optional(),
        rule: RuleDraftPayload,
        /** A restore from the history: the version whose earlier state `rule` is (kept in its entry). */
        restoredFrom: z.number().int().min(1).optional(),
      })
      .strict(),
    result: z.object({ rule: RuleShape, created: z.boolean() }),
  },
  checkRule: {
    timeoutSeconds: 60,
    runLog: false,
    /**
     * The save's check of an edited rule without saving it (the editor's JSON apply): every issue
     * a saveRule of the same payload would refuse with, none when it would pass.
     */
    payload: z.object({ id: ruleId.optional(), rule: RuleDraftPayload }).strict(),
    result: z.object({ issues: z.array(IssueShape) }),
  },
  setRuleEnabled: {
    timeoutSeconds: 30,
    runLog: false,
    /** not-found: 対象のルールが見つかりません */
    payload: z.object({ id: ruleId, enabled: z.boolean() }).strict(),
    result: z.object({ rule: RuleShape }),
  },
  deleteRule: {
    timeoutSeconds: 60,
    runLog: false,
    payload: z.object({ id: ruleId }).strict(),
    /** Deletes deck_rules/{id} and its card_stats rows. */
    result: z.object({ id: z.string(), deleted: z.boolean(), cardStatsDeleted: z.number() }),
  },
  previewRuleChange: {
    timeoutSeconds: 540,
    runLog: false,
    /**
     * Classifies every deck with the rule set as it would be after saving `rule` (under `id`, or
     * as a new rule), writing nothing. Twin of `tcg rules diff`.
     */
    payload: z
      .object({
        id: ruleId.optional(),
        rule: RuleDraftPayload,
        sampleLimit: z.number().int().min(0).max(200).default(20),
      })
      .strict(),
    result: z.object({
      ruleId: z.string(),
      checked: z.number(),
      /** Decks the rule matches before / after the change. */
      matchedBefore: z.number(),
      matchedAfter: z.number(),
      /** Decks that would gain / lose the rule, with up to sampleLimit ids each (code-unit order). */
      gained: z.object({ total: z.number(), ids: z.array(z.string()) }),
      lost: z.object({ total: z.number(), ids: z.array(z.string()) }),
      /** Decks whose primary (first) rule would change. */
      primaryChanged: z.object({ total: z.number(), ids: z.array(z.string()) }),
      /**
       * Where the decks that gain or lose the rule move: primary rule before → after, null when
       * unclassified, most first. The whole result is engine/rules/ruleImpact.ts's RuleImpact.
       */
      moves: z.array(z.object({ from: z.string().nullable(), to: z.string().nullable(), count: z.number() })),
    }),
  },
} as const;
