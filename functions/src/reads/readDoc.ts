// One document by path in the stored form (timestamps as ISO text), or null when it is missing.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { fromFirestoreData } from '../../../data/firestoreValues.ts';
import type { StoredDoc } from '../../../data/store.ts';

export function storedOrNull(snapshot: DocumentSnapshot): StoredDoc | null {
  if (!snapshot.exists) return null;
  const { id: _field, ...fields } = fromFirestoreData(snapshot.data() ?? {});
  return { id: snapshot.id, ...fields };
}

export async function readDoc(db: Firestore, path: string): Promise<StoredDoc | null> {
  return storedOrNull(await db.doc(path).get());
}
