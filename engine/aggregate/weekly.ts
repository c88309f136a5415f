// Weekly counts: decks per week (Friday 00:00 JST), matched decks and per-rule counts, turned
// into the weekly summary, each rule's weekly entries (share and week-over-week delta) and the
// "new this week" flag. Weeks are continuous: empty weeks between the first and last are kept.
import type { WeekInfo, WeeklyEntry, WeeklySummary } from '../documents.ts';
import { type WeekSpan, weekKeyOf, weekRange } from '../week.ts';
import { wilsonInterval } from '../wilson.ts';
import { ratio } from './ratio.ts';

interface WeekCounts {
  total: number;
  matched: number;
  ruleCounts: Map<string, number>;
}

export interface WeeklyResult {
  weeks: (WeekInfo & { ruleCounts: Map<string, number> })[];
  /** The newest week with decks (spec admin §4: the newest week is the current one). */
  currentWeekKey: string | null;
  /** The first week each rule has a count in. */
  firstSeen: Map<string, string>;
}

/** Per week: key, decks, matched decks and the count of each rule. */
export type WeeklyState = [key: string, total: number, matched: number, ruleCounts: [string, number][]][];

export class WeeklyAccumulator {
  private readonly byKey = new Map<string, WeekCounts>();
  private minKey: string | undefined;
  private maxKey: string | undefined;

  /** Counts one deck on its statistics date (engine/deckDate.ts); a deck without one belongs to no week. */
  add(dateMs: number, ruleMatches: readonly string[]): void {
    if (Number.isNaN(dateMs)) return;
    const week = this.weekAt(weekKeyOf(dateMs));
    week.total += 1;
    if (ruleMatches.length > 0) week.matched += 1;
    for (const ruleId of ruleMatches) week.ruleCounts.set(ruleId, (week.ruleCounts.get(ruleId) ?? 0) + 1);
  }

  /** Moves a deck counted on `dateMs` from the rules `before` to the rules `after`. */
  reclassify(dateMs: number, before: readonly string[], after: readonly string[]): void {
    if (Number.isNaN(dateMs)) return;
    const week = this.byKey.get(weekKeyOf(dateMs));
    if (week === undefined) throw new Error('WeeklyAccumulator.reclassify: the deck was never counted');
    week.matched += (after.length > 0 ? 1 : 0) - (before.length > 0 ? 1 : 0);
    for (const ruleId of before) {
      const count = (week.ruleCounts.get(ruleId) ?? 0) - 1;
      // A rule left with no deck has no count, as if it had never been met.
      if (count === 0) week.ruleCounts.delete(ruleId);
      else week.ruleCounts.set(ruleId, count);
    }
    for (const ruleId of after) week.ruleCounts.set(ruleId, (week.ruleCounts.get(ruleId) ?? 0) + 1);
  }

  /** The counts of a week, new (zero) when it has none yet. */
  private weekAt(key: string): WeekCounts {
    let week = this.byKey.get(key);
    if (week === undefined) {
      week = { total: 0, matched: 0, ruleCounts: new Map() };
      this.byKey.set(key, week);
      if (this.minKey === undefined || key < this.minKey) this.minKey = key;
      if (this.maxKey === undefined || key > this.maxKey) this.maxKey = key;
    }
    return week;
  }

  /** The counts as plain data, by week key (see merge). */
  state(): WeeklyState {
    return [...this.byKey].map(([key, counts]) => [
      key,
      counts.total,
      counts.matched,
      [...counts.ruleCounts],
    ]);
  }

  /** Adds the counts of another accumulator (of any other decks). */
  merge(state: WeeklyState): void {
    for (const [key, total, matched, ruleCounts] of state) {
      const week = this.weekAt(key);
      week.total += total;
      week.matched += matched;
      for (const [ruleId, count] of ruleCounts)
        week.ruleCounts.set(ruleId, (week.ruleCounts.get(ruleId) ?? 0) + count);
    }
  }

  /**
   * The weeks from the first dated deck's to the clock's (`asOfMs`; the newest deck's week when
   * that is later or no clock is given): the current week is the clock's, as the windows count
   * it, even while it has no deck yet.
   */
  result(asOfMs?: number): WeeklyResult {
    const clockKey = asOfMs === undefined || Number.isNaN(asOfMs) ? undefined : weekKeyOf(asOfMs);
    const lastKey =
      clockKey !== undefined && this.maxKey !== undefined && clockKey > this.maxKey ? clockKey : this.maxKey;
    const spans: WeekSpan[] =
      this.minKey === undefined || lastKey === undefined ? [] : weekRange(this.minKey, lastKey);
    const firstSeen = new Map<string, string>();
    const weeks = spans.map((span) => {
      const counts = this.byKey.get(span.key);
      // By rule id in code-unit order, not the order the decks came in (threads merge in any order).
      const ruleCounts = new Map(
        [...(counts?.ruleCounts ?? [])].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
      for (const [ruleId, count] of ruleCounts) {
        if (count > 0 && !firstSeen.has(ruleId)) firstSeen.set(ruleId, span.key);
      }
      return {
        key: span.key,
        label: span.label,
        start: span.start,
        end: span.end,
        totalDecks: counts?.total ?? 0,
        matchedDecks: counts?.matched ?? 0,
        ruleCounts,
      };
    });
    return { weeks, currentWeekKey: weeks.at(-1)?.key ?? null, firstSeen };
  }
}

/** A rule's entry for every week, oldest first, with share and week-over-week delta. */
export function weeklyEntriesOf(result: WeeklyResult, ruleId: string): WeeklyEntry[] {
  let previousShare: number | null = null;
  return result.weeks.map((week) => {
    const count = week.ruleCounts.get(ruleId) ?? 0;
    const share = ratio(count, week.matchedDecks);
    const entry: WeeklyEntry = {
      key: week.key,
      label: week.label,
      start: week.start,
      end: week.end,
      count,
      share,
      shareInterval: wilsonInterval(count, week.matchedDecks),
      delta: previousShare === null ? null : share - previousShare,
      totalDecks: week.totalDecks,
      matchedDecks: week.matchedDecks,
    };
    previousShare = share;
    return entry;
  });
}

/** New this week: first seen in the current week and counted in it (spec public §4). */
export function isNewRule(result: WeeklyResult, ruleId: string): boolean {
  const current = result.currentWeekKey;
  if (current === null || result.firstSeen.get(ruleId) !== current) return false;
  return (result.weeks.at(-1)?.ruleCounts.get(ruleId) ?? 0) > 0;
}

export function weekInfosOf(result: WeeklyResult): WeekInfo[] {
  return result.weeks.map(({ ruleCounts: _counts, ...info }) => info);
}

/** `public_decks/weekly_summary`: rule names, first-seen weeks and every week's counts. */
export function weeklySummaryOf(
  result: WeeklyResult,
  ruleNames: Map<string, string>,
  asOf: string,
): WeeklySummary {
  return {
    ruleNames: Object.fromEntries(ruleNames),
    ruleFirstSeen: Object.fromEntries(result.firstSeen),
    weeks: result.weeks.map((week) => ({
      key: week.key,
      start: week.start,
      end: week.end,
      label: week.label,
      totalDecks: week.totalDecks,
      matchedDecks: week.matchedDecks,
      ruleCounts: Object.fromEntries(week.ruleCounts),
    })),
    updatedAt: asOf,
  };
}
