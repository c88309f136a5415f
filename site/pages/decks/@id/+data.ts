// Prerender-time data of /decks/{id}: the deck-type document `public/decks/types/<id>`, its
// consensus list with the adoption rates included, which sub-rules' documents are missing or
// unreadable (their rows say so instead of linking to a page that is not there), and which of the
// deck types and decks it links to have pages.
import { WINDOW_KEYS } from '../../../../engine/windows.ts';
import { adoptionCardNames, adoptionDeckIds } from '../../../components/detail/CardAdoptionSection.tsx';
import { matchingDeckIds } from '../../../components/detail/MatchingDecksSection.tsx';
import { matchupsLinkIds } from '../../../components/detail/MatchupsSection.tsx';
import { typeInWindows } from '../../../components/detail/WindowSharesSection.tsx';
import { pageData } from '../../../lib/docs.ts';

export const data = pageData((docs, pageContext) => {
  const id = pageContext.routeParams.id ?? '';
  if (id === '') return { id, detail: null, consensus: undefined, unavailableVariants: [], windows: [] };
  const detail = docs.read('deckType', id);
  const unavailableVariants = (detail?.stats.variants ?? [])
    .filter((variant) => typeof docs.readSubRule('variant', detail!.rule.id, variant.id) !== 'object')
    .map((variant) => variant.id);
  // The type's share over each time window, from the window rankings.
  const windows = typeInWindows(
    id,
    WINDOW_KEYS.map((key) => docs.read('window', key)),
  );
  if (detail) {
    docs.linkTo({
      deckTypes: matchupsLinkIds(detail.matchups),
      decks: [...adoptionDeckIds(detail.stats.cardAdoption), ...matchingDeckIds(detail.decks)],
      cards: [
        ...adoptionCardNames(detail.stats.cardAdoption),
        ...(detail.consensus?.cards ?? []).map((card) => card.name),
      ],
    });
  }
  return { id, detail, consensus: detail?.consensus, unavailableVariants, windows };
});
