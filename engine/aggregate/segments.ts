// The rankings of the event segments (docs/decisions.md "Segments by event"): the decks the
// results of an event cite belong to the event's segments (its kind, league, region and size);
// the decks no event cites form 投稿デッキ. Each segment is ranked over every time window exactly
// as all decks are (engine/aggregate/windows.ts): a deck counts in the week of its date (engine/deckDate.ts), a
// type's share is its decks over the segment's matched decks of the window.
import type { CompactSegment, PublicKindSegment, PublicSegments } from '../documentSchemas/segmentDocs.ts';
import type { PublicWindow } from '../documentSchemas/windowDocs.ts';
import {
  BROWSER_SEGMENTS,
  browserSegmentsOf,
  EVENT_KIND_LABELS,
  EVENT_KINDS,
  type EventKind,
  eventSegmentFactsOf,
  type SegmentId,
} from '../eventSegments.ts';
import type { Event } from '../schemas.ts';
import { WINDOW_KEYS } from '../windows.ts';
import { WeeklyAccumulator, type WeeklyResult } from './weekly.ts';
import { eventsInWindow } from './windowEvents.ts';
import { type WindowContext, windowsOf } from './windows.ts';

/** A deck an event result cites, as the segments need it. */
export interface CitedDeck {
  /** Statistics date (engine/deckDate.ts); null when it has none (or a far-off one): counted in 全期間 only. */
  dateMs: number | null;
  ruleMatches: readonly string[];
}

/** What the segments count over: every deck's weekly counts and totals, and the cited decks. */
export interface SegmentInput {
  events: readonly Event[];
  citedDecks: ReadonlyMap<string, CitedDeck>;
  /** The window context of all decks (its weekly counts, totals and settings). */
  all: WindowContext;
}

/** A segment's counts: what a window context needs beyond the shared settings. */
type SegmentCounts = Pick<WindowContext, 'weekly' | 'totalDecks' | 'matchedDecks' | 'matchedOf' | 'period'>;

/** The counts of a set of decks. */
function countsOf(decks: readonly CitedDeck[]): SegmentCounts {
  const weekly = new WeeklyAccumulator();
  const ruleCounts = new Map<string, number>();
  let matchedDecks = 0;
  let oldest = Number.POSITIVE_INFINITY;
  let newest = Number.NEGATIVE_INFINITY;
  for (const deck of decks) {
    weekly.add(deck.dateMs ?? Number.NaN, deck.ruleMatches);
    if (deck.ruleMatches.length > 0) matchedDecks += 1;
    for (const ruleId of deck.ruleMatches) ruleCounts.set(ruleId, (ruleCounts.get(ruleId) ?? 0) + 1);
    if (deck.dateMs !== null) {
      oldest = Math.min(oldest, deck.dateMs);
      newest = Math.max(newest, deck.dateMs);
    }
  }
  const iso = (ms: number) => (Number.isFinite(ms) ? new Date(ms).toISOString() : null);
  return {
    weekly: weekly.result(),
    totalDecks: decks.length,
    matchedDecks,
    matchedOf: (ruleId) => ruleCounts.get(ruleId) ?? 0,
    period: { start: iso(oldest), end: iso(newest) },
  };
}

/** Every deck's counts less the cited decks': the decks no event cites (投稿デッキ). */
function remainderOf(all: WindowContext, cited: SegmentCounts): SegmentCounts {
  const citedWeeks = new Map(cited.weekly.weeks.map((week) => [week.key, week]));
  const weeks: WeeklyResult['weeks'] = all.weekly.weeks.map((week) => {
    const minus = citedWeeks.get(week.key);
    if (!minus) return week;
    const ruleCounts = new Map(week.ruleCounts);
    for (const [ruleId, count] of minus.ruleCounts)
      ruleCounts.set(ruleId, (ruleCounts.get(ruleId) ?? 0) - count);
    return {
      ...week,
      totalDecks: week.totalDecks - minus.totalDecks,
      matchedDecks: week.matchedDecks - minus.matchedDecks,
      ruleCounts,
    };
  });
  return {
    weekly: { weeks, currentWeekKey: all.weekly.currentWeekKey, firstSeen: new Map() },
    totalDecks: all.totalDecks - cited.totalDecks,
    matchedDecks: all.matchedDecks - cited.matchedDecks,
    matchedOf: (ruleId) => all.matchedOf(ruleId) - cited.matchedOf(ruleId),
    // The submitted decks' own oldest and newest are not kept: 全期間 names every deck's period.
    period: all.period,
  };
}

