// The snapshot's accelerators, each giving what the store's plain path gives, faster. A command
// builds them for the SnapshotStore it opened, unless it runs plain (cli/commands/accelerators.ts),
// and hands them to its pipeline; tests hold each to the plain path's output, byte for byte.
// - The in-place update: each line scanned for the task's fields only (byteScanner/), a change
//   spliced into its stored bytes (inPlaceUpdate/), a big file updated in worker threads (threads/).
// - The fold in parts: a big file folded in worker threads, one contiguous part each (threads/).
import { stat } from 'node:fs/promises';
import { classifyUpdate } from '../../engine/rules/classify.ts';
import { RuleMatcher } from '../../engine/rules/matcher.ts';
import type { CollectionName } from '../../engine/schemas.ts';
import { countOf, type FoldTask, fieldsOf, type UpdateTask, updateOf } from '../../engine/tasks.ts';
import type { SnapshotStore } from '../snapshotStore.ts';
import type { ReadOptions, UpdateOptions, UpdateResult } from '../store.ts';
import { ProjectionScanner } from './byteScanner/jsonProjection.ts';
import {
  type ClassifyCache,
  ClassifyCacheBuilder,
  classifyFromCache,
  deckAtLine,
  derivedHistory,
  fileIdentity,
  lineStartsOf,
  readClassifyCache,
  writeClassifyCache,
} from './classifyCache.ts';
import { updateFile } from './inPlaceUpdate/snapshotUpdate.ts';
import type { PartTarget } from './threads/partDocWriter.ts';
import { foldFileInParts, type PartResult } from './threads/snapshotParts.ts';
import { TaskPool } from './threads/threadPool.ts';

/** Below this size a file is read or updated in the calling thread (starting threads costs time). */
const PARALLEL_MIN_BYTES = 32 << 20;

/** How an accelerator may use worker threads. */
export interface ThreadOptions {
  /** Worker threads; 1 or less: the calling thread. */
  threads: number;
  /** Files smaller than this (in bytes) stay in the calling thread (default 32 MiB). */
  minBytes?: number;
}

/** `updateEach` with the update of a typed task (engine/tasks.ts); also says how many threads ran it. */
export interface InPlaceUpdate {
  update(
    collection: CollectionName,
    task: UpdateTask,
    options: UpdateOptions,
  ): Promise<UpdateResult & { threads: number; cached: boolean }>;
}

/**
 * A fold of a collection in contiguous parts, one worker thread each, each part's result in
 * collection order; undefined when the collection is too small to be worth threads (the caller
 * then folds `read` itself). With `documents`, each thread writes the documents its fold emits
 * into that folder (threads/partDocWriter.ts).
 */
export interface FoldInParts {
  fold<T extends FoldTask>(
    collection: CollectionName,
    task: T,
    options: ReadOptions & { documents?: PartTarget },
  ): Promise<PartResult<T>[] | undefined>;
}

/** The in-place update's options: its threads, and where classify keeps its cache of the decks. */
export interface InPlaceOptions extends ThreadOptions {
  /** The classify cache's file for the snapshot's decks (classifyCache.ts); none: no cache. */
  classifyCache?: string;
}

