// The event segments of the site fixture, counted by the engine (engine/aggregate/segments.ts)
// over hand-made cited decks and events: several kinds, leagues, regions and sizes, one deck
// cited by two events, an unclassified cited deck, and thin segments beside ones that rank.
import { parseEvents } from '../../engine/aggregate/events.ts';
import { type CitedDeck, segmentDocumentsOf } from '../../engine/aggregate/segments.ts';
import type { WindowContext } from '../../engine/aggregate/windows.ts';
import { docPath } from '../../engine/docPaths.ts';

/**
 * The segments' thin bar in the fixture: its corpus is tens of decks, so the windows' 30 would
 * make every segment thin. シティリーグ ranks over 直近4週, ジムバトル (one deck) is thin.
 */
export const FIXTURE_SEGMENT_MIN_DECKS = 4;

const SURF = 'サーフゴーex';
const ZARD = 'リザードン ex [テラスタル]';
const DRAG = 'ドラパルト ex+α';

/** Cited decks by week (the fixture's weeks, scripts/siteFixture/fixtureDocs.ts): within its counts. */
const CITED: Record<string, (string | null)[]> = {
  '2026-03-06': [SURF, SURF, SURF, SURF, SURF, SURF],
  '2026-03-13': [ZARD, ZARD, ZARD, SURF],
  '2026-03-20': [ZARD, ZARD, ZARD, DRAG, null],
  '2026-03-27': [ZARD, ZARD, ZARD, ZARD, SURF, SURF],
  '2026-04-03': [ZARD, ZARD, ZARD, SURF, DRAG],
};

/** Each event and the cited decks its results name (`week#index`). */
const EVENTS: { doc: Record<string, unknown>; decks: string[] }[] = [
  {
    doc: {
      event_title: 'シティリーグ2026 シーズン1 オープンリーグ',
      prefecture: '東京都',
      official: { kind: 'シティリーグ', league: 'オープン', capacity: 64 },
    },
    decks: [
      '03-06#0',
      '03-06#1',
      '03-06#2',
      '03-13#0',
      '03-20#0',
      '03-20#1',
      '03-20#4',
      '03-27#0',
      '03-27#1',
      '03-27#4',
      '04-03#0',
      '04-03#1',
    ],
  },
  {
    doc: {
      event_title: 'シティリーグ2026 シーズン1 シニアリーグ',
      prefecture: '大阪府',
      official: { league: 'シニア', capacity: 16 },
    },
    decks: ['03-13#1', '03-13#3', '03-27#2', '04-03#3'],
  },
  {
    doc: {
      event_title: 'チャンピオンズリーグ2026 愛知 マスターリーグ',
      address: '愛知県常滑市セントレア5丁目10番1号',
      official: { kind: '大型大会', league: 'マスター', capacity: 1200 },
    },
    decks: [
      '03-06#3',
      '03-06#4',
      '03-06#5',
      '03-20#2',
      '03-20#3',
      '03-27#3',
      '03-27#5',
      '04-03#2',
      '04-03#4',
    ],
  },
  {
    doc: { event_title: 'トレーナーズリーグ', prefecture: '北海道', official: { deck_count: 100 } },
    decks: ['03-13#2', '04-03#0'],
  },
  { doc: { event_title: 'ジムバトル', prefecture: '福岡県' }, decks: ['04-03#1'] },
  { doc: { event_title: '店舗大会' }, decks: ['03-06#0'] },
];

export function writeFixtureSegments(
  write: (docPathText: string, value: unknown) => void,
  all: WindowContext,
): void {
  const citedDecks = new Map<string, CitedDeck>();
  for (const [week, decks] of Object.entries(CITED)) {
    decks.forEach((ruleId, i) => {
      citedDecks.set(`${week.slice(5)}#${i}`, {
        dateMs: Date.parse(`${week}T12:00:00+09:00`),
        ruleMatches: ruleId === null ? [] : [ruleId],
      });
    });
  }
  const events = parseEvents(
    EVENTS.map((event, i) => ({
      id: `segment-event-${i}`,
      ...event.doc,
      results: event.decks.map((deckId, rank) => ({ rank: rank + 1, deck_id: deckId })),
    })),
  );
  const docs = segmentDocumentsOf({
    events,
    citedDecks,
    all: { ...all, minDecks: FIXTURE_SEGMENT_MIN_DECKS },
  });
  for (const { windowKey, kind, doc } of docs.kinds) write(docPath.kindSegment(windowKey, kind), doc);
  for (const doc of docs.compact) write(docPath.segments(doc.key), doc);
}
