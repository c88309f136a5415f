// Fixtures in the official formats, written by this project (DESIGN.md "Official sites"): a deck
// result page with its hidden inputs and PCGDECK script (event API answers: eventFixtures.ts).
import type { DeckInput } from '../../data/official/deckPage.ts';

export interface FixtureCard {
  cardId: number;
  input: DeckInput;
  count: number;
  /** searchItemName; undefined leaves it out. */
  name?: string;
  /** searchItemNameAlt; undefined leaves it out. */
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

/** The deck result page of the official site for these cards. */
export function deckPageHtml(deckId: string, cards: readonly FixtureCard[]): string {
  const inputs = INPUT_ORDER.map((input) => {
    const value = cards
      .filter((card) => card.input === input)
      .map((card) => `${card.cardId}_${card.count}_1`)
      .join('-');
    return `      <input type="hidden" name="${input}" id="${input}" value="${value}">`;
  }).join('\n');
  const items = cards.flatMap((card) => [
    ...(card.name === undefined ? [] : [`PCGDECK.searchItemName[${card.cardId}]=${quote(card.name)};`]),
    ...(card.alt === undefined ? [] : [`PCGDECK.searchItemNameAlt[${card.cardId}]=${quote(card.alt)};`]),
    ...(card.pict === undefined ? [] : [`PCGDECK.searchItemCardPict[${card.cardId}]=${quote(card.pict)};`]),
  ]);
  return `<!DOCTYPE html>
<html lang="ja">
<head>
  <meta charset="UTF-8">
  <title>デッキ構築 | トレーナーズウェブサイト | ポケモンカードゲーム公式ホームページ</title>
  <script src="/deck/js/PCGDECK.js"></script>
</head>
<body>
  <div id="deckView01">
    <p class="deckID">デッキコード：${deckId}</p>
    <form id="inputArea" name="inputArea" action="./deckRegister.php" method="post">
${inputs}
      <input type="hidden" name="deck_ID" id="deck_ID" value="${deckId}">
    </form>
    <div id="cardImagesView"></div>
  </div>
  <script type="text/javascript">
    // value="1_1_1" in a comment must not be read as a card
    var PCGDECK = PCGDECK || {};
    PCGDECK.searchItemName = PCGDECK.searchItemName || {};
    ${items.join('\n    ')}
    PCGDECK.deckView();
  </script>
</body>
</html>
`;
}

const pict = (set: string, file: string) => `/assets/images/card_images/large/${set}/${file}.jpg`;

/** A 60-card サーフゴーex deck with real card names; some names carry set and number. */
export const SURFGO_DECK: readonly FixtureCard[] = [
  {
    cardId: 44100,
    input: 'deck_pke',
    count: 4,
    name: 'コレクレー',
    alt: 'コレクレー(SV3a 049/062)',
    pict: pict('SV3a', '044100_P_KOREKURE'),
  },
  {
    cardId: 44122,
    input: 'deck_pke',
    count: 3,
    name: 'サーフゴーex',
    alt: 'サーフゴーex(SV3a 050/062)',
    pict: pict('SV3a', '044122_P_SAFUGOEX'),
  },
  {
    cardId: 45001,
    input: 'deck_pke',
    count: 1,
    name: 'キチキギスex',
    pict: pict('SV6a', '045001_P_KICHIKIGISUEX'),
  },
  { cardId: 45002, input: 'deck_pke', count: 1, name: 'ミュウex(SV4a 151/190)', alt: 'ミュウex' },
  { cardId: 43001, input: 'deck_gds', count: 4, name: 'ネストボール' },
  { cardId: 43002, input: 'deck_gds', count: 3, name: 'ハイパーボール' },
  { cardId: 43003, input: 'deck_gds', count: 2, name: 'なかよしポフィン' },
  { cardId: 43004, input: 'deck_gds', count: 4, name: 'スーパーエネルギー回収' },
  { cardId: 43005, input: 'deck_gds', count: 2, name: '夜のタンカ' },
  { cardId: 43006, input: 'deck_gds', count: 4, name: 'ポケギア3.0' },
  { cardId: 43101, input: 'deck_tool', count: 1, name: 'ゆうきのおまもり' },
  { cardId: 43201, input: 'deck_sup', count: 4, name: 'ナンジャモ' },
  {
    cardId: 43202,
    input: 'deck_sup',
    count: 2,
    name: 'ボスの指令（ゲーチス）',
    alt: 'ボスの指令（ゲーチス）(SV1a 073/073)',
  },
  { cardId: 43203, input: 'deck_sup', count: 3, name: '博士の研究（オーリム博士）' },
  { cardId: 43204, input: 'deck_sup', count: 2, name: 'ペパー' },
  { cardId: 43205, input: 'deck_sup', count: 3, name: 'ジャッジマン' },
  { cardId: 43301, input: 'deck_sta', count: 1, name: 'ボウルタウン' },
  { cardId: 40001, input: 'deck_ene', count: 14, name: '基本鋼エネルギー' },
  { cardId: 40002, input: 'deck_ene', count: 1, name: 'ジェットエネルギー' },
  { cardId: 43401, input: 'deck_ajs', count: 1, name: 'プライムキャッチャー' },
];
