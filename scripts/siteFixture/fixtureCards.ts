// The fixture's card documents: six hand-made decks counted by the real aggregation (only its card
// documents are written), so the browser tests can check /cards and /cards/{id} against a count
// of FIXTURE_CARD_DECKS of their own. Six cards: few pages, to keep the fixture build cheap.
import { Aggregator } from '../../engine/aggregate/aggregator.ts';
import type { Rule } from '../../engine/schemas.ts';

/** The fixture's rules (FIXTURE_RULES) as rules the aggregation takes; the decks come classified. */
function rulesOf(types: readonly { id: string; name: string }[]): Rule[] {
  return types.map(({ id, name }, i) => ({
    id,
    name,
    enabled: true,
    priority: i + 1,
    description: '',
    conditions: [{ pattern: '.', min: 1, max: null, negate: false }],
    variants: [],
  }));
}

const TYPES: Record<string, string> = {
  サーフゴーex: 'ポケモン',
  ミュウex: 'ポケモン',
  リザードンex: 'ポケモン',
  ドラパルトex: 'ポケモン',
  ナンジャモ: 'サポート',
  ネストボール: 'グッズ',
};

const deck = (id: string, createdAt: string, ruleId: string | null, cards: Record<string, number>) => ({
  id,
  created_at: createdAt,
  rule_matches: ruleId ? [ruleId] : [],
  rule_matches_detail: ruleId ? [{ id: ruleId, name: ruleId, priority: 1, variants: [] }] : [],
  cards: Object.entries(cards).map(([name, count]) => ({ name, type: TYPES[name], count })),
});

/** The decks the card documents count; the first placed 1st at event 900002 (a fixture event). */
export const FIXTURE_CARD_DECKS = [
  deck('AbCdEf-123456-GhIjKl', '2026-04-04T03:00:00Z', 'サーフゴーex', {
    サーフゴーex: 4,
    ナンジャモ: 4,
    ネストボール: 4,
  }),
  deck('CardFx-000002-CardFx', '2026-04-05T03:00:00Z', 'サーフゴーex', {
    サーフゴーex: 3,
    ナンジャモ: 2,
    ミュウex: 1,
  }),
  deck('CardFx-000003-CardFx', '2026-03-28T03:00:00Z', 'リザードン ex [テラスタル]', {
    リザードンex: 3,
    ナンジャモ: 4,
    ネストボール: 2,
  }),
  deck('CardFx-000004-CardFx', '2026-04-06T03:00:00Z', 'リザードン ex [テラスタル]', {
    リザードンex: 2,
    ネストボール: 4,
  }),
  deck('CardFx-000005-CardFx', '2026-03-07T03:00:00Z', null, { ナンジャモ: 1, ミュウex: 2 }),
  deck('CardFx-000006-CardFx', '2026-03-14T03:00:00Z', 'ドラパルト ex+α', { ドラパルトex: 3, ナンジャモ: 3 }),
];

const EVENTS = [
  {
    id: '900002',
    event_title: 'シティリーグ 東京',
    event_date: '2026-04-05T00:00:00+09:00',
    results: [{ rank: 1, deck_id: 'AbCdEf-123456-GhIjKl' }],
  },
];

/** Writes the card list of each window and each card's page document through `write(path, doc)`. */
export function writeFixtureCards(
  write: (at: string, value: unknown) => void,
  asOf: string,
  types: readonly { id: string; name: string }[],
): void {
  const aggregator = new Aggregator({ rules: rulesOf(types), cards: [], events: EVENTS, asOf, minGames: 3 });
  for (const doc of FIXTURE_CARD_DECKS) aggregator.addDeck(doc);
  for (const doc of aggregator.finish())
    if (doc.kind === 'card' || doc.kind === 'cardWindow') write(doc.path, doc.data);
}
