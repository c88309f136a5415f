// The misclassification radar: groups the decks no rule matches by what they play,
// describes each group by its signature cards and proposes a first draft of its rule; and, per
// rule, the near misses (decks failing exactly one of its conditions). Pure: decks and rules in,
// suggestions out; the rule check and the impact are run by the caller (cli/pipelines/rulesSuggest.ts)
// with the same code as `tcg rules diff`.
//
// Clustering (docs/decisions.md "Rule suggestions"): one greedy leader pass over the unmatched
// decks in id order on the Jaccard similarity of their distinctive card names (names fewer than
// STAPLE_SHARE of all decks play), then one reassignment pass of every deck to the closest group
// core (the names at least half of a group plays). Deterministic, O(decks × groups × cards).
import type { Rule } from '../schemas.ts';
import { RuleMatcher } from './matcher.ts';
import { byCodeUnit } from './order.ts';
import { archetypeRank } from './suggest/archetypeRank.ts';
import { clusterFeatureSets, JOIN_SIMILARITY } from './suggest/clusterFeatureSets.ts';
import { ConditionCounter } from './suggest/conditionCounter.ts';
import { cardName, type DeckCards, deckCards, isPokemonType } from './suggest/deckCards.ts';
import { DisabledRules } from './suggest/disabledRuleMatch.ts';
import { proposeRule } from './suggest/proposeRule.ts';
import { signatureOf } from './suggest/signatureOf.ts';
import type {
  DeckGroup,
  NearMissDeck,
  NearMisses,
  SuggestDeck,
  Suggestions,
  SuggestOptions,
} from './suggest/suggestions.ts';

export { clusterFeatureSets, JOIN_SIMILARITY, MERGE_SIMILARITY } from './suggest/clusterFeatureSets.ts';
export { exactNamePattern } from './suggest/proposeRule.ts';
export type {
  DeckGroup,
  DisabledRuleMatch,
  NearMissDeck,
  NearMisses,
  ProposedRule,
  SignatureCard,
  SuggestDeck,
  Suggestions,
  SuggestOptions,
} from './suggest/suggestions.ts';

/** Names played by at least this share of all decks are staples, left out of the similarity. */
export const STAPLE_SHARE = 0.5;

/**
 * The radar over every deck of a store: `rules` are the valid rules as classification uses them.
 */
