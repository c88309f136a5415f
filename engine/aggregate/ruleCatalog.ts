// The rules the documents are about: every valid rule, plus any rule id still found in decks'
// matches (named from `rule_matches_detail`), in their original order (priority, then id).
// Such a match-only rule takes the name and priority most of its decks carry (a tie: the first
// name in code-unit order, then the lowest priority), whatever order the decks came in.
import { compareByPriorityThenId } from '../rules/order.ts';
import type { Rule } from '../schemas.ts';
import type { RuleMatchView } from './deckView.ts';

export interface RuleEntry {
  id: string;
  name: string;
  priority: number;
  description: string;
  enabled: boolean;
  /** The validated rule; undefined for an id known only from decks' matches. */
  rule: Rule | undefined;
}

/** What the document build reads of the catalog (no way to add a rule). */
export type RuleCatalogView = Pick<
  RuleCatalog,
  'get' | 'nameOf' | 'resolveType' | 'allEntries' | 'publicEntries'
>;

/** How many decks named a match-only rule each way: `[name, priority, decks]`. */
export type MatchOnlyNames = [name: string, priority: number, decks: number][];

export class RuleCatalog {
  private readonly entries = new Map<string, RuleEntry>();
  /** Per match-only rule id, its decks by `JSON [name, priority]`. */
  private readonly matchOnlyNames = new Map<string, Map<string, number>>();
  private readonly byName = new Map<string, string>();

  constructor(rules: readonly Rule[]) {
    for (const rule of rules) {
      this.entries.set(rule.id, {
        id: rule.id,
        name: rule.name,
        priority: rule.priority,
        description: rule.description,
        enabled: rule.enabled,
        rule,
      });
    }
    for (const entry of this.entries.values())
      if (!this.byName.has(entry.name)) this.byName.set(entry.name, entry.id);
  }

  get(id: string): RuleEntry | undefined {
    return this.entries.get(id);
  }

  nameOf(id: string): string {
    return this.entries.get(id)?.name ?? id;
  }

  /** The rule ids met only in decks' matches, with the names their decks gave them (plain data). */
  matchOnlyEntries(): [id: string, names: MatchOnlyNames][] {
    return [...this.matchOnlyNames].map(([id, names]) => [
      id,
      [...names].map(([key, decks]) => [...(JSON.parse(key) as [string, number]), decks]),
    ]);
  }

  /** Takes in the match-only rules of another catalog of the same rules (see matchOnlyEntries). */
  mergeMatchOnly(entries: readonly [string, MatchOnlyNames][]): void {
    for (const [id, names] of entries)
      for (const [name, priority, decks] of names) this.countName(id, name, priority, decks);
  }

  /** Records a rule id met in a deck's matches (each deck once per id) that no valid rule has. */
  noteMatch(id: string, detail: RuleMatchView | undefined): void {
    const entry = this.entries.get(id);
    if (entry?.rule !== undefined) return;
    this.countName(id, detail?.name ?? id, detail?.priority ?? Number.MAX_SAFE_INTEGER, 1);
  }

  /** Takes back a noteMatch: a deck no longer matches `id` (reclassified). */
  unnoteMatch(id: string, detail: RuleMatchView | undefined): void {
    const entry = this.entries.get(id);
    if (entry?.rule !== undefined) return;
    this.countName(id, detail?.name ?? id, detail?.priority ?? Number.MAX_SAFE_INTEGER, -1);
  }

  private countName(id: string, name: string, priority: number, decks: number): void {
    const existing = this.entries.get(id);
    if (existing?.rule !== undefined) return;
    let names = this.matchOnlyNames.get(id);
    if (names === undefined) {
      names = new Map();
      this.matchOnlyNames.set(id, names);
    }
    const key = JSON.stringify([name, priority]);
    const count = (names.get(key) ?? 0) + decks;
    if (count > 0) names.set(key, count);
    else names.delete(key);
    // An id no deck names any more is not a rule of the documents (as if never met).
    if (names.size === 0) {
      this.matchOnlyNames.delete(id);
      this.entries.delete(id);
      return;
    }
    const chosen = mostCommonName(names);
    this.entries.set(id, {
      id,
      name: chosen[0],
      priority: chosen[1],
      description: '',
      enabled: true,
      rule: undefined,
    });
  }

  /** The rule whose id, else whose name, equals the text (a result's `deck_type`). */
  resolveType(text: string | undefined): string | undefined {
    if (text === undefined) return undefined;
    const trimmed = text.trim();
    if (this.entries.has(trimmed)) return trimmed;
    return this.byName.get(trimmed);
  }

  /** Every rule in original order (rule statistics are written for each, zeros included). */
  allEntries(): RuleEntry[] {
    return [...this.entries.values()].sort(compareByPriorityThenId);
  }

  /** Rules shown on the public pages: enabled rules and any rule with matches, in original order. */
  publicEntries(matched: (id: string) => number): RuleEntry[] {
    return [...this.entries.values()]
      .filter((entry) => entry.enabled || matched(entry.id) > 0)
      .sort(compareByPriorityThenId);
  }
}

/** The most common `[name, priority]`; a tie goes to the first name in code-unit order, then the lowest priority. */
function mostCommonName(names: ReadonlyMap<string, number>): [string, number] {
  let best: [string, number] | undefined;
  let bestDecks = -1;
  for (const [key, decks] of names) {
    const candidate = JSON.parse(key) as [string, number];
    const better =
      decks > bestDecks ||
      (decks === bestDecks &&
        best !== undefined &&
        (candidate[0] < best[0] || (candidate[0] === best[0] && candidate[1] < best[1])));
    if (better) {
      best = candidate;
      bestDecks = decks;
    }
  }
  return best!;
}
