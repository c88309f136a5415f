// The page cursor of the admin lists ordered by a date (events, a rule's decks, a deck's prize
// events, the deck job queue): a cursor that is not one a previous page returned is refused as
// invalid-argument.
import { z } from 'zod';
import { documentIdPayload, isRealTime } from './payloadIds.ts';

/** Ours: a page cursor that is not the `{date, id}` a previous page returned. */
const CURSOR_INVALID = 'ページ位置（cursor）が不正です';

/** A page cursor for lists ordered by a date, newest first: the last item's date and id. */
export const DateCursorShape = z.object({
  date: z.string({ error: CURSOR_INVALID }).refine(isRealTime, { error: CURSOR_INVALID }),
  id: documentIdPayload(CURSOR_INVALID),
});