export function inPlaceUpdate(store: SnapshotStore, options: InPlaceOptions): InPlaceUpdate {
  return {
    async update(collection, task, update) {
      let threads = 1;
      let cached = false;
      const result = await store.rewrite(collection, async (file, total) => {
        const cacheFile =
          task.kind === 'classify' && collection === 'decks' ? options.classifyCache : undefined;
        const cache = cacheFile ? readClassifyCache(cacheFile, file) : undefined;
        if (cacheFile && cache) {
          cached = true;
          return updateFromCache(file, total, task, update, cache, cacheFile);
        }
        const minBytes = options.minBytes ?? PARALLEL_MIN_BYTES;
        if (options.threads > 1 && (await stat(file)).size >= minBytes) threads = options.threads;
        const write = !update.dryRun;
        // A dry run writes nothing, not even the cache.
        const count = cacheFile !== undefined && write;
        const pool = threads > 1 ? TaskPool.open(threads, { task, file, write, count }) : undefined;
        const builder = count ? new ClassifyCacheBuilder() : undefined;
        try {
          const updated = await updateFile({
            file,
            total,
            dryRun: update.dryRun ?? false,
            onProgress: update.onProgress,
            update: updateOf(task),
            scanner: new ProjectionScanner(fieldsOf(task)),
            pool,
            inFlight: 2 * threads,
            ...(count
              ? {
                  count: countOf(task),
                  onChunk: (chunk, firstLine, bytes, at) =>
                    builder!.addChunk(chunk.counted!, firstLine, lineStartsOf(bytes, at, chunk.lines)),
                }
              : {}),
          });
          if (count) writeClassifyCache(cacheFile, file, builder!.build());
          return updated;
        } finally {
          await pool?.close();
        }
      });
      return { ...result, threads, cached };
    },
  };
}

/**
 * Classify from the cache of the decks (classifyCache.ts): every deck classified from it; when
 * some change (and not in a dry run), the file rewritten with the chunks that hold them updated as
 * without a cache, the others copied; then the cache of the new file written.
 */
async function updateFromCache(
  file: string,
  total: number | undefined,
  task: UpdateTask,
  update: UpdateOptions,
  cache: ClassifyCache,
  cacheFile: string,
): Promise<UpdateResult & { written: boolean }> {
  // One matcher for both: the names the cache holds are tested once, in a few batches.
  const matcher = new RuleMatcher(task.data.rules);
  const changedLines = classifyFromCache(cache, task.data, matcher);
  if (changedLines.length === 0 || update.dryRun) {
    update.onProgress?.(cache.decks, total);
    return { read: cache.decks, changed: changedLines.length, written: false };
  }
  const builder = new ClassifyCacheBuilder(cache);
  const readIdentity = fileIdentity(file);
  let next = 0;
  const updated = await updateFile({
    file,
    total,
    dryRun: false,
    onProgress: update.onProgress,
    update: classifyUpdate(task.data, matcher),
    scanner: new ProjectionScanner(fieldsOf(task)),
    pool: undefined,
    inFlight: 0,
    count: countOf(task),
    // A chunk none of whose lines changes is copied as it is, its decks taken from the cache.
    known: (firstLine, lines) => {
      while (next < changedLines.length && changedLines[next]! < firstLine) next++;
      if (next < changedLines.length && changedLines[next]! < firstLine + lines) return undefined;
      const read = deckAtLine(cache, firstLine + lines) - deckAtLine(cache, firstLine);
      return { bytes: undefined, lines, read, changed: 0 };
    },
    onChunk: (chunk, firstLine, bytes, at) => {
      const starts = lineStartsOf(bytes, at, chunk.lines);
      if (chunk.counted) builder.addChunk(chunk.counted, firstLine, starts);
      else builder.addCached(firstLine, chunk.lines, starts);
    },
  });
  // What changed from the file read, for the next `tcg aggregate` (ClassifiedFrom); unknown when
  // the rewrite changed other lines than the cache said (it never should).
  const derivedFrom =
    updated.changed === changedLines.length ? derivedHistory(readIdentity, cache, changedLines) : [];
  writeClassifyCache(cacheFile, file, { ...builder.build(), derivedFrom });
  return updated;
}

export function foldInParts(store: SnapshotStore, options: ThreadOptions): FoldInParts {
  return {
    async fold(collection, task, fold) {
      const file = await store.existingFile(collection);
      if (file === undefined) return undefined;
      return foldFileInParts(file, task, {
        ...fold,
        threads: options.threads,
        minBytes: options.minBytes ?? PARALLEL_MIN_BYTES,
        total: await store.count(collection),
      });
    },
  };
}
