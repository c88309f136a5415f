// The fixture's matchups and placements over each time window, counted by the engine
// (engine/aggregate/windowEvents.ts) from hand-made events dated across the fixture's weeks: the
// finals make the newest four weeks (the default) differ from all time and leave the newest week
// too thin to read; the placements are the six events of the all-time 入賞 fixture, four of them in
// the newest four weeks' older part and two in the newest week.
import { parseEvents } from '../../engine/aggregate/events.ts';
import { windowEventDocsOf } from '../../engine/aggregate/windowEvents.ts';
import { docPath } from '../../engine/docPaths.ts';
import type { PublicWindow } from '../../engine/documentSchemas/windowDocs.ts';
import { DEFAULT_MIN_WINDOW_DECKS } from '../../engine/windows.ts';
import { fixtureCatalog } from './fixtureCatalog.ts';

type Rule = { readonly id: string; readonly name: string };

/** Finals by day (JST): [winner, loser] by rule index; 3 is the rule without a page. */
const FINALS: [string, [number, number][]][] = [
  [
    '2026-03-07',
    [
      [0, 1],
      [0, 1],
      [0, 1],
      [0, 2],
    ],
  ],
  [
    '2026-03-14',
    [
      [1, 0],
      [1, 0],
    ],
  ],
  [
    '2026-03-21',
    [
      [1, 0],
      [0, 1],
    ],
  ],
  [
    '2026-03-28',
    [
      [2, 1],
      [0, 3],
    ],
  ],
  [
    '2026-04-04',
    [
      [1, 0],
      [1, 2],
      [2, 0],
    ],
  ],
];

/** The days of the six 入賞 events (in the all-time fixture's order). */
const PLACEMENT_DAYS = ['2026-03-14', '2026-03-21', '2026-03-21', '2026-03-28', '2026-04-04', '2026-04-05'];

export function writeWindowEventFixture(
  write: (docPathText: string, value: unknown) => void,
  windows: readonly PublicWindow[],
  rules: readonly Rule[],
  placementEvents: readonly { id: string; results: unknown[] }[],
  minGames: number,
  /** The 入賞 table's thin bar (the aggregate uses --min-games for both). */
  minCited: number,
): void {
  const catalog = fixtureCatalog(rules);
  const finals = FINALS.flatMap(([day, games]) =>
    games.map(([winner, loser], i) => ({
      id: `final-${day}-${i}`,
      event_date: `${day}T00:00:00+09:00`,
      results: [
        { rank: 1, deck_type: rules[winner]!.id },
        { rank: 2, deck_type: rules[loser]!.id },
      ],
    })),
  );
  const placed = placementEvents.map((event, k) => ({
    ...event,
    event_date: `${PLACEMENT_DAYS[k]}T00:00:00+09:00`,
  }));
  const context = {
    primaryRuleOf: () => undefined,
    rules: catalog,
    minGames,
    minDecks: DEFAULT_MIN_WINDOW_DECKS,
    asOf: windows[0]!.updatedAt,
  };
  const matchupDocs = windowEventDocsOf(windows, { ...context, events: parseEvents(finals) });
  const placementDocs = windowEventDocsOf(windows, {
    ...context,
    minGames: minCited,
    events: parseEvents(placed),
  });
  for (const [i, window] of windows.entries()) {
    write(docPath.windowMatchups(window.key), matchupDocs[i]!.matchups);
    write(docPath.windowPlacements(window.key), placementDocs[i]!.placements);
  }
}
