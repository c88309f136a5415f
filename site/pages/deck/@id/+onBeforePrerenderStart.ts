// Every deck with an emitted detail document gets its page.
import { deckPath } from '../../../components/detail/paths.ts';
import { listDocIds } from '../../../lib/docs.ts';
import { shardUrls } from '../../../lib/shard.ts';

export function onBeforePrerenderStart(): string[] {
  return shardUrls(listDocIds('public_deck_details').map(deckPath));
}
