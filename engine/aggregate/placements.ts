// Placements (docs/decisions.md "Aggregation"): per deck type, the event results citing it, its
// wins (優勝), top-4 and top-8 finishes, and for each of those cuts its conversion: its share
// among the results within the cut over its share among all cited results. Ranks are bucketed (1, 2, 3, 3, 5, 5, 5, 5): a rank counts
// into every cut at or above it, so the "3" bucket (3rd–4th) is top-4 and the "5" bucket (5th–8th)
// top-8. Results of an unknown type count in the totals, never in a row; unranked ones are cited only.
import type { Interval } from '../documents.ts';
import type { Event } from '../schemas.ts';
import { isThinSample, wilsonInterval } from '../wilson.ts';
import { type PrimaryRuleOf, resultRuleOf } from './events.ts';
import { ratio, ratioOrNull } from './ratio.ts';
import type { RuleCatalogView } from './ruleCatalog.ts';

/** The cuts a rank is counted into: a rank (a bucket's first place) counts when it is ≤ the cut. */
export const TOP_CUTS = { wins: 1, top4: 4, top8: 8 } as const;

export interface PlacementCounts {
  cited: number;
  wins: number;
  top4: number;
  top8: number;
}

/** One cut (wins, top-4, top-8) of a type. */
export interface PlacementCut {
  /** The type's results placed within the cut. */
  count: number;
  /** count / every result placed within the cut. */
  share: number;
  shareInterval: Interval;
  /**
   * share / the type's share of all cited results, which equals (count / cited) / (all within the
   * cut / all cited): the type's rate of reaching the cut against the field's. 1 = reaches it as
   * often as it is played. Null when no result reached the cut.
   */
  conversion: number | null;
  /** The Wilson interval of count / cited, over the field's rate; null with conversion. */
  conversionInterval: Interval | null;
}

export type PlacementCutKey = Exclude<keyof PlacementCounts, 'cited'>;
export const CUT_KEYS: readonly PlacementCutKey[] = ['wins', 'top4', 'top8'];

export interface PlacementRow {
  ruleId: string;
  ruleName: string;
  /** The type's results. */
  cited: number;
  /** cited / every cited result. */
  citedShare: number;
  citedShareInterval: Interval;
  wins: PlacementCut;
  top4: PlacementCut;
  top8: PlacementCut;
  /** Fewer cited results than the threshold: too few to read a conversion from. */
  thin: boolean;
}

export interface Placements {
  /** Events with at least one result. */
  events: number;
  /** Every result, of a known type or not. */
  totals: PlacementCounts;
  /** Results whose deck type is unknown (counted in totals only). */
  unknownType: number;
  minCited: number;
  rows: PlacementRow[];
}

function emptyCounts(): PlacementCounts {
  return { cited: 0, wins: 0, top4: 0, top8: 0 };
}

function countInto(counts: PlacementCounts, rank: number | undefined): void {
  counts.cited += 1;
  if (rank === undefined || !(rank >= 1)) return;
  if (rank <= TOP_CUTS.wins) counts.wins += 1;
  if (rank <= TOP_CUTS.top4) counts.top4 += 1;
  if (rank <= TOP_CUTS.top8) counts.top8 += 1;
}

/** Rows by top-8 finishes, then wins, then cited results (descending), then rule id. */
function byPlacings(a: PlacementRow, b: PlacementRow): number {
  return (
    b.top8.count - a.top8.count ||
    b.wins.count - a.wins.count ||
    b.cited - a.cited ||
    (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0)
  );
}

function cutOf(counts: PlacementCounts, totals: PlacementCounts, key: PlacementCutKey): PlacementCut {
  const count = counts[key];
  const fieldRate = ratioOrNull(totals[key], totals.cited);
  const share = ratio(count, totals[key]);
  if (fieldRate === null || fieldRate === 0)
    return {
      count,
      share,
      shareInterval: wilsonInterval(count, totals[key]),
      conversion: null,
      conversionInterval: null,
    };
  const rate = wilsonInterval(count, counts.cited);
  return {
    count,
    share,
    shareInterval: wilsonInterval(count, totals[key]),
    conversion: share / ratio(counts.cited, totals.cited),
    conversionInterval: [rate[0] / fieldRate, rate[1] / fieldRate],
  };
}

export function placementsOf(
  events: readonly Event[],
  primaryRuleOf: PrimaryRuleOf,
  rules: RuleCatalogView,
  minCited: number,
): Placements {
  const totals = emptyCounts();
  const byRule = new Map<string, PlacementCounts>();
  let unknownType = 0;
  let eventCount = 0;
  for (const event of events) {
    if (event.results.length > 0) eventCount += 1;
    for (const result of event.results) {
      countInto(totals, result.rank);
      const ruleId = resultRuleOf(result, primaryRuleOf, rules);
      if (ruleId === undefined) {
        unknownType += 1;
        continue;
      }
      let counts = byRule.get(ruleId);
      if (!counts) {
        counts = emptyCounts();
        byRule.set(ruleId, counts);
      }
      countInto(counts, result.rank);
    }
  }
  const rows = [...byRule].map(
    ([ruleId, counts]): PlacementRow => ({
      ruleId,
      ruleName: rules.nameOf(ruleId),
      cited: counts.cited,
      citedShare: ratio(counts.cited, totals.cited),
      citedShareInterval: wilsonInterval(counts.cited, totals.cited),
      wins: cutOf(counts, totals, 'wins'),
      top4: cutOf(counts, totals, 'top4'),
      top8: cutOf(counts, totals, 'top8'),
      thin: isThinSample(counts.cited, minCited),
    }),
  );
  return { events: eventCount, totals, unknownType, minCited, rows: rows.sort(byPlacings) };
}
