// Fetches one deck from the official deck site and turns it into a deck document: the one call
// `tcg jobs run` makes per job, and what the rule preview uses with source "official".
import { isDeckId } from '../../engine/deckId.ts';
import { DECK_ID_MESSAGES } from '../../engine/messages.ts';
import { userError } from '../../engine/userError.ts';
import type { StoredDoc } from '../store.ts';
import { deckDocument, normalizedNamesOf } from './deckDocument.ts';
import { type PageCard, parseDeckPage } from './deckPage.ts';
import { OfficialSiteError } from './officialError.ts';
import { type DeckPage, deckPageUrl, officialOrigins } from './origins.ts';
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
 * The deck document of `deckId` as the official site shows it. `result.html` first; when it
 * answers 404 or a page without deck inputs, `confirm.html` once (the site serves some decks only
 * there). Throws an OfficialSiteError when neither page shows the deck, the page is not a deck
 * page, or the deck is not 60 cards.
 */
export async function fetchOfficialDeck(deckId: string, options: FetchDeckOptions): Promise<StoredDoc> {
  checkDeckId(deckId);
  const cards = await readDeckPages(deckId, options);
  const cardsByName = options.cards ? await options.cards(normalizedNamesOf(cards)) : new Map();
  return deckDocument(deckId, cards, { now: options.now, deckOrigin: options.deckOrigin, cardsByName });
}

/** What one deck page gave: its cards, or why the fetch tries the other page. */
type PageRead = { cards: PageCard[] } | { missing: 'answered HTTP 404' | 'has none of the deck inputs' };

/**
 * The cards of one deck page, or why there are none: a 404, or a page with none of the deck
 * inputs. Every other failure (not 60 cards, a changed format, the network) is thrown.
 */
async function readDeckPage(deckId: string, page: DeckPage, options: FetchDeckOptions): Promise<PageRead> {
  const url = deckPageUrl(options.deckOrigin, deckId, page);
  const response = await options.client.get(url, `deck ${deckId}`, 'text/html');
  if (response.status === 404) return { missing: 'answered HTTP 404' };
  const cards = parseDeckPage(response.body, deckId);
  return cards === null ? { missing: 'has none of the deck inputs' } : { cards };
}

/** The cards of `result.html`, else of `confirm.html`; one error naming both when neither has them. */
async function readDeckPages(deckId: string, options: FetchDeckOptions): Promise<PageCard[]> {
  const result = await readDeckPage(deckId, 'result', options);
  if ('cards' in result) return result.cards;
  const confirm = await readDeckPage(deckId, 'confirm', options);
  if ('cards' in confirm) return confirm.cards;
  const both = `result.html ${result.missing} and confirm.html ${confirm.missing}`;
  if (result.missing === 'answered HTTP 404' && confirm.missing === 'answered HTTP 404') {
    throw new OfficialSiteError(
      'not_found',
      `deck ${deckId}: the official site has no such deck (${both})`,
      404,
    );
  }
  throw new OfficialSiteError(
    'format',
    `deck ${deckId}: ${both}; not a deck page, or the deck page format has changed`,
  );
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
