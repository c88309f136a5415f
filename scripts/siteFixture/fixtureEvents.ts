// The site fixture's one list of events, from which every event figure of the fixture is counted
// by the engine (segments, placements of each window and kind, the finals' matchups, the event
// list): events citing the fixture's stored decks week by week, events of eight results typed by
// deck_type only, finals of two results, and the two hand-made events of the event pages. Each is
// dated and titled, so it belongs to a window and an event kind. tests/site/windowCounts.spec.ts
// counts from these lists by hand.
import { parseEvents } from '../../engine/aggregate/events.ts';
import type { CitedDeck } from '../../engine/aggregate/segments.ts';
import type { Event } from '../../engine/schemas.ts';

const SURF = 'サーフゴーex';
const ZARD = 'リザードン ex [テラスタル]';
const DRAG = 'ドラパルト ex+α';
/** A rule that is disabled and has no deck: its results are of an unknown type. */
export const FIXTURE_DISABLED_TYPE = '無効ルール';

/** Stored decks cited by events, by week (a week's key, its Friday): a type, or null (unclassified). */
export const FIXTURE_CITED: Record<string, (string | null)[]> = {
  '2026-03-06': [SURF, SURF, SURF, SURF, SURF, SURF],
  '2026-03-13': [ZARD, ZARD, ZARD, SURF],
  '2026-03-20': [ZARD, ZARD, ZARD, DRAG, null],
  '2026-03-27': [ZARD, ZARD, ZARD, ZARD, SURF, SURF],
  '2026-04-03': [ZARD, ZARD, ZARD, SURF, DRAG],
};

/** A cited deck's id: `03-06#0` is the first deck of the week of 2026-03-06. */
const deckId = (week: string, i: number) => `${week.slice(5)}#${i}`;

/** The Saturday of a week (its events' day), JST midnight. */
const saturday = (week: string) =>
  new Date(Date.parse(`${week}T00:00:00+09:00`) + 86_400_000).toISOString().replace('.000Z', 'Z');

/** Event templates (title, place, official fields) and, per week, the indexes of the decks they cite. */
const CITING: { id: string; doc: Record<string, unknown>; byWeek: Record<string, number[]> }[] = [
  {
    id: 'city-open',
    doc: {
      event_title: 'シティリーグ2026 シーズン1 オープンリーグ',
      shop_name: 'カードショップ青',
      prefecture: '東京都',
      official: { kind: 'シティリーグ', league: 'オープン', capacity: 64 },
    },
    byWeek: {
      '2026-03-06': [0, 1, 2],
      '2026-03-13': [0],
      '2026-03-20': [0, 1, 4],
      '2026-03-27': [0, 1, 4],
      '2026-04-03': [0, 1],
    },
  },
  {
    id: 'city-senior',
    doc: {
      event_title: 'シティリーグ2026 シーズン1 シニアリーグ',
      shop_name: 'ショップ赤',
      prefecture: '大阪府',
      official: { league: 'シニア', capacity: 16 },
    },
    byWeek: { '2026-03-13': [1, 3], '2026-03-27': [2], '2026-04-03': [3] },
  },
  {
    id: 'cl',
    doc: {
      event_title: 'チャンピオンズリーグ2026 愛知 マスターリーグ',
      shop_name: '',
      address: '愛知県常滑市セントレア5丁目10番1号',
      official: { kind: '大型大会', league: 'マスター', capacity: 1200 },
    },
    byWeek: { '2026-03-06': [3, 4, 5], '2026-03-20': [2, 3], '2026-03-27': [3, 5], '2026-04-03': [2, 4] },
  },
  {
    id: 'trainers',
    doc: {
      event_title: 'トレーナーズリーグ',
      shop_name: 'ショップ緑',
      prefecture: '北海道',
      official: { deck_count: 100 },
    },
    byWeek: { '2026-03-13': [2], '2026-04-03': [0] },
  },
  {
    id: 'gym',
    doc: { event_title: 'ジムバトル', shop_name: 'ショップ黄', prefecture: '福岡県' },
    byWeek: { '2026-04-03': [1] },
  },
  { id: 'store', doc: { event_title: '店舗大会', shop_name: 'ショップ白' }, byWeek: { '2026-03-06': [0] } },
];

