// `tcg aggregate`: reads rules, cards and events, streams every deck once through the engine's
// Aggregator, and publishes every public document and rule statistic to a DocumentSink through
// its DocumentPublisher (documentPublisher.ts). The plain path reads as it runs: store.read parses each deck,
// the aggregator counts it, the publisher writes its page. The command may hand it an accelerator
// for its store (./accelerators/): the decks folded in worker threads instead.

import type { DocumentSink, DocumentStore, StoredDoc } from '../../data/store.ts';
import { type AggregateInput, type AggregateLimits, Aggregator } from '../../engine/aggregate/aggregator.ts';
import type { DataWarning } from '../../engine/aggregate/dataWarnings.ts';
import { DeckJobNotices } from '../../engine/aggregate/deckJobs.ts';
import { nonFinitePaths } from '../../engine/aggregate/finite.ts';
import { storedCurrentSince } from '../../engine/currentSince.ts';
import { docPath } from '../../engine/docPaths.ts';
import { type DocumentKind, documentChecksOn } from '../../engine/documentRegistry.ts';
import { checkRuleCount } from '../../engine/rules/ruleLimit.ts';
import { type InvalidRule, validateRules } from '../../engine/rules/validateRule.ts';
import { internalError } from '../../engine/userError.ts';
import type { ProgressReporter } from '../progress.ts';
import {
  type AggregateThreads,
  aggregateInThreads,
  type DecksCounted,
} from './accelerators/aggregateInThreads.ts';
import { AggregateIds } from './aggregateIds.ts';
import { DocumentPublisher } from './documentPublisher.ts';
import { isRuleDocument } from './loadRules.ts';

export interface AggregateOptions {
  /** The clock of the documents (`updatedAt`), ISO 8601. */
  asOf: string;
  /** Matchup cells with fewer games are flagged thin. */
  minGames: number;
  /** Build everything but write nothing. */
  dryRun: boolean;
  /** Write `public_deck_details/{deckId}` for every deck (one document per deck). */
  deckDetails: boolean;
  limits?: Partial<AggregateLimits>;
  /**
   * `yyyy-mm-dd` (JST) the 現環境 window starts in (`--current-since`); default: the stored
   * setting (settings/current.currentSince), else the newest set's release.
   */
  currentSince?: string;
}

export interface AggregateEffects {
  store: DocumentStore;
  /** Where documents go; unused (may be undefined) in a dry run. */
  sink: DocumentSink | undefined;
  progress?: (label: string, total: number | undefined) => ProgressReporter;
  /** Milliseconds from a monotonic clock, for stage timings. */
  clock?: () => number;
  /**
   * The accelerator the command chose for the store and sink (cli/commands/accelerators.ts): the
   * decks folded in worker threads, which also write the deck pages into a folder sink. Without
   * it, the plain path: one thread, every deck parsed whole.
   */
  threads?: AggregateThreads;
}

export interface AggregateSummary {
  dryRun: boolean;
  asOf: string;
  decks: number;
  matchedDecks: number;
  rules: number;
  events: number;
  cards: number;
  invalidRules: InvalidRule[];
  /** Documents written (or, in a dry run, that would be written) by kind. */
  documents: Partial<Record<DocumentKind, number>>;
  written: number;
  /** Updating a previous run's folder in place: documents left as they were, and removed. */
  unchanged?: number;
  removed?: number;
  /** Deck pages left as they were without being built: their deck's line and the rest unchanged. */
  deckDetailsKept?: number;
  /** The previous run's counts taken on (aggregateDelta.ts): decks reclassified, rules and decks counted again. */
  delta?: DecksCounted['delta'];
  /** Documents larger than Firestore's 1 MiB limit (they still go to a folder). */
  oversized: { path: string; bytes: number }[];
  stages: { name: string; ms: number }[];
  /** Threads the decks were read in (1: this one). */
  threads: number;
  /** Documents counted differently than written (the first KEPT_WARNINGS of them), and how many in all. */
  warnings: DataWarning[];
  warningCount: number;
}

/** Firestore's maximum document size; a folder takes any size, but publishing would fail. */
export const FIRESTORE_DOCUMENT_LIMIT = 1_048_576;
// Kinds whose size grows with rules, cards or weeks; the others are small by construction.
const GROWING_KINDS: ReadonlySet<DocumentKind> = new Set([
  'deckType',
  'variant',
  'decks',
  'matchups',
  'weeklySummary',
  'weeklySummaryV1',
  'home',
  'events',
]);

