// A small hand-made set of emitted documents (Japanese rule ids with spaces and brackets) so the
// site can be built and tested before, or independently of, `tcg aggregate`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compareEventsNewestFirst, eventDetailOf, publicEventsOf } from '../../engine/aggregate/events.ts';
import { placementsOf } from '../../engine/aggregate/placements.ts';
import { type WindowContext, windowsOf } from '../../engine/aggregate/windows.ts';
import { docPath } from '../../engine/docPaths.ts';
import type {
  PublicDecks,
  PublicEventDetail,
  PublicEvents,
  PublicHome,
  PublicMatchups,
  WeeklyEntry,
} from '../../engine/documents.ts';
import { weekOfKey } from '../../engine/week.ts';
import { DEFAULT_MIN_WINDOW_DECKS } from '../../engine/windows.ts';
import { writeDetailFixtureExtras } from './detailFixtureDocs.ts';
import { writeFixtureCards } from './fixtureCards.ts';
import { fixtureCatalog } from './fixtureCatalog.ts';
import { writeFixtureCheckRules } from './fixtureCheckRules.ts';
import { writeFixtureDetailDocs } from './fixtureDetailDocs.ts';
import { fixtureCitedDecks, fixtureEvents } from './fixtureEvents.ts';
import { writeFixtureSegments } from './fixtureSegments.ts';
import { writeWindowEventFixture } from './windowEventFixture.ts';

export const FIXTURE_RULES = [
  { id: 'サーフゴーex', name: 'サーフゴーex' },
  { id: 'リザードン ex [テラスタル]', name: 'リザードン ex [テラスタル]' },
  { id: 'ドラパルト ex+α', name: 'ドラパルト(ex/型)' },
] as const;

const UPDATED = '2026-04-10T03:00:00Z';

/** A rule with matchup results but no deck-type page (e.g. disabled since). */
export const DISABLED_RULE = { id: '無効ルール', name: 'ヒビキのバクフーン' } as const;

