// Accelerator of `tcg aggregate` after `tcg classify` changed a few decks' classifications (a rule
// edited): the previous run's counts taken on, and only what the reclassification touches counted
// again. Every run that folds the decks in threads into a folder leaves its fold record in the
// documents folder (FOLD_RECORD_FILE): its counts (AggregatorState), the classification of each
// deck as counted, the decks file it read (fileIdentity) and the key of everything else the counts
// and deck pages were made from. classify's cache of the decks says which lines of which earlier
// file it changed to make the current one, every other line the same bytes
// (classifyCache.ts ClassifiedFrom). When the record's file is one of those and
// its key is this run's, the run:
// - merges the record's counts but the groups of the rules the changed decks left or joined;
// - moves each changed deck from its old classification to its new one (Aggregator.reclassify);
// - counts those rules' groups anew from every deck they hold now, each line read from where
//   classify's cache says it starts;
// - writes the changed decks' pages, and keeps every other page on its record (none of a page's
//   inputs changed: its line, the cards, the rules' names and priorities, the events are the key's).
// The command hands it to the pipeline as FoldRecords (cli/commands/accelerators.ts). Held to the
// plain path's documents, byte for byte, by tests/aggregateDelta.slow.test.ts and the
// incremental-equals-full differential, whose threaded runs take this route.
import {
  classificationOfText,
  type DeckClassifications,
  emitDeckPage,
} from '../../engine/aggregate/aggregatePart.ts';
import type {
  AggregateInput,
  Aggregator,
  AggregatorState,
  DeckClassification,
} from '../../engine/aggregate/aggregator.ts';
import { DECK_VIEW_FIELDS, readDeck } from '../../engine/aggregate/deckView.ts';
import { docPath, filePathOf } from '../../engine/docPaths.ts';
import { type FoldRecord, takeFoldRecord, writeFoldRecord } from '../aggregateFoldRecord.ts';
import { hashOf } from '../contentHash.ts';
import { parseDocLine, scannedDoc } from '../jsonl.ts';
import { ProjectionScanner } from './byteScanner/jsonProjection.ts';
import {
  type ClassifyCache,
  classifyCacheProgram,
  deckAtLine,
  fileIdentity,
  readClassifyCache,
} from './classifyCache.ts';
import { linesOf } from './linesByOffset.ts';
import { PartDocWriter, type PartTarget, type PartWriteSummary } from './threads/partDocWriter.ts';

/** Where a run's fold record lives and what it is checked against (the command's choice). */
export interface FoldPlace {
  docsDir: string;
  decksFile: string;
  /** classify's cache of the decks (classifyCache.ts); undefined when classify keeps none. */
  classifyCache: string | undefined;
  /** Whether a previous run's record may be taken on (TCG_AGGREGATE_DELTA=0: never, for comparisons). */
  delta: boolean;
  /**
   * The most decks a delta run reads again, as a share of all (default MAX_READ_SHARE); past it,
   * every deck is folded in threads, which is faster. 1 when the accelerators' thresholds are
   * lowered to 0 (tests: a small snapshot taken like a large one).
   */
  maxReadShare?: number;
}

/**
 * Everything but the decks the counts and the deck pages are made from: the rules by id with the
 * names and priorities pages show (which ids are rules decides the match-only ones), the cards,
 * the events, the clock and the limits; and the program.
 */
export function foldKey(input: AggregateInput): string {
  return hashOf(
    JSON.stringify([
      classifyCacheProgram(),
      input.rules.map((rule) => [rule.id, rule.name, rule.priority]),
      input.cards,
      input.events,
      input.asOf,
      input.minGames,
      input.limits ?? null,
      input.windows ?? null,
    ]),
  );
}

/** What a delta run does: which decks changed, which rules' groups are counted anew, from which decks. */
export interface DeltaPlan {
  record: FoldRecord;
  /** The current file's decks (classify's cache of it), for their lines. */
  cache: ClassifyCache;
  /** The changed decks by index, ascending, with their classification before. */
  changed: Map<number, DeckClassification>;
  /** The rules the changed decks left or joined. */
  refold: Set<string>;
  /** The decks those rules hold now, and the changed ones, by index, ascending. */
  read: number[];
}

