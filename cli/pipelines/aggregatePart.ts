// One worker thread's share of `tcg aggregate`'s deck stream, in a module of its own so that a
// store can run it in threads (DocumentStore.scanParts imports this module there): an
// Aggregator over the part's decks, whose state the calling thread merges in stream order.
import type { FieldProjection, ScanPart, StoredDoc } from '../../data/store.ts';
import { type AggregateInput, Aggregator, type AggregatorState } from '../../engine/aggregate/aggregator.ts';

/** What a part needs: plain data (structured-cloned into the thread). */
export interface AggregatePartData {
  input: AggregateInput;
  /** Decks with a fetch job: the part says which of them it saw. */
  jobDeckIds: string[];
}

export interface AggregatePartResult {
  state: AggregatorState;
  seenJobDecks: string[];
}

/**
 * The fields readDeck reads: a store may parse only these. Card entries and match details
 * recur across decks byte for byte, so they are parsed once each and shared.
 */
export const AGGREGATE_FIELDS: FieldProjection = {
  cards: 'shared',
  name: true,
  deck_name: true,
  deckName: true,
  rule_matches: 'shared',
  ruleMatches: 'shared',
  rule_matches_detail: 'shared',
  ruleMatchesDetail: 'shared',
  created_at: true,
  createdAt: true,
  updated_at: true,
  updatedAt: true,
  classification_updated_at: true,
  classificationUpdatedAt: true,
  cards_count: true,
  cardsCount: true,
};

export function createPart(data: AggregatePartData): ScanPart {
  const aggregator = new Aggregator(data.input);
  const jobs = new Set(data.jobDeckIds);
  const seenJobDecks: string[] = [];
  return {
    add(doc: StoredDoc) {
      const { view } = aggregator.addDeck(doc);
      if (jobs.has(view.id)) seenJobDecks.push(view.id);
    },
    result: (): AggregatePartResult => ({ state: aggregator.state(), seenJobDecks }),
  };
}
