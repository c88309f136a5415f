// Every number on a screen is of that screen's window and event kind: the /decks header, the window
// and segment lines, the ranking, the 入賞 table, the matchup grid's event count and the event list,
// each held to one count per window and kind made here straight from the fixture's decks and events
// (scripts/siteFixture/fixtureDocs.ts weekly counts, scripts/siteFixture/fixtureEvents.ts), never
// from the emitted documents.
import { EVENT_KIND_LABELS, EVENT_KINDS, type EventKind } from '../../engine/eventSegments.ts';
import {
  DEFAULT_MIN_WINDOW_DECKS,
  WINDOW_KEYS,
  WINDOW_LABELS,
  type WindowKey,
} from '../../engine/windows.ts';
import {
  COUNTS,
  FIXTURE_MIN_CITED,
  FIXTURE_RULES,
  FIXTURE_WEEK_KEYS,
  WEEK_TOTALS,
} from '../../scripts/siteFixture/fixtureDocs.ts';
import { FIXTURE_CITED, fixtureEventDocs } from '../../scripts/siteFixture/fixtureEvents.ts';
import { FIXTURE_SEGMENT_MIN_DECKS } from '../../scripts/siteFixture/fixtureSegments.ts';
import { expect, test } from './fixtures.ts';
import { byTestId, type Html, servedHtml, textOf } from './servedHtml.ts';

/** The weeks of each window at the fixture's clock (in the newest week); 現環境 starts with M4 (2026-03-13). */
const WEEKS_OF: Record<WindowKey, string[]> = {
  '1w': FIXTURE_WEEK_KEYS.slice(-1),
  '2w': FIXTURE_WEEK_KEYS.slice(-2),
  '4w': FIXTURE_WEEK_KEYS.slice(-4),
  current: FIXTURE_WEEK_KEYS.filter((week) => week >= '2026-03-13'),
  all: FIXTURE_WEEK_KEYS,
};

const jstMs = (day: string) => Date.parse(`${day}T00:00:00+09:00`);
const DAY = 86_400_000;

interface RawResult {
  rank: number;
  deck_id?: string;
  deck_type?: string;
}
interface RawEvent {
  id: string;
  event_title: string;
  event_date: string;
  results: RawResult[];
}
const EVENTS = fixtureEventDocs() as unknown as RawEvent[];

/** An event's kind by its title, as a player reads it. */
function kindOf(event: RawEvent): EventKind {
  const title = event.event_title;
  if (title.startsWith('シティリーグ')) return 'city';
  if (title.startsWith('チャンピオンズリーグ')) return 'cl';
  if (title.startsWith('トレーナーズリーグ')) return 'trainers';
  if (title.startsWith('ジムバトル')) return 'gym';
  return 'other';
}

/** A cited deck's week and type: `03-20#4` is the fifth deck of the week of 2026-03-20. */
function citedDeck(id: string): { week: string; type: string | null } | undefined {
  const [monthDay, index] = id.split('#');
  const week = `2026-${monthDay}`;
  const type = FIXTURE_CITED[week]?.[Number(index)];
  return type === undefined ? undefined : { week, type };
}

const RULE_IDS = new Set<string>(FIXTURE_RULES.map((rule) => rule.id));
const nameOf = (id: string) => FIXTURE_RULES.find((rule) => rule.id === id)!.name;

/** A result's type: its stored deck's, else its deck_type when that names a rule with a page. */
function typeOf(result: RawResult): string | undefined {
  if (result.deck_id !== undefined) {
    const deck = citedDeck(result.deck_id);
    if (deck) return deck.type ?? undefined;
  }
  return result.deck_type !== undefined && RULE_IDS.has(result.deck_type) ? result.deck_type : undefined;
}

/** The events with results of a window (dated in its weeks; 全期間: every one) and kind (null: all). */
function eventsOf(key: WindowKey, kind: EventKind | null): RawEvent[] {
  const weeks = WEEKS_OF[key];
  const [from, to] = [jstMs(weeks[0]!), jstMs(weeks.at(-1)!) + 7 * DAY];
  return EVENTS.filter((event) => {
    if (event.results.length === 0 || (kind !== null && kindOf(event) !== kind)) return false;
    const ms = Date.parse(event.event_date);
    return key === 'all' || (ms >= from && ms < to);
  });
}

/** Decks, matched decks and each type's decks. */
interface DeckCount {
  total: number;
  matched: number;
  byType: Map<string, number>;
}

