// A group that a disabled rule already describes: the admin re-enables that rule (再有効化)
// rather than adding a duplicate of it.
import type { Rule } from '../../schemas.ts';
import { RuleMatcher } from '../matcher.ts';
import type { DeckCards } from './deckCards.ts';
import type { DisabledRuleMatch } from './suggestions.ts';

/** A disabled rule describes a group when, enabled, it would match at least this share of it. */
const DESCRIBES_SHARE = 0.5;

/** One matcher per disabled rule, each as if enabled; asked once per group. */
export class DisabledRules {
  private readonly matchers: { rule: Rule; matcher: RuleMatcher }[];

  constructor(rules: readonly Rule[]) {
    this.matchers = rules
      .filter((rule) => !rule.enabled)
      .map((rule) => ({ rule, matcher: new RuleMatcher([{ ...rule, enabled: true }]) }));
  }

  /** The disabled rule matching most of the group (at least DESCRIBES_SHARE of it), else null. */
  describing(group: readonly DeckCards[]): DisabledRuleMatch | null {
    let best: DisabledRuleMatch | null = null;
    for (const { rule, matcher } of this.matchers) {
      let matches = 0;
      for (const deck of group) {
        const cards = Array.isArray(deck.source.cards) ? deck.source.cards : [];
        if (matcher.match(cards).length > 0) matches++;
      }
      if (matches >= DESCRIBES_SHARE * group.length && (!best || matches > best.matches))
        best = { ruleId: rule.id, name: rule.name, matches };
    }
    return best;
  }
}
