// Every deck with an emitted detail document gets its page, and so does every deck that is only
// queued for fetching (its page shows the job status).
import { deckPath } from '../../../components/detail/paths.ts';
import { listDocIds } from '../../../lib/docs.ts';
import { shardUrls } from '../../../lib/shard.ts';

export function onBeforePrerenderStart(): string[] {
  const ids = new Set([...listDocIds('public_deck_details'), ...listDocIds('deck_jobs')]);
  return shardUrls([...ids].map(deckPath));
}
