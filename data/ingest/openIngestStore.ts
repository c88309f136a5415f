// Opens the ingestion store a command names: a snapshot folder (`--data DIR`) or Firestore
// (`--source firestore --project ID`), with the same flags and messages as every other command.
// Each store's module is imported when it is chosen: a snapshot never loads firebase-admin.
import { type StoreFlags, storeSource } from '../openStore.ts';
import type { IngestStore } from './jobStore.ts';

type Env = Record<string, string | undefined>;

export async function openIngestStore(flags: StoreFlags, env: Env = process.env): Promise<IngestStore> {
  const chosen = storeSource(flags);
  if (chosen.source === 'snapshot') {
    const { SnapshotIngestStore } = await import('./snapshotIngestStore.ts');
    return SnapshotIngestStore.open(chosen.data);
  }
  const [{ openFirestore }, { FirestoreIngestStore }] = await Promise.all([
    import('../firestoreClient.ts'),
    import('./firestoreIngestStore.ts'),
  ]);
  const connection = openFirestore(chosen.project, env);
  return new FirestoreIngestStore(connection.db, connection.description, connection.retry, () =>
    connection.close(),
  );
}
