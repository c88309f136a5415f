// The admin events screens' callables (spec admin §2 "Admin events"): the stored events and their
// published public view.
import { z } from 'zod';
import { DateCursorShape } from './dateCursor.ts';
import { EmptyPayload } from './jobCallables.ts';
import { addressableId } from './payloadIds.ts';
import { EventShape, EventSummaryShape, PublicEventDetailShape, PublicEventListShape } from './shapes.ts';

const eventId = z
  .string({ error: 'イベントIDが指定されていません' })
  .trim()
  .min(1, { error: 'イベントIDが指定されていません' })
  .refine(addressableId, { error: 'イベントIDが不正です' });

export const eventCallables = {
  listEvents: {
    timeoutSeconds: 60,
    runLog: false,
    /** 50 events a page by event_date descending; `total`: every stored event (a count query). */
    payload: z.preprocess((v) => v ?? {}, z.object({ cursor: DateCursorShape.nullish() }).strict()),
    result: z.object({
      events: z.array(EventSummaryShape),
      nextCursor: DateCursorShape.nullable(),
      total: z.number(),
    }),
  },
  getEvent: {
    timeoutSeconds: 30,
    runLog: false,
    /** not-found: イベントが見つかりませんでした */
    payload: z.object({ eventId }).strict(),
    result: z.object({ event: EventShape }),
  },
  getPublicEvents: {
    timeoutSeconds: 30,
    runLog: false,
    payload: EmptyPayload,
    /**
     * The event pages' public view mode (spec admin §2): the published list `public/events`, as
     * the public /events page shows it; null until an aggregation has written it.
     */
    result: z.object({ list: PublicEventListShape.nullable() }),
  },
  getPublicEvent: {
    timeoutSeconds: 30,
    runLog: false,
    /** The published `public_events/{id}`; not-found: イベントが見つかりませんでした */
    payload: z.object({ eventId }).strict(),
    result: z.object({ event: PublicEventDetailShape }),
  },
} as const;
