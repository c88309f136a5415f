// Callers for the suite: a web-SDK app per account (Auth emulator sign-in, callables through
// connectFunctionsEmulator), firebase-admin for setting up accounts and reading Firestore.
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  signInAnonymously,
  signInWithEmailAndPassword,
  type User,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import {
  type App,
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { inject } from 'vitest';
import {
  type CallableName,
  type CallablePayload,
  type CallableResult,
  callables,
  FUNCTIONS_REGION,
} from '../../engine/admin/callables.ts';

export const PROJECT_ID = 'demo-tcg';
const env = inject('backoffice');
process.env.FIRESTORE_EMULATOR_HOST = env.firestoreHost;
process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${env.authPort}`;
process.env.METADATA_SERVER_DETECTION = 'none';

let admin: { app: App; db: Firestore } | undefined;

/** firebase-admin against the suite's Firestore server and Auth emulator. */
export function adminSdk(): { app: App; db: Firestore } {
  if (!admin) {
    const app = initializeAdminApp({ projectId: PROJECT_ID }, `backoffice-admin-${randomUUID()}`);
    admin = { app, db: getFirestore(app) };
  }
  return admin;
}

export const githubOrigin = env.githubOrigin;
/** The official-site stand-in (events API and deck pages) the functions are configured with. */
export const officialOrigin = env.officialOrigin;

export type Account =
  | { kind: 'none' }
  | { kind: 'anonymous' }
  | { kind: 'email'; email?: string; claims?: Record<string, unknown>; emailVerified?: boolean };

export interface Caller {
  user: User | null;
  call<N extends CallableName>(name: N, payload?: CallablePayload<N>): Promise<CallableResult<N>>;
  /** Calls with any data at all (bad payloads). */
  callRaw(name: string, data: unknown): Promise<unknown>;
  /** Calls with any data, the answer parsed by the callable's result schema (a shape it breaks fails). */
  checked<N extends CallableName>(name: N, payload?: unknown): Promise<CallableResult<N>>;
  refreshToken(): Promise<void>;
  close(): Promise<void>;
}

/** A signed-in (or not) web client; e-mail accounts are created through firebase-admin first. */
export async function signIn(account: Account): Promise<Caller> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-key' }, `backoffice-web-${randomUUID()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://127.0.0.1:${env.authPort}`, { disableWarnings: true });
  const functions = getFunctions(app, FUNCTIONS_REGION);
  connectFunctionsEmulator(functions, '127.0.0.1', env.functionsPort);
  let user: User | null = null;
  if (account.kind === 'anonymous') user = (await signInAnonymously(auth)).user;
  if (account.kind === 'email') {
    const email = account.email ?? `user-${randomUUID()}@example.com`;
    const password = 'password-123';
    const users = getAdminAuth(adminSdk().app);
    // `npm run emulators` creates the owners' accounts: a test starts from its own.
    const existing = await users.getUserByEmail(email).catch(() => undefined);
    if (existing) await users.deleteUser(existing.uid);
    const created = await users.createUser({
      email,
      password,
      emailVerified: account.emailVerified ?? false,
    });
    if (account.claims) await users.setCustomUserClaims(created.uid, account.claims);
    user = (await signInWithEmailAndPassword(auth, email, password)).user;
  }
  const raw = async (name: string, data: unknown) =>
    (await httpsCallable(functions, name, { timeout: 600_000 })(data)).data;
  return {
    user,
    call: (name, payload) => raw(name, payload ?? {}) as never,
    callRaw: raw,
    checked: async (name, payload = {}) => callables[name].result.parse(await raw(name, payload)) as never,
    async refreshToken() {
      await auth.currentUser?.getIdToken(true);
    },
    close: () => deleteApp(app),
  };
}

/** The code and message of a failed call (the SDK's ` [403]` suffix removed), or 'ok'. */
export async function failure(
  promise: Promise<unknown>,
): Promise<{ code: string; message: string; details?: unknown }> {
  try {
    await promise;
    return { code: 'ok', message: '' };
  } catch (error) {
    const e = error as { code?: string; message?: string; details?: unknown };
    return {
      code: (e.code ?? '').replace(/^functions\//, ''),
      message: (e.message ?? '').replace(/\s*\[\d{3}\]$/, ''),
      details: e.details,
    };
  }
}

export async function closeAdmin(): Promise<void> {
  if (admin) await deleteAdminApp(admin.app);
  admin = undefined;
}
