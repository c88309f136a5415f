// Opens the ingestion store a command names: a snapshot folder (`--data DIR`) or Firestore
// (`--source firestore --project ID`), with the same flags and messages as every other command.
// Each store's module is imported when it is chosen: a snapshot never loads firebase-admin.
import { usageError } from '../../engine/userError.ts';
import type { StoreFlags } from '../openStore.ts';
import type { IngestStore } from './jobStore.ts';

type Env = Record<string, string | undefined>;

export async function openIngestStore(flags: StoreFlags, env: Env = process.env): Promise<IngestStore> {
  const source = flags.source ?? 'snapshot';
  switch (source) {
    case 'snapshot': {
      if (!flags.data) {
        throw usageError(
          '--data: missing; pass the snapshot folder, e.g. --data data/sample (or --source firestore --project ID)',
        );
      }
      const { SnapshotIngestStore } = await import('./snapshotIngestStore.ts');
      return SnapshotIngestStore.open(flags.data);
    }
    case 'firestore': {
      if (flags.data) throw usageError('--data and --source firestore: pass one of them, not both');
      if (!flags.project) {
        throw usageError('--source firestore needs --project <id>, the Google Cloud project to use');
      }
      const [{ openFirestore }, { FirestoreIngestStore }] = await Promise.all([
        import('../firestoreClient.ts'),
        import('./firestoreIngestStore.ts'),
      ]);
      const connection = openFirestore(flags.project, env);
      return new FirestoreIngestStore(connection.db, connection.description, {}, () => connection.close());
    }
    default:
      throw usageError(`--source: "${source}" is not a source; use snapshot or firestore`);
  }
}
