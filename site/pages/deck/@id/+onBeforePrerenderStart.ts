// Every deck with an emitted detail document gets its page.
import { deckPath } from '../../../components/detail/paths.ts';
import { listDocIds } from '../../../lib/docs.ts';

export function onBeforePrerenderStart(): string[] {
  return listDocIds('public_deck_details').map(deckPath);
}
