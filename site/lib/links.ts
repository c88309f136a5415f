// Links to public pages by id, URL-encoded in one place.
import { pathWithId } from '../lib/site.ts';

export const eventHref = (id: string) => pathWithId('/events', id);
export const deckTypeHref = (ruleId: string) => pathWithId('/decks', ruleId);
export const deckHref = (deckId: string) => pathWithId('/deck', deckId);
