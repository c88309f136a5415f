// Local sign-in out of the box: each configured owner gets a verified e-mail/password account in
// the Auth emulator, so a person can sign in on /system/admin with the emulator build's e-mail
// form and grant themselves admin with the request button (the real setAdminClaim bootstrap).
// The Auth emulator marks new addresses unverified, and an unverified address is never an owner.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** The owners' password when TCG_EMULATOR_OWNER_PASSWORD does not name one (emulators only). */
export const DEFAULT_OWNER_PASSWORD = 'owner-password';

/** Creates (or resets to verified, with `password`) one account per owner address. */
export async function seedOwnerAccounts(
  auth: { port: number; projectId: string },
  owners: readonly string[],
  password: string,
) {
  // firebase-admin finds the Auth emulator through this variable; the functions' own processes
  // were started before and are not affected.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${auth.port}`;
  const app = initializeApp({ projectId: auth.projectId }, `owner-seed-${process.pid}`);
  try {
    const users = getAuth(app);
    for (const email of owners) {
      const existing = await users.getUserByEmail(email).catch(() => undefined);
      if (existing) await users.updateUser(existing.uid, { password, emailVerified: true });
      else await users.createUser({ email, password, emailVerified: true });
    }
  } finally {
    await deleteApp(app);
  }
}
