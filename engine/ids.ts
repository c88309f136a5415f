// Ids as a contract: what a rule, sub-rule, deck or event id must be so that every sink can store
// the documents named after it (Firestore ids, file names of the folder sink, page URLs). One
// validator for all of them, one file-name encoder and one URL encoder, so that a page link, the
// file `tcg build` writes and the file `tcg serve` looks up always agree.
import { normalizeCardName } from './cardName.ts';
import { keptAnswers } from './keptAnswers.ts';
import { type UserError, userError } from './userError.ts';

/** Firestore refuses document ids longer than this (in UTF-8 bytes). */
export const ID_MAX_BYTES = 1500;
/** File names hold at most 255 bytes; documents are written as `<name>.json`. */
export const FILE_NAME_MAX_BYTES = 250;
/** `~` and 16 hex digits: the suffix that replaces the tail of an id too long for a file name. */
const HASH_SUFFIX_BYTES = 17;

/** Why an id cannot name a document: one closed set, each with its Japanese and English text. */
export type IdProblem =
  | 'empty'
  | 'slash'
  | 'dotSegment'
  | 'leadingDot'
  | 'reserved'
  | 'tooLong'
  | 'control'
  | 'illFormed';

/** The UTF-8 length of a text without allocating (engine code runs in browsers too: no Buffer). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

// C0 controls and DEL: no file system, URL or admin form should carry them inside an id.
const CONTROL = /[\u0000-\u001f\u007f]/u;
// A lone surrogate: not text; Firestore cannot encode it and a file name would turn it into U+FFFD.
const LONE_SURROGATE = /[\ud800-\udfff]/u;
// Firestore reserves ids of the form __name__.
const RESERVED = /^__.*__$/su;

/**
 * Why `id` cannot be one document id in every sink, or undefined when it can: Firestore refuses
 * a slash, `.` and `..`, `__name__`, more than 1,500 bytes and text that is not well-formed
 * UTF-16 (a lone surrogate); the folder sink refuses the same (a slash or a dot segment would
 * leave the folder); control characters break file names and URLs; hosting ignores dot-files, so
 * the page and share image of an id starting with `.` would never be served.
 */
export function idProblem(id: string): IdProblem | undefined {
  if (id === '') return 'empty';
  if (id.includes('/')) return 'slash';
  if (id === '.' || id === '..') return 'dotSegment';
  if (id.startsWith('.')) return 'leadingDot';
  if (LONE_SURROGATE.test(id)) return 'illFormed';
  if (CONTROL.test(id)) return 'control';
  if (RESERVED.test(id)) return 'reserved';
  if (utf8Bytes(id) > ID_MAX_BYTES) return 'tooLong';
  return undefined;
}

/** The one-line error of a deck whose id cannot name its page document, or undefined when it can. */
export function deckIdError(id: string, where: string): UserError | undefined {
  const problem = idProblem(id);
  if (!problem) return undefined;
  return userError(
    'ID_UNSTORABLE',
    `${where}: deck id ${JSON.stringify(id)} cannot name a document (${ID_PROBLEM_TEXT[problem]}); fix or remove that deck`,
  );
}

/** English, for the CLI's lines about snapshot ids and for the sinks' asserts. */
export const ID_PROBLEM_TEXT: Record<IdProblem, string> = {
  empty: 'an empty id',
  slash: 'a slash in the id',
  dotSegment: 'the id "." or ".."',
  leadingDot: 'an id starting with "." (hosting does not serve such files)',
  illFormed: 'a lone surrogate in the id (not well-formed text)',
  control: 'a control character in the id',
  reserved: 'an id of the form __name__ (reserved by Firestore)',
  tooLong: `an id longer than ${ID_MAX_BYTES.toLocaleString('en-US')} bytes`,
};

/** Two 32-bit FNV-1a hashes over the UTF-16 code units: 16 hex digits, the same in any runtime. */
function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/**
 * The file (and page folder) name of an id: the id itself when it fits 250 bytes; otherwise its
 * longest readable start that fits, `~`, and a hash of the whole id. Idempotent: the name of a
 * name is the name, so a page that only knows the name (a URL segment) finds the same file.
 */
export function fileNameOf(id: string): string {
  if (utf8Bytes(id) <= FILE_NAME_MAX_BYTES) return id;
  const room = FILE_NAME_MAX_BYTES - HASH_SUFFIX_BYTES;
  let end = 0;
  let bytes = 0;
  for (const char of id) {
    const size = utf8Bytes(char);
    if (bytes + size > room) break;
    bytes += size;
    end += char.length;
  }
  return `${id.slice(0, end)}~${hash64(id)}`;
}

/** The URL segment of an id: its file name, percent-encoded (`?`, `#`, `%` and `/` included). */
export function urlSegmentOf(id: string): string {
  return encodeURIComponent(fileNameOf(id));
}

/**
 * A decoded path (vike's `urlPathname`: `/decks/Q?&A`) as a URL path again, each segment encoded
 * like urlSegmentOf, for absolute page URLs (og:url, share links) that a `?` or `#` would cut.
 */
export function encodedPathname(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/**
 * The file name a URL segment asks for (the inverse of urlSegmentOf), or undefined when the
 * segment is malformed or could not be one file name (a slash or a dot segment once decoded).
 */
export function fileNameOfUrlSegment(segment: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  return decoded.includes('/') || decoded === '.' || decoded === '..' || decoded.includes('\0')
    ? undefined
    : decoded;
}

/**
 * The document id of a sub-rule's statistics beside its rule (`deck_rules/<ruleId>__<variantId>`,
 * the Firestore layout). Only this builds it; in memory sub-rules are keyed by (rule, sub-rule).
 */
export function variantDocId(ruleId: string, variantId: string): string {
  return `${ruleId}__${variantId}`;
}

/**
 * A card's id (its page /cards/{id}, its documents and its card_stats rows): the normalized card
 * name (engine/cardName.ts), made storable whatever it holds: `%` and `/`
 * percent-encoded, as are a leading `_` of a `__name__` form, a dot segment or leading dot,
 * control characters and lone surrogates; a name over the id limit is shortened like a long file name.
 */
export function cardIdOf(normalizedName: string): string {
  let escaped = normalizedName
    .replace(/%/g, '%25')
    .replace(/\//g, '%2F')
    .replace(
      /[\u0000-\u001f\u007f]/gu,
      (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`,
    );
  if (escaped === '.' || escaped === '..') escaped = escaped.replace(/\./g, '%2E');
  else if (escaped.startsWith('.')) escaped = `%2E${escaped.slice(1)}`;
  // A lone surrogate (not text) cannot be stored: its code unit, percent-encoded.
  escaped = escaped.replace(/[\ud800-\udfff]/gu, (c) => `%u${c.charCodeAt(0).toString(16).toUpperCase()}`);
  if (/^__.*__$/su.test(escaped)) escaped = `%5F${escaped.slice(1)}`;
  if (escaped === '') escaped = '%20';
  return idProblem(escaped) === 'tooLong' ? fileNameOf(escaped) : escaped;
}

/**
 * The id of a card by any name it is stored or shown under (the `(ACE SPEC)` mark, width, case
 * and blanks aside). Kept by name: a build asks for each card's id on every page that shows it.
 */
export const cardIdOfName: (name: string) => string = keptAnswers(
  (name) => cardIdOf(normalizeCardName(name)),
  20_000,
);
