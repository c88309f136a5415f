// Links from the admin app: its own routes (ids URL-encoded; rule ids are often Japanese names)
// and the public pages (the same paths as site/lib/links.ts, which reads build env and so stays
// out of the browser bundle).
export const adminRuleHref = (id: string) => `/rules/${encodeURIComponent(id)}`;
export const adminDeckHref = (id: string) => `/decks/${encodeURIComponent(id)}`;
export const adminEventHref = (id: string) => `/events/${encodeURIComponent(id)}`;
export const publicRuleHref = (id: string) => `/decks/${encodeURIComponent(id)}`;
export const publicEventHref = (id: string) => `/events/${encodeURIComponent(id)}`;
export const publicDeckHref = (id: string) => `/deck/${encodeURIComponent(id)}`;
