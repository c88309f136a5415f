// The deck rules of the sample snapshot, as stored in `deck_rules` (snake_case). They cover what
// the site must handle: Japanese ids with a space and with brackets, an ASCII id whose name
// differs, variants (one disabled, one negated), a negated condition, a maximum, a disabled rule,
// equal priorities and a rule no deck matches.
import type { Condition, Rule, Variant } from '../../engine/rules/ruleSchema.ts';

/** A rule as stored: the validated shape (engine/rules/ruleSchema.ts). */
export type SampleRule = Rule;

/** At least `min` copies of cards matching `pattern`. */
function atLeast(pattern: string, min = 1): Condition {
  return { pattern, min, max: null, negate: false };
}

function variant(id: string, name: string, priority: number, conditions: Condition[]): Variant {
  return { id, name, enabled: true, priority, description: '', conditions };
}

export const SAMPLE_RULES: readonly SampleRule[] = [
  {
    id: 'ドラパルトex',
    name: 'ドラパルトex',
    enabled: true,
    priority: 10,
    description: 'ドラパルトexを2進化させて戦うデッキ。ファントムダイブでベンチにダメカンをばらまく。',
    conditions: [atLeast('^ドラパルトex$')],
    variants: [
      variant('dusknoir', 'ヨノワール型', 1, [atLeast('^ヨノワール$')]),
      variant('froslass', 'ユキメノコ型', 2, [atLeast('^ユキメノコ$')]),
      variant('ノココッチ型', 'ノココッチ型', 3, [atLeast('^ノココッチ$')]),
      { ...variant('blaziken', 'バシャーモ型', 4, [atLeast('バシャーモ')]), enabled: false },
    ],
  },
  {
    id: 'メガリザードンXex',
    name: 'メガリザードンXex',
    enabled: true,
    priority: 15,
    description: 'メガリザードンXexをふしぎなアメで素早く立てるデッキ。',
    conditions: [atLeast('^メガリザードンXex$', 2)],
    variants: [
      variant('y', 'メガリザードンYex入り', 1, [atLeast('^メガリザードンYex$')]),
      variant('lambda', 'ラムダ型', 2, [atLeast('^ロケット団のラムダ$', 2)]),
    ],
  },
  {
    id: 'リザードンex (ピジョット型)',
    name: 'リザードンex (ピジョット型)',
    enabled: true,
    priority: 20,
    description: 'リザードンexとピジョットexの2進化ライン。',
    conditions: [atLeast('^リザードンex$', 2), atLeast('^ピジョットex$')],
    variants: [],
  },
  {
    id: 'タケルライコ オーガポン',
    name: 'タケルライコ オーガポン',
    enabled: true,
    priority: 30,
    description: 'タケルライコexとオーガポン みどりのめんexで基本エネルギーを集めるデッキ。',
    conditions: [atLeast('^タケルライコex$', 2), atLeast('^オーガポン みどりのめんex$')],
    variants: [
      variant('kangaskhan', 'メガガルーラ型', 1, [atLeast('^メガガルーラex$')]),
      variant('no-stamp', 'アンフェアスタンプ不採用', 2, [
        { pattern: '^アンフェアスタンプ$', min: 1, max: null, negate: true },
      ]),
    ],
  },
  {
    id: 'サーナイトex',
    name: 'サーナイトex',
    enabled: true,
    priority: 40,
    description: 'サーナイトexの特性で超エネルギーを加速するデッキ。',
    conditions: [atLeast('^サーナイトex$', 2), atLeast('^キルリア$', 2)],
    variants: [],
  },
  {
    id: 'メガルカリオex',
    name: 'メガルカリオex',
    enabled: true,
    priority: 50,
    description: '闘エネルギーを加速して殴るメガルカリオexのデッキ。',
    conditions: [atLeast('^メガルカリオex$', 2)],
    variants: [variant('dudunsparce', 'ノココッチ型', 1, [atLeast('^ノココッチ$', 1)])],
  },
  {
    id: 'ブリジュラスex',
    name: 'ブリジュラスex',
    enabled: true,
    priority: 50,
    description: 'ブリジュラスexの特性で鋼エネルギーをつけるデッキ。',
    conditions: [atLeast('^ブリジュラスex$', 2)],
    variants: [],
  },
  {
    id: 'マリィのオーロンゲex',
    name: 'マリィのオーロンゲex',
    enabled: true,
    priority: 60,
    description: '悪エネルギーとマシマシラでダメカンを操るデッキ。',
    conditions: [atLeast('^マリィのオーロンゲex$')],
    variants: [],
  },
  {
    id: 'ロケット団のミュウツーex',
    name: 'ロケット団のミュウツーex',
    enabled: true,
    priority: 70,
    description: '「ロケット団の」カードで固めたデッキ。',
    conditions: [atLeast('^ロケット団のミュウツーex$'), atLeast('^ロケット団の', 12)],
    variants: [],
  },
  {
    id: 'ゲッコウガex',
    name: 'ゲッコウガex',
    enabled: true,
    priority: 80,
    description: 'ゲッコウガexのワザでベンチを狙うデッキ。',
    conditions: [atLeast('^ゲッコウガex$', 2)],
    variants: [
      variant('dusknoir', 'ヨノワール型', 1, [atLeast('^ヨノワール$')]),
      variant('mega-froslass', 'メガユキメノコ型', 2, [atLeast('^メガユキメノコex$')]),
    ],
  },
  {
    id: 'サザンドラex',
    name: 'サザンドラex',
    enabled: true,
    priority: 90,
    description: '',
    conditions: [atLeast('^サザンドラex$', 2)],
    variants: [],
  },
  {
    id: 'absol_box',
    name: 'メガアブソルex ボックス',
    enabled: true,
    priority: 100,
    description: 'メガアブソルexとたねポケモンexを並べるボックス。',
    conditions: [atLeast('^メガアブソルex$'), atLeast('^マシマシラ$')],
    variants: [],
  },
  {
    id: 'メガフシギバナex',
    name: 'メガフシギバナex',
    enabled: true,
    priority: 110,
    description: '新しく登場したメガフシギバナexのデッキ。',
    conditions: [atLeast('^メガフシギバナex$')],
    variants: [variant('meganium', 'メガニウム型', 1, [atLeast('^メガニウム$')])],
  },
  {
    id: 'ノココッチ コントロール',
    name: 'ノココッチ コントロール',
    enabled: true,
    priority: 200,
    description:
      'ノココッチで山札を引き、基本エネルギーを4枚以下に抑えたコントロール。ドラパルトexやフーディン入りは除く。',
    conditions: [
      atLeast('^ノココッチ$', 2),
      { pattern: '^(ドラパルトex|フーディン)$', min: 1, max: null, negate: true },
      { pattern: '^基本.エネルギー$', min: 0, max: 4, negate: false },
    ],
    variants: [],
  },
  {
    id: 'ヒビキのバクフーン',
    name: 'ヒビキのバクフーン',
    enabled: false,
    priority: 210,
    description: '集計対象外（無効）。',
    conditions: [atLeast('^ヒビキのバクフーン$', 2)],
    variants: [],
  },
  {
    id: 'ロストバレット',
    name: 'ロストバレット',
    enabled: true,
    priority: 300,
    description: '旧環境のデッキ。サンプルには該当するデッキがありません。',
    conditions: [atLeast('^キュワワー$'), atLeast('^ミラージュゲート$')],
    variants: [],
  },
];