/** A segment's cited decks and the events with results that belong to it. */
interface Member {
  decks: Set<string>;
  events: Event[];
}

/**
 * The cited decks of each kind and browser segment, and its events: every event with results
 * (whether its decks are stored yet or not), so a page's segment line counts the events its 入賞
 * table counts.
 */
function membersOf(input: SegmentInput): Map<EventKind | SegmentId, Member> {
  const members = new Map<EventKind | SegmentId, Member>();
  const memberOf = (key: EventKind | SegmentId) => {
    let member = members.get(key);
    if (!member) {
      member = { decks: new Set(), events: [] };
      members.set(key, member);
    }
    return member;
  };
  for (const event of input.events) {
    if (event.results.length === 0) continue;
    const decks = event.results
      .map((result) => result.deck_id)
      .filter((id): id is string => id !== undefined && input.citedDecks.has(id));
    const facts = eventSegmentFactsOf(event);
    for (const key of [facts.kind, ...browserSegmentsOf(facts)]) {
      const member = memberOf(key);
      member.events.push(event);
      for (const id of decks) member.decks.add(id);
    }
  }
  return members;
}

export interface SegmentDocuments {
  /** Per window key, per kind: the kind's ranking. */
  kinds: { windowKey: (typeof WINDOW_KEYS)[number]; kind: EventKind; doc: PublicKindSegment }[];
  /** Per window key: every browser segment, compact. */
  compact: PublicSegments[];
}

export function segmentDocumentsOf(input: SegmentInput): SegmentDocuments {
  const members = membersOf(input);
  const decksOf = (ids: Iterable<string>) => [...ids].map((id) => input.citedDecks.get(id)!);
  const windowsFor = (counts: SegmentCounts): PublicWindow[] => windowsOf({ ...input.all, ...counts });
  // Every segment's windows have all decks' bounds: a segment's events are those dated in them.
  const allWindows = windowsOf(input.all);
  const eventsIn = (member: Member | undefined, i: number) =>
    member ? eventsInWindow(allWindows[i]!, member.events).length : 0;

  const kinds: SegmentDocuments['kinds'] = [];
  for (const kind of EVENT_KINDS) {
    const member = members.get(kind);
    const windows = windowsFor(countsOf(decksOf(member?.decks ?? [])));
    windows.forEach((window, i) => {
      const windowKey = WINDOW_KEYS[i]!;
      kinds.push({
        windowKey,
        kind,
        doc: { ...window, segment: { kind, label: EVENT_KIND_LABELS[kind], events: eventsIn(member, i) } },
      });
    });
  }

  const citedCounts = countsOf([...input.citedDecks.values()]);
  const browserWindows = BROWSER_SEGMENTS.map((segment) => {
    const counts =
      segment.id === 'submitted'
        ? remainderOf(input.all, citedCounts)
        : countsOf(decksOf(members.get(segment.id)?.decks ?? []));
    return { segment, member: members.get(segment.id), windows: windowsFor(counts) };
  });
  const compact = WINDOW_KEYS.map((windowKey, i): PublicSegments => {
    const typeIds: string[] = [];
    const typeNames: string[] = [];
    const indexes = new Map<string, number>();
    const indexOf = (row: { id: string; name: string }) => {
      let index = indexes.get(row.id);
      if (index === undefined) {
        index = typeIds.push(row.id) - 1;
        typeNames.push(row.name);
        indexes.set(row.id, index);
      }
      return index;
    };
    const segments = browserWindows.map(({ segment, member, windows }): CompactSegment => {
      const window = windows[i]!;
      return {
        id: segment.id,
        dimension: segment.dimension,
        label: segment.label,
        events: eventsIn(member, i),
        totalDecks: window.totalDecks,
        matchedDecks: window.matchedDecks,
        previousMatchedDecks:
          window.previous && window.previous.matchedDecks > 0 ? window.previous.matchedDecks : null,
        types: window.rows.map(indexOf),
        counts: window.rows.map((row) => row.count),
        previousCounts: window.rows.map((row) => row.previousCount ?? 0),
      };
    });
    // The bounds are the same for every segment: all decks' window tells them.
    const first = allWindows[i]!;
    return {
      key: windowKey,
      label: first.label,
      start: first.start,
      end: first.end,
      minDecks: input.all.minDecks,
      typeIds,
      typeNames,
      segments,
      updatedAt: input.all.asOf,
    };
  });
  return { kinds, compact };
}
