// The rules the documents are about: every valid rule, plus any rule id still found in decks'
// matches (named from `rule_matches_detail`), in their original order (priority, then id).
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

export class RuleCatalog {
  private readonly entries = new Map<string, RuleEntry>();
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

  /** The entries of rule ids met only in decks' matches, in the order they were met. */
  matchOnlyEntries(): RuleEntry[] {
    return [...this.entries.values()].filter((entry) => entry.rule === undefined);
  }

  /** Takes in the match-only entries of another catalog of the same rules (see matchOnlyEntries). */
  mergeMatchOnly(entries: readonly RuleEntry[]): void {
    for (const entry of entries) if (!this.entries.has(entry.id)) this.entries.set(entry.id, entry);
  }

  /** Records a rule id met in a deck's matches that no valid rule has. */
  noteMatch(id: string, detail: RuleMatchView | undefined): void {
    if (this.entries.has(id)) return;
    this.entries.set(id, {
      id,
      name: detail?.name ?? id,
      priority: detail?.priority ?? Number.MAX_SAFE_INTEGER,
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
