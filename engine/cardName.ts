// Card-name rules: the normalised form used for matching (spec: NFKC, lowercase, no whitespace)
// and the two ways of cutting parenthesised text off a display name.

/** Unicode NFKC, lowercase, every whitespace character removed: the key cards are matched by. */
export function normalizeCardName(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
}

// Innermost parenthesised group, ASCII or full-width brackets in any combination.
const INNERMOST_PARENTHESIZED = /[(（][^()（）]*[)）]/gu;

/**
 * The name without any parenthesised text, ASCII `()` or full-width `（）`, nested or not, with
 * blanks tidied: `ボスの指令（ゲーチス）` -> `ボスの指令`. Used for marketplace searches, where
 * the bracketed part only narrows the results. A name that is all brackets is returned trimmed.
 */
export function stripParenthesized(name: string): string {
  let text = name;
  let previous: string;
  do {
    previous = text;
    text = text.replace(INNERMOST_PARENTHESIZED, ' ');
  } while (text !== previous);
  const tidied = text.replace(/[\s\u3000]+/gu, ' ').trim();
  return tidied === '' ? name.trim() : tidied;
}

// A trailing set code and collector number as the official deck page prints them:
// `(SV3a 050/062)`, `（SV-P 123）`, `(M1L 001/063)`.
const SET_SUFFIX = /\s*[(（]\s*[A-Za-z0-9][A-Za-z0-9-]*[\s\u3000]+[A-Za-z]*\d+(?:\s*\/\s*\d+)?\s*[)）]\s*$/u;

/**
 * The name without the set-and-number suffix of the official deck page:
 * `サーフゴーex(SV3a 050/062)` -> `サーフゴーex`. Unlike `stripParenthesized`, names whose
 * brackets are part of the card (`博士の研究（オーリム博士）`) are kept whole.
 */
export function stripSetSuffix(name: string): string {
  return name.replace(SET_SUFFIX, '').trim();
}
