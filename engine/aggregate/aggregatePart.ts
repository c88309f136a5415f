// One part of `tcg aggregate`'s deck stream: an Aggregator over a contiguous part of the decks,
// whose state the caller merges in stream order. Plain data in and out, so a store can run it
// in worker threads (see engine/tasks.ts).
import { docPath } from '../docPaths.ts';
import { assertDocument } from '../documentRegistry.ts';
import { deckIdError } from '../ids.ts';
import { type AggregateInput, Aggregator, type AggregatorState } from './aggregator.ts';
import type { DeckPageInputs, DeckPageWorld } from './deckPageWorld.ts';
import { deckDetailOf } from './deckView.ts';
import { inputsFingerprint, type PageRecord, RecordedReads } from './recordedReads.ts';

/** What a part needs: plain data (structured-cloned into worker threads). */
export interface AggregatePartData {
  input: AggregateInput;
  /** Decks with a fetch job: the part says which of them it saw. */
  jobDeckIds: string[];
  /**
   * Emit each deck's page document (`public_deck_details/<id>`) as it passes: `where` names the
   * decks in an id error; `checkDocuments` checks each against its schema (tests, debug runs).
   */
  deckDetails?: { where: string; checkDocuments: boolean };
}

/**
 * Takes each document a part emits (a thread writes it to its sink's folder), with the record of
 * what its code read (recordedReads.ts; the sink keeps them, data/deckInputs.ts). A page whose
 * previous record's inputs all still fingerprint the same is kept as it is, unbuilt.
 */
export interface DocumentEmitter {
  /** The record of the page the previous run left at `path`, when there is one to trust. */
  previous(path: string): PageRecord | undefined;
  /** Fingerprints of values and lines (a content hash). */
  hash(content: string | Uint8Array): string;
  /** The page at `path` stays as it is: its record carries over. */
  keep(path: string, record: PageRecord): void;
  write(path: string, data: object, record: PageRecord): void;
}

export interface AggregatePartResult {
  state: AggregatorState;
  seenJobDecks: string[];
  /**
   * A 53-bit hash of each of the part's deck ids (first occurrence only; deckIdHash): a duplicate
   * split over two parts is invisible to each part's aggregator, so the caller compares them
   * (cli/pipelines/accelerators/aggregateInThreads.ts). Hashes, not the ids: at a million decks
   * the ids cost the threads and the caller ≈ 100 MB; two equal hashes only send the caller to
   * the plain stream, which finds a real duplicate by its id.
   */
  deckIdHashes: Float64Array;
}

/**
 * A 53-bit hash of a deck id (two 32-bit FNV-1a variants over its UTF-16 code units): equal ids
 * hash equal; two of a million distinct ids collide with a chance of about 1 in 18,000.
 */
export function deckIdHash(id: string): number {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < id.length; i++) {
    const unit = id.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x5bd1e995);
    b ^= b >>> 13;
  }
  b = Math.imul(b ^ (b >>> 16), 0x85ebca6b);
  b ^= b >>> 13;
  return (a >>> 11) * 0x1_0000_0000 + (b >>> 0);
}

/**
 * A fold over documents: each is added in order, with the bytes of its stored line when read from
 * a file, then the result is taken once.
 */
export interface DocFold<Result> {
  add(doc: { id: string } & Record<string, unknown>, source?: Uint8Array): void;
  result(): Result;
}

export function aggregatePart(data: AggregatePartData, emit?: DocumentEmitter): DocFold<AggregatePartResult> {
  const aggregator = new Aggregator(data.input);
  const jobs = new Set(data.jobDeckIds);
  const seenJobDecks: string[] = [];
  let deckIdHashes = new Float64Array(1024);
  let decks = 0;
  const details = data.deckDetails;
  if (details && !emit) throw new Error('aggregatePart: deckDetails asked for without a place to emit them');
  const hash = (content: string) => emit!.hash(content);
  let world: DeckPageWorld | undefined;
  return {
    add(doc, source) {
      const added = aggregator.addDeck(doc);
      const { view } = added;
      if (!added.duplicate) {
        if (decks === deckIdHashes.length) {
          const grown = new Float64Array(2 * decks);
          grown.set(deckIdHashes);
          deckIdHashes = grown;
        }
        deckIdHashes[decks++] = deckIdHash(view.id);
      }
      if (jobs.has(view.id)) seenJobDecks.push(view.id);
      if (details && emit && !added.duplicate) {
        const error = deckIdError(view.id, details.where);
        if (error) throw error;
        const path = docPath.deckDetail(view.id);
        world ??= aggregator.deckPageWorld(hash);
        world.at(aggregator.worldDeck(added, emit.hash(source ?? JSON.stringify(doc))));
        const before = emit.previous(path);
        if (
          before &&
          inputsFingerprint<DeckPageInputs>(world, view.id, before.inputs, hash) === before.fingerprint
        ) {
          emit.keep(path, before);
          return;
        }
        const reads = new RecordedReads<DeckPageInputs>(world, view.id, hash);
        const detail = deckDetailOf(reads, view.id);
        if (details.checkDocuments) assertDocument('deckDetail', path, detail);
        emit.write(path, detail, reads.record());
      }
    },
    result: () => ({ state: aggregator.state(), seenJobDecks, deckIdHashes: deckIdHashes.slice(0, decks) }),
  };
}
