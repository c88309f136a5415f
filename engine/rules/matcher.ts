// The fast rule matcher behind `tcg classify`: each distinct (pattern, card name) pair is tested
// once per run; a deck is then classified from per-pattern card counts, without regexes.
import type { Rule } from '../schemas.ts';
import { toNumber } from '../tolerant.ts';
import { type CompiledRules, type ConditionSet, compileRules } from './compiledRules.ts';
import type { CardCount, MatcherStats, RuleMatch, RuleVerdict, SetVerdict } from './matchTypes.ts';

export type {
  CardCount,
  ConditionDetail,
  MatcherStats,
  RuleMatch,
  RuleVerdict,
  SetVerdict,
} from './matchTypes.ts';

/** Blank names are interned to this id: the card falls back to `normalized_name`. */
const NO_NAME = -1;
const NO_PATTERNS = new Int32Array(0);

function countOf(card: CardCount): number {
  const count: unknown = card.count;
  if (typeof count === 'number') return Number.isFinite(count) ? count : 0;
  return toNumber(count) ?? 0;
}

export class RuleMatcher {
  private readonly compiled: CompiledRules;
  private readonly nameIds = new Map<string, number>();
  /** For each interned name, the indices of the patterns it matches. */
  private readonly namePatterns: Int32Array[] = [];
  private regexTests = 0;
  // Per-deck scratch, reused so a deck allocates nothing but its result.
  private readonly sums: Float64Array;
  private readonly touched: Int32Array;
  private readonly touchedFlag: Uint8Array;
  private touchedCount = 0;
  private readonly candidates: Int32Array;
  private readonly matchedSets: Int32Array;

