// Parses the official deck result page (DESIGN.md "Official sites"): the hidden inputs list each
// card kind's `cardId_count_1` entries, an inline script names and pictures every card id. The
// HTML is read with cheerio; only the text of the PCGDECK script is matched statement by statement.
// Anything unexpected is an OfficialSiteError naming the deck: a page never becomes an empty deck.
// An ACE SPEC card sits in its printed kind's input with `(ACE SPEC)` ending both of its names
// (`deck_ajs` is empty on real pages): the mark is cut from the name and kept as `aceSpec`.
import * as cheerio from 'cheerio';
import { isAceSpecName } from '../../engine/aceSpec.ts';
import { hasAceSpecSuffix, plainCardName, stripSetSuffix } from '../../engine/cardName.ts';
import { OfficialSiteError } from './officialError.ts';

/** The hidden inputs of the deck form, one per card kind. */
export const DECK_INPUTS = [
  'deck_pke',
  'deck_gds',
  'deck_tool',
  'deck_tech',
  'deck_sup',
  'deck_sta',
  'deck_ene',
  'deck_ajs',
] as const;
export type DeckInput = (typeof DECK_INPUTS)[number];

/** The cards a deck has. */
export const DECK_SIZE = 60;

/** One entry of a hidden input, with what the script says about its card id. */
export interface PageCard {
  cardId: string;
  input: DeckInput;
  count: number;
  /** `searchItemName`, as printed (may carry a set and number). */
  itemName: string | undefined;
  /** `searchItemNameAlt`, as printed. */
  itemNameAlt: string | undefined;
  /** The card's name: the Alt name (else the plain one) without a set/number suffix or `(ACE SPEC)`. */
  name: string;
  /** An ACE SPEC card: in `deck_ajs`, marked `(ACE SPEC)` on the page, or on the ACE SPEC list. */
  aceSpec: boolean;
  /** `searchItemCardPict`: the card image path. */
  pict: string | undefined;
}

const ITEM_TABLES = ['searchItemName', 'searchItemNameAlt', 'searchItemCardPict'] as const;
type ItemTable = (typeof ITEM_TABLES)[number];

// One assignment `PCGDECK.searchItemName[44122]='サーフゴーex';` (either quote, id quoted or not).
const ASSIGNMENT =
  /PCGDECK\.(searchItemName|searchItemNameAlt|searchItemCardPict)\s*\[\s*['"]?(\d+)['"]?\s*\]\s*=\s*(['"])((?:\\.|(?!\3)[^\\\n])*)\3/g;

/** A JavaScript string literal's body, unescaped (\', \", \\, \/, \uXXXX, \xXX). */
function unescapeJs(text: string): string {
  return text.replace(/\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, sequence: string) => {
    if (sequence.length > 1) return String.fromCharCode(Number.parseInt(sequence.slice(1), 16));
    return sequence === 'n' ? '\n' : sequence === 't' ? '\t' : sequence;
  });
}

/** Every PCGDECK table the page's scripts fill, by table and card id. */
function readItemTables($: cheerio.CheerioAPI): Record<ItemTable, Map<string, string>> {
  const tables = {
    searchItemName: new Map<string, string>(),
    searchItemNameAlt: new Map<string, string>(),
    searchItemCardPict: new Map<string, string>(),
  };
  $('script').each((_, element) => {
    const code = $(element).text();
    if (!code.includes('PCGDECK')) return;
    for (const match of code.matchAll(ASSIGNMENT)) {
      tables[match[1] as ItemTable].set(match[2]!, unescapeJs(match[4]!));
    }
  });
  return tables;
}

/** `44122_2_1-44123_1_1` -> entries; a malformed entry is a format error naming the input. */
function readInput(deckId: string, input: DeckInput, value: string): { cardId: string; count: number }[] {
  const text = value.trim();
  if (text === '') return [];
  return text.split('-').map((entry) => {
    const match = /^(\d+)_(\d+)_\d+$/.exec(entry.trim());
    const count = match ? Number(match[2]) : Number.NaN;
    if (!match || !Number.isSafeInteger(count) || count <= 0) {
      throw new OfficialSiteError(
        'format',
        `deck ${deckId}: ${input} holds "${entry}", not cardId_count_1; the deck page format may have changed`,
      );
    }
    return { cardId: match[1]!, count };
  });
}

/**
 * The cards of a deck page, or `null` when the page has none of the deck inputs (not a deck page:
 * the caller tries the other deck page, then says so). Throws an OfficialSiteError: `format` when
 * the page's format changed, `not_found` when the site shows no deck for the ID, `deck_size` when
 * the cards do not add up to 60.
 */
export function parseDeckPage(html: string, deckId: string): PageCard[] | null {
  const $ = cheerio.load(html);
  const present = DECK_INPUTS.filter((input) => $(`input[name="${input}"]`).length > 0);
  if (present.length === 0) return null;
  const entries = present.flatMap((input) =>
    readInput(deckId, input, $(`input[name="${input}"]`).first().attr('value') ?? '').map((entry) => ({
      ...entry,
      input,
    })),
  );
  if (entries.length === 0) {
    throw new OfficialSiteError('not_found', `deck ${deckId}: the official site has no deck with this ID`);
  }
  const tables = readItemTables($);
  const cards = entries.map((entry): PageCard => {
    const itemName = tables.searchItemName.get(entry.cardId);
    const itemNameAlt = tables.searchItemNameAlt.get(entry.cardId);
    const printed = itemNameAlt?.trim() || itemName?.trim();
    if (!printed) {
      throw new OfficialSiteError(
        'format',
        `deck ${deckId}: card ${entry.cardId} (${entry.input}) has no PCGDECK.searchItemName; the deck page format may have changed`,
      );
    }
    const name = plainCardName(printed);
    const marked = [itemName, itemNameAlt].some(
      (printedName) => printedName !== undefined && hasAceSpecSuffix(stripSetSuffix(printedName.trim())),
    );
    return {
      ...entry,
      itemName,
      itemNameAlt,
      name,
      aceSpec: entry.input === 'deck_ajs' || marked || isAceSpecName(name),
      pict: tables.searchItemCardPict.get(entry.cardId),
    };
  });
  const total = cards.reduce((sum, card) => sum + card.count, 0);
  if (total !== DECK_SIZE) {
    throw new OfficialSiteError(
      'deck_size',
      `deck ${deckId}: ${total} cards, not ${DECK_SIZE}; the official page lists an incomplete or invalid deck`,
    );
  }
  return cards;
}