function write(docsDir: string, docPathText: string, value: unknown): void {
  const file = path.join(docsDir, `${docPathText}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value, null, 2));
}

// Five weeks, the clock (generatedAt) inside the newest: サーフゴーex leads over all time on the
// strength of the oldest week, リザードン the newest four (the default window), and the newest one
// and two weeks are too thin to rank (fewer than 30 matched decks).
/** The fixture's weeks (their Fridays), oldest first. */
export const FIXTURE_WEEK_KEYS = ['2026-03-06', '2026-03-13', '2026-03-20', '2026-03-27', '2026-04-03'];
const WEEKS = FIXTURE_WEEK_KEYS.map((key) => {
  const week = weekOfKey(key);
  return {
    key,
    label: week.label,
    start: new Date(week.startMs).toISOString().replace('.000Z', 'Z'),
    end: new Date(week.endMs).toISOString().replace('.000Z', 'Z'),
  };
});
/** Every deck of each week (one of them unclassified), and each rule's (FIXTURE_RULES order). */
export const WEEK_TOTALS = [16, 10, 10, 12, 8];
export const COUNTS: number[][] = [
  [15, 1, 3, 3, 1],
  [0, 5, 5, 6, 5],
  [0, 1, 1, 1, 1],
];
/** The clock of the fixture's documents: inside the newest week, which is still being counted. */
const GENERATED_AT = '2026-04-08T03:00:00Z';

function weekly(ruleIndex: number): WeeklyEntry[] {
  let previous: number | null = null;
  return WEEKS.map((week, i) => {
    const count = COUNTS[ruleIndex]![i]!;
    const matched = WEEK_TOTALS[i]! - 1;
    const share = count / matched;
    const entry: WeeklyEntry = {
      ...week,
      count,
      share,
      delta: previous === null ? null : share - previous,
      totalDecks: WEEK_TOTALS[i]!,
      matchedDecks: matched,
    };
    previous = share;
    return entry;
  });
}

export function writeFixtureDocs(docsDir: string): void {
  const totals = COUNTS.map((row) => row.reduce((a, b) => a + b, 0));
  const totalDecks = WEEK_TOTALS.reduce((a, b) => a + b, 0);
  const matched = totalDecks - WEEKS.length;
  // The event list and pages from the fixture's one list of events, as the aggregate writes them;
  // the two hand-made events' pages are written below.
  const corpus = [...fixtureEvents()].sort(compareEventsNewestFirst);
  const catalog = fixtureCatalog(FIXTURE_RULES);
  const cited = fixtureCitedDecks();
  const primaryOf = (deckId: string) => {
    const deck = cited.get(deckId);
    return deck === undefined ? undefined : (deck.ruleMatches[0] ?? null);
  };
  const home: PublicHome = {
    counts: { cards: 1234, decks: totalDecks, events: corpus.length },
    recentEvents: [
      {
        id: '900002',
        title: 'シティリーグ 東京',
        shop: 'カードショップ青',
        eventDate: '2026-04-05T00:00:00+09:00',
        createdAt: UPDATED,
        resultsCount: 2,
      },
      {
        id: '900001',
        title: 'ジムバトル 大阪',
        shop: 'ショップ赤',
        eventDate: '2026-03-29T00:00:00+09:00',
        createdAt: UPDATED,
        resultsCount: 0,
      },
    ],
    ruleRanking: FIXTURE_RULES.map((rule, i) => ({
      id: rule.id,
      name: rule.name,
      matchedDecks: totals[i]!,
      share: totals[i]! / matched,
      shareInterval: [Math.max(0, totals[i]! / matched - 0.15), Math.min(1, totals[i]! / matched + 0.15)],
    })),
    recentDecks: [
      {
        id: 'AbCdEf-123456-GhIjKl',
        name: 'テストデッキ',
        primaryRule: 'サーフゴーex',
        ruleNames: ['サーフゴーex'],
        createdAt: UPDATED,
        classificationUpdatedAt: UPDATED,
      },
      // A deck without a name of its own (its name is its id): it reads by type and date.
      {
        id: 'Fx0001-000000-DeckId',
        name: 'Fx0001-000000-DeckId',
        primaryRule: 'リザードン ex [テラスタル]',
        ruleNames: ['リザードン ex [テラスタル]'],
        createdAt: '2026-04-08T03:00:00Z',
        classificationUpdatedAt: UPDATED,
      },
      // A deck with no page in the build (no detail document, no job): shown, not linked.
      {
        id: 'NoPage-000000-NoPage',
        name: 'NoPage-000000-NoPage',
        primaryRule: null,
        ruleNames: [],
        createdAt: '2026-04-07T03:00:00Z',
        classificationUpdatedAt: UPDATED,
      },
    ],
    updatedAt: UPDATED,
  };
  write(docsDir, docPath.home, home);
  const events: PublicEvents = publicEventsOf(corpus, primaryOf, catalog, UPDATED);
  write(docsDir, docPath.events, events);
  for (const event of corpus)
    if (!HAND_MADE_EVENTS.has(event.id))
      write(docsDir, docPath.event(event.id), eventDetailOf(event, primaryOf, catalog, UPDATED));
  // An event document holds its results, not their count (the event-list item's resultsCount).
  const { resultsCount: _resultsCount, ...firstBase } = home.recentEvents[0]!;
  const detail: PublicEventDetail = {
    ...firstBase,
    url: 'https://players.pokemon-card.com/event/detail/900002/result',
    format: 'スタンダード',
    location: '東京都',
    notes: null,
    results: [
      {
        rank: 1,
        deckName: null,
        deckType: 'サーフゴーex',
        deckId: 'AbCdEf-123456-GhIjKl',
        deckStored: true,
        ruleId: 'サーフゴーex',
        ruleName: 'サーフゴーex',
      },
      {
        rank: 2,
        deckName: null,
        deckType: 'リザードン',
        deckId: null,
        deckStored: false,
        ruleId: 'リザードン ex [テラスタル]',
        ruleName: 'リザードン ex [テラスタル]',
      },
      // A placing whose list was never fetched (未取得), and one whose deck matched no rule (未分類).
      {
        rank: 3,
        deckName: null,
        deckType: null,
        deckId: 'NoList-000000-NoList',
        deckStored: false,
        ruleId: null,
        ruleName: null,
      },
      {
        rank: 3,
        deckName: null,
        deckType: null,
        deckId: 'NoPage-000000-NoPage',
        deckStored: true,
        ruleId: null,
        ruleName: null,
      },
    ],
    updatedAt: UPDATED,
  };
  write(docsDir, docPath.event(detail.id), detail);
  const { resultsCount: _count, ...emptyBase } = home.recentEvents[1]!;
  write(docsDir, docPath.event('900001'), {
    ...emptyBase,
    url: null,
    format: null,
    location: null,
    // The official site's own note for an event without results: shown once, as the empty message.
    notes: '結果は未登録です。',
    results: [],
    updatedAt: UPDATED,
  } satisfies PublicEventDetail);
  const decks: PublicDecks = {
    index: {
      order: FIXTURE_RULES.map((rule) => rule.id),
      rowsById: Object.fromEntries(
        FIXTURE_RULES.map((rule, i) => [
          rule.id,
          {
            name: rule.name,
            rank: i + 1,
            total: {
              matchedDecks: totals[i]!,
              share: totals[i]! / matched,
              totalDecks,
              shareInterval: home.ruleRanking[i]!.shareInterval,
            },
            weekly: weekly(i),
            firstSeenWeek: i === 0 ? '2026-03-06' : '2026-03-13',
            isNew: false,
          },
        ]),
      ),
      weeks: WEEKS.map((week, i) => ({
        ...week,
        totalDecks: WEEK_TOTALS[i]!,
        matchedDecks: WEEK_TOTALS[i]! - 1,
      })),
      totalDecks,
      totalMatchedDecks: matched,
      unclassifiedDecks: totalDecks - matched,
      unclassifiedShare: (totalDecks - matched) / totalDecks,
      period: { start: WEEKS[0]!.start, end: WEEKS.at(-1)!.end },
      // Inside the newest week: it is still being counted (集計中).
      generatedAt: GENERATED_AT,
    },
    updatedAt: UPDATED,
  };
  write(docsDir, docPath.decks, decks);
  // The window rankings, counted by the engine from the same weekly counts.
  const windowContext: WindowContext = {
    weekly: {
      weeks: WEEKS.map((week, i) => ({
        ...week,
        totalDecks: WEEK_TOTALS[i]!,
        matchedDecks: WEEK_TOTALS[i]! - 1,
        ruleCounts: new Map(FIXTURE_RULES.map((rule, r) => [rule.id, COUNTS[r]![i]!])),
      })),
      currentWeekKey: WEEKS.at(-1)!.key,
      firstSeen: new Map(),
    },
    entries: FIXTURE_RULES,
    totalDecks,
    matchedDecks: matched,
    matchedOf: (id) => totals[FIXTURE_RULES.findIndex((rule) => rule.id === id)] ?? 0,
    period: decks.index.period,
    asOf: GENERATED_AT,
    minDecks: DEFAULT_MIN_WINDOW_DECKS,
  };
  const windows = windowsOf(windowContext);
  for (const window of windows) write(docsDir, docPath.window(window.key), window);
  writeFixtureSegments((at, value) => write(docsDir, at, value), windowContext);
  const [a, b, c] = FIXTURE_RULES;
  const opponent = (rule: { id: string; name: string }, wins: number, losses: number) => ({
    ruleId: rule.id,
    ruleName: rule.name,
    wins,
    losses,
    winRate: wins + losses > 0 ? wins / (wins + losses) : null,
    winRateInterval: wins + losses > 0 ? ([0.1, 0.9] as [number, number]) : null,
    thin: wins + losses < 5,
  });
  const matchups: PublicMatchups = {
    rows: [
      {
        ruleId: a.id,
        ruleName: a.name,
        wins: 7,
        losses: 3,
        games: 10,
        winRate: 0.7,
        winRateInterval: [0.4, 0.89],
        opponents: [opponent(b, 6, 2), opponent(c, 1, 1), opponent(DISABLED_RULE, 1, 0)],
      },
      {
        ruleId: b.id,
        ruleName: b.name,
        wins: 2,
        losses: 7,
        games: 9,
        winRate: 2 / 9,
        winRateInterval: [0.06, 0.55],
        opponents: [opponent(a, 2, 6), opponent(c, 0, 1)],
      },
      {
        ruleId: c.id,
        ruleName: c.name,
        wins: 2,
        losses: 1,
        games: 3,
        winRate: 2 / 3,
        winRateInterval: [0.2, 0.94],
        opponents: [opponent(a, 1, 1), opponent(b, 1, 0)],
      },
    ],
    minGames: 5,
    updatedAt: UPDATED,
  };
  // A rule that is in the results but has no deck-type page (disabled): its name is not a link.
  matchups.rows.push({
    ruleId: DISABLED_RULE.id,
    ruleName: DISABLED_RULE.name,
    wins: 0,
    losses: 1,
    games: 1,
    winRate: 0,
    winRateInterval: [0, 0.79],
    thin: true,
    opponents: [opponent(a, 0, 1)],
  });
  write(docsDir, docPath.matchups, matchups);
  write(docsDir, docPath.placements, {
    ...placementsOf(corpus, primaryOf, catalog, FIXTURE_MIN_CITED),
    updatedAt: UPDATED,
  });
  writeWindowEventFixture(
    (at, value) => write(docsDir, at, value),
    windows,
    FIXTURE_RULES,
    matchups.minGames,
    FIXTURE_MIN_CITED,
  );
  writeFixtureDetailDocs(
    docsDir,
    FIXTURE_RULES.map((rule, i) => ({ ...rule, matched: totals[i]!, weekly: weekly(i) })),
    matched,
  );
  writeDetailFixtureExtras(docsDir);
  writeFixtureCards((at, value) => write(docsDir, at, value), GENERATED_AT, FIXTURE_RULES);
  writeFixtureCheckRules((at, value) => write(docsDir, at, value));
}

/** The 入賞 table's threshold in the fixture. */
export const FIXTURE_MIN_CITED = 10;

/** The events whose pages are written by hand (the rest are the aggregate's, from the corpus). */
const HAND_MADE_EVENTS = new Set(['900001', '900002']);
