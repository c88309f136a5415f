// The site-wide documents (spec public §3): home, events, one event, the deck-type list, matchups,
// the weekly summary and the share counters.
import { z } from 'zod';
import { EVENT_KINDS } from '../eventSegments.ts';
import {
  IntervalSchema,
  MatchupOpponentSchema,
  OptionalTime,
  RecentEventItemSchema,
  WeekInfoSchema,
  WeeklyEntrySchema,
} from './common.ts';

export const PublicHomeSchema = z.strictObject({
  counts: z.strictObject({ cards: z.number(), decks: z.number(), events: z.number() }),
  recentEvents: z.array(RecentEventItemSchema),
  ruleRanking: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      matchedDecks: z.number(),
      share: z.number(),
      shareInterval: IntervalSchema,
    }),
  ),
  recentDecks: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      primaryRule: z.string().nullable(),
      ruleNames: z.array(z.string()),
      createdAt: OptionalTime,
      classificationUpdatedAt: OptionalTime,
    }),
  ),
  updatedAt: z.string(),
});

const PeriodSchema = z.strictObject({ start: OptionalTime, end: OptionalTime });

/** An event of the list: the home page's fields, its kind (the filter pages) and its winner's type. */
export const EventListItemSchema = RecentEventItemSchema.extend({
  kind: z.enum(EVENT_KINDS),
  /** The deck type of the first place, when the results name one with a page. */
  winner: z.strictObject({ ruleId: z.string(), ruleName: z.string() }).nullable(),
});

export const PublicEventsSchema = z.strictObject({
  items: z.array(EventListItemSchema),
  range: PeriodSchema,
  updatedAt: z.string(),
});

/** One event with its results: `public_events/{eventId}` (our addition for /events/{id}). */
export const PublicEventDetailSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  shop: z.string(),
  eventDate: OptionalTime,
  createdAt: OptionalTime,
  url: z.string().nullable(),
  format: z.string().nullable(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  results: z.array(
    z.strictObject({
      rank: z.number().nullable(),
      deckName: z.string().nullable(),
      deckType: z.string().nullable(),
      deckId: z.string().nullable(),
      /** Whether the deck of deckId is stored (its list fetched): false for 未取得, or no deck id. */
      deckStored: z.boolean(),
      /** The rule the result was attributed to (see matchup semantics), if any. */
      ruleId: z.string().nullable(),
      ruleName: z.string().nullable(),
    }),
  ),
  updatedAt: z.string(),
});

export const PublicDecksSchema = z.strictObject({
  index: z.strictObject({
    order: z.array(z.string()),
    rowsById: z.record(
      z.string(),
      z.strictObject({
        name: z.string(),
        rank: z.number(),
        total: z.strictObject({
          matchedDecks: z.number(),
          share: z.number(),
          totalDecks: z.number(),
          shareInterval: IntervalSchema,
        }),
        /** Every week, oldest first (pages show the last 3 and a sparkline of all). */
        weekly: z.array(WeeklyEntrySchema),
        firstSeenWeek: z.string().nullable(),
        isNew: z.boolean(),
      }),
    ),
    weeks: z.array(WeekInfoSchema),
    totalDecks: z.number(),
    totalMatchedDecks: z.number(),
    unclassifiedDecks: z.number(),
    unclassifiedShare: z.number(),
    unclassifiedShareInterval: IntervalSchema.optional(),
    period: PeriodSchema,
    generatedAt: z.string(),
  }),
  updatedAt: z.string(),
});

export const PublicMatchupsSchema = z.strictObject({
  rows: z.array(
    z.strictObject({
      ruleId: z.string(),
      ruleName: z.string(),
      wins: z.number(),
      losses: z.number(),
      games: z.number(),
      winRate: z.number().nullable(),
      winRateInterval: IntervalSchema.nullable(),
      /** Fewer games than `minGames`. */
      thin: z.boolean().optional(),
      opponents: z.array(MatchupOpponentSchema),
    }),
  ),
  minGames: z.number(),
  updatedAt: z.string(),
});

export const WeeklySummarySchema = z.strictObject({
  ruleNames: z.record(z.string(), z.string()),
  ruleFirstSeen: z.record(z.string(), z.string()),
  weeks: z.array(
    z.strictObject({
      key: z.string(),
      start: z.string(),
      end: z.string(),
      label: z.string(),
      totalDecks: z.number(),
      matchedDecks: z.number(),
      ruleCounts: z.record(z.string(), z.number()),
    }),
  ),
  updatedAt: z.string(),
});

export const RuleShareCountersSchema = z.strictObject({
  total_matched_decks: z.number(),
  total_unique_decks: z.number(),
  rule_totals: z.record(z.string(), z.number()),
  updated_at: z.string(),
});
