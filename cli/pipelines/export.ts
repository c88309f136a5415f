// `tcg export`: copies the collections the pipeline reads from a store (Firestore) into a
// snapshot folder. Everything goes to a temporary folder that replaces OUT only at the end, so
// an interrupted or failed export leaves no snapshot, not half of one.

import { existsSync } from 'node:fs';
import path from 'node:path';
import pLimit from 'p-limit';
import { hashOf } from '../../data/contentHash.ts';
import { type ExportVersions, idOfLine, readVersions, VERSIONS_FILE } from '../../data/exportVersions.ts';
import type { VersionedDoc } from '../../data/firestoreStore.ts';
import { readLines } from '../../data/jsonl.ts';
import { assertReplaceableOutput } from '../../data/outputFolder.ts';
import { collectionFile, MANIFEST_FILE } from '../../data/snapshotManifest.ts';
import { SnapshotWriter } from '../../data/snapshotWriter.ts';
import type { DocumentStore, StoredDoc } from '../../data/store.ts';
import { sweepStaleTemps } from '../../data/tempFiles.ts';
import { COLLECTIONS, type CollectionName, REQUIRED_COLLECTIONS } from '../../engine/schemas.ts';
import { type UserError, usageError, userError } from '../../engine/userError.ts';
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
  /**
   * Fetch only the documents changed since the export at `out` (by Firestore's update times,
   * recorded in the snapshot), keep the others' lines, drop the deleted ones. Without a recorded
   * earlier export, everything is fetched (`fullBecause` says so).
   */
  since?: boolean;
}

/** A store that gives Firestore's update times (data/firestoreStore.ts), which `since` needs. */
export interface VersionedStore {
  readVersioned(collection: CollectionName): AsyncIterable<VersionedDoc>;
  listVersions(collection: CollectionName): AsyncIterable<{ id: string; version: string }>;
  getMany(collection: CollectionName, ids: readonly string[]): Promise<Map<string, VersionedDoc>>;
}

function isVersioned(store: DocumentStore): store is DocumentStore & VersionedStore {
  const candidate = store as Partial<VersionedStore>;
  return (
    typeof candidate.readVersioned === 'function' &&
    typeof candidate.listVersions === 'function' &&
    typeof candidate.getMany === 'function'
  );
}

/** Documents of a `since` export per collection: fetched (new or changed), kept, deleted. */
export interface SinceCounts {
  fetched: number;
  kept: number;
  deleted: number;
}

/** Documents fetched at once by a `since` export (Firestore's getAll). */
const FETCH_BATCH = 300;

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
  /** A `since` export: what it fetched, kept and deleted per collection. */
  since?: Record<string, SinceCounts>;
  /** Why a `since` export fetched everything. */
  fullBecause?: string;
}

function interrupted(out: string): UserError {
  return userError('INTERRUPTED', `export to ${out} interrupted; nothing was written, rerun to export again`);
}