/** Every deck of a window, from the weekly counts (one unclassified deck a week). */
function allDecks(key: WindowKey): DeckCount {
  const indexes = WEEKS_OF[key].map((week) => FIXTURE_WEEK_KEYS.indexOf(week));
  const total = indexes.reduce((sum, i) => sum + WEEK_TOTALS[i]!, 0);
  const byType = new Map(
    FIXTURE_RULES.map((rule, r) => [rule.id, indexes.reduce((sum, i) => sum + COUNTS[r]![i]!, 0)]),
  );
  return { total, matched: total - indexes.length, byType };
}

/** The stored decks of a window cited by any event of a kind. */
function kindDecks(key: WindowKey, kind: EventKind): DeckCount {
  const ids = new Set<string>();
  for (const event of EVENTS)
    if (kindOf(event) === kind)
      for (const result of event.results) {
        const deck = result.deck_id === undefined ? undefined : citedDeck(result.deck_id);
        if (deck && WEEKS_OF[key].includes(deck.week)) ids.add(result.deck_id!);
      }
  const byType = new Map<string, number>();
  let matched = 0;
  for (const id of ids) {
    const type = citedDeck(id)!.type;
    if (type === null) continue;
    matched += 1;
    byType.set(type, (byType.get(type) ?? 0) + 1);
  }
  return { total: ids.size, matched, byType };
}

/** The 入賞 figures of a set of events: results, and per type its results, wins and top-4. */
function placementsOf(events: RawEvent[]) {
  const byType = new Map<string, { cited: number; wins: number; top4: number }>();
  let cited = 0;
  let unknown = 0;
  let lowest = 0;
  for (const event of events)
    for (const result of event.results) {
      cited += 1;
      lowest = Math.max(lowest, result.rank);
      const type = typeOf(result);
      if (type === undefined) {
        unknown += 1;
        continue;
      }
      const row = byType.get(type) ?? { cited: 0, wins: 0, top4: 0 };
      row.cited += 1;
      if (result.rank === 1) row.wins += 1;
      if (result.rank <= 4) row.top4 += 1;
      byType.set(type, row);
    }
  return { events: events.length, cited, unknown, byType, lowest };
}

/** Finals of known, different types: the matchup grid's games. */
function finalsOf(events: RawEvent[]): number {
  return events.filter((event) => {
    const first = event.results.find((r) => r.rank === 1);
    const second = event.results.find((r) => r.rank === 2);
    const [a, b] = [first && typeOf(first), second && typeOf(second)];
    return a !== undefined && b !== undefined && a !== b;
  }).length;
}

const numberText = (n: number) => n.toLocaleString('ja-JP');

function expectHeader($: Html, count: DeckCount) {
  expect(textOf(byTestId($, 'total-decks'))).toBe(numberText(count.total));
  expect(textOf(byTestId($, 'unclassified'))).toMatch(new RegExp(`^${count.total - count.matched}（`));
}

function expectPlacements($: Html, expected: ReturnType<typeof placementsOf>) {
  expect(textOf(byTestId($, 'placements-summary'))).toContain(
    `の${expected.events}大会・${expected.cited}件、うちデッキタイプ不明${expected.unknown}件`,
  );
  expect(byTestId($, 'placements-table').find('tbody tr')).toHaveLength(expected.byType.size);
  for (const [type, row] of expected.byType) {
    const line = $(`[data-testid="placements-table"] tbody tr[data-rule="${type}"]`);
    expect(textOf(byTestId($, 'placement-cited', line)), type).toMatch(new RegExp(`^${row.cited} `));
    expect(textOf(byTestId($, 'placement-wins', line).find('.placement-count')), type).toBe(String(row.wins));
    if (expected.lowest > 4)
      expect(textOf(byTestId($, 'placement-top4', line).find('.placement-count')), type).toBe(
        String(row.top4),
      );
  }
  // A cut that holds every result is left out.
  if (expected.lowest <= 4) expect(byTestId($, 'placement-top4')).toHaveLength(0);
  // Every fixture result is within the top 8: its ratio would be ×1.00 for every type.
  expect(textOf(byTestId($, 'placements-cut-hidden'))).toContain('ベスト8の列は省きました');
  expect(byTestId($, 'placement-top8')).toHaveLength(0);
}

/** The window the switch marks as the page's. */
const currentWindow = ($: Html) => textOf($('.window-nav [aria-current="page"]'));

