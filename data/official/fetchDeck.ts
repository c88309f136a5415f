// Fetches one deck from the official deck site and turns it into a deck document: the one call
// `tcg jobs run` makes per job, and what the rule preview uses with source "official".
import { isDeckId } from '../../engine/deckId.ts';
import { DECK_ID_MESSAGES } from '../../engine/messages.ts';
import { userError } from '../../engine/userError.ts';
import type { StoredDoc } from '../store.ts';
import { deckDocument, normalizedNamesOf } from './deckDocument.ts';
import { parseDeckPage } from './deckPage.ts';
import { OfficialSiteError } from './officialError.ts';
import { deckPageUrl, officialOrigins } from './origins.ts';
import { PoliteClient } from './politeClient.ts';

/** `cards` documents for normalized names (those the collection has), keyed by normalized name. */
export type CardLookup = (
  normalizedNames: readonly string[],
) => Promise<ReadonlyMap<string, Record<string, unknown>>>;

export interface FetchDeckOptions {
  client: PoliteClient;
  /** The deck site, e.g. `https://www.pokemon-card.com` (see officialOrigins). */
  deckOrigin: string;
  /** ISO time written as created_at / updated_at. */
  now: string;
  /** Card facts from the `cards` collection; without it the cards carry only the page's facts. */
  cards?: CardLookup;
}

/** A deck ID, or a UserError with the spec's message (admin §5 "Deck ID"). */
export function checkDeckId(deckId: string): string {
  if (!isDeckId(deckId)) {
    throw userError('DECK_ID_INVALID', `${DECK_ID_MESSAGES.invalidOnPreview}: "${deckId}"`);
  }
  return deckId;
}

/**
 * The deck document of `deckId` as the official site shows it. Throws an OfficialSiteError when
 * the site does not know the deck, the page is not a deck page, or the deck is not 60 cards.
 */
export async function fetchOfficialDeck(deckId: string, options: FetchDeckOptions): Promise<StoredDoc> {
  checkDeckId(deckId);
  const url = deckPageUrl(options.deckOrigin, deckId);
  const response = await options.client.get(url, `deck ${deckId}`, 'text/html');
  if (response.status === 404) {
    throw new OfficialSiteError(
      'not_found',
      `deck ${deckId}: the official site has no such deck (HTTP 404)`,
      404,
    );
  }
  const cards = parseDeckPage(response.body, deckId);
  const cardsByName = options.cards ? await options.cards(normalizedNamesOf(cards)) : new Map();
  return deckDocument(deckId, cards, { now: options.now, deckOrigin: options.deckOrigin, cardsByName });
}

/**
 * One deck from the official site with the usual settings: the origin from `env`
 * (TCG_OFFICIAL_DECK_URL, else the official host) and a polite client of its own. For callers
 * outside the CLI, e.g. the rule preview with source "official".
 */
export async function fetchDeckFromOfficialSite(
  deckId: string,
  options: {
    cards?: CardLookup;
    now?: Date;
    env?: Record<string, string | undefined>;
    client?: PoliteClient;
  } = {},
): Promise<StoredDoc> {
  return fetchOfficialDeck(deckId, {
    client: options.client ?? new PoliteClient({ minDelayMs: 0 }),
    deckOrigin: officialOrigins({}, options.env ?? process.env).deck,
    now: (options.now ?? new Date()).toISOString(),
    ...(options.cards ? { cards: options.cards } : {}),
  });
}
