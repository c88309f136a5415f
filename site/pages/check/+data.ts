// Prerender-time data of /check: the published rules (`public/rules`), and for each rule its
// consensus list (`public/decks/consensus/{id}`), its card adoption (the deck-type document) and
// whether its page exists; the cards that have pages (the `public_cards` folder).
import { docPath } from '../../../engine/docPaths.ts';
import { pageData } from '../../lib/docs.ts';
import { adoptionOf, type CheckPayload } from './checkData.ts';

export const data = pageData((docs) => {
  const published = docs.read('publicRules');
  if (!published) return { payload: null };
  const types: CheckPayload['types'] = {};
  for (const rule of published.rules) {
    const detail = docs.read('deckType', rule.id);
    types[rule.id] = {
      consensus: docs.read('deckConsensus', rule.id)?.consensus.cards ?? [],
      adoption: adoptionOf(detail),
      hasPage: detail !== null,
    };
  }
  const payload: CheckPayload = { rules: published.rules, types, cardPages: docs.list(docPath.cards) };
  return { payload };
});
