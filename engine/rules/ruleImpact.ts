// Rule-change impact (ours, beyond the spec): what saving an edited rule would do to the decks,
// computed without writing anything. Both sides are evaluated now: before, every deck classified
// with the stored rules; after, the same with the edited rule in place of the stored one. So the
// change reported is the edit's own, also on decks never classified or classified with older
// rules (their stored rule_matches are not read). One engine for the callable previewRuleChange
// and `tcg rules diff`.
import type { Rule } from '../schemas.ts';
import { type ClassifiableDeck, classifyDeck } from './classify.ts';
import { RuleMatcher } from './matcher.ts';
import { deckTypeOf } from './order.ts';

/** How many example deck IDs each list carries by default. */
export const IMPACT_SAMPLE_LIMIT = 20;

/** A count and up to the sample limit of deck IDs, in code-unit order. */
export interface ImpactSet {
  total: number;
  ids: string[];
}

/** Decks moving between primary rules (`null`: unclassified), most first. */
export interface ImpactMove {
  from: string | null;
  to: string | null;
  count: number;
}

export interface RuleImpact {
  ruleId: string;
  /** Decks examined. */
  checked: number;
  /** Decks the stored rule matches now (none for a new rule), and the edited rule after the change. */
  matchedBefore: number;
  matchedAfter: number;
  gained: ImpactSet;
  lost: ImpactSet;
  /** Decks whose primary (first) rule would change. */
  primaryChanged: ImpactSet;
  /** Where the decks that gain or lose the rule come from and go to (primary rule). */
  moves: ImpactMove[];
}

export interface ImpactDeck extends ClassifiableDeck {
  id: string;
}

export interface ImpactCard {
  name: string;
  count: number;
}

/** The code-unit-first `limit` ids seen, with a payload each; bounded memory over any stream. */
class Sample<T> {
  private items: { id: string; value: T }[] = [];
  total = 0;

  constructor(private readonly limit: number) {}

  add(id: string, value: () => T): void {
    this.total++;
    if (this.limit === 0) return;
    if (this.items.length >= this.limit && id >= this.items[this.items.length - 1]!.id) return;
    this.items.push({ id, value: value() });
    this.items.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    if (this.items.length > this.limit) this.items.pop();
  }

  set(): ImpactSet {
    return { total: this.total, ids: this.items.map((item) => item.id) };
  }

  entries(): { id: string; value: T }[] {
    return [...this.items];
  }
}

/**
 * Counts the impact of replacing (or adding) one rule deck by deck, so a large snapshot can be
 * streamed through it. `rules` are the current valid rules; `edited` the rule as it would be
 * saved (its id is the stored id, or its name for a new rule).
 */
export class RuleImpactCounter {
  /** The stored rules, as a classification run would use them now. */
  private readonly current: RuleMatcher;
  /** The same with the edited rule in place of the stored one. */
  private readonly matcher: RuleMatcher;
  private readonly mode: { kind: 'single'; ruleId: string };
  private checked = 0;
  private matchedBefore = 0;
  private readonly gained: Sample<ImpactCard[]>;
  private readonly lost: Sample<ImpactCard[]>;
  private readonly primaryChanged: Sample<null>;
  private readonly moves = new Map<string, ImpactMove>();

  constructor(
    rules: readonly Rule[],
    private readonly edited: Rule,
    private readonly asOf: string,
    sampleLimit = IMPACT_SAMPLE_LIMIT,
  ) {
    this.current = new RuleMatcher(rules);
    this.matcher = new RuleMatcher([...rules.filter((rule) => rule.id !== edited.id), edited]);
    this.mode = { kind: 'single', ruleId: edited.id };
    this.gained = new Sample(sampleLimit);
    this.lost = new Sample(sampleLimit);
    this.primaryChanged = new Sample(sampleLimit);
  }

  add(deck: ImpactDeck): void {
    this.checked++;
    // Before: the deck as a classification run with the stored rules would leave it now.
    const matches = this.current.match(Array.isArray(deck.cards) ? deck.cards : []);
    const now = { cards: deck.cards, rule_matches: matches.map((m) => m.id), rule_matches_detail: matches };
    const before = now.rule_matches;
    const had = before.includes(this.edited.id);
    if (had) this.matchedBefore++;
    // After: that deck once the edited rule is saved (the other rules' matches are the same).
    const update = classifyDeck(now, this.matcher, this.mode, this.asOf);
    if (!update) return;
    const has = update.rule_matches.includes(this.edited.id);
    const from = deckTypeOf(before);
    const to = deckTypeOf(update.rule_matches);
    if (from !== to) this.primaryChanged.add(deck.id, () => null);
    if (had === has) return;
    (has ? this.gained : this.lost).add(deck.id, () => cardList(deck));
    const key = JSON.stringify([from, to]);
    const move = this.moves.get(key) ?? { from, to, count: 0 };
    move.count++;
    this.moves.set(key, move);
  }

  result(): RuleImpact {
    const moves = [...this.moves.values()].sort(
      (a, b) => b.count - a.count || String(a.from).localeCompare(String(b.from)),
    );
    return {
      ruleId: this.edited.id,
      checked: this.checked,
      matchedBefore: this.matchedBefore,
      matchedAfter: this.matchedBefore + this.gained.total - this.lost.total,
      gained: this.gained.set(),
      lost: this.lost.set(),
      primaryChanged: this.primaryChanged.set(),
      moves,
    };
  }

  /** The sampled decks that gain or lose the rule, with their card lists (the CLI prints them). */
  examples(): { deckId: string; change: 'gain' | 'lose'; cards: ImpactCard[] }[] {
    return [
      ...this.gained.entries().map((e) => ({ deckId: e.id, change: 'gain' as const, cards: e.value })),
      ...this.lost.entries().map((e) => ({ deckId: e.id, change: 'lose' as const, cards: e.value })),
    ];
  }
}

/** The impact of an edited rule over a list of decks (see RuleImpactCounter). */
export function ruleImpact(
  decks: Iterable<ImpactDeck>,
  rules: readonly Rule[],
  edited: Rule,
  asOf: string,
  sampleLimit = IMPACT_SAMPLE_LIMIT,
): RuleImpact {
  const counter = new RuleImpactCounter(rules, edited, asOf, sampleLimit);
  for (const deck of decks) counter.add(deck);
  return counter.result();
}

function cardList(deck: ClassifiableDeck): ImpactCard[] {
  const cards = Array.isArray(deck.cards) ? deck.cards : [];
  return cards.map((card) => ({
    name: String(card.name ?? card.normalized_name ?? ''),
    count: typeof card.count === 'number' ? card.count : Number(card.count) || 0,
  }));
}