async function readAll(
  store: DocumentStore,
  collection: 'cards' | 'events' | 'deck_rules' | 'deck_jobs',
): Promise<StoredDoc[]> {
  const docs: StoredDoc[] = [];
  for await (const doc of store.read(collection)) docs.push(doc);
  return docs;
}

export async function runAggregate(
  options: AggregateOptions,
  effects: AggregateEffects,
): Promise<AggregateSummary> {
  const { store } = effects;
  const clock = effects.clock ?? (() => performance.now());
  const stages: AggregateSummary['stages'] = [];
  const timed = async <T>(name: string, work: () => Promise<T> | T): Promise<T> => {
    const started = clock();
    const result = await work();
    stages.push({ name, ms: Math.round(clock() - started) });
    return result;
  };
  // Tests and debug runs check each document against its schema (engine/documentRegistry.ts).
  const checkDocuments = documentChecksOn(process.env);
  const publisher = new DocumentPublisher(options.dryRun ? undefined : effects.sink, checkDocuments);
  const publish = (kind: DocumentKind, path: string, data: object) => publisher.publish(kind, path, data);

  try {
    // Rules are validated first; invalid ones are reported and left out, like the preview does.
    const { rules, invalidRules } = await timed('load rules', async () => {
      const raws = (await readAll(store, 'deck_rules')).filter(isRuleDocument);
      // Too many rules would exhaust memory: refused before the first write.
      checkRuleCount(raws.length, `${store.description}: deck_rules`);
      return validateRules(raws);
    });
    // Every id a document is named after is checked before the first write (engine/ids.ts).
    const ids = new AggregateIds(rules);
    // Cards and events are small collections, read whole before the decks.
    const cards = await timed('load cards', () => readAll(store, 'cards'));
    const events = await timed('load events', () => readAll(store, 'events'));
    ids.checkEvents(events, `${store.description}: events`);
    const decksWhere = `${store.description}: decks`;
    // A sink whose writes show at once (Firestore) would be left half published by a bad deck
    // id met halfway: the deck ids and matched rule ids are read and checked first.
    if (effects.sink && effects.sink.atomic !== true && !options.dryRun && options.deckDetails) {
      await timed('check ids', async () => {
        for await (const doc of store.read('decks')) ids.checkDeck(doc, decksWhere);
      });
    }
    // Fetch jobs: those whose deck never streams past become the "fetching" notices.
    const jobs = await timed(
      'load deck jobs',
      async () => new DeckJobNotices(await readAll(store, 'deck_jobs')),
    );
    // 現環境's start: the flag, else the stored setting (one small document), else the sets' releases.
    let currentSince = options.currentSince;
    if (currentSince === undefined)
      for await (const doc of store.read('settings'))
        if (doc.id === 'current') currentSince = storedCurrentSince(doc, Date.parse(options.asOf));
    const input: AggregateInput = {
      rules,
      cards,
      events,
      asOf: options.asOf,
      minGames: options.minGames,
      limits: options.limits,
      ...(currentSince === undefined ? {} : { windows: { currentSince } }),
    };
    const aggregator = new Aggregator(input);

    // Every deck is read once and counted into every statistic; its page is published as it
    // passes. With the command's accelerator, the decks are folded in worker threads instead (the
    // same state and pages), unless it declines (too few decks) and they are streamed here.
    let readThreads = 1;
    let deckDetailsKept: number | undefined;
    let counted: DecksCounted | undefined;
    // A run that folds the decks in threads into a folder keeps a record of its counts, which the
    // next run takes on when classify changed only some decks' classifications since
    // (accelerators/aggregateDelta.ts). The previous record is taken out first: this run changes
    // the folder it describes.
    const fold = !options.dryRun && options.deckDetails ? effects.threads?.fold?.begin(input) : undefined;
    let foldState: ReturnType<Aggregator['state']> | undefined;
    await timed('stream decks', async () => {
      const progress = effects.progress?.('aggregate', await store.count('decks'));
      const accelerator = effects.threads;
      const inThreads = accelerator
        ? await aggregateInThreads({
            // A dry run writes no pages, so its threads write none either.
            accelerator: options.dryRun ? { decks: accelerator.decks } : accelerator,
            publisher,
            aggregator,
            input,
            jobs,
            deckDetails: options.deckDetails ? { where: decksWhere, checkDocuments } : undefined,
            onProgress: (decks) => progress?.tick(decks),
            ...(fold ? { fold } : {}),
          })
        : undefined;
      if (inThreads) {
        readThreads = inThreads.threads;
        deckDetailsKept = inThreads.deckDetailsKept;
        counted = inThreads;
        if (fold && inThreads.classifications) foldState = aggregator.state();
      } else {
        for await (const doc of store.read('decks')) {
          const added = aggregator.addDeck(doc);
          jobs.sawDeck(added.view.id);
          // The page is the first document's, as the counts are (a later one is only warned about).
          if (options.deckDetails && !added.duplicate) {
            ids.checkDeckId(added.view.id, decksWhere);
            await publish('deckDetail', docPath.deckDetail(added.view.id), aggregator.deckDetail(added));
          }
          progress?.tick();
        }
        await publisher.flush();
      }
      progress?.done(`aggregate: ${aggregator.totalDecks} decks, ${aggregator.matchedDecks} matched`);
    });

    // Every other document is built from the accumulated statistics, once the rule ids met
    // only in decks' matches are known to be storable; the paths are checked before any write.
    const built = await timed('build documents', () => {
      for (const entry of aggregator.result().rules.allEntries())
        if (entry.rule === undefined) ids.checkMatchedRule(entry.id, decksWhere);
      const docs = aggregator.finish();
      ids.checkDocuments(docs);
      return docs;
    });
    const notices = jobs.result();
    for (const notice of notices) ids.checkDeckId(notice.id, `${store.description}: deck_jobs`);

    // The documents are written, then committed at once so readers never see half a run.
    const oversized: AggregateSummary['oversized'] = [];
    await timed('write documents', async () => {
      for (const doc of built) {
        // A NaN, Infinity or undefined is a bug of ours: stop before publishing it (JSON would
        // write null, Firestore would refuse the batch). Deck details are checked by the tests.
        const bad = nonFinitePaths(doc.data);
        if (bad.length > 0)
          throw internalError(
            `aggregate built ${doc.path} with a value that is not a number or is missing: ${bad.slice(0, 3).join(', ')}`,
          );
        if (GROWING_KINDS.has(doc.kind)) {
          const bytes = Buffer.byteLength(JSON.stringify(doc.data));
          if (bytes > FIRESTORE_DOCUMENT_LIMIT) oversized.push({ path: doc.path, bytes });
        }
        await publish(doc.kind, doc.path, doc.data);
      }
      for (const notice of notices) await publish('deckJob', docPath.deckJob(notice.id), notice);
      await publisher.flush();
    });
    // The folders of documents by id that this run writes whole: a sink that keeps documents
    // between runs removes the ones gone since (a disabled rule's page, a removed event's).
    if (!options.dryRun)
      for (const folder of completeFolders(options.deckDetails)) effects.sink?.complete?.(folder);
    // Everything is made visible at once: the end of the run. A folder sink updating a previous
    // run also says what it left as it was and removed.
    const committed = await timed('commit', () => publisher.commit());
    if (fold && foldState && counted?.classifications) fold.finish(foldState, counted.classifications);
    const { written } = committed;
    const { documents } = publisher;

    return {
      dryRun: options.dryRun,
      asOf: options.asOf,
      decks: aggregator.totalDecks,
      matchedDecks: aggregator.matchedDecks,
      rules: rules.length,
      events: aggregator.events.length,
      cards: aggregator.cardCount,
      invalidRules,
      documents,
      written: options.dryRun ? Object.values(documents).reduce((a, b) => a + b, 0) : written,
      ...(committed.unchanged === undefined
        ? {}
        : { unchanged: committed.unchanged, removed: committed.removed }),
      ...(deckDetailsKept === undefined ? {} : { deckDetailsKept }),
      ...(counted?.delta ? { delta: counted.delta } : {}),
      oversized,
      stages,
      threads: readThreads,
      warnings: [...aggregator.inputWarnings.kept, ...aggregator.warnings.kept],
      warningCount: aggregator.inputWarnings.count + aggregator.warnings.count,
    };
  } catch (error) {
    await publisher.abort();
    throw error;
  }
}

/** The folders of documents by id an aggregate run writes every document of. */
export function completeFolders(deckDetails: boolean): string[] {
  return [
    docPath.deckTypes,
    docPath.deckConsensusFolder,
    docPath.variants,
    docPath.eventsFolder,
    docPath.cards,
    ...(deckDetails ? [docPath.deckDetails] : []),
  ];
}
