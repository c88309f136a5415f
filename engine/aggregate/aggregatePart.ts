// One part of `tcg aggregate`'s deck stream: an Aggregator over a contiguous part of the decks,
// whose state the caller merges in stream order. Plain data in and out, so a store can run it
// in worker threads (see engine/tasks.ts).
import { type AggregateInput, Aggregator, type AggregatorState } from './aggregator.ts';

/** What a part needs: plain data (structured-cloned into worker threads). */
export interface AggregatePartData {
  input: AggregateInput;
  /** Decks with a fetch job: the part says which of them it saw. */
  jobDeckIds: string[];
}

export interface AggregatePartResult {
  state: AggregatorState;
  seenJobDecks: string[];
  /**
   * The ids of the part's decks, first occurrence only: a duplicate split over two parts is
   * invisible to each part's aggregator, so the caller compares them (cli/pipelines/aggregate.ts).
   */
  deckIds: string[];
}

/** A fold over documents: each is added in order, then the result is taken once. */
export interface DocFold<Result> {
  add(doc: { id: string } & Record<string, unknown>): void;
  result(): Result;
}

export function aggregatePart(data: AggregatePartData): DocFold<AggregatePartResult> {
  const aggregator = new Aggregator(data.input);
  const jobs = new Set(data.jobDeckIds);
  const seenJobDecks: string[] = [];
  const deckIds = new Set<string>();
  return {
    add(doc) {
      const { view } = aggregator.addDeck(doc);
      deckIds.add(view.id);
      if (jobs.has(view.id)) seenJobDecks.push(view.id);
    },
    result: () => ({ state: aggregator.state(), seenJobDecks, deckIds: [...deckIds] }),
  };
}
