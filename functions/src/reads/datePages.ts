// Newest-first pages of a collection ordered by a date field, with a cursor of the last item's
// date and id. Two queries instead of startAfter (which the local Firestore server ignores):
// the rest of the cursor's date (ids below the cursor's), then everything older.
import { FieldPath, type Firestore, type Query, Timestamp } from 'firebase-admin/firestore';
import { storedDoc } from '../../../data/firestoreStore.ts';
import type { StoredDoc } from '../../../data/store.ts';
import { toIsoDate } from '../../../engine/tolerant.ts';

export interface DateCursor {
  date: string;
  id: string;
}

export interface DatePage {
  docs: StoredDoc[];
  /** Where the next page starts; null when this page reached the end. */
  nextCursor: DateCursor | null;
}

export async function newestFirst(
  db: Firestore,
  collection: string,
  field: string,
  size: number,
  cursor?: DateCursor | null,
  narrow: (query: Query) => Query = (query) => query,
): Promise<DatePage> {
  const base = narrow(db.collection(collection));
  const docs: StoredDoc[] = [];
  if (cursor) {
    const at = Timestamp.fromDate(new Date(cursor.date));
    const sameDate = await base
      .where(field, '==', at)
      .where(FieldPath.documentId(), '<', db.collection(collection).doc(cursor.id))
      .orderBy(FieldPath.documentId(), 'desc')
      .limit(size)
      .get();
    docs.push(...sameDate.docs.map(storedDoc));
  }
  if (docs.length < size) {
    let older = base.orderBy(field, 'desc').orderBy(FieldPath.documentId(), 'desc');
    if (cursor) older = older.where(field, '<', Timestamp.fromDate(new Date(cursor.date)));
    const page = await older.limit(size - docs.length).get();
    docs.push(...page.docs.map(storedDoc));
  }
  const last = docs.at(-1);
  const lastDate = last ? toIsoDate(last[field]) : undefined;
  return {
    docs,
    nextCursor: docs.length === size && last && lastDate ? { date: lastDate, id: last.id } : null,
  };
}
