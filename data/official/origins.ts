// Where the official sites are: the real hosts by default, an environment variable or a flag
// instead (a fixture server in tests, a mirror). Only the origin changes; the paths stay.
import { DEFAULT_DECK_ORIGIN, DEFAULT_EVENTS_ORIGIN } from '../../engine/officialSites.ts';
import { usageError } from '../../engine/userError.ts';

export interface OfficialOrigins {
  /** The deck site, e.g. `https://www.pokemon-card.com`. */
  deck: string;
  /** The event API, e.g. `https://players.pokemon-card.com`. */
  events: string;
}

type Env = Record<string, string | undefined>;

/** An origin without a trailing slash; a usage error naming `source` when it is not http(s). */
export function parseOrigin(source: string, text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw usageError(`${source}: "${text}" is not a URL; pass e.g. https://www.pokemon-card.com`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw usageError(`${source}: "${text}" is not an http(s) URL`);
  }
  // A path prefix is kept (a mirror may live under one); the official paths are appended to it.
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The origins to use: a flag wins over the environment, which wins over the official hosts. */
export function officialOrigins(
  flags: { deckUrl?: string | undefined; eventsUrl?: string | undefined } = {},
  env: Env = process.env,
): OfficialOrigins {
  const pick = (flag: string, flagValue: string | undefined, variable: string, fallback: string) => {
    if (flagValue !== undefined) return parseOrigin(flag, flagValue);
    const fromEnv = env[variable];
    if (fromEnv !== undefined && fromEnv.trim() !== '') return parseOrigin(variable, fromEnv);
    return fallback;
  };
  return {
    deck: pick('--deck-url', flags.deckUrl, 'TCG_OFFICIAL_DECK_URL', DEFAULT_DECK_ORIGIN),
    events: pick('--events-url', flags.eventsUrl, 'TCG_OFFICIAL_EVENTS_URL', DEFAULT_EVENTS_ORIGIN),
  };
}

/** The deck pages of a deck ID (DESIGN.md "Official sites"): `result.html`, and `confirm.html`. */
export type DeckPage = 'result' | 'confirm';

/** The deck page of a deck ID (DESIGN.md "Official sites"); `confirm.html` shows the same deck. */
export function deckPageUrl(origin: string, deckId: string, page: DeckPage = 'result'): string {
  return `${origin}/deck/${page}.html/deckID/${encodeURIComponent(deckId)}`;
}
