// The deck-type list reads public/decks and the ranking of its time window (public_windows/{key}):
// /decks shows the default window, /decks/w/{key} another; both show the 入賞 table of their window
// (public_window_placements/{key}).
// /decks/w/{key}/k/{kind} ranks the decks of one event kind (public_segments/{key}/kinds/{kind})
// beside the 入賞 table of that kind's events (public_window_placements/{key}/kinds/{kind}); the
// others embed their window's browser segments (public_segments/{key}).
import { DEFAULT_WINDOW, isWindowKey } from '../../../engine/windows.ts';
import { placementsLinkIds } from '../../components/PlacementsSection.tsx';
import { pageData } from '../../lib/docs.ts';
import { segmentData } from '../../lib/segmentData.ts';
import { rowsOf } from './rows.ts';

export const data = pageData((docs, pageContext) => {
  const asked = pageContext.routeParams?.window;
  const windowKey = asked !== undefined && isWindowKey(asked) ? asked : DEFAULT_WINDOW;
  const decks = docs.read('decks');
  const window = docs.read('window', windowKey);
  const segments = segmentData(docs, pageContext, windowKey);
  const placements = segments.kind
    ? docs.read('kindPlacements', windowKey, segments.kind)
    : docs.read('windowPlacements', windowKey);
  docs.linkTo({
    deckTypes: [
      ...(segments.kind
        ? (segments.kindSegment?.rows ?? []).map((row) => row.id)
        : decks
          ? rowsOf(decks.index, window).map((row) => row.id)
          : []),
      ...(segments.segments?.typeIds ?? []),
      ...placementsLinkIds(placements),
    ],
  });
  return { decks, windowKey, window, placements, ...segments };
});
