// The deck-type list reads public/decks and the ranking of its time window (public_windows/{key}):
// /decks shows the default window, /decks/w/{key} another; both show the 入賞 table (public/placements).
import { DEFAULT_WINDOW, isWindowKey } from '../../../engine/windows.ts';
import { placementsLinkIds } from '../../components/PlacementsSection.tsx';
import { pageData } from '../../lib/docs.ts';
import { rowsOf } from './rows.ts';

export const data = pageData((docs, pageContext) => {
  const asked = pageContext.routeParams?.window;
  const windowKey = asked !== undefined && isWindowKey(asked) ? asked : DEFAULT_WINDOW;
  const decks = docs.read('decks');
  const window = docs.read('window', windowKey);
  const placements = docs.read('placements');
  docs.linkTo({
    deckTypes: [
      ...(decks ? rowsOf(decks.index, window).map((row) => row.id) : []),
      ...placementsLinkIds(placements),
    ],
  });
  return { decks, windowKey, window, placements };
});
