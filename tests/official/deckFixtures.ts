// Deck pages of the official deck site for the fetchers' tests: the real page captured in
// `captured/deck/` (see its README), and pages this project writes in that page's shape (the
// `inputArea` form with the eight `deck_*` inputs and `copyDeckID`, the inline PCGDECK script with
// the set and number in `searchItemName` and the plain name in `searchItemNameAlt`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DeckInput } from '../../data/official/deckPage.ts';

/** The deck ID of the captured real page. */
export const REAL_DECK_ID = 'vv5kFf-8mYwSW-FVVVbw';

/** The captured real deck page (27 cards, 60 copies, プレシャスキャリー(ACE SPEC) in deck_gds). */
export function realDeckPage(): string {
  return readFileSync(path.join(import.meta.dirname, 'captured/deck', `${REAL_DECK_ID}.html`), 'utf8');
}

export interface FixtureCard {
  cardId: number;
  input: DeckInput;
  count: number;
  /** searchItemName, as the page prints it (with the set and number); undefined leaves it out. */
  name?: string;
  /** searchItemNameAlt (the plain name); undefined leaves it out. */
  alt?: string;
  pict?: string;
}

const INPUT_ORDER: DeckInput[] = [
  'deck_pke',
  'deck_gds',
  'deck_tool',
  'deck_tech',
  'deck_sup',
  'deck_sta',
  'deck_ene',
  'deck_ajs',
];

const quote = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** A deck page in the real page's shape for these cards. */
export function deckPageHtml(deckId: string, cards: readonly FixtureCard[]): string {
  const inputs = INPUT_ORDER.map((input) => {
    const value = cards
      .filter((card) => card.input === input)
      .map((card) => `${card.cardId}_${card.count}_1`)
      .join('-');
    return `        <input type="hidden" name="${input}" id="${input}" value="${value}" />`;
  }).join('\n');
  const items = cards.flatMap((card) => [
    ...(card.name === undefined ? [] : [`PCGDECK.searchItemName[${card.cardId}]=${quote(card.name)};`]),
    ...(card.alt === undefined ? [] : [`PCGDECK.searchItemNameAlt[${card.cardId}]=${quote(card.alt)};`]),
    ...(card.pict === undefined ? [] : [`PCGDECK.searchItemCardPict[${card.cardId}]=${quote(card.pict)};`]),
  ]);
  return `<!DOCTYPE html>
<html lang="ja">
<head><meta charset="utf-8"><title>deck</title></head>
<body>
    <form id="inputArea" action="./deckRegister.php">
${inputs}
        <input type="hidden" name="copyDeckID" id="copyDeckID" value="${deckId}" />
    </form>
    <!-- value="1_1_1" in a comment must not be read as a card -->
    <script>
    ${items.join('\n    ')}
    PCGDECK.viewItemMode=2;
    </script>
</body>
</html>
`;
}

const pict = (set: string, file: string) => `/assets/images/card_images/large/${set}/${file}.jpg`;

/** A card as real pages print it: the set and number in the name, the plain name as Alt. */
function printed(
  cardId: number,
  input: DeckInput,
  count: number,
  plain: string,
  setAndNumber: string | undefined,
  picture?: string,
): FixtureCard {
  const name = setAndNumber === undefined ? plain : `${plain}(${setAndNumber})`;
  return { cardId, input, count, name, alt: plain, ...(picture === undefined ? {} : { pict: picture }) };
}

/**
 * A 60-card サーフゴーex deck with real card names, printed as real pages print them; its ACE SPEC
 * card sits in deck_gds with `(ACE SPEC)` ending both names, and deck_ajs is empty.
 */
export const SURFGO_DECK: readonly FixtureCard[] = [
  printed(44100, 'deck_pke', 4, 'コレクレー', 'SV3a 049/062', pict('SV3a', '044100_P_KOREKURE')),
  printed(44122, 'deck_pke', 3, 'サーフゴーex', 'SV3a 050/062', pict('SV3a', '044122_P_SAFUGOEX')),
  printed(45001, 'deck_pke', 1, 'キチキギスex', 'SV6a 081/064', pict('SV6a', '045001_P_KICHIKIGISUEX')),
  printed(45002, 'deck_pke', 1, 'ミュウex', 'SV4a 151/190'),
  printed(43001, 'deck_gds', 4, 'ネストボール', undefined),
  printed(43002, 'deck_gds', 3, 'ハイパーボール', undefined),
  printed(43003, 'deck_gds', 2, 'なかよしポフィン', undefined),
  printed(43004, 'deck_gds', 4, 'スーパーエネルギー回収', undefined),
  printed(43005, 'deck_gds', 2, '夜のタンカ', undefined),
  printed(43006, 'deck_gds', 4, 'ポケギア3.0', undefined),
  printed(43401, 'deck_gds', 1, 'プライムキャッチャー(ACE SPEC)', undefined),
  printed(43101, 'deck_tool', 1, 'ゆうきのおまもり', undefined),
  printed(43201, 'deck_sup', 4, 'ナンジャモ', undefined),
  printed(43202, 'deck_sup', 2, 'ボスの指令（ゲーチス）', 'SV1a 073/073'),
  printed(43203, 'deck_sup', 3, '博士の研究（オーリム博士）', undefined),
  printed(43204, 'deck_sup', 2, 'ペパー', undefined),
  printed(43205, 'deck_sup', 3, 'ジャッジマン', undefined),
  printed(43301, 'deck_sta', 1, 'ボウルタウン', undefined),
  printed(40001, 'deck_ene', 14, '基本鋼エネルギー', undefined),
  printed(40002, 'deck_ene', 1, 'ジェットエネルギー', undefined),
];