/**
 * Past this share of the decks to read again (the groups of the rules a reclassification touches),
 * the threads fold every deck about as fast: they do instead.
 */
const MAX_READ_SHARE = 0.5;

/**
 * The plan of a delta run from `record`, or undefined when the run must fold every deck: another
 * key, a decks file classify did not make from the record's alone, a repeated deck id.
 */
export function planDelta(
  record: FoldRecord | undefined,
  key: string,
  place: FoldPlace,
): DeltaPlan | undefined {
  if (!record || record.key !== key || place.classifyCache === undefined) return undefined;
  const cache = readClassifyCache(place.classifyCache, place.decksFile);
  const { indexes, texts } = record.classifications;
  if (!cache || cache.decks !== indexes.length || indexes.includes(-1)) return undefined;
  const changedLines = new Set<number>();
  if (identityOf(place.decksFile) !== record.decks) {
    const step = cache.derivedFrom.findIndex((from) => from.identity === record.decks);
    if (step === -1) return undefined;
    for (const from of cache.derivedFrom.slice(0, step + 1))
      for (const line of from.changedLines) changedLines.add(line);
  }
  const changed = new Map<number, DeckClassification>();
  for (const line of changedLines) {
    const deck = deckAtLine(cache, line);
    if (cache.lines[deck] !== line) return undefined;
    changed.set(deck, classificationOfText(texts[indexes[deck]!]!));
  }
  // A changed deck's classification now is what classify wrote in its line: the cache's.
  const now = (deck: number): DeckClassification =>
    changed.has(deck) ? classificationStored(cache.states[cache.stateIndexes[deck]!]!) : before(deck);
  const before = (deck: number) => classificationOfText(texts[indexes[deck]!]!);
  const refold = new Set<string>();
  for (const [deck, old] of changed)
    for (const id of [...old.ruleMatches, ...now(deck).ruleMatches]) refold.add(id);
  // Each distinct classification is asked once whether it holds a refolded rule.
  const holds = texts.map((text) => classificationOfText(text).ruleMatches.some((id) => refold.has(id)));
  const read: number[] = [];
  for (let deck = 0; deck < cache.decks; deck++)
    if (changed.has(deck) || holds[indexes[deck]!]) read.push(deck);
  if (read.length > (place.maxReadShare ?? MAX_READ_SHARE) * cache.decks) return undefined;
  return { record, cache, changed: new Map([...changed].sort(([a], [b]) => a - b)), refold, read };
}

/** A classification as classify stored it (its cache's state: `[rule_matches, rule_matches_detail]`), as the aggregation reads it. */
function classificationStored(state: string): DeckClassification {
  const [rule_matches, rule_matches_detail] = JSON.parse(state) as [unknown, unknown];
  const view = readDeck({ id: '', rule_matches, rule_matches_detail });
  return { ruleMatches: view.ruleMatches, ruleDetails: view.ruleDetails };
}

/** Decks counted between two turns of the event loop (about 10 ms of work). */
const LINES_BETWEEN_TURNS = 100;

/** What a delta run did, for the summary. */
export interface DeltaResult {
  changed: number;
  refolded: number;
  read: number;
  classifications: DeckClassifications;
}

/**
 * Runs the plan into `aggregator` (fresh, of this run's input) and the deck pages into `target`
 * (the sink's, with the previous run's record of every page); undefined, with nothing done, when
 * that record does not hold every deck's page.
 */
export async function runDelta(
  plan: DeltaPlan,
  aggregator: Aggregator,
  target: PartTarget,
  decksFile: string,
  details: { checkDocuments: boolean },
  jobDeckIds: readonly string[],
): Promise<
  (DeltaResult & { pages: ReturnType<PartDocWriter['result']>; seenJobDecks: string[] }) | undefined
