// The fixture's matchups and placements over each time window, and each event kind's placements,
// counted by the engine (engine/aggregate/windowEvents.ts) from the fixture's one list of events
// (scripts/siteFixture/fixtureEvents.ts): the finals make the newest four weeks (the default) differ
// from all time and leave the newest week too thin to read.
import { kindPlacementDocsOf, windowEventDocsOf } from '../../engine/aggregate/windowEvents.ts';
import { docPath } from '../../engine/docPaths.ts';
import type { PublicWindow } from '../../engine/documentSchemas/windowDocs.ts';
import { EVENT_KINDS } from '../../engine/eventSegments.ts';
import { DEFAULT_MIN_WINDOW_DECKS } from '../../engine/windows.ts';
import { fixtureCatalog } from './fixtureCatalog.ts';
import { fixtureCitedDecks, fixtureEvents } from './fixtureEvents.ts';

type Rule = { readonly id: string; readonly name: string };

export function writeWindowEventFixture(
  write: (docPathText: string, value: unknown) => void,
  windows: readonly PublicWindow[],
  /** The rules with a page: a result of any other type is of an unknown type, as in the aggregate. */
  rules: readonly Rule[],
  minGames: number,
  /** The 入賞 table's thin bar (the aggregate uses --min-games for both). */
  minCited: number,
): void {
  const cited = fixtureCitedDecks();
  const context = {
    events: fixtureEvents(),
    primaryRuleOf: (deckId: string) => {
      const deck = cited.get(deckId);
      return deck === undefined ? undefined : (deck.ruleMatches[0] ?? null);
    },
    rules: fixtureCatalog(rules),
    minGames,
    minDecks: DEFAULT_MIN_WINDOW_DECKS,
    asOf: windows[0]!.updatedAt,
  };
  const matchupDocs = windowEventDocsOf(windows, context);
  const placementDocs = windowEventDocsOf(windows, { ...context, minGames: minCited });
  for (const [i, window] of windows.entries()) {
    write(docPath.windowMatchups(window.key), matchupDocs[i]!.matchups);
    write(docPath.windowPlacements(window.key), placementDocs[i]!.placements);
  }
  for (const kind of EVENT_KINDS)
    for (const placements of kindPlacementDocsOf(windows, { ...context, minGames: minCited }, kind))
      write(docPath.kindPlacements(placements.window.key, kind), placements);
}
