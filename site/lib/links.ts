// Links to public pages by id, URL-encoded in one place.

import { DEFAULT_WINDOW, type WindowKey } from '../../engine/windows.ts';
import { pathWithId } from '../lib/site.ts';

export const eventHref = (id: string) => pathWithId('/events', id);
export const deckTypeHref = (ruleId: string) => pathWithId('/decks', ruleId);
export const deckHref = (deckId: string) => pathWithId('/deck', deckId);

/** The deck-type list over a time window: the default window is /decks itself. */
export const decksWindowHref = (key: WindowKey) => (key === DEFAULT_WINDOW ? '/decks' : `/decks/w/${key}`);
/** The home page over a time window: the default window is / itself. */
export const homeWindowHref = (key: WindowKey) => (key === DEFAULT_WINDOW ? '/' : `/w/${key}`);
