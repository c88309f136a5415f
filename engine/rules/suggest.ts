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
import { distinctCardLines } from '../cardLines.ts';
import { stripAceSpecSuffix } from '../cardName.ts';
import type { Condition, Rule } from '../schemas.ts';
import { MAX_TESTED_NAME_LENGTH, RuleMatcher } from './matcher.ts';
import type { CardCount } from './matchTypes.ts';
import { byCodeUnit } from './order.ts';

/** A deck as the radar reads it. */
export interface SuggestDeck {
  id: string;
  cards: readonly (CardCount & { type?: unknown })[];
}

export interface SuggestOptions {
  /** Smallest group reported (default 5). */
  minSize?: number;
  /** Example deck ids per group (default 5). */
  exampleLimit?: number;
  /** Near-miss deck ids listed per rule (default 20; the totals count every deck). */
  nearMissLimit?: number;
}

export interface SignatureCard {
  name: string;
  /** Share of the group's decks playing it (0..1). */
  share: number;
  /** Share of the decks outside the group playing it (0..1). */
  shareElsewhere: number;
  /** Average count in the group's decks that play it. */
  averageCount: number;
  /** The card's image (card_pict of the first group deck that stores one), or null. */
  image: string | null;
}

/** A proposed rule, as `tcg rules diff --rule-file` and the editor take it. */
export interface ProposedRule {
  name: string;
  enabled: true;
  priority: number;
  description: string;
  conditions: Condition[];
  variants: [];
}

export interface DeckGroup {
  size: number;
  /** Every deck of the group, code-unit order. */
  deckIds: string[];
  exampleDeckIds: string[];
  signature: SignatureCard[];
  rule: ProposedRule;
}

/** The condition failed, and the count the deck had. */
export interface NearMissDeck extends Condition {
  deckId: string;
  count: number;
  /** The deck's primary rule today (null: unmatched). */
  primary: string | null;
}

export interface NearMisses {
  ruleId: string;
  ruleName: string;
  total: number;
  /** Per condition, how many near misses fail it, most first. */
  conditions: (Condition & { decks: number })[];
  /** Up to the near-miss limit of decks, code-unit order. */
  decks: NearMissDeck[];
}

export interface Suggestions {
  decks: number;
  unmatched: number;
  groups: DeckGroup[];
  nearMisses: NearMisses[];
}

/** Names played by at least this share of all decks are staples, left out of the similarity. */
export const STAPLE_SHARE = 0.5;
/** A deck joins a group whose leader (then core) it resembles at least this much. */
export const JOIN_SIMILARITY = 0.4;
/**
 * Two groups are merged when the smaller core is at least this much (by weight) in the other:
 * two variants of one key Pokémon (a different tech line each) share their rare key cards.
 */
export const MERGE_SIMILARITY = 0.5;
/** Signature cards: played by at least this share of the group... */
const SIGNATURE_MIN_SHARE = 0.5;
/** ...and at most this share of the other decks. */
const SIGNATURE_MAX_ELSEWHERE = 0.2;
/** A proposed rule has at most this many conditions. */
const MAX_CONDITIONS = 3;

/** `^name$` with every regular-expression character escaped: matches exactly that card name. */
export function exactNamePattern(name: string): string {
  return `^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`;
}

interface DeckCards {
  id: string;
  /** Position in the code-unit-ordered list of every deck. */
  index: number;
  /** The deck as read (for the signature cards' images). */
  source: SuggestDeck;
  /** Count per card name (ACE SPEC mark stripped, as the matcher tests names). */
  counts: Map<string, number>;
}

function cardName(card: CardCount): string | undefined {
  const name = typeof card.name === 'string' && card.name.trim() !== '' ? card.name : card.normalized_name;
  return typeof name === 'string' && name.trim() !== '' ? stripAceSpecSuffix(name) : undefined;
}

