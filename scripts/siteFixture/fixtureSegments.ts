// The event segments of the site fixture, counted by the engine (engine/aggregate/segments.ts)
// over the fixture's cited decks and events (scripts/siteFixture/fixtureEvents.ts): several kinds,
// leagues, regions and sizes, one deck cited by two events, an unclassified cited deck, and thin
// segments beside ones that rank.
import { segmentDocumentsOf } from '../../engine/aggregate/segments.ts';
import type { WindowContext } from '../../engine/aggregate/windows.ts';
import { docPath } from '../../engine/docPaths.ts';
import { fixtureCitedDecks, fixtureEvents } from './fixtureEvents.ts';

/**
 * The segments' thin bar in the fixture: its corpus is tens of decks, so the windows' 30 would
 * make every segment thin. シティリーグ ranks over 直近4週, ジムバトル (one deck) is thin.
 */
export const FIXTURE_SEGMENT_MIN_DECKS = 4;

export function writeFixtureSegments(
  write: (docPathText: string, value: unknown) => void,
  all: WindowContext,
): void {
  const docs = segmentDocumentsOf({
    events: fixtureEvents(),
    citedDecks: fixtureCitedDecks(),
    all: { ...all, minDecks: FIXTURE_SEGMENT_MIN_DECKS },
  });
  for (const { windowKey, kind, doc } of docs.kinds) write(docPath.kindSegment(windowKey, kind), doc);
  for (const doc of docs.compact) write(docPath.segments(doc.key), doc);
}
