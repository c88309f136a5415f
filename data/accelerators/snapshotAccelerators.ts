// The snapshot's accelerators, each giving what the store's plain path gives, faster. A command
// builds them for the SnapshotStore it opened, unless it runs plain (cli/commands/accelerators.ts),
// and hands them to its pipeline; tests hold each to the plain path's output, byte for byte.
// - The in-place update: each line scanned for the task's fields only (byteScanner/), a change
//   spliced into its stored bytes (inPlaceUpdate/), a big file updated in worker threads (threads/).
// - The fold in parts: a big file folded in worker threads, one contiguous part each (threads/).
import { stat } from 'node:fs/promises';
import type { CollectionName } from '../../engine/schemas.ts';
import { type FoldTask, fieldsOf, type UpdateTask, updateOf } from '../../engine/tasks.ts';
import type { SnapshotStore } from '../snapshotStore.ts';
import type { ReadOptions, UpdateOptions, UpdateResult } from '../store.ts';
import { ProjectionScanner } from './byteScanner/jsonProjection.ts';
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
  ): Promise<UpdateResult & { threads: number }>;
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

export function inPlaceUpdate(store: SnapshotStore, options: ThreadOptions): InPlaceUpdate {
  return {
    async update(collection, task, update) {
      let threads = 1;
      const result = await store.rewrite(collection, async (file, total) => {
        const minBytes = options.minBytes ?? PARALLEL_MIN_BYTES;
        if (options.threads > 1 && (await stat(file)).size >= minBytes) threads = options.threads;
        const pool = threads > 1 ? TaskPool.open(threads, { task, file, write: !update.dryRun }) : undefined;
        try {
          return await updateFile({
            file,
            total,
            dryRun: update.dryRun ?? false,
            onProgress: update.onProgress,
            update: updateOf(task),
            scanner: new ProjectionScanner(fieldsOf(task)),
            pool,
            inFlight: 2 * threads,
          });
        } finally {
          await pool?.close();
        }
      });
      return { ...result, threads };
    },
  };
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
