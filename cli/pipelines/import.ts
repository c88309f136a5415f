// `tcg import`: seeds a Firestore project from a snapshot folder. The snapshot is checked whole
// before anything is written; a marker document records an unfinished import, so a rerun (or
// --resume) writes only the documents still missing: nothing lost, nothing doubled.
import { createHash } from 'node:crypto';
import { BatchWriter } from '../../data/firestoreBatches.ts';
import { withRetry } from '../../data/firestoreClient.ts';
import type { FirestoreStore } from '../../data/firestoreStore.ts';
import { firestoreShapeProblem, toFirestoreData } from '../../data/firestoreValues.ts';
import { parseDocLine, readLines } from '../../data/jsonl.ts';
import { collectionFile } from '../../data/snapshotManifest.ts';
import { SnapshotStore } from '../../data/snapshotStore.ts';
import type { StoredDoc } from '../../data/store.ts';
import { ID_PROBLEM_TEXT, idProblem as idProblemOf } from '../../engine/ids.ts';
import { COLLECTIONS, type CollectionName, type Manifest } from '../../engine/schemas.ts';
import { usageError, userError } from '../../engine/userError.ts';
import type { ProgressReporter } from '../progress.ts';

/** Where an import records that it started and whether it finished. */
export const IMPORT_MARKER = 'system_meta/tcg_import';
/** Firestore's document size limit, less room for the names it counts. */
const MAX_DOCUMENT_BYTES = 1_048_487;

export interface ImportOptions {
  data: string;
  /** Write every document even if the target holds some already (overwrites by id). */
  force: boolean;
  /** Write only the documents the target lacks. */
  resume: boolean;
  dryRun: boolean;
  /** When the import started, ISO 8601 (recorded in the marker). */
  startedAt: string;
  /** Batches committed at the same time. */
  concurrency?: number;
  /** Documents per batch (at most 500, the default). */
  batchSize?: number;
  /** Stops the import (Ctrl-C) after the batches in flight; a rerun resumes. */
  signal?: AbortSignal;
}

export interface ImportEffects {
  target: FirestoreStore;
  progress?: (label: string, total: number | undefined) => ProgressReporter;
  clock?: () => number;
}

export type ImportMode = 'fresh' | 'resume' | 'force';

export interface ImportSummary {
  source: string;
  target: string;
  mode: ImportMode;
  dryRun: boolean;
  collections: { name: CollectionName; documents: number; written: number; skipped: number }[];
  ms: number;
}

/**
 * What identifies a snapshot in the marker: a rerun with the same snapshot may resume. The hash
 * of every line covers the content: a snapshot changed since (by classify, say) with the same
 * manifest counts is another snapshot, and resuming would skip its changed documents.
 */
function fingerprint(manifest: Manifest, contentHash: string): string {
  return JSON.stringify({
    exportedAt: manifest.exportedAt,
    source: manifest.source,
    counts: manifest.counts,
    sha256: contentHash,
  });
}

/**
 * Reads every line of every collection once and refuses, naming the file and line, anything
 * Firestore would reject. Returns the number of documents of each collection present and a hash
 * of their lines.
 */
