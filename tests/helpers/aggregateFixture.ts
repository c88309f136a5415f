// A hand-made aggregation input whose statistics are worked out by hand in
// engine/aggregate/aggregator.test.ts (test data, so it lives with the tests).
import type { Rule } from '../../engine/schemas.ts';
import type { WindowKey } from '../../engine/windows.ts';

const condition = (pattern: string) => ({ pattern, min: 1, max: null, negate: false });

export const FIXTURE_RULES: Rule[] = [
  {
    id: 'ピカ (テスト)',
    name: 'ピカデッキ',
    enabled: true,
    priority: 1,
    description: 'ピカチュウ入り',
    conditions: [condition('ピカチュウ')],
    variants: [
      {
        id: 'rai',
        name: 'ライチュウ型',
        enabled: true,
        priority: 1,
        description: '',
        conditions: [condition('ライチュウ')],
      },
    ],
  },
  {
    id: 'B',
    name: 'ビーデッキ',
    enabled: true,
    priority: 2,
    description: '',
    conditions: [condition('ライチュウ')],
    variants: [],
  },
  {
    id: 'C',
    name: '無効デッキ',
    enabled: false,
    priority: 3,
    description: '',
    conditions: [condition('なし')],
    variants: [],
  },
];

export const FIXTURE_CARDS = [
  {
    id: 'c1',
    name: 'ピカチュウ',
    type: 'ポケモン',
    stage: 'たね',
    hp: 70,
    abilities: [{ name: 'でんき', text: 'ビリビリ' }],
    attacks: [{ name: 'でんきショック', energy: '雷', damage: '20', text: '' }],
  },
  { id: 'c2', name: 'ライチュウ', type: 'ポケモン', stage: '1進化', hp: 120, attacks: [] },
  { id: 'c3', name: '博士の研究', type: 'サポート' },
  { id: 'c4', name: '基本雷エネルギー', type: '基本エネルギー' },
];

const pikachuWithDetails = {
  name: 'ピカチュウ',
  type: 'pokemon',
  count: 4,
  details: { type: 'ポケモン', stage: 'たね', hp: 70, ability: { name: 'でんき', text: 'ビリビリ' } },
};

export const FIXTURE_DECKS = [
  {
    id: 'aaaaaa-aaaaaa-aaaaa1',
    created_at: '2026-04-03T00:00:00+09:00', // Friday 00:00 JST: first moment of week 2026-04-03
    rule_matches: ['ピカ (テスト)'],
    rule_matches_detail: [{ id: 'ピカ (テスト)', name: 'ピカデッキ', priority: 1, variants: [] }],
    cards: [pikachuWithDetails, { name: '博士の研究', count: '4' }, { name: '基本雷エネルギー', count: 10 }],
  },
  {
    id: 'aaaaaa-aaaaaa-aaaaa2',
    created_at: '2026-04-02T14:59:59Z', // Thursday 23:59:59 JST: last moment of week 2026-03-27
    rule_matches: ['ピカ (テスト)', 'B'],
    rule_matches_detail: [
      { id: 'ピカ (テスト)', name: 'ピカデッキ', priority: 1, variants: ['rai'] },
      { id: 'B', name: 'ビーデッキ', priority: 2, variants: [] },
    ],
    cards: [
      { name: 'ピカチュウ', count: 2 },
      { name: 'ライチュウ', count: 2 },
      { name: 'マスターボール', count: 1 },
    ],
  },
  {
    id: 'aaaaaa-aaaaaa-aaaaa3',
    created_at: '2026-04-10T10:00:00+09:00',
    rule_matches: [],
    cards: [{ name: '基本雷エネルギー', count: 60 }],
  },
  {
    id: 'aaaaaa-aaaaaa-aaaaa4',
    rule_matches: ['B'],
    rule_matches_detail: [{ id: 'B', name: 'ビーデッキ', priority: 2, variants: [] }],
    cards: [{ name: 'ライチュウ', count: 3 }],
  },
];

export const FIXTURE_EVENTS = [
  {
    id: 'e1',
    event_title: 'シティリーグ',
    shop_name: 'ショップ',
    event_date: '2026-04-05T10:00:00+09:00',
    results: [
      { rank: '1', deck_id: 'aaaaaa-aaaaaa-aaaaa1' },
      { rank: 2, deck_type: 'ビーデッキ' },
    ],
  },
  {
    id: 'e2',
    event_title: 'ジムバトル',
    event_date: '2026-04-06T10:00:00+09:00',
    results: [
      { rank: 1, deck_type: 'B' },
      { rank: 2, deck_type: '知らないデッキ' },
    ],
  },
  {
    id: 'e3',
    event_title: 'ミラー',
    event_date: '2026-04-04T10:00:00+09:00',
    results: [
      { rank: 2, deck_type: 'ピカ (テスト)' },
      { rank: 1, deck_id: 'aaaaaa-aaaaaa-aaaaa1' },
    ],
  },
];

/** A rule matching the decks that play a card named `id`, named `{id}デッキ`. */
export const oneCardRule = (id: string, priority: number): Rule => ({
  id,
  name: `${id}デッキ`,
  enabled: true,
  priority,
  description: '',
  conditions: [{ pattern: id, min: 1, max: null, negate: false }],
  variants: [],
});

/** The window tests' clock, a Thursday: its week starts Friday 2026-08-14 00:00 JST; M6 came out Friday 2026-07-31. */
export const WINDOW_AS_OF = '2026-08-20T12:00:00+09:00';

/** A JST day's midnight, in ms. */
export const jst = (date: string) => Date.parse(`${date}T00:00:00+09:00`);

export type WindowBounds = { from: string; to: string; previousFrom: string };

/** The windows (but 全期間) at WINDOW_AS_OF, worked out by hand from a calendar (not from engine/week.ts). */
export const WINDOW_BOUNDS: Record<Exclude<WindowKey, 'all'>, WindowBounds> = {
  '1w': { from: '2026-08-14', to: '2026-08-21', previousFrom: '2026-08-07' },
  '2w': { from: '2026-08-07', to: '2026-08-21', previousFrom: '2026-07-24' },
  '4w': { from: '2026-07-24', to: '2026-08-21', previousFrom: '2026-06-26' },
  current: { from: '2026-07-31', to: '2026-08-21', previousFrom: '2026-07-10' },
};

/** Counts over a set of decks: those created in [from, to) (all of them when no bounds). */
export function countDecks(
  decks: readonly { created_at?: string; rule_matches: string[] }[],
  from?: string,
  to?: string,
): { total: number; matched: number; byRule: Map<string, number> } {
  const inside = decks.filter((deck) => {
    if (from === undefined || to === undefined) return true;
    if (deck.created_at === undefined) return false;
    const ms = Date.parse(deck.created_at);
    return ms >= jst(from) && ms < jst(to);
  });
  const matched = inside.filter((deck) => deck.rule_matches.length > 0).length;
  const byRule = new Map<string, number>();
  for (const deck of inside) for (const id of deck.rule_matches) byRule.set(id, (byRule.get(id) ?? 0) + 1);
  return { total: inside.length, matched, byRule };
}
