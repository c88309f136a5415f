// Near misses: per enabled rule, the decks failing exactly one of its conditions.
import type { Rule } from '../../schemas.ts';
import { MAX_TESTED_NAME_LENGTH } from '../matcher.ts';

/**
 * Per-condition card counts of the enabled rules, for near misses: each card name is tested
 * against each pattern once (as the matcher tests it: ACE SPEC mark stripped, long names never).
 */
export class ConditionCounter {
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
