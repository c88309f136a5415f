// Prerender-time data of /decks/{id}/variants/{variantId}: `public/decks/variants/<id>__<variantId>`.
// The URL holds file names (engine/ids.ts); a long id's full text comes from the deck-type page's
// document, since the joined document id of two long ids cannot be rebuilt from their file names.
import { fileNameOf } from '../../../../../../engine/ids.ts';
import { adoptionCardNames, adoptionDeckIds } from '../../../../../components/detail/CardAdoptionSection.tsx';
import { matchingDeckIds } from '../../../../../components/detail/MatchingDecksSection.tsx';
import { pageData } from '../../../../../lib/docs.ts';

export const data = pageData((docs, pageContext) => {
  const ruleName = pageContext.routeParams.id ?? '';
  const variantName = pageContext.routeParams.variantId ?? '';
  if (ruleName === '' || variantName === '')
    return { ruleId: ruleName, variantId: variantName, detail: null, unreadable: false };
  const deckType = docs.read('deckType', ruleName);
  const ruleId = deckType?.rule.id ?? ruleName;
  const variantId = deckType?.stats.variants.find((v) => fileNameOf(v.id) === variantName)?.id ?? variantName;
  const doc = docs.readSubRule('variant', ruleId, variantId);
  const detail = typeof doc === 'object' ? doc : null;
  if (detail) {
    docs.linkTo({
      decks: [...adoptionDeckIds(detail.stats.cardAdoption), ...matchingDeckIds(detail.decks)],
      cards: adoptionCardNames(detail.stats.cardAdoption),
    });
  }
  return { ruleId, variantId, detail, unreadable: doc === 'unreadable' };
});
