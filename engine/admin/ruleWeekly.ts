// Every rule's weekly figures for the admin (spec admin §1, §3): this week's and last week's deck
// counts and shares, their difference and whether the rule is new — from the stored
// `public_decks/weekly_summary` (weeks start Friday 00:00 JST), with the definitions of the public
// /decks (engine/aggregate/weekly.ts weeklyEntriesOf, isNewRule): share = count / matched decks of
// the week (0 for a week without matched decks), diff = this week's share − last week's (null
// without a last week), new = first seen this week and counted in it.
import { z } from 'zod';
import { ratio } from '../aggregate/ratio.ts';
import { asRecord, toNumber } from '../tolerant.ts';

export const RuleWeeklyShape = z.object({
  currentCount: z.number(),
  previousCount: z.number(),
  currentShare: z.number(),
  /** Null when there is no previous week. */
  previousShare: z.number().nullable(),
  /** currentShare − previousShare; null when there is no previous week. */
  diff: z.number().nullable(),
  isNew: z.boolean(),
});
export type RuleWeekly = z.infer<typeof RuleWeeklyShape>;

interface StoredWeek {
  key: string;
  matchedDecks: number;
  ruleCounts: Record<string, unknown>;
}

function fieldsOf(value: unknown): Record<string, unknown> {
  return asRecord(value) ?? {};
}

/** The weeks of a stored weekly_summary (camelCase as written, snake_case tolerated), oldest first. */
function weeksOf(summary: unknown): StoredWeek[] {
  const weeks = fieldsOf(summary).weeks;
  if (!Array.isArray(weeks)) return [];
  return weeks.map((raw) => {
    const week = fieldsOf(raw);
    return {
      key: String(week.key ?? ''),
      matchedDecks: toNumber(week.matchedDecks ?? week.matched_decks) ?? 0,
      ruleCounts: fieldsOf(week.ruleCounts ?? week.rule_counts),
    };
  });
}

/** Reads a stored weekly_summary once; `of(ruleId)` gives each rule's figures, `ids()` every rule it names. */
export function ruleWeeklyReader(summary: unknown): { of(ruleId: string): RuleWeekly; ids(): string[] } {
  const weeks = weeksOf(summary);
  const firstSeen = fieldsOf(fieldsOf(summary).ruleFirstSeen ?? fieldsOf(summary).rule_first_seen);
  const current = weeks.at(-1);
  const previous = weeks.length > 1 ? weeks.at(-2) : undefined;
  const countIn = (week: StoredWeek | undefined, id: string) => toNumber(week?.ruleCounts[id]) ?? 0;
  return {
    of(ruleId) {
      const currentCount = countIn(current, ruleId);
      const previousCount = countIn(previous, ruleId);
      const currentShare = ratio(currentCount, current?.matchedDecks ?? 0);
      const previousShare = previous ? ratio(previousCount, previous.matchedDecks) : null;
      return {
        currentCount,
        previousCount,
        currentShare,
        previousShare,
        diff: previousShare === null ? null : currentShare - previousShare,
        isNew: current !== undefined && firstSeen[ruleId] === current.key && currentCount > 0,
      };
    },
    ids() {
      const names = fieldsOf(fieldsOf(summary).ruleNames ?? fieldsOf(summary).rule_names);
      const ids = new Set(Object.keys(names));
      for (const week of [previous, current])
        for (const id of Object.keys(week?.ruleCounts ?? {})) ids.add(id);
      return [...ids].sort();
    },
  };
}

/** The current (last) week of a stored weekly_summary: its key and label, or null without weeks. */
export function currentWeekOf(summary: unknown): { key: string; label: string } | null {
  const weeks = fieldsOf(summary).weeks;
  if (!Array.isArray(weeks) || weeks.length === 0) return null;
  const current = fieldsOf(weeks.at(-1));
  return { key: String(current.key ?? ''), label: String(current.label ?? '') };
}
