// The card list reads its time window's card document (public_card_windows/{key}): /cards shows
// the default window, /cards/w/{key} another. Its rows link to the deck types that play them.
import { DEFAULT_WINDOW, isWindowKey } from '../../../engine/windows.ts';
import { pageData } from '../../lib/docs.ts';

export const data = pageData((docs, pageContext) => {
  const asked = pageContext.routeParams?.window;
  const windowKey = asked !== undefined && isWindowKey(asked) ? asked : DEFAULT_WINDOW;
  const cards = docs.read('cardWindow', windowKey);
  docs.linkTo({
    deckTypes: (cards?.rows ?? []).flatMap((row) => row.types.map((type) => type.id)),
    cards: (cards?.rows ?? []).map((row) => row.name),
  });
  return { windowKey, cards };
});
