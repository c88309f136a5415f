// Every public page path, built in one place for the site and the admin app's 公開サイト links
// (so this module reads no env: it is in the admin's browser bundle). Each id segment goes through
// engine/ids.ts `urlSegmentOf`: the id's file name (an id over 250 bytes is shortened with a hash,
// as the build names its folder), percent-encoded, so `?`, `#` and `%` survive.
import type { EventKind } from '../../engine/eventSegments.ts';
import { urlSegmentOf } from '../../engine/ids.ts';
import { userError } from '../../engine/userError.ts';
import { DEFAULT_WINDOW, type WindowKey } from '../../engine/windows.ts';

export const deckTypePath = (ruleId: string) => `/decks/${urlSegmentOf(ruleId)}`;

export const variantPath = (ruleId: string, variantId: string) =>
  `${deckTypePath(ruleId)}/variants/${urlSegmentOf(variantId)}`;

export const deckPath = (deckId: string) => `/deck/${urlSegmentOf(deckId)}`;
/** A card's page, by its id (engine/ids.ts cardIdOf). */
export const cardPath = (cardId: string) => `/cards/${urlSegmentOf(cardId)}`;

export const eventPath = (eventId: string) => `/events/${urlSegmentOf(eventId)}`;

/** A rule's statistics page under the rule-statistics base path (`ruleStatsBasePath`). */
export const ruleStatsPath = (ruleId: string, basePath: string) => `${basePath}/${urlSegmentOf(ruleId)}`;

/**
 * The element id of a sub-rule accordion on the rule-statistics page (opened from the URL hash).
 * Ids may hold any character but whitespace; links encode it with `encodeURIComponent`.
 */
export const subRuleAnchor = (variantId: string) => `variant-${variantId.replace(/\s+/gu, '_')}`;

/** The site's origin from its setting (`TCG_SITE_URL`), without a trailing slash. */
export function siteOriginOf(setting: string | undefined): string {
  return (setting?.trim() || 'https://example.com').replace(/\/+$/u, '');
}

/** Where the rule statistics live when the setting is unset (spec public §2). */
export const DEFAULT_RULE_STATS_PATH = '/rules/stats';

/**
 * The site's other top-level folders: a base path starting with one would mix with its pages
 * (`w` holds the home page's windows, `/w/4w`: with the base path /w, a rule named 4w collided).
 */
const TAKEN_FIRST_SEGMENTS = new Set([
  ...['assets', 'cards', 'check', 'deck', 'decks', 'events', 'matchups', 'og', 'policies', 'system', 'w'],
  ...['404.html', 'favicon.svg', 'index.html', 'sitemap.xml'],
]);
// Plain segments only: the path is its own folder name and needs no encoding in links or a sitemap.
const PLAIN_PATH = /^(\/[A-Za-z0-9][A-Za-z0-9._~-]*)+$/;

/**
 * The rule-statistics base path from its setting (`TCG_RULE_STATS_PATH`): unset or blank is
 * `/rules/stats`; a trailing slash is dropped. A path that is not plain segments, or that starts
 * in a folder of other pages, is a user error naming the setting.
 */
export function ruleStatsBasePath(setting: string | undefined): string {
  const text = setting?.trim() ?? '';
  if (text === '') return DEFAULT_RULE_STATS_PATH;
  const path = text.replace(/\/+$/u, '');
  const first = path.split('/')[1] ?? '';
  const problem = !PLAIN_PATH.test(path)
    ? 'not a path of plain segments (letters, digits, . _ ~ -), starting with /'
    : TAKEN_FIRST_SEGMENTS.has(first.toLowerCase())
      ? `/${first} holds other pages`
      : undefined;
  if (problem === undefined) return path;
  throw userError(
    'CONFIG_INVALID',
    `TCG_RULE_STATS_PATH=${text}: ${problem}; give a path such as ${DEFAULT_RULE_STATS_PATH} or /stats/rules, or leave it unset`,
  );
}

/** The deck-type list over a time window: the default window is /decks itself. */
export const decksWindowHref = (key: WindowKey) => (key === DEFAULT_WINDOW ? '/decks' : `/decks/w/${key}`);
/** The matchup grid over a time window: the default window is /matchups itself. */
/** The card list over a time window: the default window is /cards itself. */
export const cardsWindowHref = (key: WindowKey) => (key === DEFAULT_WINDOW ? '/cards' : `/cards/w/${key}`);
export const matchupsWindowHref = (key: WindowKey) =>
  key === DEFAULT_WINDOW ? '/matchups' : `/matchups/w/${key}`;
/** The home page over a time window: the default window is / itself. */
export const homeWindowHref = (key: WindowKey) => (key === DEFAULT_WINDOW ? '/' : `/w/${key}`);
/**
 * The deck-type list over a window and the decks of one event kind (engine/eventSegments.ts keys):
 * `/decks/w/4w/k/city`. A rule page is `/decks/{id}` and its sub-rules `/decks/{id}/variants/…`,
 * so a rule with the id `w` keeps its pages: a window key is never `variants`.
 */
export const decksKindHref = (key: WindowKey, kind: EventKind) => `/decks/w/${key}/k/${kind}`;
/** The home page over a window and the decks of one event kind: `/w/4w/k/city`. */
export const homeKindHref = (key: WindowKey, kind: EventKind) => `/w/${key}/k/${kind}`;
/**
 * The event list over a time window and one event kind (null: every kind); 全期間 of every kind is
 * /events itself: `/events/w/4w`, `/events/w/all/k/city`. An event page is `/events/{id}`.
 */
export const eventsHref = (key: WindowKey, kind: EventKind | null) =>
  kind === null ? (key === 'all' ? '/events' : `/events/w/${key}`) : `/events/w/${key}/k/${kind}`;

/**
 * A URL with its percent-encoded non-ASCII characters written as themselves: `/cards/%E3%83%9F…`
 * becomes `/cards/ミ…`, a third of the bytes. Browsers encode them back to the same URL (UTF-8)
 * when they follow the link; ASCII escapes (`%3F`, `%23`, `%25`, `%2F`) stay as they are.
 */
export function compactUrl(url: string): string {
  return url.replace(/(?:%[89A-Fa-f][0-9A-Fa-f])+/g, (bytes) => {
    try {
      return decodeURIComponent(bytes);
    } catch {
      return bytes;
    }
  });
}