function deckCards(deck: SuggestDeck, index: number): DeckCards {
  const counts = new Map<string, number>();
  const lines = Array.isArray(deck.cards) ? distinctCardLines(deck.cards) : [];
  for (const card of lines) {
    if (card === null || typeof card !== 'object') continue;
    const name = cardName(card);
    if (name === undefined) continue;
    const count =
      typeof card.count === 'number' && Number.isFinite(card.count) ? card.count : Number(card.count) || 0;
    counts.set(name, (counts.get(name) ?? 0) + count);
  }
  return { id: deck.id, index, source: deck, counts };
}

/** Whether a card line is a Pokémon (the snapshot's `ポケモン`, or the English stage names). */
function isPokemonType(type: unknown): boolean {
  if (typeof type !== 'string' || /energy|エネルギー|どうぐ|tool/i.test(type)) return false;
  return type.includes('ポケモン') || /^(basic|stage|vstar|vmax|mega)/i.test(type);
}

/** Weighted Jaccard similarity: the weight of the shared features over that of all (weight 1 when absent). */
function jaccard(a: ReadonlySet<number>, b: ReadonlySet<number>, weights?: readonly number[]): number {
  if (a.size === 0 && b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (!weights) {
    let shared = 0;
    for (const x of small) if (large.has(x)) shared++;
    return shared / (a.size + b.size - shared);
  }
  let shared = 0;
  let total = 0;
  for (const x of a) total += weights[x] ?? 1;
  for (const x of b) {
    const w = weights[x] ?? 1;
    if (a.has(x)) shared += w;
    else total += w;
  }
  return total === 0 ? 0 : shared / total;
}

/** The weight of the shared features over that of the lighter set (weight 1 when absent). */
function overlap(a: ReadonlySet<number>, b: ReadonlySet<number>, weights?: readonly number[]): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  let weightA = 0;
  let weightB = 0;
  for (const x of a) weightA += weights?.[x] ?? 1;
  for (const x of b) weightB += weights?.[x] ?? 1;
  for (const x of small) if (large.has(x)) shared += weights?.[x] ?? 1;
  const lighter = Math.min(weightA, weightB);
  return lighter === 0 ? 0 : shared / lighter;
}

/** The key features of a core (its ex Pokémon), as sorted text for comparison. */
function keysOf(core: ReadonlySet<number>, keys: ReadonlySet<number>): string {
  return [...core]
    .filter((f) => keys.has(f))
    .sort((a, b) => a - b)
    .join(',');
}

/**
 * Whether two group cores are one archetype: they resemble each other at least MERGE_SIMILARITY
 * (weighted Jaccard); or, when both have key features (ex Pokémon) and the same ones, the lighter
 * core is at least MERGE_SIMILARITY (by weight) in the other: two variants of one key Pokémon
 * with a different tech line each. A core with one more ex Pokémon is another archetype.
 */
function sameArchetype(
  a: ReadonlySet<number>,
  b: ReadonlySet<number>,
  weights: readonly number[] | undefined,
  keys: ReadonlySet<number> | undefined,
): boolean {
  if (jaccard(a, b, weights) >= MERGE_SIMILARITY) return true;
  if (!keys) return false;
  const keysA = keysOf(a, keys);
  return keysA !== '' && keysA === keysOf(b, keys) && overlap(a, b, weights) >= MERGE_SIMILARITY;
}

/** The core of each group (the features at least half of it has) and its size. */
function coresOf(
  sets: readonly ReadonlySet<number>[],
  assignment: readonly number[],
  groups: number,
): { sizes: number[]; cores: Set<number>[] } {
  const tallies = Array.from({ length: groups }, () => new Map<number, number>());
  const sizes = new Array<number>(groups).fill(0);
  assignment.forEach((g, i) => {
    sizes[g]! += 1;
    for (const f of sets[i]!) tallies[g]!.set(f, (tallies[g]!.get(f) ?? 0) + 1);
  });
  const cores = tallies.map((tally, g) => {
    const core = new Set<number>();
    if (sizes[g]! > 0) for (const [f, n] of tally) if (n * 2 >= sizes[g]!) core.add(f);
    return core;
  });
  return { sizes, cores };
}

