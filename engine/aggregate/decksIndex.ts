// `public/decks` (the deck-type list) and the share ranking of `public/home`: rank by matched
// decks, then share, then original order; unclassified = total - matched, floored at 0.
import type { PublicDecks, PublicHome } from '../documents.ts';
import { wilsonInterval } from '../wilson.ts';
import { ratio } from './ratio.ts';
import type { RuleEntry } from './ruleCatalog.ts';
import { isNewRule, type WeeklyResult, weekInfosOf, weeklyEntriesOf } from './weekly.ts';

export interface IndexTotals {
  totalDecks: number;
  totalMatchedDecks: number;
  /** Oldest and newest deck creation times. */
  period: { start: string | null; end: string | null };
}

/** Rules in rank order; `entries` come in original order, which breaks the remaining ties. */
function rankRules(entries: readonly RuleEntry[], matched: (id: string) => number, totalMatched: number) {
  return entries
    .map((entry, order) => ({ entry, order, matchedDecks: matched(entry.id) }))
    .sort(
      (a, b) =>
        b.matchedDecks - a.matchedDecks ||
        ratio(b.matchedDecks, totalMatched) - ratio(a.matchedDecks, totalMatched) ||
        a.order - b.order,
    );
}

export function publicDecksOf(
  entries: readonly RuleEntry[],
  matched: (id: string) => number,
  weekly: WeeklyResult,
  totals: IndexTotals,
  asOf: string,
): PublicDecks {
  const ranked = rankRules(entries, matched, totals.totalMatchedDecks);
  const rowsById: PublicDecks['index']['rowsById'] = {};
  ranked.forEach(({ entry, matchedDecks }, i) => {
    rowsById[entry.id] = {
      name: entry.name,
      rank: i + 1,
      total: {
        matchedDecks,
        share: ratio(matchedDecks, totals.totalMatchedDecks),
        totalDecks: totals.totalDecks,
        shareInterval: wilsonInterval(matchedDecks, totals.totalMatchedDecks),
      },
      weekly: weeklyEntriesOf(weekly, entry.id),
      firstSeenWeek: weekly.firstSeen.get(entry.id) ?? null,
      isNew: isNewRule(weekly, entry.id),
    };
  });
  const unclassifiedDecks = Math.max(0, totals.totalDecks - totals.totalMatchedDecks);
  return {
    index: {
      order: ranked.map(({ entry }) => entry.id),
      rowsById,
      weeks: weekInfosOf(weekly),
      totalDecks: totals.totalDecks,
      totalMatchedDecks: totals.totalMatchedDecks,
      unclassifiedDecks,
      unclassifiedShare: ratio(unclassifiedDecks, totals.totalDecks),
      unclassifiedShareInterval: wilsonInterval(unclassifiedDecks, totals.totalDecks),
      period: totals.period,
      generatedAt: asOf,
    },
    updatedAt: asOf,
  };
}

/** The home ranking: rules with matches, by share descending then name. */
export function ruleRankingOf(
  entries: readonly RuleEntry[],
  matched: (id: string) => number,
  totalMatched: number,
): PublicHome['ruleRanking'] {
  return entries
    .map((entry) => ({ id: entry.id, name: entry.name, matchedDecks: matched(entry.id) }))
    .filter((row) => row.matchedDecks > 0)
    .map((row) => ({
      ...row,
      share: ratio(row.matchedDecks, totalMatched),
      shareInterval: wilsonInterval(row.matchedDecks, totalMatched),
    }))
    .sort((a, b) => b.share - a.share || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
