// Every deck type the aggregation emitted gets its page.
import { deckTypePath } from '../../../components/detail/paths.ts';
import { listDocIds } from '../../../lib/docs.ts';

export function onBeforePrerenderStart(): string[] {
  return listDocIds('public/decks/types').map(deckTypePath);
}
