// The impact of editing one rule, before saving it, over every deck of a store; nothing is
// written. Behind the previewRuleChange callable and `tcg rules diff` (one implementation, two
// front ends); the counting is engine/rules/ruleImpact.ts: a deck gains or loses the rule when a
// single-rule classification run after the save would add or remove it from its stored matches.
import type { DocumentStore } from '../../data/store.ts';
import {
  type ImpactCard,
  type ImpactDeck,
  type RuleImpact,
  RuleImpactCounter,
} from '../../engine/rules/ruleImpact.ts';
import type { RuleIssue } from '../../engine/rules/validateRule.ts';
import { loadRules } from './loadRules.ts';
import { checkRuleEdit } from './ruleEditCheck.ts';

export interface RuleChangeOptions {
  /** The rule being edited; absent for a new rule (its id is then its name). */
  ruleId?: string;
  /** The edited rule as the editor holds it (validated here with the spec's messages). */
  rule: Record<string, unknown>;
  /** Deck ids listed per change kind (the totals count every deck). */
  sampleLimit: number;
  /** The time a classification run would stamp (does not change the counts; default now). */
  asOf?: string;
}

export interface RuleChangeImpact extends RuleImpact {
  /** The sampled decks that gain or lose the rule, with their cards (the CLI prints them). */
  examples: { deckId: string; change: 'gain' | 'lose'; cards: ImpactCard[] }[];
}

/** The edited rule does not pass validation: every issue with its path and the spec's message. */
export class InvalidRuleEditError extends Error {
  constructor(readonly issues: RuleIssue[]) {
    super(issues[0] ? `${issues[0].path}: ${issues[0].message}` : 'invalid rule');
  }
}

export async function runRuleChangeImpact(
  options: RuleChangeOptions,
  effects: { store: DocumentStore },
): Promise<RuleChangeImpact> {
  // The edited rule must pass the save's check (engine/rules/checkRule.ts) before any deck is read;
  // it keeps its id, a new rule takes its name.
  const { rules, raws } = await loadRules(effects.store);
  const checked = await checkRuleEdit(
    { ...(options.ruleId === undefined ? {} : { id: options.ruleId }), rule: options.rule },
    raws,
  );
  if (!checked.rule) throw new InvalidRuleEditError(checked.issues);
  const edited = checked.rule;
  const counter = new RuleImpactCounter(
    rules,
    edited,
    options.asOf ?? new Date().toISOString(),
    options.sampleLimit,
  );
  for await (const deck of effects.store.read('decks')) {
    counter.add(deck as unknown as ImpactDeck);
  }
  return { ...counter.result(), examples: counter.examples() };
}
