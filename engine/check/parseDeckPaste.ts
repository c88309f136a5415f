// A decklist pasted into /check (デッキ診断), read in any of the forms players copy:
// - the site's own copy-as-text (`カード名 n` lines, groups apart by a blank line: deckListText);
// - 「カード名 枚数」 lines as players type them (`カード名 4枚`, `カード名×4`, `×4 カード名`, full-width digits);
// - the official deck page's card list copied from a browser: each card under its printed name
//   with set and number (`サーフゴーex(SV3a 050/062)`) or its `(ACE SPEC)` mark, the count as
//   `4枚` after a tab or on the next line, under group headings (`ポケモン (13枚)`).
// Names are kept as the deck page stores them (engine/cardName.ts plainCardName); the first line
// that reads as none of these is the error, named by its number.
import { plainCardName } from '../cardName.ts';

export interface PastedCard {
  name: string;
  count: number;
}

export type PasteResult = { ok: true; cards: PastedCard[] } | { ok: false; line: number; message: string };

/** Copies of one card a line may give: a deck holds 60 cards. */
export const MAX_LINE_COPIES = 60;

/** The paste's messages, one place for the page and its tests. */
export const PASTE_MESSAGES = {
  empty: 'デッキリストを貼り付けてください。',
  unreadable: (line: number, text: string) =>
    `${line}行目「${shorten(text)}」を読めませんでした。「カード名 枚数」の形で1行に1種類ずつ書いてください。`,
  badCount: (line: number, text: string) =>
    `${line}行目「${shorten(text)}」の枚数は1〜${MAX_LINE_COPIES}枚にしてください。`,
  countWithoutName: (line: number, text: string) =>
    `${line}行目「${shorten(text)}」の前にカード名がありません。`,
} as const;

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

const BLANK = '[\\s\\u3000]';
const DIGITS = '([0-9０-９]+)';
// A count at the end, apart from the name by a times sign, or by blanks and maybe an `x`
// (`名前×4`, `名前 4`, `名前 4枚`, `名前 x4`; an `x` right after the name is its own: `ゲノセクトex 1`).
const TRAILING_COUNT = new RegExp(
  `^(.*?\\S)(?:${BLANK}*[×✕*＊]${BLANK}*|${BLANK}+[xX]?${BLANK}*)${DIGITS}${BLANK}*枚?$`,
  'u',
);
// A count first: `4 名前`, `×4 名前`, `4枚 名前`.
const LEADING_COUNT = new RegExp(`^[×✕*＊xX]?${BLANK}*${DIGITS}${BLANK}*枚?${BLANK}+(\\S.*)$`, 'u');
// A line that is only a count: the official list's count cell when a copy puts it on a line of its own.
const COUNT_ONLY = new RegExp(`^[×✕*＊xX]?${BLANK}*${DIGITS}${BLANK}*枚?$`, 'u');
/** Longer lines are no card line (and are never handed to the patterns above). */
const MAX_LINE_LENGTH = 200;
// Group headings of the official page and of other sites' lists, with or without their totals
// (`ポケモン (13枚)`, `グッズ：17`); no card has one of these names.
const HEADINGS = new Set([
  ...['ポケモン', 'グッズ', 'ポケモンのどうぐ', 'サポート', 'スタジアム', 'エネルギー', 'その他'],
  ...['基本エネルギー', '特殊エネルギー', 'トレーナーズ', 'ACESPEC', 'エーススペック'],
  ...['合計', 'デッキ', 'デッキ枚数', 'カード', 'カード名', '枚数'],
]);
const HEADING_TOTAL = new RegExp(`${BLANK}*[(（:：]?${BLANK}*[0-9０-９]*${BLANK}*枚?${BLANK}*[)）]?$`, 'u');
// The official page's deck code line, which a whole-page copy brings along.
const DECK_CODE = /^(?:デッキコード[:：]?\s*)?[A-Za-z0-9]{6}-[A-Za-z0-9]{6}-[A-Za-z0-9]{6}$/u;
// A set and number in cells of their own (`サーフゴーex SV3a 050/062`); in brackets,
// plainCardName cuts them.
const BARE_SET_NUMBER = /\s+[A-Za-z0-9][A-Za-z0-9-]*\s+\d+\/\d+$/u;

