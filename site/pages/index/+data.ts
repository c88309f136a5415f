// The dashboard reads public/home, public/decks for the weekly trend of the top deck types, and
// the ranking of its time window (public_windows/{key}): / shows the default window, /w/{key} another.
import { DEFAULT_WINDOW, isWindowKey } from '../../../engine/windows.ts';
import { pageData } from '../../lib/docs.ts';
import { rankingOf } from './ranking.ts';

export const data = pageData((docs, pageContext) => {
  const asked = pageContext.routeParams?.window;
  const windowKey = asked !== undefined && isWindowKey(asked) ? asked : DEFAULT_WINDOW;
  const home = docs.read('home');
  const decks = docs.read('decks');
  const window = docs.read('window', windowKey);
  if (home) {
    docs.linkTo({
      deckTypes: [
        ...rankingOf(home, window).map((row) => row.id),
        ...home.recentDecks.map((deck) => deck.primaryRule),
      ],
      decks: home.recentDecks.map((deck) => deck.id),
    });
  }
  return { home, decks, windowKey, window };
});
