// How many rules one snapshot may hold. Every deck carries a rule_matches
// entry per rule it matches, and aggregate keeps card statistics per rule: with broad rules both
// grow with rules × decks. 10,000 broad rules made a 330-deck sample's decks.jsonl 243 MB and
// ran aggregate out of memory after 4 minutes; the limit refuses that up front, in one line,
// before anything is written. docs/decisions.md records the measurements behind the number.
import { userError } from '../userError.ts';

/** The most rule documents (variants' statistics documents not counted) a command accepts. */
export const MAX_RULES = 500;

/** Refuses a rule set over MAX_RULES; `where` names the collection (folder or project). */
export function checkRuleCount(count: number, where: string): void {
  if (count <= MAX_RULES) return;
  throw userError(
    'RULES_TOO_MANY',
    `${where}: ${count} rules, more than the limit of ${MAX_RULES} (ルールが多すぎます: 上限 ${MAX_RULES} 件); delete or merge rules until at most ${MAX_RULES} remain`,
  );
}
