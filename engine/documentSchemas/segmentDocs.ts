// The segment documents (engine/aggregate/segments.ts counts): per time window, the ranking of the
// decks of each event kind (`public_segments/{window}/kinds/{kind}`, pre-rendered pages), and one
// compact document with every other segment (`public_segments/{window}`: league, region, size,
// 投稿デッキ), which the pages embed and filter in the browser.
import { z } from 'zod';
import { EVENT_KINDS } from '../eventSegments.ts';
import { WINDOW_KEYS } from '../windows.ts';
import { OptionalTime } from './common.ts';
import { PublicWindowSchema } from './windowDocs.ts';

/** A window's ranking over the decks cited by the events of one kind. */
export const PublicKindSegmentSchema = PublicWindowSchema.extend({
  segment: z.strictObject({
    kind: z.enum(EVENT_KINDS),
    label: z.string(),
    /** Events of the kind with results, dated in the window (全期間: every one). */
    events: z.number(),
  }),
});

const CompactSegmentSchema = z.strictObject({
  /** `league-open`, `region-kanto`, `size-m`, `submitted` (engine/eventSegments.ts). */
  id: z.string(),
  dimension: z.enum(['league', 'region', 'size', 'submitted']),
  label: z.string(),
  /** Events of the segment with results, dated in the window (全期間: every one). */
  events: z.number(),
  totalDecks: z.number(),
  matchedDecks: z.number(),
  /** The previous window's matched decks; null when it had none (no change is told). */
  previousMatchedDecks: z.number().nullable(),
  /**
   * The types with decks in the window or the previous one, in rank order, as indexes into the
   * document's typeIds, with their counts.
   */
  types: z.array(z.number()),
  counts: z.array(z.number()),
  previousCounts: z.array(z.number()),
});

/** Every browser segment of one window, compact: shares and intervals are computed by the page. */
export const PublicSegmentsSchema = z.strictObject({
  key: z.enum(WINDOW_KEYS),
  label: z.string(),
  start: OptionalTime,
  end: OptionalTime,
  minDecks: z.number(),
  /** The types the segments list: ids and names, by index. */
  typeIds: z.array(z.string()),
  typeNames: z.array(z.string()),
  segments: z.array(CompactSegmentSchema),
  updatedAt: z.string(),
});

export type PublicKindSegment = z.infer<typeof PublicKindSegmentSchema>;
export type PublicSegments = z.infer<typeof PublicSegmentsSchema>;
export type CompactSegment = z.infer<typeof CompactSegmentSchema>;