/** Events of eight results in the official buckets, typed by deck_type only: [day, title, types]. */
const TYPED: [string, string, string[]][] = [
  [
    '2026-03-14',
    'シティリーグ2026 シーズン1 オープンリーグ',
    [ZARD, SURF, ZARD, DRAG, SURF, SURF, ZARD, '謎のデッキ'],
  ],
  ['2026-03-21', 'ジムバトル', [ZARD, SURF, ZARD, SURF, SURF, SURF, ZARD, DRAG]],
  [
    '2026-03-21',
    'シティリーグ2026 シーズン1 オープンリーグ',
    [ZARD, SURF, ZARD, DRAG, SURF, SURF, ZARD, DRAG],
  ],
  ['2026-03-28', 'トレーナーズリーグ', [ZARD, SURF, ZARD, SURF, SURF, SURF, ZARD, DRAG]],
  [
    '2026-04-04',
    'シティリーグ2026 シーズン1 オープンリーグ',
    [SURF, SURF, ZARD, DRAG, SURF, SURF, ZARD, DRAG],
  ],
  ['2026-04-05', 'ジムバトル', [SURF, SURF, ZARD, SURF, SURF, SURF, ZARD, DRAG]],
];
const BUCKETS = [1, 2, 3, 3, 5, 5, 5, 5];

/** Finals by day: [winner, loser] as types (one of them the disabled rule's). */
const FINALS: [string, [string, string][]][] = [
  [
    '2026-03-07',
    [
      [SURF, ZARD],
      [SURF, ZARD],
      [SURF, ZARD],
      [SURF, DRAG],
    ],
  ],
  [
    '2026-03-14',
    [
      [ZARD, SURF],
      [ZARD, SURF],
    ],
  ],
  [
    '2026-03-21',
    [
      [ZARD, SURF],
      [SURF, ZARD],
    ],
  ],
  [
    '2026-03-28',
    [
      [DRAG, ZARD],
      [SURF, FIXTURE_DISABLED_TYPE],
    ],
  ],
  [
    '2026-04-04',
    [
      [ZARD, SURF],
      [DRAG, SURF],
    ],
  ],
];

/** The raw event documents (as stored), every one dated. */
export function fixtureEventDocs(): Record<string, unknown>[] {
  const citing = CITING.flatMap((template) =>
    Object.entries(template.byWeek).map(([week, indexes]) => ({
      id: `${template.id}-${week.slice(5)}`,
      ...template.doc,
      event_date: saturday(week),
      results: indexes.map((i, rank) => ({ rank: rank + 1, deck_id: deckId(week, i) })),
    })),
  );
  const typed = TYPED.map(([day, title, types], k) => ({
    id: `typed-${k}`,
    event_title: title,
    shop_name: 'ショップ紫',
    event_date: `${day}T00:00:00+09:00`,
    results: types.map((type, i) => ({ rank: BUCKETS[i], deck_type: type })),
  }));
  const finals = FINALS.flatMap(([day, games]) =>
    games.map(([winner, loser], i) => ({
      id: `final-${day.slice(5)}-${i}`,
      event_title: 'ジムバトル 決勝',
      shop_name: 'ショップ橙',
      event_date: `${day}T00:00:00+09:00`,
      results: [
        { rank: 1, deck_type: winner },
        { rank: 2, deck_type: loser },
      ],
    })),
  );
  // The event pages' own two (scripts/siteFixture/fixtureDocs.ts writes their pages by hand): one
  // with a placing whose list was never fetched and one whose deck matched no rule, one without results.
  const handMade = [
    {
      id: '900002',
      event_title: 'シティリーグ 東京',
      shop_name: 'カードショップ青',
      event_date: '2026-04-05T00:00:00+09:00',
      created_at: '2026-04-10T03:00:00Z',
      results: [
        { rank: 1, deck_type: SURF },
        { rank: 2, deck_type: ZARD },
        { rank: 3, deck_id: 'NoList-000000-NoList' },
        { rank: 3, deck_id: 'NoPage-000000-NoPage' },
      ],
    },
    {
      id: '900001',
      event_title: 'ジムバトル 大阪',
      shop_name: 'ショップ赤',
      event_date: '2026-03-29T00:00:00+09:00',
      created_at: '2026-04-10T03:00:00Z',
      results: [],
    },
  ];
  return [...citing, ...typed, ...finals, ...handMade];
}

/** The events, parsed as the engine reads them. */
export function fixtureEvents(): Event[] {
  return parseEvents(fixtureEventDocs());
}

/** The stored decks the events cite: created on their week's Friday noon (JST), with their type. */
export function fixtureCitedDecks(): Map<string, CitedDeck> {
  const decks = new Map<string, CitedDeck>();
  for (const [week, types] of Object.entries(FIXTURE_CITED))
    types.forEach((type, i) => {
      decks.set(deckId(week, i), {
        dateMs: Date.parse(`${week}T12:00:00+09:00`),
        ruleMatches: type === null ? [] : [type],
      });
    });
  return decks;
}
