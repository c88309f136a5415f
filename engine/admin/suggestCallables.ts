// The misclassification radar's callable: `tcg rules suggest` from the back office,
// the same pipeline (cli/pipelines/rulesSuggest.ts): the unmatched decks' groups with their
// signature cards, proposed rule, rule check and impact, and every rule's near misses.
import { z } from 'zod';
import { ruleCallables } from './ruleCallables.ts';
import { ConditionShape, IssueShape } from './shapes.ts';

/** Ours: the smallest group reported is 2..1000 decks. */
export const SUGGEST_MIN_SIZE_MESSAGE = 'グループの最小デッキ数は 2〜1000 の整数で指定してください';

export const SignatureCardShape = z.object({
  name: z.string(),
  /** Share of the group's decks playing it, and of the other decks (0..1). */
  share: z.number(),
  shareElsewhere: z.number(),
  /** Average count in the group's decks that play it. */
  averageCount: z.number(),
  /** The stored card_pict of the card (a path on the official site or a URL), or null. */
  image: z.string().nullable(),
});

/** A proposed rule, as the editor and `tcg rules diff --rule-file` take it. */
export const ProposedRuleShape = z.object({
  name: z.string(),
  enabled: z.boolean(),
  priority: z.number(),
  description: z.string(),
  conditions: z.array(ConditionShape),
  variants: z.array(z.never()),
});

/** The impact of adding the proposed rule: previewRuleChange's result, plus where its decks come from. */
export const GroupImpactShape = ruleCallables.previewRuleChange.result.extend({
  takesUnmatched: z.number(),
  alsoMatchesClassified: z.number(),
  sharedWith: z.array(z.object({ ruleId: z.string(), count: z.number() })),
});

export const SuggestedGroupShape = z.object({
  size: z.number(),
  /** Every deck of the group, code-unit order. */
  deckIds: z.array(z.string()),
  exampleDeckIds: z.array(z.string()),
  signature: z.array(SignatureCardShape),
  rule: ProposedRuleShape,
  /** A disabled rule that already describes the group: the screen offers 再有効化 instead. */
  disabledRule: z.object({ ruleId: z.string(), name: z.string(), matches: z.number() }).nullable(),
  /** The save's rule check of the proposed rule (empty: it can be saved as is). */
  ruleIssues: z.array(IssueShape),
  impact: GroupImpactShape,
});

export const NearMissesShape = z.object({
  ruleId: z.string(),
  ruleName: z.string(),
  total: z.number(),
  conditions: z.array(ConditionShape.extend({ decks: z.number() })),
  decks: z.array(
    ConditionShape.extend({ deckId: z.string(), count: z.number(), primary: z.string().nullable() }),
  ),
});

export const suggestCallables = {
  suggestRules: {
    timeoutSeconds: 540,
    runLog: false,
    /**
     * Reads every deck and rule, writes nothing. `minSize`: the smallest group reported (default 5,
     * as the CLI's --min-size).
     */
    payload: z.preprocess(
      (v) => v ?? {},
      z
        .object({
          minSize: z
            .number({ error: SUGGEST_MIN_SIZE_MESSAGE })
            .int({ error: SUGGEST_MIN_SIZE_MESSAGE })
            .min(2, { error: SUGGEST_MIN_SIZE_MESSAGE })
            .max(1000, { error: SUGGEST_MIN_SIZE_MESSAGE })
            .default(5),
        })
        .strict(),
    ),
    result: z.object({
      decks: z.number(),
      unmatched: z.number(),
      clusters: z.array(SuggestedGroupShape),
      /** Per rule, the decks failing exactly one of its conditions, most first. */
      nearMisses: z.array(NearMissesShape),
    }),
  },
} as const;
