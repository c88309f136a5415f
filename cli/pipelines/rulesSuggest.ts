// `tcg rules suggest`: the misclassification radar (engine/rules/suggest.ts) over a store, with
// each proposed rule put through the one rule check (ruleEditCheck.ts) and its effect counted by
// the rule-change impact engine, the same code as `tcg rules diff` and the editor's preview.
import type { DocumentStore } from '../../data/store.ts';
import { type EvolutionStage, evolutionStageOf } from '../../engine/cardKinds.ts';
import type { FieldList } from '../../engine/fieldList.ts';
import { RuleMatcher } from '../../engine/rules/matcher.ts';
import { type RuleImpact, RuleImpactCounter } from '../../engine/rules/ruleImpact.ts';
import type { Condition } from '../../engine/rules/ruleSchema.ts';
import {
  type DeckGroup,
  type NearMisses,
  type SuggestDeck,
  type SuggestOptions,
  suggestRules,
} from '../../engine/rules/suggest.ts';
import type { RuleIssue } from '../../engine/rules/validateRule.ts';
import { loadRules } from './loadRules.ts';
import { checkRuleEdit } from './ruleEditCheck.ts';

export interface GroupImpact extends RuleImpact {
  /** Unmatched decks the rule would take. */
  takesUnmatched: number;
  /** Decks classified today the rule would also match, and by which rule (primary) they are. */
  alsoMatchesClassified: number;
  sharedWith: { ruleId: string; count: number }[];
}

export interface SuggestedCluster extends Omit<DeckGroup, 'rule'> {
  rule: DeckGroup['rule'];
  /** Issues of the one rule check (empty: the rule can be saved as is). */
  ruleIssues: RuleIssue[];
  impact: GroupImpact;
}

export interface RulesSuggestResult {
  decks: number;
  unmatched: number;
  clusters: SuggestedCluster[];
  nearMisses: NearMisses[];
}

/**
 * What the radar and the impact read of a deck: its card entries, which recur across decks byte
 * for byte, so a snapshot parses each once and shares it (engine/fieldList.ts).
 */
export const SUGGEST_FIELDS: FieldList = { cards: 'shared' };

/** What the radar reads of a card: its evolution stage, to rank the top of a line first. */
export const SUGGEST_CARD_FIELDS: FieldList = { name: true, stage: true };

export async function runRulesSuggest(
  options: SuggestOptions & { asOf: string },
  effects: { store: DocumentStore },
): Promise<RulesSuggestResult> {
  const { rules, raws } = await loadRules(effects.store);
  const decks: SuggestDeck[] = [];
  for await (const doc of effects.store.read('decks', { fields: SUGGEST_FIELDS })) {
    decks.push({ id: doc.id, cards: Array.isArray(doc.cards) ? (doc.cards as SuggestDeck['cards']) : [] });
  }
  const stages = new Map<string, EvolutionStage>();
  for await (const doc of effects.store.read('cards', { fields: SUGGEST_CARD_FIELDS })) {
    if (typeof doc.name === 'string' && typeof doc.stage === 'string')
      stages.set(doc.name, evolutionStageOf(doc.stage));
  }
  const suggestions = suggestRules(decks, rules, { ...options, stages });
  const checks = [];
  for (const group of suggestions.groups) {
    const check = await checkRuleEdit({ rule: { ...group.rule } }, raws);
    checks.push({ group, check, edited: check.rule ?? { id: group.rule.name, ...group.rule } });
  }
  // A new rule changes only the decks it matches (the other rules' matches stay): one pass with
  // every proposed rule finds them, and only those go through the impact counter. `checked` still
  // counts every deck, as `tcg rules diff` does.
  const matcher = new RuleMatcher(checks.map(({ edited }) => edited));
  const matching = new Map<string, SuggestDeck[]>(checks.map(({ edited }) => [edited.id, []]));
  for (const deck of decks) for (const match of matcher.match(deck.cards)) matching.get(match.id)?.push(deck);
  const clusters: SuggestedCluster[] = [];
  for (const { group, check, edited } of checks) {
    const counter = new RuleImpactCounter(rules, edited, options.asOf);
    for (const deck of matching.get(edited.id) ?? [])
      counter.add(deck as Parameters<RuleImpactCounter['add']>[0]);
    const impact = { ...counter.result(), checked: decks.length };
    const takesUnmatched = impact.moves.filter((m) => m.from === null).reduce((n, m) => n + m.count, 0);
    const sharedWith = impact.moves
      .filter((m) => m.from !== null)
      .map((m) => ({ ruleId: m.from as string, count: m.count }));
    clusters.push({
      ...group,
      ruleIssues: check.issues,
      impact: {
        ...impact,
        takesUnmatched,
        alsoMatchesClassified: impact.gained.total - takesUnmatched,
        sharedWith,
      },
    });
  }
  return {
    decks: suggestions.decks,
    unmatched: suggestions.unmatched,
    clusters,
    nearMisses: suggestions.nearMisses,
  };
}

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

function condition(c: Condition): string {
  const range = c.max === null ? `>= ${c.min}` : `${c.min}..${c.max}`;
  return `${c.negate ? 'not ' : ''}${c.pattern} ${range}`;
}

/** The radar as text: each group with its signature, proposed rule and effect; then near misses. */
export function formatRulesSuggest(result: RulesSuggestResult): string[] {
  const lines = [
    `rules suggest: ${result.unmatched} of ${result.decks} decks match no rule; ${result.clusters.length} groups`,
  ];
  result.clusters.forEach((cluster, i) => {
    lines.push(`group ${i + 1}: ${cluster.size} decks (e.g. ${cluster.exampleDeckIds.join(', ')})`);
    lines.push('  signature cards:');
    for (const card of cluster.signature.slice(0, 8)) {
      lines.push(
        `    ${card.name}: ${percent(card.share)} of the group (x${card.averageCount} avg), ${percent(card.shareElsewhere)} elsewhere`,
      );
    }
    lines.push(`  proposed rule (priority ${cluster.rule.priority}): ${JSON.stringify(cluster.rule)}`);
    for (const issue of cluster.ruleIssues) lines.push(`  rule check: ${issue.path}: ${issue.message}`);
    const shared = cluster.impact.sharedWith.map((s) => `${s.ruleId} ${s.count}`).join(', ');
    lines.push(
      `  effect: takes ${cluster.impact.takesUnmatched} unmatched decks; also matches ${cluster.impact.alsoMatchesClassified} classified decks${shared ? ` (${shared})` : ''}`,
    );
  });
  if (result.nearMisses.length > 0) lines.push('near misses (decks failing exactly one condition):');
  for (const miss of result.nearMisses) {
    lines.push(`  ${miss.ruleId}: ${miss.total} decks`);
    for (const c of miss.conditions) lines.push(`    ${condition(c)}: ${c.decks} decks fail only this`);
    for (const deck of miss.decks.slice(0, 5)) {
      lines.push(
        `    ${deck.deckId}: ${condition(deck)} had ${deck.count} (now ${deck.primary ?? '(unclassified)'})`,
      );
    }
  }
  return lines;
}