/**
 * Groups feature sets: a greedy leader pass (each set joins the most similar leader at or above
 * the threshold, else leads a new group), then every set is reassigned to the most similar group
 * core (the features at least half of the group has) among the groups of at least `minSize`
 * sets, so the stragglers of a large group join it. Returns the group index of each set.
 */
export function clusterFeatureSets(
  sets: readonly ReadonlySet<number>[],
  minSize = 1,
  threshold = JOIN_SIMILARITY,
  weights?: readonly number[],
  keys?: ReadonlySet<number>,
): number[] {
  const leaders: ReadonlySet<number>[] = [];
  const first = sets.map((set) => {
    let best = -1;
    let bestSimilarity = threshold;
    for (let g = 0; g < leaders.length; g++) {
      const similarity = jaccard(set, leaders[g]!, weights);
      if (similarity >= bestSimilarity && (best < 0 || similarity > bestSimilarity)) {
        best = g;
        bestSimilarity = similarity;
      }
    }
    if (best >= 0) return best;
    leaders.push(set);
    return leaders.length - 1;
  });
  // Twice: groups of one archetype (sameArchetype) are merged, the lower index naming them, then
  // each set goes to the closest core of a group of at least minSize (a set of a smaller group
  // moves only when such a core resembles it at least the threshold). The second round compares
  // the settled groups, whose cores are steadier than those of the first leaders' few sets.
  let assignment = first;
  for (let round = 0; round < 2; round++) {
    let { sizes, cores } = coresOf(sets, assignment, leaders.length);
    const root = leaders.map((_, g) => g);
    for (let g = 0; g < cores.length; g++) {
      if (root[g] !== g || sizes[g] === 0) continue;
      for (let h = g + 1; h < cores.length; h++)
        if (root[h] === h && sizes[h]! > 0 && sameArchetype(cores[g]!, cores[h]!, weights, keys)) root[h] = g;
    }
    const merged = assignment.map((g) => root[g]!);
    ({ sizes, cores } = coresOf(sets, merged, leaders.length));
    const large = cores.flatMap((_, g) => (sizes[g]! >= minSize ? [g] : []));
    assignment = sets.map((set, i) => {
      let best = merged[i]!;
      let bestSimilarity =
        sizes[best]! >= minSize ? jaccard(set, cores[best]!, weights) : threshold - Number.EPSILON;
      for (const g of large) {
        const similarity = jaccard(set, cores[g]!, weights);
        if (similarity > bestSimilarity) {
          best = g;
          bestSimilarity = similarity;
        }
      }
      return best;
    });
  }
  return assignment;
}

/**
 * Per-condition card counts of the enabled rules, for near misses: each card name is tested
 * against each pattern once (as the matcher tests it: ACE SPEC mark stripped, long names never).
 */
class ConditionCounter {
  private readonly regexes: RegExp[] = [];
  /** Per pattern, the (rule, condition) pairs using it. */
  private readonly users: { rule: number; condition: number }[][] = [];
  private readonly byName = new Map<string, number[]>();

  constructor(private readonly rules: readonly Rule[]) {
    const patternIndex = new Map<string, number>();
    rules.forEach((rule, r) => {
      rule.conditions.forEach((condition, c) => {
        let p = patternIndex.get(condition.pattern);
        if (p === undefined) {
          p = this.regexes.length;
          patternIndex.set(condition.pattern, p);
          this.regexes.push(new RegExp(condition.pattern, 'u'));
          this.users.push([]);
        }
        this.users[p]!.push({ rule: r, condition: c });
      });
    });
  }

  private patternsOf(name: string): number[] {
    let list = this.byName.get(name);
    if (!list) {
      list = [];
      if (name.length <= MAX_TESTED_NAME_LENGTH)
        for (let p = 0; p < this.regexes.length; p++) if (this.regexes[p]!.test(name)) list.push(p);
      this.byName.set(name, list);
    }
    return list;
  }

