// The impact of editing one rule, before saving it: every deck of a store is classified with the
// current rules and with the edited set, nothing is written. Behind the previewRuleChange
// callable and `tcg rules diff` (one implementation, two front ends).
import type { DocumentStore } from '../../data/store.ts';
import { RuleMatcher } from '../../engine/rules/matcher.ts';
import type { CardCount } from '../../engine/rules/matchTypes.ts';
import { type RuleIssue, validateRule } from '../../engine/rules/validateRule.ts';
import { loadRules } from './loadRules.ts';

export interface RuleChangeOptions {
  /** The rule being edited; absent for a new rule (its id is then its name). */
  ruleId?: string;
  /** The edited rule as the editor holds it (validated here with the spec's messages). */
  rule: Record<string, unknown>;
  /** Deck ids listed per change kind (the totals count every deck). */
  sampleLimit: number;
}

export interface DeckIdSample {
  total: number;
  /** Up to sampleLimit ids, in code-unit order. */
  ids: string[];
}

export interface RuleChangeImpact {
  ruleId: string;
  checked: number;
  matchedBefore: number;
  matchedAfter: number;
  gained: DeckIdSample;
  lost: DeckIdSample;
  primaryChanged: DeckIdSample;
}

/** The edited rule does not pass validation: every issue with its path and the spec's message. */
export class InvalidRuleEditError extends Error {
  constructor(readonly issues: RuleIssue[]) {
    super(issues[0] ? `${issues[0].path}: ${issues[0].message}` : 'invalid rule');
  }
}

class Sample {
  total = 0;
  private readonly ids: string[] = [];
  constructor(private readonly limit: number) {}
  add(id: string): void {
    this.total++;
    this.ids.push(id);
  }
  result(): DeckIdSample {
    const sorted = this.ids.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, this.limit);
    return { total: this.total, ids: sorted };
  }
}

export async function runRuleChangeImpact(
  options: RuleChangeOptions,
  effects: { store: DocumentStore },
): Promise<RuleChangeImpact> {
  // The edited rule must be valid, like a save; it keeps its id, a new rule takes its name.
  const { rule: edited, issues } = validateRule({ ...options.rule, id: options.ruleId ?? options.rule.name });
  if (!edited) throw new InvalidRuleEditError(issues);
  const ruleId = edited.id;

  // Before: the valid rules as stored. After: the same set with the edited rule in its place.
  const loaded = await loadRules(effects.store);
  const after = [...loaded.rules.filter((rule) => rule.id !== ruleId), edited];
  const matchBefore = new RuleMatcher(loaded.rules);
  const matchAfter = new RuleMatcher(after);

  // Every deck is classified both ways; only the differences are kept.
  const gained = new Sample(options.sampleLimit);
  const lost = new Sample(options.sampleLimit);
  const primaryChanged = new Sample(options.sampleLimit);
  let checked = 0;
  let matchedBefore = 0;
  let matchedAfter = 0;
  for await (const deck of effects.store.read('decks', {
    fields: { cards: { name: true, normalized_name: true, count: true } },
  })) {
    checked++;
    const cards = (Array.isArray(deck.cards) ? deck.cards : []) as CardCount[];
    const before = matchBefore.match(cards);
    const now = matchAfter.match(cards);
    const had = before.some((m) => m.id === ruleId);
    const has = now.some((m) => m.id === ruleId);
    if (had) matchedBefore++;
    if (has) matchedAfter++;
    if (has && !had) gained.add(deck.id);
    if (had && !has) lost.add(deck.id);
    if ((before[0]?.id ?? null) !== (now[0]?.id ?? null)) primaryChanged.add(deck.id);
  }
  return {
    ruleId,
    checked,
    matchedBefore,
    matchedAfter,
    gained: gained.result(),
    lost: lost.result(),
    primaryChanged: primaryChanged.result(),
  };
}
