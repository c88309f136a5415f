// `tcg export`: copies the collections the pipeline reads from a store (Firestore) into a
// snapshot folder. Everything goes to a temporary folder that replaces OUT only at the end, so
// an interrupted or failed export leaves no snapshot, not half of one.

import path from 'node:path';
import pLimit from 'p-limit';
import { assertReplaceableOutput } from '../../data/outputFolder.ts';
import { MANIFEST_FILE } from '../../data/snapshotManifest.ts';
import { SnapshotWriter } from '../../data/snapshotWriter.ts';
import type { DocumentStore } from '../../data/store.ts';
import { sweepStaleTemps } from '../../data/tempFiles.ts';
import { COLLECTIONS, type CollectionName, REQUIRED_COLLECTIONS } from '../../engine/schemas.ts';
import { type UserError, userError } from '../../engine/userError.ts';
import type { ProgressReporter } from '../progress.ts';

export interface ExportOptions {
  out: string;
  /** Collections to copy (default: every collection a snapshot holds). */
  collections?: readonly CollectionName[];
  /** Collections read at the same time. */
  concurrency?: number;
  /** When the export started, ISO 8601 (the manifest's `exportedAt`). */
  exportedAt: string;
  /** Read and count everything, write nothing. */
  dryRun?: boolean;
  /** Replace an `out` folder that is not a snapshot. */
  force?: boolean;
  /** Stops the export (Ctrl-C): nothing is left behind. */
  signal?: AbortSignal;
}

export interface ExportEffects {
  store: DocumentStore;
  progress?: (label: string, total: number | undefined) => ProgressReporter;
  clock?: () => number;
}

export interface ExportSummary {
  out: string;
  source: string;
  counts: Record<string, number>;
  dryRun: boolean;
  ms: number;
}

function interrupted(out: string): UserError {
  return userError('INTERRUPTED', `export to ${out} interrupted; nothing was written, rerun to export again`);
}

/** A snapshot folder holding nothing an export would not write again is safe to replace. */
const SNAPSHOT_ENTRIES = {
  names: [MANIFEST_FILE, ...COLLECTIONS.map((name) => `${name}.jsonl`)],
  signature: MANIFEST_FILE,
};

export async function runExport(options: ExportOptions, effects: ExportEffects): Promise<ExportSummary> {
  const clock = effects.clock ?? (() => performance.now());
  const started = clock();
  const { store, progress } = effects;
  const collections = options.collections ?? COLLECTIONS;
  const dryRun = options.dryRun === true;
  if (!dryRun) {
    // OUT is replaced whole at the end: refuse a folder that is not a snapshot before reading.
    await assertReplaceableOutput({
      command: 'export',
      flag: '--out',
      target: options.out,
      inputs: [],
      force: options.force,
      ownEntries: SNAPSHOT_ENTRIES,
    });
    await sweepStaleTemps([path.dirname(path.resolve(options.out))]);
  }
  const writer = dryRun
    ? undefined
    : await SnapshotWriter.create(options.out, { source: store.description, exportedAt: options.exportedAt });
  const counts: Record<string, number> = {};
  const limit = pLimit(Math.max(1, options.concurrency ?? 2));
  // The first failure stops the other collections at their next document.
  const failed = new AbortController();
  const stopped = () => failed.signal.aborted || options.signal?.aborted === true;
  try {
    // Each collection streams page by page into its own file; a few collections run at once.
    const results = await Promise.allSettled(
      collections.map((collection) =>
        limit(async () => {
          if (stopped()) return;
          try {
            const total = await store.count(collection);
            // An empty optional collection is left out of the snapshot, as the manifest allows.
            if (total === 0 && !REQUIRED_COLLECTIONS.includes(collection)) return;
            const bar = progress?.(`export ${collection}`, total);
            let n = 0;
            for await (const doc of store.read(collection)) {
              if (stopped()) return;
              await writer?.write(collection, doc);
              n++;
              bar?.tick();
            }
            counts[collection] = n;
            bar?.done(`export ${collection}: ${n} documents`);
          } catch (error) {
            failed.abort();
            throw error;
          }
        }),
      ),
    );
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    if (options.signal?.aborted) throw interrupted(options.out);
    // The manifest is written last and the folder swapped into place.
    const manifest = await writer?.commit();
    return {
      out: options.out,
      source: store.description,
      counts: manifest?.counts ?? counts,
      dryRun,
      ms: Math.round(clock() - started),
    };
  } catch (error) {
    await writer?.abort();
    throw error;
  }
}