> {
  const writer = new PartDocWriter(target);
  const recorded = new Set(writer.previousFiles());
  if (recorded.size !== plan.cache.decks) return undefined;
  // The decks are the previous run's, each with its page: a fetch job's deck is among them when
  // its page is (a file name is the id's: engine/ids.ts fileNameOf).
  const seenJobDecks = jobDeckIds.filter((id) => recorded.has(filePathOf(docPath.deckDetail(id))));
  const { state } = plan.record;
  aggregator.merge({
    ...state,
    groups: state.groups.filter(([ruleId]) => !plan.refold.has(ruleId)),
    variantGroups: state.variantGroups.filter(([ruleId]) => !plan.refold.has(ruleId)),
  });
  const world = aggregator.deckPageWorld((text) => writer.hash(text));
  const changedPages = new Set<string>();
  const scanner = new ProjectionScanner(DECK_VIEW_FIELDS);
  let counted = 0;
  for (const { deck, bytes, start, end } of linesOf(decksFile, plan.cache, plan.read)) {
    // Reads are synchronous: a turn of the event loop now and then, so a stop (Ctrl-C) is heard.
    if (++counted % LINES_BETWEEN_TURNS === 0) await new Promise((resolve) => setImmediate(resolve));
    const line = plan.cache.lines[deck]!;
    const doc =
      scannedDoc(scanner, bytes, start, end) ??
      parseDocLine(decksFile, line, bytes.toString('utf8', start, end));
    const before = plan.changed.get(deck);
    if (before) {
      const added = aggregator.reclassify(doc, before);
      changedPages.add(filePathOf(docPath.deckDetail(added.view.id)));
      emitDeckPage(world, aggregator, added, writer.hash(bytes.subarray(start, end)), writer, details);
    }
    aggregator.addToGroupsOf(doc, plan.refold);
  }
  for (const relative of recorded) if (!changedPages.has(relative)) writer.keepRecorded(relative);
  const classifications = {
    indexes: plan.record.classifications.indexes.slice(),
    texts: plan.record.classifications.texts.slice(),
  };
  for (const deck of plan.changed.keys()) {
    // The new classification's text, as ClassificationList makes it.
    const now = plan.cache.states[plan.cache.stateIndexes[deck]!]!;
    const { ruleMatches, ruleDetails } = classificationStored(now);
    const text = JSON.stringify([ruleMatches, ruleDetails]);
    let index = classifications.texts.indexOf(text);
    if (index === -1) index = classifications.texts.push(text) - 1;
    classifications.indexes[deck] = index;
  }
  return {
    changed: plan.changed.size,
    refolded: plan.refold.size,
    read: plan.read.length,
    classifications,
    pages: writer.result(),
    seenJobDecks,
  };
}

/**
 * A run's fold records, as a command hands them to `tcg aggregate` (cli/pipelines/aggregate.ts):
 * `begin` takes the previous run's record out of the folder and plans this run from it.
 */
export interface FoldRecords {
  begin(input: AggregateInput): FoldRun;
}

/** One run's side of the fold records. */
export interface FoldRun {
  /**
   * Takes the previous run's counts on into `aggregator` (fresh, of this run's input), writing the
   * changed decks' pages into `target`; undefined, with nothing done, when every deck must be
   * folded (no usable record, or the sink's record of the pages does not hold every deck).
   */
  takeOn(
    aggregator: Aggregator,
    target: PartTarget,
    details: { checkDocuments: boolean },
    jobDeckIds: readonly string[],
  ): Promise<(DeltaResult & { pages: PartWriteSummary; seenJobDecks: string[] }) | undefined>;
  /** Leaves this run's record, after its commit, unless the decks file changed during the run. */
  finish(state: AggregatorState, classifications: DeckClassifications): void;
}

export function foldRecords(place: FoldPlace): FoldRecords {
  return {
    begin(input) {
      const decks = identityOf(place.decksFile);
      const key = foldKey(input);
      const previous = takeFoldRecord(place.docsDir);
      const plan = place.delta ? planDelta(previous, key, place) : undefined;
      return {
        takeOn: async (aggregator, target, details, jobDeckIds) =>
          plan ? runDelta(plan, aggregator, target, place.decksFile, details, jobDeckIds) : undefined,
        finish(state, classifications) {
          if (decks !== undefined && identityOf(place.decksFile) === decks)
            writeFoldRecord(place.docsDir, { key, decks, state, classifications });
        },
      };
    },
  };
}

/** A file's identity (fileIdentity), or undefined when it cannot be read. */
function identityOf(file: string): string | undefined {
  try {
    return fileIdentity(file);
  } catch {
    return undefined;
  }
}
