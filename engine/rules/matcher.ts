// The fast rule matcher behind `tcg classify`: each distinct (pattern, card name) pair is tested
// once per run; a deck is then classified from per-pattern card counts, without regexes.
import { distinctCardLines } from '../cardLines.ts';
import { stripAceSpecSuffix } from '../cardName.ts';
import type { Rule } from '../schemas.ts';
import { toNumber } from '../tolerantValues.ts';
import { type CompiledRules, type ConditionSet, compileRules } from './compiledRules.ts';
import { runBounded, slowPatternError } from './matchDeadline.ts';
import type { CardCount, MatcherStats, RuleMatch, RuleVerdict, SetVerdict } from './matchTypes.ts';

export type {
  CardCount,
  ConditionDetail,
  MatcherStats,
  RuleMatch,
  RuleVerdict,
  SetVerdict,
} from './matchTypes.ts';

const NO_PATTERNS = new Int32Array(0);
/**
 * Card names longer than this (real ones have at most ~20 characters) match no pattern and are
 * never tested: together with the ReDoS check of the patterns (data/regexSafety.ts), which lets
 * through at most quadratic ones, it bounds the work of every (pattern, card name) pair.
 */
export const MAX_TESTED_NAME_LENGTH = 64;
/** New names tested under one deadline by nameIdsOf (real names take microseconds each). */
const NAMES_PER_DEADLINE = 256;
/** Rules with more variants than this get a fresh match object per deck instead of a cached one. */
const MAX_CACHED_VARIANTS = 8;

function countOf(card: CardCount): number {
  const count: unknown = card.count;
  if (typeof count === 'number') return Number.isFinite(count) ? count : 0;
  return toNumber(count) ?? 0;
}

/** A deck's cards as the matcher counts them (see countedCards). */
export interface CountedCards {
  names: string[];
  counts: number[];
}

/**
 * A deck's cards as `match` counts them: one entry per distinct stored line (engine/cardLines.ts)
 * that is an object with a name to count under (its `name`, else its `normalized_name` when the
 * name is missing or blank), with its count. Given to `matchCounts` by `nameId`, they match as
 * the cards do: what a cache of decks keeps (data/accelerators/classifyCache.ts).
 */
export function countedCards(list: readonly CardCount[]): CountedCards {
  const names: string[] = [];
  const counts: number[] = [];
  for (const card of distinctCardLines(list)) {
    if (card === null || typeof card !== 'object') continue;
    const name = countedName(card.name) ?? countedName(card.normalized_name);
    if (name === undefined) continue;
    const raw: unknown = card.count;
    names.push(name);
    counts.push(typeof raw === 'number' && Number.isFinite(raw) ? raw : countOf(card));
  }
  return { names, counts };
}

/** A name a card counts under: a string that is not blank (a blank one matches nothing: record). */
function countedName(name: unknown): string | undefined {
  return typeof name === 'string' && name.trim() !== '' ? name : undefined;
}

export class RuleMatcher {
  private readonly compiled: CompiledRules;
  /** Each name seen and its id: an index into `nameLists`. */
  private readonly nameIds = new Map<string, number>();
  /** Per name id, the indices of the patterns the name matches (tested once per name). */
  private readonly nameLists: Int32Array[] = [];
  private regexTests = 0;
  private untestedNames = 0;
  /** Names countsOf met that are not known yet (tested together). */
  private readonly newNames: string[] = [];
  /** The pattern being tested (patternsOf): the one a deadline names. */
  private testing = 0;
  // Scratch for `match(cards)`: the cards as name ids and counts.
  private ids = new Int32Array(64);
  private counts = new Float64Array(64);
  /**
   * Per rule, its match objects by the bit mask of its matching variants, made on first use and
   * frozen: a deck's matches are shared objects, so a deck allocates only its result array.
   */
  private readonly matchCache: (RuleMatch | undefined)[][];
  // Per-deck scratch, reused. A pattern's sum is valid only while its stamp is the current
  // deck's generation, so nothing is cleared between decks.
  private readonly sums: Float64Array;
  private readonly stamps: Uint32Array;
  private generation = 0;
  /** Rules that may match the current deck (see CompiledRules.anchored). */
  private readonly candidates: Int32Array;
  private candidateCount = 0;
  private readonly matchedSets: Int32Array;

