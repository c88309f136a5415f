// Card-name rules: the normalised form used for matching (spec: NFKC, lowercase, no whitespace),
// the `(ACE SPEC)` mark the official deck page appends, and the two ways of cutting
// parenthesised text off a display name.

/**
 * Where a trailing `(ACE SPEC)` mark (blanks before it included) starts, or -1, also when nothing
 * stands before it. Read from the end without a regex, so a long hostile name costs linear time.
 */
function aceSpecMarkIndex(name: string): number {
  const trimmed = name.trimEnd();
  const last = trimmed.at(-1);
  if (last !== ')' && last !== '）') return -1;
  const open = Math.max(trimmed.lastIndexOf('('), trimmed.lastIndexOf('（'));
  if (open === -1) return -1;
  const content = trimmed
    .slice(open + 1, -1)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/gu, '');
  if (content !== 'acespec') return -1;
  const before = trimmed.slice(0, open).trimEnd();
  return before === '' ? -1 : before.length;
}

/**
 * Whether the name ends in the `(ACE SPEC)` mark the official deck page prints after an ACE SPEC
 * card's name (`プレシャスキャリー(ACE SPEC)`, `（ACE SPEC）`, any width, case or blanks).
 */
export function hasAceSpecSuffix(name: string): boolean {
  return aceSpecMarkIndex(name) !== -1;
}

/** The name without a trailing `(ACE SPEC)` mark: `プレシャスキャリー(ACE SPEC)` -> `プレシャスキャリー`. */
export function stripAceSpecSuffix(name: string): string {
  const index = aceSpecMarkIndex(name);
  return index === -1 ? name : name.slice(0, index).trimEnd();
}

/**
 * Unicode NFKC, lowercase, every whitespace character removed, without the `(ACE SPEC)` mark:
 * the key cards are matched by, so a deck stored with the page's marked name keys as the card.
 */
export function normalizeCardName(name: string): string {
  return stripAceSpecSuffix(name).normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
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

/**
 * A name as the official deck page prints it, without its set-and-number suffix and its
 * `(ACE SPEC)` mark, in either order: the name a deck stores and rules match.
 */
export function plainCardName(printed: string): string {
  let name = printed.trim();
  let previous: string;
  do {
    previous = name;
    name = stripSetSuffix(stripAceSpecSuffix(name));
  } while (name !== previous);
  return name;
}
