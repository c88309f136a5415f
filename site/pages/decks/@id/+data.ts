// Prerender-time data of /decks/{id}: the deck-type document `public/decks/types/<id>`, its
// consensus list with the adoption rates included, and which sub-rules' documents are missing or
// unreadable (their rows say so instead of linking to a page that is not there).
import type { PageContextServer } from 'vike/types';
import { WINDOW_KEYS } from '../../../../engine/windows.ts';
import { typeInWindows } from '../../../components/detail/WindowSharesSection.tsx';
import { readDoc, readSubRuleDoc } from '../../../lib/docs.ts';

export function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? '';
  if (id === '') return { id, detail: null, consensus: undefined, unavailableVariants: [], windows: [] };
  const detail = readDoc('deckType', id);
  const unavailableVariants = (detail?.stats.variants ?? [])
    .filter((variant) => typeof readSubRuleDoc('variant', detail!.rule.id, variant.id) !== 'object')
    .map((variant) => variant.id);
  // The type's share over each time window, from the window rankings.
  const windows = typeInWindows(
    id,
    WINDOW_KEYS.map((key) => readDoc('window', key)),
  );
  return { id, detail, consensus: detail?.consensus, unavailableVariants, windows };
}