/** A snapshot folder holding nothing an export would not write again is safe to replace. */
const SNAPSHOT_ENTRIES = {
  names: [MANIFEST_FILE, VERSIONS_FILE, ...COLLECTIONS.map((name) => `${name}.jsonl`)],
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
  // Update times are recorded when the store gives them; a `since` export reads the earlier ones.
  const versioned = isVersioned(store) ? store : undefined;
  const versions: ExportVersions | undefined = versioned ? {} : undefined;
  let previous: ExportVersions | undefined;
  let fullBecause: string | undefined;
  if (options.since) {
    if (!versioned)
      throw usageError(`--since: ${store.description} gives no update times; export without --since`);
    previous = await readVersions(options.out);
    if (!previous) fullBecause = `${options.out} holds no earlier export with update times`;
  }
  const sinceCounts: Record<string, SinceCounts> | undefined = previous ? {} : undefined;
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
            const record: Record<string, [string, string]> | undefined = versions ? {} : undefined;
            if (versions && record) versions[collection] = record;
            const put = async (doc: StoredDoc, version?: string) => {
              const line = JSON.stringify(doc);
              await writer?.writeLine(collection, line);
              if (record && version !== undefined) record[doc.id] = [version, hashOf(line)];
            };
            if (previous && versioned && record) {
              const result = await exportChanged(collection, {
                store: versioned,
                previous: previous[collection] ?? {},
                file: collectionFile(path.resolve(options.out), collection),
                write: async (id, version, line) => {
                  await writer?.writeLine(collection, line);
                  record[id] = [version, hashOf(line)];
                  n++;
                  bar?.tick();
                },
                stopped,
              });
              if (sinceCounts) sinceCounts[collection] = result;
            } else if (versioned) {
              for await (const { doc, version } of versioned.readVersioned(collection)) {
                if (stopped()) return;
                await put(doc, version);
                n++;
                bar?.tick();
              }
            } else {
              for await (const doc of store.read(collection)) {
                if (stopped()) return;
                await put(doc);
                n++;
                bar?.tick();
              }
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
    const manifest = await writer?.commit(versions);
    return {
      out: options.out,
      source: store.description,
      counts: manifest?.counts ?? counts,
      dryRun,
      ms: Math.round(clock() - started),
      ...(sinceCounts ? { since: sinceCounts } : {}),
      ...(fullBecause ? { fullBecause } : {}),
    };
  } catch (error) {
    await writer?.abort();
    throw error;
  }
}

/**
 * One collection of a `since` export: every document's id and update time is listed (in id
 * order); a document whose time and line are as the earlier export recorded keeps its line from
 * the snapshot file (in the same order, so the file is read once, forward), the others are fetched
 * in batches; documents no longer listed are left out. Lines are written in the listing's order,
 * so the file is the one a full export would write.
 */
async function exportChanged(
  collection: CollectionName,
  context: {
    store: VersionedStore;
    previous: Record<string, [string, string]>;
    file: string;
    write: (id: string, version: string, line: string) => Promise<void>;
    stopped: () => boolean;
  },
): Promise<SinceCounts> {
  const { store, previous } = context;
  const counts: SinceCounts = { fetched: 0, kept: 0, deleted: 0 };
  const lines = existsSync(context.file) ? readLines(context.file)[Symbol.asyncIterator]() : undefined;
  let linesDone = lines === undefined;
  /** The earlier file's line of `id`, read forward; undefined when it is not there. */
  const earlierLine = async (id: string): Promise<string | undefined> => {
    while (!linesDone && lines) {
      const next = await lines.next();
      if (next.done) {
        linesDone = true;
        return undefined;
      }
      if (idOfLine(next.value.text) === id) return next.value.text;
    }
    return undefined;
  };
  let window: { id: string; version: string; line?: string }[] = [];
  const flush = async () => {
    const fetched = await store.getMany(
      collection,
      window.filter((entry) => entry.line === undefined).map((entry) => entry.id),
    );
    for (const entry of window) {
      if (entry.line !== undefined) {
        await context.write(entry.id, entry.version, entry.line);
        counts.kept++;
        continue;
      }
      const now = fetched.get(entry.id);
      if (!now) continue; // deleted between the listing and the fetch
      await context.write(entry.id, now.version, JSON.stringify(now.doc));
      counts.fetched++;
    }
    window = [];
  };
  let listedEarlier = 0;
  try {
    for await (const { id, version } of store.listVersions(collection)) {
      if (context.stopped()) return counts;
      const known = previous[id];
      let line: string | undefined;
      if (known) {
        listedEarlier++;
        if (known[0] === version) {
          line = await earlierLine(id);
          if (line !== undefined && hashOf(line) !== known[1]) line = undefined;
        }
      }
      window.push(line === undefined ? { id, version } : { id, version, line });
      if (window.length >= FETCH_BATCH) await flush();
    }
    await flush();
  } finally {
    // The earlier file is read only as far as the listing needed: its handle is closed here, not
    // left to the garbage collector.
    await lines?.return(undefined);
  }
  counts.deleted = Object.keys(previous).length - listedEarlier;
  return counts;
}
