// The finals' matchups and the placements of each time window (直近1週 … 全期間): the events dated
// in the window (its week bounds, the same as the window's ranking) counted as the all-period
// documents count every event. An event without a date counts in 全期間 only. A window's event
// count is of the events with results (the ones its figures can hold), on every page alike.
import type { PublicWindow } from '../documentSchemas/windowDocs.ts';
import type {
  PublicWindowMatchups,
  PublicWindowPlacements,
  WindowFrame,
} from '../documentSchemas/windowEventDocs.ts';
import { type EventKind, eventKindOf } from '../eventSegments.ts';
import type { Event } from '../schemas.ts';
import type { PrimaryRuleOf } from './events.ts';
import { finalsOf, matchupRowsOf } from './matchups.ts';
import { placementsOf } from './placements.ts';
import type { RuleCatalogView } from './ruleCatalog.ts';

export interface WindowEventsContext {
  /** Events, any order. */
  events: readonly Event[];
  primaryRuleOf: PrimaryRuleOf;
  rules: RuleCatalogView;
  /** Matchup cells (and a window's whole grid) with fewer games are thin. */
  minGames: number;
  /** A window's placements with fewer cited results are thin. */
  minDecks: number;
  asOf: string;
}

/** The events of a window: dated within [start, end), or every event for 全期間. */
export function eventsInWindow(
  window: Pick<PublicWindow, 'key' | 'start' | 'end'>,
  events: readonly Event[],
) {
  if (window.key === 'all') return [...events];
  const start = window.start === null ? Number.NaN : Date.parse(window.start);
  const end = window.end === null ? Number.NaN : Date.parse(window.end);
  return events.filter((event) => {
    if (event.event_date === undefined) return false;
    const ms = Date.parse(event.event_date);
    return ms >= start && ms < end;
  });
}

/** How many of `events` have results: the event count every page of a window gives. */
export function eventsWithResults(events: readonly Event[]): number {
  return events.reduce((count, event) => count + (event.results.length > 0 ? 1 : 0), 0);
}

function frameOf(window: PublicWindow, events: number): WindowFrame {
  return {
    key: window.key,
    label: window.label,
    start: window.start,
    end: window.end,
    since: window.since,
    events,
  };
}

/** The matchup grid and the placements of every window, in the windows' order. */
export function windowEventDocsOf(
  windows: readonly PublicWindow[],
  ctx: WindowEventsContext,
): { matchups: PublicWindowMatchups; placements: PublicWindowPlacements }[] {
  return windows.map((window) => {
    const events = eventsInWindow(window, ctx.events);
    const frame = frameOf(window, eventsWithResults(events));
    const finals = finalsOf(events, ctx.primaryRuleOf, ctx.rules);
    const placements = placementsOf(events, ctx.primaryRuleOf, ctx.rules, ctx.minGames);
    return {
      matchups: {
        rows: matchupRowsOf(finals, ctx.rules, ctx.minGames),
        minGames: ctx.minGames,
        window: frame,
        finals: finals.length,
        thin: finals.length < ctx.minGames,
        updatedAt: ctx.asOf,
      },
      placements: {
        ...placements,
        window: frame,
        thin: placements.totals.cited < ctx.minDecks,
        minDecks: ctx.minDecks,
        updatedAt: ctx.asOf,
      },
    };
  });
}

/**
 * The placements of each window over the events of one kind only (a kind page's 入賞 table), in
 * the windows' order.
 */
export function kindPlacementDocsOf(
  windows: readonly PublicWindow[],
  ctx: WindowEventsContext,
  kind: EventKind,
): PublicWindowPlacements[] {
  const events = ctx.events.filter((event) => eventKindOf(event) === kind);
  return windowEventDocsOf(windows, { ...ctx, events }).map((docs) => docs.placements);
}
