// Prerender-time data of /decks/{id}/variants/{variantId}: `public/decks/variants/<id>__<variantId>`.
// The URL holds file names (engine/ids.ts); a long id's full text comes from the deck-type page's
// document, since the joined document id of two long ids cannot be rebuilt from their file names.
import type { PageContextServer } from 'vike/types';
import { fileNameOf } from '../../../../../../engine/ids.ts';
import { readDoc, readSubRuleDoc } from '../../../../../lib/docs.ts';

export function data(pageContext: PageContextServer) {
  const ruleName = pageContext.routeParams.id ?? '';
  const variantName = pageContext.routeParams.variantId ?? '';
  if (ruleName === '' || variantName === '')
    return { ruleId: ruleName, variantId: variantName, detail: null, unreadable: false };
  const deckType = readDoc('deckType', ruleName);
  const ruleId = deckType?.rule.id ?? ruleName;
  const variantId = deckType?.stats.variants.find((v) => fileNameOf(v.id) === variantName)?.id ?? variantName;
  const doc = readSubRuleDoc('variant', ruleId, variantId);
  return {
    ruleId,
    variantId,
    detail: typeof doc === 'object' ? doc : null,
    unreadable: doc === 'unreadable',
  };
}
