// The window documents (`public_windows/{window}`): one ranking per time window of the deck-type
// list and the home page (engine/windows.ts names the windows, engine/aggregate/windows.ts counts).
import { z } from 'zod';
import { WINDOW_KEYS } from '../windows.ts';
import { IntervalSchema, OptionalTime } from './common.ts';

const WindowRowSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** 1 = most decks in the window; ties keep the rules' order. */
  rank: z.number(),
  /** The type's decks in the window. */
  count: z.number(),
  /** count / the window's matched decks. */
  share: z.number(),
  shareInterval: IntervalSchema,
  /** The same over the previous window of the same length; null when that had no matched decks. */
  previousCount: z.number().nullable(),
  previousShare: z.number().nullable(),
  delta: z.number().nullable(),
  /** Counted in this window, none in the previous one (which had matched decks). */
  isNew: z.boolean(),
});

export const PublicWindowSchema = z.strictObject({
  key: z.enum(WINDOW_KEYS),
  label: z.string(),
  /** Weeks the window spans; null for 全期間. */
  weeks: z.number().nullable(),
  /** First instant and exclusive end (week bounds); 全期間: the oldest and newest deck. */
  start: OptionalTime,
  end: OptionalTime,
  /** 現環境: the date it starts from and the set released then (null when set by hand). */
  since: z.strictObject({ date: z.string(), setName: z.string().nullable() }).nullable(),
  totalDecks: z.number(),
  matchedDecks: z.number(),
  unclassifiedDecks: z.number(),
  /** Fewer matched decks than minDecks: too thin to rank. */
  thin: z.boolean(),
  minDecks: z.number(),
  previous: z
    .strictObject({ start: z.string(), end: z.string(), totalDecks: z.number(), matchedDecks: z.number() })
    .nullable(),
  rows: z.array(WindowRowSchema),
  updatedAt: z.string(),
});

export type PublicWindow = z.infer<typeof PublicWindowSchema>;
export type WindowRow = z.infer<typeof WindowRowSchema>;
