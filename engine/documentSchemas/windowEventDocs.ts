// The event documents of each time window: the finals' matchup grid
// (`public_window_matchups/{window}`) and the placements (`public_window_placements/{window}`) over
// the events dated in the window (engine/aggregate/windowEvents.ts counts).
import { z } from 'zod';
import { WINDOW_KEYS } from '../windows.ts';
import { OptionalTime } from './common.ts';
import { PublicPlacementsSchema } from './placementDocs.ts';
import { PublicMatchupsSchema } from './publicDocs.ts';

/** Which window a document counts, as the page says it. */
export const WindowFrameSchema = z.strictObject({
  key: z.enum(WINDOW_KEYS),
  label: z.string(),
  /** The same bounds as `public_windows/{key}`; 全期間: the oldest and newest deck. */
  start: OptionalTime,
  end: OptionalTime,
  /** 現環境: the date it starts from and the set released then (null when set by hand). */
  since: z.strictObject({ date: z.string(), setName: z.string().nullable() }).nullable(),
  /** Events dated in the window (全期間: every event, undated ones included). */
  events: z.number(),
});

export const PublicWindowMatchupsSchema = PublicMatchupsSchema.extend({
  window: WindowFrameSchema,
  /** The counted finals (mirror finals and unknown types left out). */
  finals: z.number(),
  /** Fewer counted finals than minGames: too few to read a grid from. */
  thin: z.boolean(),
});

export const PublicWindowPlacementsSchema = PublicPlacementsSchema.extend({
  window: WindowFrameSchema,
  /** Fewer cited results than the windows' thin bar (minDecks). */
  thin: z.boolean(),
  minDecks: z.number(),
});

export type WindowFrame = z.infer<typeof WindowFrameSchema>;
export type PublicWindowMatchups = z.infer<typeof PublicWindowMatchupsSchema>;
export type PublicWindowPlacements = z.infer<typeof PublicWindowPlacementsSchema>;
