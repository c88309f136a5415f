// setAdminClaim: an owner (a verified e-mail address listed in ADMIN_OWNER_EMAILS) grants
// admin rights to their own account. Nobody can grant anyone else, and the call never revokes.
import { getAuth } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/v2/https';
import { CALLABLE_MESSAGES, type CallableResult } from '../../../engine/admin/callables.ts';
import { isOwnerToken } from '../access.ts';
import { type CallAuth, parsePayload } from '../callable.ts';
import { toHttpsError } from '../callError.ts';
import { adminApp } from '../runtime.ts';

export async function runSetAdminClaim(
  auth: CallAuth,
  data: unknown,
  owners: readonly string[],
): Promise<CallableResult<'setAdminClaim'>> {
  if (!auth || !isOwnerToken(auth.token, owners))
    throw new HttpsError('permission-denied', CALLABLE_MESSAGES.notOwner);
  const { targetUid } = parsePayload('setAdminClaim', data);
  if (targetUid !== auth.uid) throw new HttpsError('permission-denied', CALLABLE_MESSAGES.notOwner);
  try {
    const users = getAuth(adminApp());
    const user = await users.getUser(targetUid);
    await users.setCustomUserClaims(targetUid, { ...(user.customClaims ?? {}), admin: true });
    return { uid: targetUid, admin: true };
  } catch (error) {
    throw toHttpsError(error);
  }
}