/** A count in ASCII or full-width digits (a card's own name is never changed). */
function countOf(digits: string): number {
  return Number(digits.replace(/[０-９]/gu, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0)));
}

function isHeading(text: string): boolean {
  return HEADINGS.has(text.replace(HEADING_TOTAL, '').replace(/\s+/gu, '').toUpperCase());
}

/** The name a deck stores for a printed name (its set, number and ACE SPEC mark cut). */
function storedName(printed: string): string {
  return plainCardName(printed.replace(BARE_SET_NUMBER, ''));
}

type LineReading =
  | { kind: 'skip'; blank: boolean }
  | { kind: 'card'; name: string; count: number }
  | { kind: 'name'; name: string }
  | { kind: 'count'; count: number };

function readLine(raw: string): LineReading {
  // Tabs and runs of blanks (table cells copied from a browser) read as one space.
  const text = raw.replace(/[\t\u3000]/gu, ' ').trim();
  if (text === '') return { kind: 'skip', blank: true };
  if (text.length > MAX_LINE_LENGTH) return { kind: 'name', name: text };
  if (isHeading(text) || DECK_CODE.test(text)) return { kind: 'skip', blank: false };
  const countOnly = COUNT_ONLY.exec(text);
  if (countOnly) return { kind: 'count', count: countOf(countOnly[1]!) };
  const trailing = TRAILING_COUNT.exec(text);
  if (trailing) return { kind: 'card', name: trailing[1]!, count: countOf(trailing[2]!) };
  const leading = LEADING_COUNT.exec(text);
  if (leading) return { kind: 'card', name: leading[2]!, count: countOf(leading[1]!) };
  return { kind: 'name', name: text };
}

/** The cards of a pasted list, one entry per card name in the order first seen, or the first bad line. */
export function parseDeckPaste(paste: string): PasteResult {
  const counts = new Map<string, number>();
  const add = (name: string, count: number) => counts.set(name, (counts.get(name) ?? 0) + count);
  const lines = paste.split(/\r\n|\r|\n/u);
  /** A name whose count has not come yet: the official list's name cell, its line number. */
  let pending: { name: string; line: number; text: string } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const number = i + 1;
    const raw = lines[i]!;
    const reading = readLine(raw);
    // A name waits for its count on a later line; blank lines between are a copy's cell breaks.
    if (reading.kind === 'skip' && reading.blank) continue;
    if (pending && reading.kind !== 'count')
      return {
        ok: false,
        line: pending.line,
        message: PASTE_MESSAGES.unreadable(pending.line, pending.text),
      };
    switch (reading.kind) {
      case 'skip':
        break;
      case 'name':
        pending = { name: reading.name, line: number, text: raw.trim() };
        break;
      case 'count':
        if (!pending)
          return { ok: false, line: number, message: PASTE_MESSAGES.countWithoutName(number, raw.trim()) };
        if (!validCount(reading.count))
          return { ok: false, line: number, message: PASTE_MESSAGES.badCount(number, raw.trim()) };
        add(storedName(pending.name), reading.count);
        pending = undefined;
        break;
      case 'card':
        if (!validCount(reading.count))
          return { ok: false, line: number, message: PASTE_MESSAGES.badCount(number, raw.trim()) };
        add(storedName(reading.name), reading.count);
        break;
      default:
        throw new Error(`unexpected line reading: ${JSON.stringify(reading satisfies never)}`);
    }
  }
  if (pending)
    return { ok: false, line: pending.line, message: PASTE_MESSAGES.unreadable(pending.line, pending.text) };
  if (counts.size === 0) return { ok: false, line: 0, message: PASTE_MESSAGES.empty };
  return { ok: true, cards: [...counts].map(([name, count]) => ({ name, count })) };
}

function validCount(count: number): boolean {
  return Number.isInteger(count) && count >= 1 && count <= MAX_LINE_COPIES;
}