  /** Disabled rules and disabled variants are ignored; the rules must have passed validateRule. */
  constructor(rules: readonly Rule[]) {
    this.compiled = compileRules(rules);
    const patternCount = this.compiled.regexes.length;
    this.sums = new Float64Array(patternCount);
    this.stamps = new Uint32Array(patternCount);
    this.candidates = new Int32Array(this.compiled.rules.length);
    this.matchedSets = new Int32Array(this.compiled.rules.length);
    this.matchCache = this.compiled.rules.map((set) =>
      set.variants.length > MAX_CACHED_VARIANTS ? [] : new Array(1 << set.variants.length).fill(undefined),
    );
  }

  /** The enabled rules, priority then id. */
  get rules(): readonly Rule[] {
    return this.compiled.rules.map((set) => set.rule);
  }

  /** The enabled rule with this id, if any. */
  enabledRule(id: string): Rule | undefined {
    const index = this.compiled.ruleIndex.get(id);
    return index === undefined ? undefined : this.compiled.rules[index]!.rule;
  }

  /**
   * Every enabled rule the deck matches, priority then id. The match objects are frozen and
   * shared between decks: copy one to change it.
   */
  match(cards: readonly CardCount[]): RuleMatch[] {
    // countsOf may grow the scratch arrays: read them only after it.
    const length = this.countsOf(cards);
    return this.matchCounts(this.ids, this.counts, 0, length);
  }

  /**
   * `match` for a deck given in the matcher's own terms, so no name is looked up: per card, the
   * id of its name (see nameId; -1 counts nothing) and its count, at `[start, end)` of the arrays.
   */
  matchCounts(ids: Int32Array, counts: Float64Array, start: number, end: number): RuleMatch[] {
    this.accumulate(ids, counts, start, end);
    const rules = this.compiled.rules;
    const candidates = this.candidates;
    const matchedSets = this.matchedSets;
    let matchedCount = 0;
    for (let c = 0; c < this.candidateCount; c++) {
      const index = candidates[c]!;
      if (!this.holds(rules[index]!)) continue;
      // Insertion keeps the few matches in rule order (rules are pre-sorted).
      let at = matchedCount++;
      while (at > 0 && matchedSets[at - 1]! > index) {
        matchedSets[at] = matchedSets[at - 1]!;
        at--;
      }
      matchedSets[at] = index;
    }
    const result: RuleMatch[] = new Array(matchedCount);
    for (let m = 0; m < matchedCount; m++) result[m] = this.toMatch(matchedSets[m]!);
    return result;
  }

  /** The deck's match for one enabled rule, or undefined (also for an unknown or disabled id). */
  matchRule(cards: readonly CardCount[], ruleId: string): RuleMatch | undefined {
    if (!this.compiled.ruleIndex.has(ruleId)) return undefined;
    // countsOf may grow the scratch arrays: read them only after it.
    const length = this.countsOf(cards);
    return this.matchRuleCounts(this.ids, this.counts, 0, length, ruleId);
  }

  /** `matchRule` for a deck given in the matcher's own terms (see matchCounts). */
  matchRuleCounts(
    ids: Int32Array,
    counts: Float64Array,
    start: number,
    end: number,
    ruleId: string,
  ): RuleMatch | undefined {
    const index = this.compiled.ruleIndex.get(ruleId);
    if (index === undefined) return undefined;
    this.accumulate(ids, counts, start, end);
    return this.holds(this.compiled.rules[index]!) ? this.toMatch(index) : undefined;
  }

  /** Every enabled rule's verdict with each condition's count, for the preview. */
  matchDetails(cards: readonly CardCount[]): RuleVerdict[] {
    this.accumulateCards(cards);
    return this.compiled.rules.map((set) => {
      const verdict = this.verdict(set, true);
      return { ...verdict, variants: set.variants.map((v) => this.verdict(v, verdict.matched)) };
    });
  }

  /**
   * The id of a card's name for matchCounts: its `name`, or its `normalized_name` when the name
   * is missing or blank; -1 when both are (the card counts nothing). A new name is tested
   * against every pattern, once for the whole run.
   */
  nameId(name: unknown, normalizedName?: unknown): number {
    if (typeof name === 'string') {
      const id = this.nameIds.get(name) ?? this.intern(name);
      if (id >= 0) return id;
    }
    if (typeof normalizedName === 'string')
      return this.nameIds.get(normalizedName) ?? this.intern(normalizedName);
    return -1;
  }

