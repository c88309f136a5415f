// The time windows of the rankings (直近1週, 直近2週, 直近4週, 現環境, 全期間), from the weekly counts
// the Aggregator already keeps: a window is a run of Friday-start JST weeks ending with the week
// of the clock; its share of a type is the type's decks over the window's matched decks, with a
// Wilson interval and the change against the previous window of the same length.
import type { PublicWindow } from '../documentSchemas/windowDocs.ts';
import { newestSetAt, type SetRelease } from '../setReleases.ts';
import { weekKeyOf, weekOfKey, weekRange } from '../week.ts';
import { wilsonInterval } from '../wilson.ts';
import { WINDOW_KEYS, WINDOW_LABELS, WINDOW_WEEKS, type WindowKey } from '../windows.ts';
import { ratio } from './ratio.ts';
import type { WeeklyResult } from './weekly.ts';

export interface WindowContext {
  weekly: WeeklyResult;
  /** Public rules in their original order (which breaks ranking ties). */
  entries: readonly { id: string; name: string }[];
  /** All-period figures, undated decks included: the 全期間 window. */
  totalDecks: number;
  matchedDecks: number;
  matchedOf: (ruleId: string) => number;
  period: { start: string | null; end: string | null };
  asOf: string;
  /** `yyyy-mm-dd` (JST) the 現環境 window starts in; default: the newest set's release. */
  currentSince?: string;
  setReleases?: readonly SetRelease[];
  minDecks: number;
}

interface Span {
  /** Week keys, oldest first; empty for a window before any week. */
  keys: string[];
}

interface Counts {
  totalDecks: number;
  matchedDecks: number;
  ruleCounts: Map<string, number>;
}

/** The week keys of a window of `length` weeks ending `weeksBack` weeks before the clock's week. */
function spanOf(clockKey: string, length: number, weeksBack: number): Span {
  const clock = weekOfKey(clockKey);
  const dayMs = 24 * 60 * 60 * 1000;
  const lastStartMs = clock.startMs - weeksBack * 7 * dayMs;
  const firstStartMs = lastStartMs - (length - 1) * 7 * dayMs;
  return { keys: weekRange(weekKeyOf(firstStartMs), weekKeyOf(lastStartMs)).map((w) => w.key) };
}

function countsOf(weekly: WeeklyResult, span: Span): Counts {
  const byKey = new Map(weekly.weeks.map((week) => [week.key, week]));
  const counts: Counts = { totalDecks: 0, matchedDecks: 0, ruleCounts: new Map() };
  for (const key of span.keys) {
    const week = byKey.get(key);
    if (!week) continue;
    counts.totalDecks += week.totalDecks;
    counts.matchedDecks += week.matchedDecks;
    for (const [ruleId, count] of week.ruleCounts)
      counts.ruleCounts.set(ruleId, (counts.ruleCounts.get(ruleId) ?? 0) + count);
  }
  return counts;
}

/** The 現環境 start: the setting, else the newest set's release on or before the clock. */
export function currentSinceOf(ctx: Pick<WindowContext, 'asOf' | 'currentSince' | 'setReleases'>): {
  date: string;
  setName: string | null;
} | null {
  if (ctx.currentSince !== undefined) return { date: ctx.currentSince, setName: null };
  const set = newestSetAt(Date.parse(ctx.asOf), ctx.setReleases);
  return set ? { date: set.releaseDate, setName: set.name } : null;
}

/** Every window's document, in WINDOW_KEYS order. */
export function windowsOf(ctx: WindowContext): PublicWindow[] {
  const clockKey = weekKeyOf(Date.parse(ctx.asOf));
  const since = currentSinceOf(ctx);
  return WINDOW_KEYS.map((key) => windowOf(key, clockKey, since, ctx));
}

function windowOf(
  key: WindowKey,
  clockKey: string,
  since: { date: string; setName: string | null } | null,
  ctx: WindowContext,
): PublicWindow {
  if (key === 'all') {
    const ruleCounts = new Map(ctx.entries.map((entry) => [entry.id, ctx.matchedOf(entry.id)]));
    const counts = { totalDecks: ctx.totalDecks, matchedDecks: ctx.matchedDecks, ruleCounts };
    return documentOf(
      key,
      ctx,
      counts,
      undefined,
      { start: ctx.period.start, end: ctx.period.end, weeks: null },
      null,
    );
  }
  let length = WINDOW_WEEKS[key];
  if (length === null) {
    // 現環境: from the week the setting's date falls in to the clock's week (at least that week).
    const sinceKey = since ? weekOfKey(since.date).key : clockKey;
    length = sinceKey > clockKey ? 1 : weekRange(sinceKey, clockKey).length;
  }
  const span = spanOf(clockKey, length, 0);
  const previousSpan = spanOf(clockKey, length, length);
  const first = weekOfKey(span.keys[0]!);
  const last = weekOfKey(span.keys.at(-1)!);
  return documentOf(
    key,
    ctx,
    countsOf(ctx.weekly, span),
    {
      counts: countsOf(ctx.weekly, previousSpan),
      start: weekOfKey(previousSpan.keys[0]!).start,
      end: first.start,
    },
    { start: first.start, end: last.end, weeks: length },
    key === 'current' ? since : null,
  );
}

function documentOf(
  key: WindowKey,
  ctx: WindowContext,
  counts: Counts,
  previous: { counts: Counts; start: string; end: string } | undefined,
  bounds: { start: string | null; end: string | null; weeks: number | null },
  since: { date: string; setName: string | null } | null,
): PublicWindow {
  const rows = ctx.entries
    .map((entry, order) => {
      const count = counts.ruleCounts.get(entry.id) ?? 0;
      const previousCount = previous?.counts.ruleCounts.get(entry.id) ?? 0;
      return { entry, order, count, previousCount };
    })
    .filter((row) => row.count > 0 || row.previousCount > 0)
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .map(({ entry, count, previousCount }, i) => {
      const share = ratio(count, counts.matchedDecks);
      // No change is told against a previous window without matched decks: everything would be NEW.
      const compared = previous !== undefined && previous.counts.matchedDecks > 0;
      const previousShare = compared ? ratio(previousCount, previous.counts.matchedDecks) : null;
      return {
        id: entry.id,
        name: entry.name,
        rank: i + 1,
        count,
        share,
        shareInterval: wilsonInterval(count, counts.matchedDecks),
        previousCount: compared ? previousCount : null,
        previousShare,
        delta: previousShare === null ? null : share - previousShare,
        isNew: compared && previousCount === 0 && count > 0,
      };
    });
  return {
    key,
    label: WINDOW_LABELS[key],
    weeks: bounds.weeks,
    start: bounds.start,
    end: bounds.end,
    since,
    totalDecks: counts.totalDecks,
    matchedDecks: counts.matchedDecks,
    unclassifiedDecks: Math.max(0, counts.totalDecks - counts.matchedDecks),
    thin: counts.matchedDecks < ctx.minDecks,
    minDecks: ctx.minDecks,
    previous: previous
      ? {
          start: previous.start,
          end: previous.end,
          totalDecks: previous.counts.totalDecks,
          matchedDecks: previous.counts.matchedDecks,
        }
      : null,
    rows,
    updatedAt: ctx.asOf,
  };
}
