// The admin event list (50 a page, event_date descending) and one event with its results.
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLE_MESSAGES } from '../../../engine/admin/callables.ts';
import type { Handler } from '../callable.ts';
import { newestFirst } from './datePages.ts';
import { readDoc } from './readDoc.ts';
import { adminEvent, eventSummary } from './toShapes.ts';

const EVENT_PAGE = 50;

export const listEvents: Handler<'listEvents'> = async ({ cursor }, { db }) => {
  const [page, total] = await Promise.all([
    newestFirst(db, 'events', 'event_date', EVENT_PAGE, cursor),
    db.collection('events').count().get(),
  ]);
  return { events: page.docs.map(eventSummary), nextCursor: page.nextCursor, total: total.data().count };
};

export const getEvent: Handler<'getEvent'> = async ({ eventId }, { db }) => {
  if (eventId.includes('/')) throw new HttpsError('not-found', CALLABLE_MESSAGES.eventNotFound);
  const doc = await readDoc(db, `events/${eventId}`);
  if (!doc) throw new HttpsError('not-found', CALLABLE_MESSAGES.eventNotFound);
  return { event: adminEvent(doc) };
};
