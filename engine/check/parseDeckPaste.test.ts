import { describe, expect, it } from 'vitest';
import {
  FIXTURE_STANDARD_60,
  FIXTURE_STANDARD_60_TEXT,
} from '../../scripts/siteFixture/fixtureStandard60.ts';
import { deckListOfConsensus, deckListText } from '../../site/lib/deckList.ts';
import { PASTE_MESSAGES, parseDeckPaste } from './parseDeckPaste.ts';

const cardsOf = (paste: string) => {
  const result = parseDeckPaste(paste);
  if (!result.ok) throw new Error(result.message);
  return Object.fromEntries(result.cards.map((card) => [card.name, card.count]));
};

// The official deck page of deck vv5kFf-8mYwSW-FVVVbw (../shared/data/official/deck/): each card
// under its printed name (PCGDECK.searchItemName) with its count (the deck_* inputs), by group.
const OFFICIAL_CARDS: [string, number][] = [
  ['サーフゴーex(SV3a 050/062)', 4],
  ['コレクレー(SV7a 024/064)', 4],
  ['ルナトーン(M1L 026/063)', 2],
  ['ソルロック(M1L 027/063)', 2],
  ['テツノツツミ(SV4M 071/066)', 1],
  ['ゲノセクトex(SV11B 164/086)', 1],
  ['キチキギスex(SV6a 081/064)', 1],
  ['なかよしポフィン', 1],
  ['ネストボール', 2],
  ['ファイトゴング', 3],
  ['大地の器', 3],
  ['推理セット', 1],
  ['スーパーエネルギー回収', 4],
  ['すごいつりざお', 1],
  ['ピクニックバスケット', 1],
  ['プレシャスキャリー(ACE SPEC)', 1],
  ['ふうせん', 2],
  ['げんきのハチマキ', 1],
  ['ペパー', 4],
  ['ロケット団のラムダ', 1],
  ['暗号マニアの解読', 1],
  ['フトゥー博士のシナリオ', 2],
  ['ジャッジマン', 1],
  ['ボスの指令', 4],
  ['レッスンスタジオ', 1],
  ['基本闘エネルギー', 8],
  ['基本鋼エネルギー', 3],
];
const GROUPS: [string, number][] = [
  ['ポケモン', 7],
  ['グッズ', 9],
  ['ポケモンのどうぐ', 2],
  ['サポート', 6],
  ['スタジアム', 1],
  ['エネルギー', 2],
];

/** The list as a browser copies the page's table: a heading per group, `name<TAB>n枚` rows. */
function officialPaste(row: (name: string, count: number) => string): string {
  const lines = ['デッキコード：vv5kFf-8mYwSW-FVVVbw'];
  let at = 0;
  for (const [group, size] of GROUPS) {
    const cards = OFFICIAL_CARDS.slice(at, at + size);
    at += size;
    lines.push(`${group} (${cards.reduce((sum, [, n]) => sum + n, 0)}枚)`);
    for (const [name, count] of cards) lines.push(row(name, count));
  }
  return lines.join('\n');
}

describe('parseDeckPaste(paste)', () => {
  it("reads the site's own copy-as-text (the decklist's リストをコピー)", () => {
    expect(FIXTURE_STANDARD_60_TEXT).toBe(deckListText(deckListOfConsensus(FIXTURE_STANDARD_60)));
    const cards = cardsOf(FIXTURE_STANDARD_60_TEXT);
    expect(cards).toEqual(Object.fromEntries(FIXTURE_STANDARD_60.cards.map((c) => [c.name, c.copies])));
    expect(Object.values(cards).reduce((a, b) => a + b, 0)).toBe(60);
  });

  it('reads the official deck page copied from a browser, by the names a deck stores', () => {
    const expected = {
      サーフゴーex: 4,
      ゲノセクトex: 1,
      プレシャスキャリー: 1,
      基本闘エネルギー: 8,
    };
    for (const paste of [
      officialPaste((name, count) => `${name}\t${count}枚`),
      // Some browsers put each table cell on a line of its own, a blank line between rows.
      officialPaste((name, count) => `${name}\n${count}枚\n`),
    ]) {
      const cards = cardsOf(paste);
      expect(Object.keys(cards)).toHaveLength(27);
      expect(Object.values(cards).reduce((a, b) => a + b, 0)).toBe(60);
      expect(cards).toMatchObject(expected);
    }
  });

  it('reads 「カード名 枚数」 lines as players type them', () => {
    const paste = [
      'ドラパルトex 2',
      'ドロンチ　３枚',
      'ゲノセクトex×1',
      'キチキギスex x1',
      '×4 なかよしポフィン',
      '2枚 ポケモンいれかえ',
      'オーガポン みどりのめんex 1',
      'ポケギア3.0 2',
      'ボスの指令（ゲーチス） 1',
      'ドラパルトex 1',
      '',
    ].join('\r\n');
    expect(cardsOf(paste)).toEqual({
      ドラパルトex: 3,
      ドロンチ: 3,
      ゲノセクトex: 1,
      キチキギスex: 1,
      なかよしポフィン: 4,
      ポケモンいれかえ: 2,
      'オーガポン みどりのめんex': 1,
      'ポケギア3.0': 2,
      'ボスの指令（ゲーチス）': 1,
    });
  });

  it('names the first line it cannot read', () => {
    const result = parseDeckPaste('ドラパルトex 2\nドロンチ 3\nこれはカードではありません\nナンジャモ 2');
    expect(result).toEqual({
      ok: false,
      line: 3,
      message:
        '3行目「これはカードではありません」を読めませんでした。「カード名 枚数」の形で1行に1種類ずつ書いてください。',
    });
  });

  it('refuses a count outside 1 to 60, a count with no name before it, and an empty paste', () => {
    expect(parseDeckPaste('ナンジャモ 0')).toEqual({
      ok: false,
      line: 1,
      message: PASTE_MESSAGES.badCount(1, 'ナンジャモ 0'),
    });
    expect(parseDeckPaste('\nナンジャモ 61')).toMatchObject({ ok: false, line: 2 });
    expect(parseDeckPaste('ポケモン (2枚)\n4枚')).toEqual({
      ok: false,
      line: 2,
      message: PASTE_MESSAGES.countWithoutName(2, '4枚'),
    });
    expect(parseDeckPaste(' \n\n')).toEqual({ ok: false, line: 0, message: PASTE_MESSAGES.empty });
    expect(parseDeckPaste('ナンジャモ 2\nサーフゴーex')).toMatchObject({ ok: false, line: 2 });
    expect(parseDeckPaste(`${'あ'.repeat(300)} 1`)).toMatchObject({ ok: false, line: 1 });
  });
});
