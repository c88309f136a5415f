// Links from the admin app: its own routes (react-router decodes the whole id back, so any id is
// one segment, URL-encoded) and the public pages, whose paths come from the site's one module
// (site/lib/paths.ts: an id over 250 bytes links to the folder the build names after it).
import { deckPath, deckTypePath, eventPath } from '../../lib/paths.ts';

export const adminRuleHref = (id: string) => `/rules/${encodeURIComponent(id)}`;
export const adminDeckHref = (id: string) => `/decks/${encodeURIComponent(id)}`;
export const adminEventHref = (id: string) => `/events/${encodeURIComponent(id)}`;
export const publicRuleHref = deckTypePath;
export const publicEventHref = eventPath;
export const publicDeckHref = deckPath;
