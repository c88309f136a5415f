// Where each command chooses its accelerators (README "The plain path and its accelerators"):
// none with `--plain` or for a store that offers none (Firestore), else the snapshot's, with the
// threads of `--threads` and the thresholds of the environment (accelerateSettings.ts); for
// `tcg build`, the plain or the accelerated page writer. The pipelines get what is chosen here and
// never ask which store they have. An accelerator's module is imported only when it is chosen, so
// a plain run loads none.
import path from 'node:path';
import type { InPlaceUpdate, ThreadOptions } from '../../data/accelerators/snapshotAccelerators.ts';
import type { OpenedStore } from '../../data/openStore.ts';
import type { DocumentSink } from '../../data/store.ts';
import { defaultWorkers } from '../../data/workers.ts';
import type { AggregateThreads } from '../pipelines/accelerators/aggregateInThreads.ts';
import type { PageWriter } from '../pipelines/site/pageWriter.ts';
import type { AccelerateSettings } from './accelerateSettings.ts';

export interface AcceleratorChoice extends AccelerateSettings {
  /** `--plain`: the reference path, no accelerator. */
  plain?: boolean;
  /** `--threads` (default: the CPUs, at most 4; 1: none). */
  threads?: number;
}

function threadOptions(choice: AcceleratorChoice): ThreadOptions {
  return {
    threads: choice.threads ?? defaultWorkers(),
    ...(choice.minBytes === undefined ? {} : { minBytes: choice.minBytes }),
  };
}

/**
 * `tcg classify`: the snapshot's in-place update (in threads when the decks are big), with its cache
 * of the decks in the snapshot folder (data/accelerators/classifyCache.ts; env TCG_CLASSIFY_CACHE=0
 * turns it off, for comparisons), or none.
 */
export async function classifyAccelerator(
  store: OpenedStore,
  choice: AcceleratorChoice,
  env: Record<string, string | undefined> = process.env,
): Promise<InPlaceUpdate | undefined> {
  if (choice.plain || store.kind !== 'snapshot') return undefined;
  const [{ inPlaceUpdate }, { CLASSIFY_CACHE_FILE }] = await Promise.all([
    import('../../data/accelerators/snapshotAccelerators.ts'),
    import('../../data/accelerators/classifyCache.ts'),
  ]);
  return inPlaceUpdate(store, {
    ...threadOptions(choice),
    ...(env.TCG_CLASSIFY_CACHE === '0' ? {} : { classifyCache: path.join(store.dir, CLASSIFY_CACHE_FILE) }),
  });
}

/**
 * `tcg aggregate`: the snapshot's decks folded in threads (when big), each thread writing its
 * decks' pages into a folder sink; or none. With deck pages and another sink (Firestore), the
 * pipeline keeps the decks in one thread.
 */
export async function aggregateAccelerator(
  store: OpenedStore,
  sink: DocumentSink | undefined,
  choice: AcceleratorChoice,
  env: Record<string, string | undefined> = process.env,
): Promise<AggregateThreads | undefined> {
  const options = threadOptions(choice);
  if (choice.plain || store.kind !== 'snapshot' || options.threads <= 1) return undefined;
  const [{ foldInParts }, { FolderSink }, { CLASSIFY_CACHE_FILE }, { foldRecords }] = await Promise.all([
    import('../../data/accelerators/snapshotAccelerators.ts'),
    import('../../data/folderSink.ts'),
    import('../../data/accelerators/classifyCache.ts'),
    import('../../data/accelerators/aggregateDelta.ts'),
  ]);
  const decks = foldInParts(store, options);
  if (!(sink instanceof FolderSink)) return { decks };
  // The run's fold record, which the next run takes on after classify changed a few decks
  // (aggregateDelta.ts; TCG_AGGREGATE_DELTA=0 never takes it on, for comparisons).
  const decksFile = await store.existingFile('decks');
  const place = decksFile && {
    docsDir: sink.docsDir,
    decksFile,
    classifyCache: env.TCG_CLASSIFY_CACHE === '0' ? undefined : path.join(store.dir, CLASSIFY_CACHE_FILE),
    delta: env.TCG_AGGREGATE_DELTA !== '0',
    ...(choice.minBytes === 0 ? { maxReadShare: 1 } : {}),
  };
  return { decks, pages: sink, ...(place ? { fold: foldRecords(place) } : {}) };
}

/**
 * `tcg build`: vike's own pre-rendering, or the accelerated page writer (TCG_FAST_PAGES=0 turns
 * its fast page renderer off, for comparisons).
 */
export async function pageWriter(
  choice: Pick<AcceleratorChoice, 'plain' | 'minPages'>,
  env: Record<string, string | undefined> = process.env,
): Promise<PageWriter> {
  if (choice.plain) return (await import('../pipelines/buildSite.ts')).plainPages();
  const { acceleratedPages } = await import('../pipelines/site/accelerated/acceleratedPages.ts');
  return acceleratedPages({
    fastPages: env.TCG_FAST_PAGES !== '0',
    ...(choice.minPages === undefined ? {} : { minPagesToSplit: choice.minPages }),
  });
}