async function checkSnapshot(
  store: SnapshotStore,
): Promise<{ counts: Map<CollectionName, number>; contentHash: string }> {
  const counts = new Map<CollectionName, number>();
  const hash = createHash('sha256');
  for (const collection of COLLECTIONS) {
    const file = collectionFile(store.dir, collection);
    if ((await store.count(collection)) === 0) continue;
    let n = 0;
    const seen = new Set<string>();
    try {
      for await (const line of readLines(file)) {
        if (line.text.trim() === '') continue;
        const doc = parseDocLine(file, line.number, line.text);
        hash.update(`${collection}\t${line.text}\n`);
        const where = `${file}:${line.number}`;
        // A leading dot is Firestore's to store (only hosting ignores such files): imported as is.
        const problem = idProblemOf(doc.id);
        const idProblem = problem && problem !== 'leadingDot' && ID_PROBLEM_TEXT[problem];
        if (idProblem) {
          throw userError(
            'SNAPSHOT_INVALID_LINE',
            `${where}: id "${doc.id}": Firestore does not accept ${idProblem}; fix the id`,
          );
        }
        if (seen.has(doc.id)) {
          throw userError(
            'SNAPSHOT_INVALID_LINE',
            `${where}: id "${doc.id}" appears twice in ${collection}; keep one line per document`,
          );
        }
        seen.add(doc.id);
        const shape = firestoreShapeProblem(doc);
        if (shape) throw userError('SNAPSHOT_INVALID_LINE', `${where}: ${shape}; fix the field`);
        if (Buffer.byteLength(line.text) > MAX_DOCUMENT_BYTES) {
          throw userError(
            'SNAPSHOT_INVALID_LINE',
            `${where}: the document is over Firestore's 1 MiB limit; shorten it`,
          );
        }
        n++;
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    counts.set(collection, n);
  }
  return { counts, contentHash: hash.digest('hex') };
}

async function readMarker(target: FirestoreStore): Promise<Record<string, unknown> | undefined> {
  const snapshot = await withRetry(
    target.description,
    `reading ${IMPORT_MARKER}`,
    () => target.db.doc(IMPORT_MARKER).get(),
    target.retryOptions,
  );
  return snapshot.exists ? snapshot.data() : undefined;
}

async function writeMarker(target: FirestoreStore, fields: Record<string, unknown>) {
  await withRetry(
    target.description,
    `writing ${IMPORT_MARKER}`,
    () => target.db.doc(IMPORT_MARKER).set(toFirestoreData(fields)),
    target.retryOptions,
  );
}

/** Decides how to treat the target: empty, an unfinished import of this snapshot, or refused. */
async function chooseMode(
  options: ImportOptions,
  target: FirestoreStore,
  collections: CollectionName[],
  snapshotFingerprint: string,
): Promise<ImportMode> {
  if (options.force && options.resume) {
    throw usageError('--force and --resume: pass one of them, not both');
  }
  const occupied: CollectionName[] = [];
  for (const collection of collections) {
    if (!(await target.isEmpty(collection))) occupied.push(collection);
  }
  if (occupied.length === 0) return 'fresh';
  if (options.force) return 'force';
  if (options.resume) return 'resume';
  const marker = await readMarker(target);
  if (marker?.status === 'in_progress' && marker.snapshot === snapshotFingerprint) return 'resume';
  throw userError(
    'TARGET_NOT_EMPTY',
    `${target.description}: ${occupied.join(', ')} already ${occupied.length === 1 ? 'holds' : 'hold'} documents; pass --resume to add only the missing ones or --force to overwrite them`,
  );
}

export async function runImport(options: ImportOptions, effects: ImportEffects): Promise<ImportSummary> {
  const clock = effects.clock ?? (() => performance.now());
  const started = clock();
  const { target, progress } = effects;
  const interrupted = () =>
    userError(
      'INTERRUPTED',
      `import into ${target.description} interrupted; rerun the same command to finish it`,
    );

  // The snapshot is opened and checked whole first, so a bad line stops the import before any write.
  const snapshot = await SnapshotStore.open(options.data);
  const manifest = snapshot.getManifest();
  const { counts, contentHash } = await checkSnapshot(snapshot);
  const collections = [...counts.keys()];
  const snapshotFingerprint = fingerprint(manifest, contentHash);

  // The target decides the mode: empty, resumable, or refused without --force / --resume.
  const mode = await chooseMode(options, target, collections, snapshotFingerprint);
  // The marker a rerun reads: which snapshot, from where and how this import began.
  const marker = { snapshot: snapshotFingerprint, source: options.data, mode, started_at: options.startedAt };
  if (!options.dryRun) await writeMarker(target, { status: 'in_progress', ...marker });

  // Each collection is written in batches; on resume, the documents already there are skipped.
  const summary: ImportSummary['collections'] = [];
  for (const collection of collections) {
    const documents = counts.get(collection) ?? 0;
    const existing = mode === 'resume' ? await target.ids(collection) : new Set<string>();
    const bar = progress?.(`import ${collection}`, documents);
    const writer = new BatchWriter(target.db, target.description, {
      concurrency: options.concurrency,
      batchSize: options.batchSize,
      retry: target.retryOptions,
      onCommit: (n) => bar?.tick(n),
    });
    const ref = target.db.collection(collection);
    let written = 0;
    let skipped = 0;
    try {
      for await (const doc of snapshot.read(collection)) {
        if (options.signal?.aborted) throw interrupted();
        if (existing.has(doc.id)) {
          skipped++;
          bar?.tick();
          continue;
        }
        written++;
        if (options.dryRun) continue;
        const { id, ...fields } = doc as StoredDoc;
        await writer.add((batch) => batch.set(ref.doc(id), toFirestoreData(fields)));
      }
      // Batches already sent finish even when interrupted, so a rerun sees whole batches.
      await writer.flush();
    } catch (error) {
      await writer.discard();
      throw error;
    }
    bar?.done(`import ${collection}: ${written} written, ${skipped} already there`);
    summary.push({ name: collection, documents, written, skipped });
  }

  if (!options.dryRun)
    await writeMarker(target, { status: 'done', ...marker, counts: Object.fromEntries(counts) });
  return {
    source: options.data,
    target: target.description,
    mode,
    dryRun: options.dryRun,
    collections: summary,
    ms: Math.round(clock() - started),
  };
}