  /**
   * The rules the deck fails by exactly one condition whose card it plays (too few or too many
   * copies, or a card the rule excludes), with that condition and the deck's count.
   */
  nearMisses(counts: ReadonlyMap<string, number>): { rule: Rule; index: number; count: number }[] {
    const touched = new Map<number, number[]>();
    for (const [name, count] of counts) {
      for (const p of this.patternsOf(name)) {
        for (const { rule, condition } of this.users[p]!) {
          let sums = touched.get(rule);
          if (!sums) {
            sums = new Array(this.rules[rule]!.conditions.length).fill(0);
            touched.set(rule, sums);
          }
          sums[condition]! += count;
        }
      }
    }
    const misses: { rule: Rule; index: number; count: number }[] = [];
    for (const [r, sums] of touched) {
      const rule = this.rules[r]!;
      let failed = -1;
      let failures = 0;
      rule.conditions.forEach((c, i) => {
        const inRange = sums[i]! >= c.min && (c.max === null || sums[i]! <= c.max);
        if (inRange === c.negate) {
          failures++;
          failed = i;
        }
      });
      if (failures === 1 && sums[failed]! > 0) misses.push({ rule, index: failed, count: sums[failed]! });
    }
    return misses;
  }
}

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
  const groups: DeckGroup[] = [];
  for (const group of members.values()) {
    if (group.length < minSize) continue;
    const inGroup = new Uint8Array(all.length);
    for (const deck of group) inGroup[deck.index] = 1;
    const signature = signatureOf(group, all, playedBy);
    const rule = proposeRule(
      group,
      all,
      players,
      inGroup,
      signature,
      pokemon,
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

function signatureOf(
  group: readonly DeckCards[],
  all: readonly DeckCards[],
  playedBy: ReadonlyMap<string, number>,
): SignatureCard[] {
  const tally = new Map<string, { decks: number; copies: number }>();
  for (const deck of group)
    for (const [name, count] of deck.counts) {
      const t = tally.get(name) ?? { decks: 0, copies: 0 };
      t.decks++;
      t.copies += count;
      tally.set(name, t);
    }
  const outside = Math.max(1, all.length - group.length);
  return [...tally]
    .map(([name, t]) => ({
      name,
      share: t.decks / group.length,
      shareElsewhere: ((playedBy.get(name) ?? 0) - t.decks) / outside,
      averageCount: Math.round((t.copies / t.decks) * 100) / 100,
    }))
    .filter((card) => card.share >= SIGNATURE_MIN_SHARE && card.shareElsewhere <= SIGNATURE_MAX_ELSEWHERE)
    .sort(
      (a, b) =>
        b.share - b.shareElsewhere - (a.share - a.shareElsewhere) ||
        b.share - a.share ||
        byCodeUnit(a.name, b.name),
    )
    .map((card) => ({ ...card, image: imageOf(group, card.name) }));
}

/** The stored image (`details.card_pict`) of a card name in the first group deck that has one. */
function imageOf(group: readonly DeckCards[], name: string): string | null {
  for (const deck of group) {
    for (const card of Array.isArray(deck.source.cards) ? deck.source.cards : []) {
      if (!card || typeof card !== 'object' || cardName(card) !== name) continue;
      const pict = (card as { details?: { card_pict?: unknown } }).details?.card_pict;
      if (typeof pict === 'string' && pict.trim() !== '') return pict;
    }
  }
  return null;
}

/**
 * The first draft of a group's rule: up to MAX_CONDITIONS signature cards chosen greedily, each
 * the one that best keeps the group's decks while leaving out the others, with the copies nine in
 * ten of the group's decks that play it reach; named after its key Pokémon; its priority after
 * every rule the decks it also matches are classified with today, so no deck changes primary.
 */
function proposeRule(
  group: readonly DeckCards[],
  all: readonly DeckCards[],
  players: ReadonlyMap<string, readonly DeckCards[]>,
  /** 1 at the index of each of the group's decks. */
  inGroup: Uint8Array,
  signature: readonly SignatureCard[],
  pokemon: ReadonlySet<string>,
  primaries: readonly (string | null)[],
  rules: ReadonlyMap<string, Rule>,
  maxPriority: number,
  taken: ReadonlySet<string>,
): ProposedRule | null {
  const candidates = signature.filter((card) => card.share >= 0.7).slice(0, 12);
  if (candidates.length === 0) return null;
  const minOf = (name: string): number => {
    const counts = group
      .map((deck) => deck.counts.get(name) ?? 0)
      .filter((n) => n > 0)
      .sort((a, b) => a - b);
    return Math.max(1, Math.min(4, counts[Math.floor(counts.length * 0.1)] ?? 1));
  };
  // Per candidate: its min, which decks satisfy it (by index), and the other decks that do.
  const conditions = candidates.map((card) => {
    const min = minOf(card.name);
    const satisfied = new Uint8Array(all.length);
    const others: DeckCards[] = [];
    for (const deck of players.get(card.name) ?? []) {
      if ((deck.counts.get(card.name) ?? 0) < min) continue;
      satisfied[deck.index] = 1;
      if (inGroup[deck.index] === 0) others.push(deck);
    }
    return { name: card.name, min, satisfied, others };
  });
  let inside = [...group];
  // The other decks the conditions so far keep; null: all of them (the first condition reads the
  // decks playing its card from the index instead of every deck).
  let outside: DeckCards[] | null = null;
  const chosen: { name: string; min: number }[] = [];
  while (chosen.length < MAX_CONDITIONS) {
    let best:
      | { name: string; min: number; score: number; inside: DeckCards[]; outside: DeckCards[] }
      | undefined;
    for (const { name, min, satisfied, others } of conditions) {
      if (chosen.some((c) => c.name === name)) continue;
      const keptIn = inside.filter((deck) => satisfied[deck.index] === 1);
      const keptOut = outside ? outside.filter((deck) => satisfied[deck.index] === 1) : others;
      const score =
        keptIn.length / group.length - (2 * keptOut.length) / Math.max(1, all.length - group.length);
      if (!best || score > best.score) best = { name, min, score, inside: keptIn, outside: keptOut };
    }
    if (!best) break;
    // A further condition must pay: it leaves out others without losing many of the group.
    if (
      chosen.length > 0 &&
      (best.outside.length === outside?.length || best.inside.length < 0.95 * inside.length)
    )
      break;
    chosen.push({ name: best.name, min: best.min });
    inside = best.inside;
    outside = best.outside;
    if (outside.length === 0) break;
  }
  // Priority: after every rule the other matched decks are classified with today.
  let needed = maxPriority + 10;
  let overlap = 0;
  for (const deck of outside ?? []) {
    const primary = primaries[deck.index];
    if (primary === null || primary === undefined) continue;
    overlap = Math.max(overlap, (rules.get(primary)?.priority ?? 0) + 1);
  }
  if (overlap > 0) needed = overlap;
  // Key Pokémon: the signature's Pokémon, ex first (the deck's attacker as players name it).
  const key = signature
    .filter((card) => pokemon.has(card.name))
    .map((card, i) => ({ card, rank: (/ex$/.test(card.name) ? 0 : 1000) + i }))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, 2)
    .map(({ card }) => card);
  const base = (key.length > 0 ? key : signature.slice(0, 1)).map((card) => card.name).join(' ');
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base} (${n})`;
  return {
    name,
    enabled: true,
    priority: needed,
    description: `提案: ${group.length}件の未分類デッキ (${signature
      .slice(0, 3)
      .map((card) => card.name)
      .join('・')})`,
    conditions: chosen.map(({ name: card, min }) => ({
      pattern: exactNamePattern(card),
      min,
      max: null,
      negate: false,
    })),
    variants: [],
  };
}
