// The dashboard reads public/home, public/decks for the weekly trend of the top deck types, and
// the ranking of its time window (public_windows/{key}): / shows the default window, /w/{key} another;
// /w/{key}/k/{kind} the decks of one event kind, the others embed their window's browser segments.
import { DEFAULT_WINDOW, isWindowKey } from '../../../engine/windows.ts';
import { pageData } from '../../lib/docs.ts';
import { segmentData } from '../../lib/segmentData.ts';
import { kindRankingOf, rankingOf } from './ranking.ts';

export const data = pageData((docs, pageContext) => {
  const asked = pageContext.routeParams?.window;
  const windowKey = asked !== undefined && isWindowKey(asked) ? asked : DEFAULT_WINDOW;
  const home = docs.read('home');
  const decks = docs.read('decks');
  const window = docs.read('window', windowKey);
  const segments = segmentData(docs, pageContext, windowKey);
  if (home) {
    const ranking = segments.kind ? kindRankingOf(segments.kindSegment) : rankingOf(home, window);
    docs.linkTo({
      deckTypes: [
        ...ranking.map((row) => row.id),
        ...(segments.segments?.typeIds ?? []),
        ...home.recentDecks.map((deck) => deck.primaryRule),
      ],
      decks: home.recentDecks.map((deck) => deck.id),
    });
  }
  return { home, decks, windowKey, window, ...segments };
});
