// The aggregation manager's reads: every function run log, and whether each of the four public
// documents exists and when it was last updated (nothing else of them is sent).

import { storedDoc } from '../../../data/firestoreStore.ts';
import { PUBLIC_DOC_PATHS } from '../../../engine/admin/callables.ts';
import type { Handler } from '../callable.ts';
import { RUN_LOG_COLLECTION } from '../runLog.ts';
import { storedOrNull } from './readDoc.ts';
import { text, time } from './toShapes.ts';

export const listFunctionRuns: Handler<'listFunctionRuns'> = async (_payload, { db }) => {
  const runs = await db.collection(RUN_LOG_COLLECTION).get();
  return {
    runs: runs.docs.map((snapshot) => {
      const doc = storedDoc(snapshot);
      const status = doc.status === 'success' || doc.status === 'error' ? doc.status : 'running';
      return {
        id: doc.id,
        name: text(doc, 'name') ?? doc.id,
        status,
        lastStartedAt: time(doc, 'lastStartedAt'),
        lastFinishedAt: time(doc, 'lastFinishedAt'),
        errorMessage: text(doc, 'errorMessage'),
      };
    }),
  };
};

export const getPublicDocStatus: Handler<'getPublicDocStatus'> = async (_payload, { db }) => {
  const snapshots = await db.getAll(...PUBLIC_DOC_PATHS.map((path) => db.doc(path)));
  return {
    docs: PUBLIC_DOC_PATHS.map((path, i) => {
      const doc = storedOrNull(snapshots[i]!);
      return { path, exists: doc !== null, updatedAt: doc ? time(doc, 'updatedAt', 'updated_at') : null };
    }),
  };
};
