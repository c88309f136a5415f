// The obvious matcher: every condition's pattern tested against every card of every deck, no
// caching. It is the benchmark's baseline and the oracle the fast RuleMatcher is tested against.
import { distinctCardLines } from '../cardLines.ts';
import { stripAceSpecSuffix } from '../cardName.ts';
import type { Condition, Rule } from '../schemas.ts';
import { type CardCount, MAX_TESTED_NAME_LENGTH, type RuleMatch } from './matcher.ts';
import { compareByPriorityThenId } from './order.ts';

/** The name a card is matched by: its `name`, else `normalized_name`, without an `(ACE SPEC)` mark. */
function cardName(card: CardCount): string | undefined {
  if (typeof card.name === 'string' && card.name.trim() !== '') return stripAceSpecSuffix(card.name);
  if (typeof card.normalized_name === 'string' && card.normalized_name.trim() !== '') {
    return stripAceSpecSuffix(card.normalized_name);
  }
  return undefined;
}

export class NaiveMatcher {
  private readonly rules: Rule[];
  private readonly regexes = new Map<string, RegExp>();
  regexTests = 0;

  constructor(rules: readonly Rule[]) {
    this.rules = rules.filter((rule) => rule.enabled).sort(compareByPriorityThenId);
    for (const rule of this.rules) {
      for (const c of [...rule.conditions, ...rule.variants.flatMap((v) => v.conditions)]) {
        this.regexes.set(c.pattern, new RegExp(c.pattern, 'u'));
      }
    }
  }

  match(list: readonly CardCount[]): RuleMatch[] {
    // A line stored twice is one line (engine/cardLines.ts).
    const cards = distinctCardLines(list);
    const matches: RuleMatch[] = [];
    for (const rule of this.rules) {
      if (!this.allHold(rule.conditions, cards)) continue;
      const variants = rule.variants
        .filter((variant) => variant.enabled)
        .sort(compareByPriorityThenId)
        .filter((variant) => this.allHold(variant.conditions, cards))
        .map((variant) => variant.id);
      matches.push({ id: rule.id, name: rule.name, priority: rule.priority, variants });
    }
    return matches;
  }

  private allHold(conditions: readonly Condition[], cards: readonly CardCount[]): boolean {
    return conditions.every((condition) => {
      const regex = this.regexes.get(condition.pattern)!;
      let count = 0;
      for (const card of cards) {
        const name = cardName(card);
        if (name === undefined || name.length > MAX_TESTED_NAME_LENGTH) continue;
        this.regexTests++;
        if (regex.test(name)) count += Number(card.count) || 0;
      }
      const inRange = count >= condition.min && (condition.max === null || count <= condition.max);
      return inRange !== condition.negate;
    });
  }
}