export function suggestRules(
  decks: readonly SuggestDeck[],
  rules: readonly Rule[],
  options: SuggestOptions = {},
): Suggestions {
  const minSize = options.minSize ?? 5;
  const exampleLimit = options.exampleLimit ?? 5;
  const nearMissLimit = options.nearMissLimit ?? 20;
  const matcher = new RuleMatcher(rules);
  const all: DeckCards[] = [];
  const unmatched: DeckCards[] = [];
  const primaries: (string | null)[] = [];
  const pokemon = new Set<string>();
  const nearMisses = new Map<
    string,
    { rule: Rule; decks: NearMissDeck[]; total: number; tally: Map<number, number> }
  >();
  const ruleById = new Map(matcher.rules.map((rule) => [rule.id, rule]));
  const conditionCounter = new ConditionCounter(matcher.rules);
  const sorted = [...decks].sort((a, b) => byCodeUnit(a.id, b.id));
  for (const deck of sorted) {
    const cards = deckCards(deck, all.length);
    all.push(cards);
    for (const card of Array.isArray(deck.cards) ? deck.cards : []) {
      if (card && typeof card === 'object' && isPokemonType(card.type)) {
        const name = cardName(card);
        if (name !== undefined) pokemon.add(name);
      }
    }
    const primary = matcher.match(Array.isArray(deck.cards) ? deck.cards : [])[0]?.id ?? null;
    primaries.push(primary);
    if (primary === null) unmatched.push(cards);
    for (const miss of conditionCounter.nearMisses(cards.counts)) {
      const { rule, index, count } = miss;
      let entry = nearMisses.get(rule.id);
      if (!entry) {
        entry = { rule, decks: [], total: 0, tally: new Map() };
        nearMisses.set(rule.id, entry);
      }
      entry.total++;
      entry.tally.set(index, (entry.tally.get(index) ?? 0) + 1);
      if (entry.decks.length < nearMissLimit) {
        const { pattern, min, max, negate } = rule.conditions[index]!;
        entry.decks.push({ deckId: deck.id, pattern, min, max, negate, count, primary });
      }
    }
  }

  // Feature ids: the names fewer than STAPLE_SHARE of all decks play.
  const playedBy = new Map<string, number>();
  const players = new Map<string, DeckCards[]>();
  for (const deck of all)
    for (const name of deck.counts.keys()) {
      playedBy.set(name, (playedBy.get(name) ?? 0) + 1);
      const list = players.get(name);
      if (list) list.push(deck);
      else players.set(name, [deck]);
    }
  const featureIds = new Map<string, number>();
  for (const [name, n] of [...playedBy].sort((a, b) => byCodeUnit(a[0], b[0])))
    if (n < STAPLE_SHARE * all.length) featureIds.set(name, featureIds.size);
  const sets = unmatched.map((deck) => {
    const set = new Set<number>();
    for (const name of deck.counts.keys()) {
      const id = featureIds.get(name);
      if (id !== undefined) set.add(id);
    }
    return set;
  });
  // Rarer cards weigh more (inverse document frequency): what sets two look-alike decks apart
  // counts more than what they share with many.
  const weights: number[] = [];
  for (const [name, id] of featureIds) weights[id] = Math.log(all.length / (playedBy.get(name) ?? 1));
  // Key features: the ex Pokémon (the attackers players name decks after).
  const keys = new Set<number>();
  for (const [name, id] of featureIds) if (pokemon.has(name) && /ex$/.test(name)) keys.add(id);
  const assignment = clusterFeatureSets(sets, minSize, JOIN_SIMILARITY, weights, keys);
  const members = new Map<number, DeckCards[]>();
  assignment.forEach((g, i) => {
    const list = members.get(g) ?? [];
    list.push(unmatched[i]!);
    members.set(g, list);
  });

  const maxPriority = matcher.rules.reduce((max, rule) => Math.max(max, rule.priority), 0);
  const takenNames = new Set(rules.flatMap((rule) => [rule.id, rule.name]));
  const disabled = new DisabledRules(rules);
  const stages = options.stages ?? new Map();
  const rank = (name: string) => archetypeRank(name, pokemon, stages);
  const groups: DeckGroup[] = [];
  for (const group of members.values()) {
    if (group.length < minSize) continue;
    const inGroup = new Uint8Array(all.length);
    for (const deck of group) inGroup[deck.index] = 1;
    // The group's Pokémon (what names an archetype) first, each part by how distinctive.
    const signature = signatureOf(group, all, playedBy)
      .map((card, order) => ({ card, order, support: pokemon.has(card.name) ? 0 : 1 }))
      .sort((a, b) => a.support - b.support || a.order - b.order)
      .map(({ card }) => card);
    const rule = proposeRule(
      group,
      all,
      players,
      inGroup,
      signature,
      pokemon,
      rank,
      primaries,
      ruleById,
      maxPriority,
      takenNames,
    );
    if (!rule) continue;
    takenNames.add(rule.name);
    const deckIds = group.map((deck) => deck.id).sort(byCodeUnit);
    groups.push({
      size: group.length,
      deckIds,
      exampleDeckIds: deckIds.slice(0, exampleLimit),
      signature,
      rule,
      disabledRule: disabled.describing(group),
    });
  }
  groups.sort((a, b) => b.size - a.size || byCodeUnit(a.deckIds[0]!, b.deckIds[0]!));

  const misses: NearMisses[] = [...nearMisses.values()]
    .map(({ rule, decks: listed, total, tally }) => ({
      ruleId: rule.id,
      ruleName: rule.name,
      total,
      conditions: [...tally]
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .map(([i, n]) => {
          const { pattern, min, max, negate } = rule.conditions[i]!;
          return { pattern, min, max, negate, decks: n };
        }),
      decks: listed,
    }))
    .sort((a, b) => b.total - a.total || byCodeUnit(a.ruleId, b.ruleId));
  return { decks: all.length, unmatched: unmatched.length, groups, nearMisses: misses };
}