  stats(): MatcherStats {
    return {
      distinctNames: this.nameLists.length,
      distinctPatterns: this.compiled.regexes.length,
      regexTests: this.regexTests,
      untestedNames: this.untestedNames,
    };
  }

  private verdict(set: ConditionSet, parentMatched: boolean): SetVerdict {
    const details = set.source.conditions.map((condition, i) => {
      const count = this.countOf(set.patterns[i]!);
      const inRange = count >= condition.min && (condition.max === null || count <= condition.max);
      return { ...condition, count, inRange };
    });
    const { id, name, priority, description } = set.source;
    const matched = parentMatched && details.every((d) => d.inRange !== d.negate);
    return { id, name, priority, description, matched, details };
  }

  /** The match of rule `index` with its matching variants: one frozen object per combination. */
  private toMatch(index: number): RuleMatch {
    const set = this.compiled.rules[index]!;
    const variants = set.variants;
    if (variants.length > MAX_CACHED_VARIANTS) {
      return this.newMatch(set, (variant) => this.holds(variant));
    }
    let mask = 0;
    for (let k = 0; k < variants.length; k++) if (this.holds(variants[k]!)) mask |= 1 << k;
    const cache = this.matchCache[index]!;
    let match = cache[mask];
    if (match === undefined) {
      match = this.newMatch(set, (_, k) => (mask & (1 << k)) !== 0);
      cache[mask] = match;
    }
    return match;
  }

  private newMatch(set: ConditionSet, matches: (variant: ConditionSet, k: number) => boolean): RuleMatch {
    const variants = Object.freeze(set.variants.filter(matches).map((variant) => variant.source.id));
    const { id, name, priority } = set.rule;
    return Object.freeze({ id, name, priority, variants: variants as string[] });
  }

  /** Every condition OK: in range, or out of range when negated. Cheapest-to-fail first. */
  private holds(set: ConditionSet): boolean {
    const { order, patterns, mins, maxs, negates } = set;
    for (let k = 0; k < order.length; k++) {
      const i = order[k]!;
      const count = this.countOf(patterns[i]!);
      const inRange = count >= mins[i]! && count <= maxs[i]!;
      if (inRange === (negates[i] === 1)) return false;
    }
    return true;
  }

  /** The current deck's card count for a pattern. */
  private countOf(pattern: number): number {
    return this.stamps[pattern] === this.generation ? this.sums[pattern]! : 0;
  }

  private accumulateCards(cards: readonly CardCount[]): void {
    // countsOf may grow the scratch arrays: read them only after it.
    const length = this.countsOf(cards);
    this.accumulate(this.ids, this.counts, 0, length);
  }

  /** Puts the cards as name ids and counts in the scratch arrays; returns how many there are. */
  private countsOf(list: readonly CardCount[]): number {
    // A line stored twice is one line (engine/cardLines.ts).
    const cards = distinctCardLines(list);
    if (this.ids.length < cards.length) {
      this.ids = new Int32Array(2 * cards.length);
      this.counts = new Float64Array(2 * cards.length);
    }
    const length = this.fillCounts(cards);
    if (length >= 0) return length;
    // New names: tested together (one deadline for many: see nameIdsOf), then the deck again.
    this.nameIdsOf(this.newNames);
    this.newNames.length = 0;
    return this.fillCounts(cards);
  }

  /** countsOf's pass over the cards: -1 when a name is new (listed in newNames). */
  private fillCounts(cards: readonly CardCount[]): number {
    const { ids, counts, nameIds } = this;
    let length = 0;
    for (let c = 0; c < cards.length; c++) {
      const card = cards[c];
      // Stored data may hold anything; a card that is not an object counts nothing.
      if (card === null || typeof card !== 'object') continue;
      // The common case inline: a known, non-blank name.
      const name = card.name;
      let id = typeof name === 'string' ? nameIds.get(name) : -1;
      if (id === undefined) {
        this.newNames.push(name as string);
        length = -1;
        continue;
      }
      if (length < 0) continue;
      if (id < 0) id = this.nameId(name, card.normalized_name);
      if (id < 0) continue;
      const raw: unknown = card.count;
      ids[length] = id;
      counts[length++] = typeof raw === 'number' && Number.isFinite(raw) ? raw : countOf(card);
    }
    return length;
  }

