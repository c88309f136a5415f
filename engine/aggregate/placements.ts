// Placements (docs/decisions.md "Aggregation"): per deck type, the event results citing it, its
// wins (優勝), top-4 and top-8 finishes, and its conversion: its share among top-8 finishes over
// its share among all cited results. Ranks are bucketed (1, 2, 3, 3, 5, 5, 5, 5): a rank counts
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

export interface PlacementRow extends PlacementCounts {
  ruleId: string;
  ruleName: string;
  /** cited / every cited result. */
  citedShare: number;
  citedShareInterval: Interval;
  /** top8 / every top-8 result. */
  top8Share: number;
  top8ShareInterval: Interval;
  /**
   * top8Share / citedShare, which equals (top8 / cited) / (all top-8 / all cited): the type's
   * top-8 rate against the field's. 1 = places as often as it is played. Null with no top-8 result.
   */
  conversion: number | null;
  /** The Wilson interval of top8 / cited, over the field's top-8 rate; null with conversion. */
  conversionInterval: Interval | null;
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
    b.top8 - a.top8 ||
    b.wins - a.wins ||
    b.cited - a.cited ||
    (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0)
  );
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
  const fieldTop8Rate = ratioOrNull(totals.top8, totals.cited);
  const rows = [...byRule].map(([ruleId, counts]): PlacementRow => {
    const citedShare = ratio(counts.cited, totals.cited);
    const top8Share = ratio(counts.top8, totals.top8);
    const hasTop8 = totals.top8 > 0 && fieldTop8Rate !== null;
    const rateInterval = wilsonInterval(counts.top8, counts.cited);
    return {
      ruleId,
      ruleName: rules.nameOf(ruleId),
      ...counts,
      citedShare,
      citedShareInterval: wilsonInterval(counts.cited, totals.cited),
      top8Share,
      top8ShareInterval: wilsonInterval(counts.top8, totals.top8),
      conversion: hasTop8 ? top8Share / citedShare : null,
      conversionInterval: hasTop8 ? [rateInterval[0] / fieldTop8Rate, rateInterval[1] / fieldTop8Rate] : null,
      thin: isThinSample(counts.cited, minCited),
    };
  });
  return { events: eventCount, totals, unknownType, minCited, rows: rows.sort(byPlacings) };
}
