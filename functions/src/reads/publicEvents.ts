// The event pages' public view mode (spec admin §2 "Admin events"): the documents the public
// /events pages are built from, read as published (public/events and public_events/{id}), so an
// admin sees what visitors see without leaving the back office.
import { HttpsError } from 'firebase-functions/v2/https';
import {
  CALLABLE_MESSAGES,
  PublicEventDetailShape,
  PublicEventListShape,
} from '../../../engine/admin/callables.ts';
import { PublicWindowShape } from '../../../engine/admin/windowShapes.ts';
import { docPath } from '../../../engine/docPaths.ts';
import type { Handler } from '../callable.ts';
import { readDoc } from './readDoc.ts';

export const getPublicEvents: Handler<'getPublicEvents'> = async (_payload, { db }) => {
  const doc = await readDoc(db, docPath.events);
  // Only the fields the page shows: the shape drops anything a newer aggregation adds.
  return { list: doc ? PublicEventListShape.parse(doc) : null };
};

/** A time window's published ranking, as the public / and /decks read it; null before any aggregation. */
export const getPublicWindow: Handler<'getPublicWindow'> = async ({ window }, { db }) => {
  const doc = await readDoc(db, docPath.window(window));
  return { window: doc ? PublicWindowShape.parse(doc) : null };
};

export const getPublicEvent: Handler<'getPublicEvent'> = async ({ eventId }, { db }) => {
  if (eventId.includes('/')) throw new HttpsError('not-found', CALLABLE_MESSAGES.eventNotFound);
  const doc = await readDoc(db, docPath.event(eventId));
  if (!doc) throw new HttpsError('not-found', CALLABLE_MESSAGES.eventNotFound);
  return { event: PublicEventDetailShape.parse(doc) };
};
