// The published time-window ranking as the back office reads it (`public_windows/{key}`, the
// document the public / and /decks rank by): only the fields the dashboard and the rule list show.
import { z } from 'zod';
import { WINDOW_KEYS } from '../windows.ts';

export const WindowKeyShape = z.enum(WINDOW_KEYS);

export const PublicWindowShape = z.object({
  key: WindowKeyShape,
  label: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  since: z.object({ date: z.string(), setName: z.string().nullable() }).nullable(),
  totalDecks: z.number(),
  matchedDecks: z.number(),
  thin: z.boolean(),
  minDecks: z.number(),
  rows: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      rank: z.number(),
      count: z.number(),
      share: z.number(),
      delta: z.number().nullable(),
      isNew: z.boolean(),
    }),
  ),
  updatedAt: z.string(),
});
export type AdminPublicWindow = z.infer<typeof PublicWindowShape>;
