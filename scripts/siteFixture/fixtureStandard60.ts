// A full "standard 60" for the deck-type pages: the ドラパルトex consensus list of the aggregate
// golden (tests/golden/aggregate/public.json), 27 cards and 60 copies, with an ACE SPEC card; two
// cards carry image paths (the requests are blocked in tests, so their names replace them).
import type { ConsensusList } from '../../engine/documents.ts';

const CARDS: [string, ConsensusList['cards'][number]['category'], number, number][] = [
  ['なかよしポフィン', 'goods', 4, 1],
  ['ドラメシヤ', 'pokemon', 4, 1],
  ['ハイパーボール', 'goods', 4, 1],
  ['リーリエの決心', 'supporter', 4, 1],
  ['基本超エネルギー', 'energy', 4, 1],
  ['ポケパッド', 'goods', 4, 1],
  ['ドロンチ', 'pokemon', 3, 1],
  ['ボスの指令', 'supporter', 3, 1],
  ['夜のタンカ', 'goods', 3, 1],
  ['アカマツ', 'supporter', 3, 1],
  ['ドラパルトex', 'pokemon', 2, 1],
  ['基本炎エネルギー', 'energy', 2, 1],
  ['危ない廃墟', 'stadium', 2, 1],
  ['ポケモンいれかえ', 'goods', 2, 1],
  ['基本悪エネルギー', 'energy', 2, 1],
  ['スボミー', 'pokemon', 2, 1],
  ['マシマシラ', 'pokemon', 2, 1],
  ['キチキギスex', 'pokemon', 1, 1],
  ['ペパー', 'supporter', 1, 0.79],
  ['ジャッジマン', 'supporter', 1, 0.74],
  ['すごいつりざお', 'goods', 1, 0.72],
  ['ふうせん', 'tool', 1, 0.66],
  ['ニャースex', 'pokemon', 1, 0.58],
  ['ナンジャモ', 'supporter', 1, 0.43],
  ['アンフェアスタンプ', 'ace', 1, 0.42],
  ['ネストボール', 'goods', 1, 0.38],
  ['ユキワラシ', 'pokemon', 1, 0.26],
];

const PICTS: Record<string, string> = {
  ドラパルトex: '/assets/images/card_images/large/SV6/045817_P_DORAPARUTOEX.jpg',
  ドラメシヤ: '/assets/images/card_images/large/SV6/045815_P_DORAMESHIYA.jpg',
};

export const FIXTURE_STANDARD_60: ConsensusList = {
  cards: CARDS.map(([name, category, copies, adoptionRate]) => ({
    id: name,
    name,
    category,
    copies,
    adoptionRate,
    adoptionRateInterval: [Math.max(0, adoptionRate - 0.1), 1] as [number, number],
    ...(PICTS[name] ? { pict: PICTS[name] } : {}),
  })),
  total: 60,
};

/** The list's text as the copy button writes it: groups in the official order, blank line between. */
export const FIXTURE_STANDARD_60_TEXT = [
  'ドラメシヤ 4\nドロンチ 3\nドラパルトex 2\nスボミー 2\nマシマシラ 2\nキチキギスex 1\nニャースex 1\nユキワラシ 1',
  'なかよしポフィン 4\nハイパーボール 4\nポケパッド 4\n夜のタンカ 3\nポケモンいれかえ 2\nすごいつりざお 1\nアンフェアスタンプ 1\nネストボール 1',
  'ふうせん 1',
  'リーリエの決心 4\nボスの指令 3\nアカマツ 3\nペパー 1\nジャッジマン 1\nナンジャモ 1',
  '危ない廃墟 2',
  '基本超エネルギー 4\n基本炎エネルギー 2\n基本悪エネルギー 2',
].join('\n\n');
