// The run log of spec admin §3: system/admin/function_runs/{name} says `running` when a job
// starts, then `success` or `error` with its message and, for a user error of the catalogue, its
// code (engine/errors.ts), so the screens can tell e.g. the official site's browser check apart.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { adminFailureMessage } from '../../data/official/officialError.ts';
import { isUserError } from '../../engine/userError.ts';

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
      errorDetail: null,
      errorCode: null,
    },
    { merge: true },
  );
  try {
    const result = await work();
    await ref.set(
      {
        status: 'success',
        lastFinishedAt: FieldValue.serverTimestamp(),
        errorMessage: null,
        errorDetail: null,
        errorCode: null,
      },
      { merge: true },
    );
    return result;
  } catch (error) {
    // An official site's failure in Japanese (its English line kept as errorDetail).
    const message = adminFailureMessage(error);
    const detail = error instanceof Error && error.message !== message ? error.message : null;
    // The log must not hide the job's own failure: a failed log write is ignored here.
    await ref
      .set(
        {
          status: 'error',
          lastFinishedAt: FieldValue.serverTimestamp(),
          errorMessage: message,
          errorDetail: detail,
          errorCode: isUserError(error) ? error.code : null,
        },
        { merge: true },
      )
      .catch(() => undefined);
    throw error;
  }
}
