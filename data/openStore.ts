// Picks the store a command reads (`--data DIR` or `--source firestore --project ID`) and the
// sink it publishes to (`--out DIR` or `--target firestore --project ID`) from its flags.
// Each store's module is imported when it is chosen, so a snapshot command never loads
// firebase-admin (and a Firestore one never loads the snapshot readers).
import { usageError } from '../engine/userError.ts';
import type { FirestoreStore } from './firestoreStore.ts';
import type { SnapshotStore } from './snapshotStore.ts';
import type { DocumentSink } from './store.ts';

export interface StoreFlags {
  data?: string;
  /** `snapshot` (the default) or `firestore`. */
  source?: string;
  project?: string;
}

export interface SinkFlags {
  out?: string;
  /** `folder` (the default) or `firestore`. */
  target?: string;
  project?: string;
  /** Folder target: write OUT/docs anew instead of updating a previous run in place. */
  full?: boolean;
}

type Env = Record<string, string | undefined>;

/** A store or sink to close when the command ends (Firestore clients keep the process alive). */
export interface Closable {
  close(): Promise<void>;
}

/** The store a command opened: its `kind` tells the command which accelerators it may choose. */
export type OpenedStore = (SnapshotStore | FirestoreStore) & Partial<Closable>;

function requireProject(flag: string, project: string | undefined): string {
  if (!project) {
    throw usageError(`${flag} firestore needs --project <id>, the Google Cloud project to use`);
  }
  return project;
}

/**
 * The source the flags name, checked with the messages every command shares: a snapshot folder
 * (`--data DIR`, the default) or a Firestore project (`--source firestore --project ID`).
 */
export function storeSource(
  flags: StoreFlags,
): { source: 'snapshot'; data: string } | { source: 'firestore'; project: string } {
  const source = flags.source ?? 'snapshot';
  switch (source) {
    case 'snapshot':
      if (!flags.data) {
        throw usageError(
          '--data: missing; pass the snapshot folder, e.g. --data data/sample (or --source firestore --project ID)',
        );
      }
      return { source, data: flags.data };
    case 'firestore':
      if (flags.data) throw usageError('--data and --source firestore: pass one of them, not both');
      return { source, project: requireProject('--source', flags.project) };
    default:
      throw usageError(`--source: "${source}" is not a source; use snapshot or firestore`);
  }
}

/** Opens the store named by the flags; a snapshot folder unless `--source firestore`. */
export async function openStore(flags: StoreFlags, env: Env = process.env): Promise<OpenedStore> {
  const chosen = storeSource(flags);
  if (chosen.source === 'snapshot') {
    const { SnapshotStore } = await import('./snapshotStore.ts');
    return SnapshotStore.open(chosen.data);
  }
  const { FirestoreStore } = await import('./firestoreStore.ts');
  return FirestoreStore.open(chosen.project, {}, env);
}

/** Opens the sink named by the flags; a folder (`OUT/docs`) unless `--target firestore`. */
export async function openSink(
  flags: SinkFlags,
  env: Env = process.env,
): Promise<DocumentSink & Partial<Closable>> {
  const target = flags.target ?? 'folder';
  switch (target) {
    case 'folder': {
      if (!flags.out) {
        throw usageError(
          '--out: missing; pass the output folder, e.g. --out out (or --target firestore --project ID)',
        );
      }
      const { UpdatingFolderSink } = await import('./updatingFolderSink.ts');
      return new UpdatingFolderSink(flags.out, { full: flags.full });
    }
    case 'firestore': {
      if (flags.out) throw usageError('--out and --target firestore: pass one of them, not both');
      const project = requireProject('--target', flags.project);
      const { FirestoreSink } = await import('./firestoreSink.ts');
      return FirestoreSink.open(project, {}, env);
    }
    default:
      throw usageError(`--target: "${target}" is not a target; use folder or firestore`);
  }
}

/** Closes a store or sink that holds a connection; a no-op for folders. */
export async function closeQuietly(thing: Partial<Closable> | undefined): Promise<void> {
  await thing?.close?.().catch(() => undefined);
}
