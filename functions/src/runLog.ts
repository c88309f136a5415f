// The run log of spec admin §3: system/admin/function_runs/{name} says `running` when a job
// starts, then `success` or `error` with its message, so the aggregation manager can show it.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

export const RUN_LOG_COLLECTION = 'system/admin/function_runs';

export async function runLogged<T>(
  db: Firestore,
  name: string,
  uid: string | null,
  work: () => Promise<T>,
): Promise<T> {
  const ref = db.collection(RUN_LOG_COLLECTION).doc(name);
  await ref.set(
    {
      id: name,
      name,
      status: 'running',
      lastStartedAt: FieldValue.serverTimestamp(),
      startedBy: uid,
      errorMessage: null,
    },
    { merge: true },
  );
  try {
    const result = await work();
    await ref.set(
      { status: 'success', lastFinishedAt: FieldValue.serverTimestamp(), errorMessage: null },
      { merge: true },
    );
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The log must not hide the job's own failure: a failed log write is ignored here.
    await ref
      .set(
        { status: 'error', lastFinishedAt: FieldValue.serverTimestamp(), errorMessage: message },
        { merge: true },
      )
      .catch(() => undefined);
    throw error;
  }
}