  /** Disabled rules and disabled variants are ignored; the rules must have passed validateRule. */
  constructor(rules: readonly Rule[]) {
    this.compiled = compileRules(rules);
    const patternCount = this.compiled.regexes.length;
    this.sums = new Float64Array(patternCount);
    this.touched = new Int32Array(patternCount);
    this.touchedFlag = new Uint8Array(patternCount);
    this.candidates = new Int32Array(this.compiled.rules.length);
    this.matchedSets = new Int32Array(this.compiled.rules.length);
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

  /** Every enabled rule the deck matches, priority then id. */
  match(cards: readonly CardCount[]): RuleMatch[] {
    this.accumulate(cards);
    const { rules, anchored, unanchored } = this.compiled;
    // Only rules whose required card is present (plus rules with no such card) can match.
    let candidateCount = 0;
    for (let i = 0; i < unanchored.length; i++) this.candidates[candidateCount++] = unanchored[i]!;
    for (let t = 0; t < this.touchedCount; t++) {
      const pattern = this.touched[t]!;
      if (this.sums[pattern]! <= 0) continue;
      const list = anchored[pattern]!;
      for (let i = 0; i < list.length; i++) this.candidates[candidateCount++] = list[i]!;
    }
    let matchedCount = 0;
    for (let c = 0; c < candidateCount; c++) {
      const index = this.candidates[c]!;
      if (!this.holds(rules[index]!)) continue;
      // Insertion keeps the few matches in rule order (rules are pre-sorted).
      let at = matchedCount++;
      while (at > 0 && this.matchedSets[at - 1]! > index) {
        this.matchedSets[at] = this.matchedSets[at - 1]!;
        at--;
      }
      this.matchedSets[at] = index;
    }
    const result: RuleMatch[] = new Array(matchedCount);
    for (let m = 0; m < matchedCount; m++) result[m] = this.toMatch(rules[this.matchedSets[m]!]!);
    this.reset();
    return result;
  }

  /** The deck's match for one enabled rule, or undefined (also for an unknown or disabled id). */
  matchRule(cards: readonly CardCount[], ruleId: string): RuleMatch | undefined {
    const index = this.compiled.ruleIndex.get(ruleId);
    if (index === undefined) return undefined;
    this.accumulate(cards);
    const set = this.compiled.rules[index]!;
    const result = this.holds(set) ? this.toMatch(set) : undefined;
    this.reset();
    return result;
  }

  /** Every enabled rule's verdict with each condition's count, for the preview. */
  matchDetails(cards: readonly CardCount[]): RuleVerdict[] {
    this.accumulate(cards);
    const verdicts = this.compiled.rules.map((set) => {
      const verdict = this.verdict(set, true);
      return { ...verdict, variants: set.variants.map((v) => this.verdict(v, verdict.matched)) };
    });
    this.reset();
    return verdicts;
  }

  stats(): MatcherStats {
    return {
      distinctNames: this.namePatterns.length,
      distinctPatterns: this.compiled.regexes.length,
      regexTests: this.regexTests,
    };
  }

  private verdict(set: ConditionSet, parentMatched: boolean): SetVerdict {
    const details = set.source.conditions.map((condition, i) => {
      const count = this.sums[set.patterns[i]!]!;
      const inRange = count >= condition.min && (condition.max === null || count <= condition.max);
      return { ...condition, count, inRange };
    });
    const { id, name, priority, description } = set.source;
    const matched = parentMatched && details.every((d) => d.inRange !== d.negate);
    return { id, name, priority, description, matched, details };
  }

  private toMatch(set: ConditionSet): RuleMatch {
    const variants: string[] = [];
    for (const variant of set.variants) if (this.holds(variant)) variants.push(variant.source.id);
    return { id: set.rule.id, name: set.rule.name, priority: set.rule.priority, variants };
  }

  /** Every condition OK: in range, or out of range when negated. Cheapest-to-fail first. */
  private holds(set: ConditionSet): boolean {
    const { order, patterns, mins, maxs, negates } = set;
    for (let k = 0; k < order.length; k++) {
      const i = order[k]!;
      const count = this.sums[patterns[i]!]!;
      const inRange = count >= mins[i]! && count <= maxs[i]!;
      if (inRange === (negates[i] === 1)) return false;
    }
    return true;
  }

  /** Sums each pattern's card counts into the scratch array. */
  private accumulate(cards: readonly CardCount[]): void {
    for (let c = 0; c < cards.length; c++) {
      const card = cards[c];
      // Stored data may hold anything; a card that is not an object counts nothing.
      if (card === null || typeof card !== 'object') continue;
      const patterns = this.patternsOf(card);
      if (patterns.length === 0) continue;
      const count = countOf(card);
      for (let i = 0; i < patterns.length; i++) {
        const p = patterns[i]!;
        if (this.touchedFlag[p] === 0) {
          this.touchedFlag[p] = 1;
          this.touched[this.touchedCount++] = p;
        }
        this.sums[p]! += count;
      }
    }
  }

  private reset(): void {
    for (let t = 0; t < this.touchedCount; t++) {
      const p = this.touched[t]!;
      this.sums[p] = 0;
      this.touchedFlag[p] = 0;
    }
    this.touchedCount = 0;
  }

  private patternsOf(card: CardCount): Int32Array {
    const name = card.name;
    if (typeof name === 'string') {
      const id = this.nameIds.get(name) ?? this.intern(name);
      if (id !== NO_NAME) return this.namePatterns[id]!;
    }
    const fallback = card.normalized_name;
    if (typeof fallback === 'string') {
      const id = this.nameIds.get(fallback) ?? this.intern(fallback);
      if (id !== NO_NAME) return this.namePatterns[id]!;
    }
    return NO_PATTERNS;
  }

  /** Tests a new name against every pattern, once for the whole run. */
  private intern(name: string): number {
    if (name.trim() === '') {
      this.nameIds.set(name, NO_NAME);
      return NO_NAME;
    }
    const matching: number[] = [];
    const { regexes } = this.compiled;
    for (let p = 0; p < regexes.length; p++) if (regexes[p]!.test(name)) matching.push(p);
    this.regexTests += regexes.length;
    const id = this.namePatterns.length;
    this.namePatterns.push(matching.length === 0 ? NO_PATTERNS : Int32Array.from(matching));
    this.nameIds.set(name, id);
    return id;
  }
}