  /**
   * Sums each pattern's card counts for a new deck, and lists the candidate rules: those with no
   * required card, and those whose required card's pattern the deck touches.
   */
  private accumulate(ids: Int32Array, counts: Float64Array, start: number, end: number): void {
    const { anchored, unanchored } = this.compiled;
    const { sums, stamps, candidates, nameLists } = this;
    let generation = (this.generation + 1) >>> 0;
    if (generation === 0) {
      stamps.fill(0);
      generation = 1;
    }
    this.generation = generation;
    let candidateCount = 0;
    for (let i = 0; i < unanchored.length; i++) candidates[candidateCount++] = unanchored[i]!;
    for (let c = start; c < end; c++) {
      const id = ids[c]!;
      if (id < 0) continue;
      const patterns = nameLists[id]!;
      const count = counts[c]!;
      for (let i = 0; i < patterns.length; i++) {
        const p = patterns[i]!;
        if (stamps[p] === generation) {
          sums[p]! += count;
          continue;
        }
        stamps[p] = generation;
        sums[p] = count;
        // A rule is anchored to one pattern, so each candidate is listed once.
        const list = anchored[p]!;
        for (let r = 0; r < list.length; r++) candidates[candidateCount++] = list[r]!;
      }
    }
    this.candidateCount = candidateCount;
  }

  /**
   * Tests a new name against every pattern, once for the whole run; -1 for a blank name. A name
   * stored with the deck page's `(ACE SPEC)` mark is tested without it, as the card's own name.
   */
  private intern(name: string): number {
    let matching: Int32Array | undefined;
    const finished = runBounded(() => {
      matching = this.patternsOf(name);
    });
    if (!finished)
      throw slowPatternError(this.compiled.regexes[this.testing]!.source, stripAceSpecSuffix(name));
    return this.record(name, matching!);
  }

  /**
   * `nameId` of each name, the new ones tested in batches, each under one deadline (a deadline a
   * batch passes, its names are tested again one at a time, so the slow one is named).
   */
  nameIdsOf(names: readonly string[]): Int32Array {
    const ids = new Int32Array(names.length);
    // Each new name once (a list may repeat one); the others read theirs after the batches.
    const fresh: number[] = [];
    const repeated: number[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      const known = this.nameIds.get(name);
      if (known !== undefined) ids[i] = known;
      else if (seen.has(name)) repeated.push(i);
      else {
        seen.add(name);
        fresh.push(i);
      }
    }
    for (let b = 0; b < fresh.length; b += NAMES_PER_DEADLINE) {
      const batch = fresh.slice(b, b + NAMES_PER_DEADLINE);
      const lists: Int32Array[] = [];
      const finished = runBounded(() => {
        for (const i of batch) lists.push(this.patternsOf(names[i]!));
      });
      for (let j = 0; j < batch.length; j++) {
        const name = names[batch[j]!]!;
        ids[batch[j]!] = finished ? this.record(name, lists[j]!) : this.nameId(name);
      }
    }
    for (const i of repeated) ids[i] = this.nameIds.get(names[i]!)!;
    return ids;
  }

  /** The patterns a name matches (NO_PATTERNS for a blank or an overlong one), counted in the stats. */
  private patternsOf(name: string): Int32Array {
    if (countedName(name) === undefined) return NO_PATTERNS;
    const tested = stripAceSpecSuffix(name);
    if (tested.length > MAX_TESTED_NAME_LENGTH) {
      this.untestedNames++;
      return NO_PATTERNS;
    }
    const matching: number[] = [];
    const { regexes } = this.compiled;
    for (this.testing = 0; this.testing < regexes.length; this.testing++) {
      if (regexes[this.testing]!.test(tested)) matching.push(this.testing);
    }
    this.regexTests += regexes.length;
    return matching.length === 0 ? NO_PATTERNS : Int32Array.from(matching);
  }

  /** Records a name's patterns: its id, or -1 for a blank name. */
  private record(name: string, matching: Int32Array): number {
    if (countedName(name) === undefined) {
      this.nameIds.set(name, -1);
      return -1;
    }
    const id = this.nameLists.length;
    this.nameLists.push(matching);
    this.nameIds.set(name, id);
    return id;
  }
}