// The figures are what the pre-rendered pages say (no script changes them): read from the served
// HTML, 13 pages a window, instead of loading each in the browser.
for (const key of WINDOW_KEYS) {
  test(`${WINDOW_LABELS[key]}: /decks, its kind pages, /matchups and /events count one window`, async ({
    site,
  }) => {
    const decks = allDecks(key);
    const thin = decks.matched < DEFAULT_MIN_WINDOW_DECKS;

    let $ = await servedHtml(`${site.url}/decks/w/${key}`);
    expect(currentWindow($)).toBe(WINDOW_LABELS[key]);
    expectHeader($, decks);
    expect(textOf(byTestId($, 'window-matched'))).toBe(numberText(decks.matched));
    expect(byTestId($, 'window-thin')).toHaveLength(thin ? 1 : 0);
    // Each type's decks in the window, ranked only when the window ranks and the type has decks.
    for (const [type, count] of decks.byType) {
      const rows = $('table.decks-table tbody tr').filter(
        (_, tr) =>
          $(tr)
            .find('a')
            .filter((_, a) => textOf($(a)) === nameOf(type)).length > 0,
      );
      expect(rows, type).toHaveLength(1);
      if (key !== 'all')
        expect(textOf(byTestId($, 'window-share', rows).find('.count')), type).toContain(
          `${count}/${decks.matched}`,
        );
      expect(textOf(rows.find('td.wide-only').first()), type).toMatch(
        key === 'all' || (!thin && count > 0) ? /^\d+$/ : /^—$/,
      );
    }
    expectPlacements($, placementsOf(eventsOf(key, null)));

    for (const kind of EVENT_KINDS) {
      const kindCount = kindDecks(key, kind);
      const kindEvents = eventsOf(key, kind);
      $ = await servedHtml(`${site.url}/decks/w/${key}/k/${kind}`);
      expect(currentWindow($), kind).toBe(WINDOW_LABELS[key]);
      expectHeader($, kindCount);
      expect(textOf(byTestId($, 'segment-summary')), kind).toContain(
        `${EVENT_KIND_LABELS[kind]}の大会で使われたデッキ（${kindEvents.length}大会）`,
      );
      expect(textOf(byTestId($, 'segment-matched')), kind).toBe(numberText(kindCount.matched));
      const kindThin = kindCount.matched < FIXTURE_SEGMENT_MIN_DECKS;
      const ranking = byTestId($, 'segment-ranking');
      const withDecks = [...kindCount.byType].filter(([, n]) => n > 0);
      if (withDecks.length > 0) {
        expect(textOf(ranking.find('thead th').first()), kind).toBe(kindThin ? 'デッキタイプ' : '順位');
        expect(ranking.find('tbody tr'), kind).toHaveLength(withDecks.length);
        for (const [type, n] of withDecks) {
          const row = ranking.find('tbody tr').filter((_, tr) => textOf($(tr)).includes(nameOf(type)));
          expect(row, `${kind} ${type}`).toHaveLength(1);
          expect(textOf(row), `${kind} ${type}`).toContain(String(n));
        }
      }
      const placed = placementsOf(kindEvents);
      if (placed.cited > 0) expectPlacements($, placed);
      else expect(textOf($('section.placements')), kind).toContain('入賞データがありません');
    }

    $ = await servedHtml(`${site.url}/matchups/w/${key}`);
    expect(textOf(byTestId($, 'matchup-window-events'))).toBe(String(eventsOf(key, null).length));
    expect(textOf(byTestId($, 'matchup-window-finals'))).toBe(String(finalsOf(eventsOf(key, null))));

    for (const kind of [null, ...EVENT_KINDS]) {
      const path =
        kind === null ? (key === 'all' ? '/events' : `/events/w/${key}`) : `/events/w/${key}/k/${kind}`;
      $ = await servedHtml(site.url + path);
      expect(textOf(byTestId($, 'events-with-results')), path).toBe(String(eventsOf(key, kind).length));
    }
  });
}

test('the fixture is varied: a thin window, a thin and a ranked kind, a kind without events', () => {
  expect(allDecks('1w').matched).toBeLessThan(DEFAULT_MIN_WINDOW_DECKS);
  expect(allDecks('4w').matched).toBeGreaterThanOrEqual(DEFAULT_MIN_WINDOW_DECKS);
  expect(kindDecks('4w', 'city').matched).toBeGreaterThanOrEqual(FIXTURE_SEGMENT_MIN_DECKS);
  expect(kindDecks('4w', 'gym').matched).toBeLessThan(FIXTURE_SEGMENT_MIN_DECKS);
  expect(eventsOf('1w', 'other')).toHaveLength(0);
  // All time counts events the newest four weeks do not: the two differ.
  expect(eventsOf('all', 'city').length).toBeGreaterThan(eventsOf('4w', 'city').length);
  expect(FIXTURE_MIN_CITED).toBeGreaterThan(0);
});
