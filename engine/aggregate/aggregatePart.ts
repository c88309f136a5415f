// One part of `tcg aggregate`'s deck stream: an Aggregator over a contiguous part of the decks,
// whose state the caller merges in stream order. Plain data in and out, so a store can run it
// in worker threads (see engine/tasks.ts).
import { docPath } from '../docPaths.ts';
import { assertDocument } from '../documentRegistry.ts';
import { deckIdError } from '../ids.ts';
import {
  type AddedDeck,
  type AggregateInput,
  Aggregator,
  type AggregatorState,
  type DeckClassification,
} from './aggregator.ts';
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
  /** Say each deck's classification as counted (AggregatePartResult.classifications). */
  classifications?: boolean;
}

/**
 * Each deck's classification as the part counted it, in stream order: an index into `texts`
 * (JSON of [ruleMatches, ruleDetails]), or -1 for a deck not counted (a repeated id).
 */
export interface DeckClassifications {
  indexes: Int32Array;
  texts: string[];
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
  classifications?: DeckClassifications;
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
  const classifications = data.classifications ? new ClassificationList() : undefined;
  return {
    add(doc, source) {
      const added = aggregator.addDeck(doc);
      const { view } = added;
      classifications?.add(added.duplicate ? undefined : Aggregator.classificationOf(view));
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
        world ??= aggregator.deckPageWorld(hash);
        emitDeckPage(world, aggregator, added, emit.hash(source ?? JSON.stringify(doc)), emit, details);
      }
    },
    result: () => ({
      state: aggregator.state(),
      seenJobDecks,
      deckIdHashes: deckIdHashes.slice(0, decks),
      ...(classifications ? { classifications: classifications.result() } : {}),
    }),
  };
}

/**
 * Emits a deck's page: kept as it is when its previous record's inputs all still fingerprint the
 * same, else built from the world pointed at the deck (`line`: its stored line's fingerprint).
 */
export function emitDeckPage(
  world: DeckPageWorld,
  aggregator: Aggregator,
  added: AddedDeck,
  line: string,
  emit: DocumentEmitter,
  details: { checkDocuments: boolean },
): void {
  const { id } = added.view;
  const path = docPath.deckDetail(id);
  const hash = (content: string) => emit.hash(content);
  world.at(aggregator.worldDeck(added, line));
  const before = emit.previous(path);
  if (before && inputsFingerprint<DeckPageInputs>(world, id, before.inputs, hash) === before.fingerprint) {
    emit.keep(path, before);
    return;
  }
  const reads = new RecordedReads<DeckPageInputs>(world, id, hash);
  const detail = deckDetailOf(reads, id);
  if (details.checkDocuments) assertDocument('deckDetail', path, detail);
  emit.write(path, detail, reads.record());
}

/** Decks' classifications in stream order, each distinct one once (DeckClassifications). */
export class ClassificationList {
  private indexes = new Int32Array(1024);
  private length = 0;
  private readonly texts: string[] = [];
  private readonly table = new Map<string, number>();

  add(classification: DeckClassification | undefined): void {
    this.push(
      classification
        ? this.intern(JSON.stringify([classification.ruleMatches, classification.ruleDetails]))
        : -1,
    );
  }

  /** Appends another list's decks after these. */
  append(other: DeckClassifications): void {
    const own = other.texts.map((text) => this.intern(text));
    for (const index of other.indexes) this.push(index === -1 ? -1 : own[index]!);
  }

  private intern(text: string): number {
    let index = this.table.get(text);
    if (index === undefined) {
      index = this.texts.length;
      this.table.set(text, index);
      this.texts.push(text);
    }
    return index;
  }

  private push(index: number): void {
    if (this.length === this.indexes.length) {
      const grown = new Int32Array(2 * this.length);
      grown.set(this.indexes);
      this.indexes = grown;
    }
    this.indexes[this.length++] = index;
  }

  result(): DeckClassifications {
    return { indexes: this.indexes.slice(0, this.length), texts: this.texts };
  }
}

/** A classification as ClassificationList keeps it, back. */
export function classificationOfText(text: string): DeckClassification {
  const [ruleMatches, ruleDetails] = JSON.parse(text) as [string[], DeckClassification['ruleDetails']];
  return { ruleMatches, ruleDetails };
}
