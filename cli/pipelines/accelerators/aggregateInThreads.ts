// Accelerator of `tcg aggregate`'s deck stream, when the command chose it (cli/commands/
// accelerators.ts): the snapshot's fold in parts folds the decks in worker threads, each part with
// an aggregator of its own; the parts' states merged in order are the whole stream's. With deck
// pages, each thread also writes its decks' pages into the sink's folder, when the sink is a folder
// (PartDocuments), and the publisher takes them back before its commit. Held to the plain stream's
// output, byte for byte, by cli/pipelines/aggregateAccelerated.slow.test.ts.

import type { DeltaResult, FoldRecords, FoldRun } from '../../../data/accelerators/aggregateDelta.ts';
import type { FoldInParts } from '../../../data/accelerators/snapshotAccelerators.ts';
import type { PartDocuments } from '../../../data/accelerators/threads/partDocWriter.ts';
import { deckPagesProgram } from '../../../data/deckInputs.ts';
import {
  type AggregatePartData,
  ClassificationList,
  type DeckClassifications,
} from '../../../engine/aggregate/aggregatePart.ts';
import type { AggregateInput, Aggregator } from '../../../engine/aggregate/aggregator.ts';
import type { DeckJobNotices } from '../../../engine/aggregate/deckJobs.ts';
import type { DocumentPublisher } from '../documentPublisher.ts';

/** What the command hands the pipeline: the decks' fold in threads, and where the threads may write pages. */
export interface AggregateThreads {
  decks: FoldInParts;
  /** The sink's folder (none in a dry run or for Firestore: then deck pages keep the decks in one thread). */
  pages?: PartDocuments;
  /** The runs' records of their counts, with deck pages in a folder (data/accelerators/aggregateDelta.ts). */
  fold?: FoldRecords;
}

export interface DecksInThreads {
  accelerator: AggregateThreads;
  publisher: DocumentPublisher;
  /** The run's aggregator, which the parts' states are merged into. */
  aggregator: Aggregator;
  input: AggregateInput;
  jobs: DeckJobNotices;
  /** Write each deck's page: `where` names the decks in an id error. */
  deckDetails: { where: string; checkDocuments: boolean } | undefined;
  onProgress: (done: number) => void;
  /** This run's side of the fold records: a previous run's counts to take on, when it can. */
  fold?: FoldRun;
}

/** How the decks were counted: threads, deck pages kept, and what the fold record needs. */
export interface DecksCounted {
  threads: number;
  deckDetailsKept: number | undefined;
  /** Each deck's classification as counted, when the run keeps a fold record. */
  classifications?: DeckClassifications;
  /** What a delta run did (aggregateDelta.ts). */
  delta?: Omit<DeltaResult, 'classifications'>;
}

/**
 * Folds the decks in threads into `aggregator` and returns how many threads read them and how
 * many deck pages were kept unbuilt; undefined when the threads cannot write this run's deck
 * pages (or the decks are too few): the caller then streams the decks itself.
 */
export async function aggregateInThreads(run: DecksInThreads): Promise<DecksCounted | undefined> {
  const { aggregator, jobs, deckDetails } = run;
  const { decks, pages } = run.accelerator;
  const { fold } = run;
  if (deckDetails && !pages) return undefined;
  const data: AggregatePartData = {
    input: run.input,
    jobDeckIds: jobs.pendingDeckIds(),
    ...(deckDetails ? { deckDetails } : {}),
    ...(fold ? { classifications: true } : {}),
  };
  const documents = deckDetails && pages ? await pages.partTarget(deckPagesProgram()) : undefined;
  if (fold && documents && deckDetails && pages) {
    const delta = await fold.takeOn(aggregator, documents, deckDetails, data.jobDeckIds);
    if (delta) {
      run.onProgress(delta.read);
      run.publisher.absorb('deckDetail', delta.pages, pages);
      const { classifications, pages: written, seenJobDecks, ...counts } = delta;
      for (const deckId of seenJobDecks) jobs.sawDeck(deckId);
      return { threads: 1, deckDetailsKept: written.kept, classifications, delta: counts };
    }
  }
  let reported = 0;
  const parts = await decks.fold(
    'decks',
    { kind: 'aggregate', data },
    {
      ...(documents ? { documents } : {}),
      onProgress: (done) => {
        run.onProgress(done - reported);
        reported = done;
      },
    },
  );
  // A deck id repeated in two parts would count twice (each part sees only its own ids): then
  // the caller reads the decks again in one stream, which counts it once and warns (rare: the
  // price is a second read; the usual case pays only for the ids' hashes crossing from the
  // threads, and two ids hashing alike cost the same second read). Deck pages the threads wrote
  // are then written again, the last copy of a repeated id last.
  if (!parts || hashInTwoParts(parts.map((part) => part.deckIdHashes))) return undefined;
  let deckDetailsKept: number | undefined;
  const classifications = fold ? new ClassificationList() : undefined;
  for (const part of parts) {
    if (part.classifications) classifications?.append(part.classifications);
    aggregator.merge(part.state);
    for (const deckId of part.seenJobDecks) jobs.sawDeck(deckId);
    if (part.documents && pages) {
      run.publisher.absorb('deckDetail', part.documents, pages);
      deckDetailsKept = (deckDetailsKept ?? 0) + part.documents.kept;
    }
  }
  return {
    threads: parts.length,
    deckDetailsKept,
    ...(classifications ? { classifications: classifications.result() } : {}),
  };
}

/** Whether a hash is in more than one part's hashes (each part's ids are already without repeats). */
export function hashInTwoParts(partHashes: readonly Float64Array[]): boolean {
  const all = new Float64Array(partHashes.reduce((n, hashes) => n + hashes.length, 0));
  let at = 0;
  for (const hashes of partHashes) {
    all.set(hashes, at);
    at += hashes.length;
  }
  all.sort();
  for (let i = 1; i < all.length; i++) if (all[i] === all[i - 1]) return true;
  return false;
}
