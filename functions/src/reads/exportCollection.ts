// A page of a whole-collection export in document-id order; the SPA pages until nextAfter is
// null and saves the documents as one JSON file (timestamps as ISO text, as in a snapshot).
import { FieldPath } from 'firebase-admin/firestore';
import { storedDoc } from '../../../data/firestoreStore.ts';
import type { Handler } from '../callable.ts';

export const exportCollection: Handler<'exportCollection'> = async ({ collection, after, limit }, { db }) => {
  let query = db.collection(collection).orderBy(FieldPath.documentId()).limit(limit);
  if (after) query = query.where(FieldPath.documentId(), '>', db.collection(collection).doc(after));
  const page = await query.get();
  const documents = page.docs.map(storedDoc);
  return {
    collection,
    documents,
    nextAfter: page.size === limit ? (documents.at(-1)?.id ?? null) : null,
  };
};
