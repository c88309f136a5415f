// What the emulator-backed admin specs share: firebase-admin on the emulators (accounts, claims,
// documents), signing in through the app's emulator e-mail form, and the skip when the emulator
// stack is not part of this run.
import { expect, type Page, test } from '@playwright/test';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { EMULATOR_LOGIN, GATE } from '../../site/admin/texts/gate.ts';
import { siteUrl } from './routes.ts';

export const PROJECT_ID = 'demo-tcg';
/** The owner account `npm run emulators` configures (ADMIN_OWNER_EMAILS). */
export const OWNER_EMAIL = process.env.TCG_ADMIN_OWNER_EMAIL ?? 'owner@example.com';
export const PASSWORD = 'password123';

export function requireEmulators(): void {
  test.skip(
    process.env.TCG_ADMIN_EMULATORS_UP !== '1',
    'needs `npm run emulators` (the global setup could not start it, or TCG_ADMIN_EMULATORS=0)',
  );
}

let app: App | undefined;

/** firebase-admin against the emulators the global setup started. */
export function admin() {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  app ??= initializeApp({ projectId: PROJECT_ID }, `admin-tests-${process.pid}`);
  return { auth: getAuth(app), db: getFirestore(app) };
}

export async function closeAdmin(): Promise<void> {
  if (app) await deleteApp(app);
  app = undefined;
}

/** A fresh account (a unique address per call unless given), optionally verified and with claims. */
export async function createAccount(
  options: { email?: string; verified?: boolean; claims?: Record<string, unknown> } = {},
): Promise<string> {
  const email = options.email ?? `user-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { auth } = admin();
  const existing = await auth.getUserByEmail(email).catch(() => undefined);
  if (existing) await auth.deleteUser(existing.uid);
  const user = await auth.createUser({ email, password: PASSWORD, emailVerified: options.verified ?? false });
  if (options.claims) await auth.setCustomUserClaims(user.uid, options.claims);
  return email;
}

/** Signs in through the emulator build's e-mail form and waits for the gate to decide. */
export async function signIn(
  page: Page,
  email: string,
  route = '/system/admin',
  password = PASSWORD,
): Promise<void> {
  await page.goto(siteUrl(route));
  await expect(page.getByRole('heading', { name: GATE.loginTitle })).toBeVisible();
  await page.getByLabel(EMULATOR_LOGIN.emailLabel).fill(email);
  await page.getByLabel(EMULATOR_LOGIN.passwordLabel).fill(password);
  await page.getByRole('button', { name: EMULATOR_LOGIN.button }).click();
  await expect(page.getByRole('heading', { name: GATE.loginTitle })).toBeHidden();
}

/** An admin account, signed in, on `route`. */
export async function signInAsAdmin(page: Page, route = '/system/admin'): Promise<void> {
  const email = await createAccount({ claims: { admin: true } });
  await signIn(page, email, route);
  // The admin frame's navigation: in the DOM at any width (a phone folds it behind the menu
  // button, which hides it from the accessibility tree).
  await expect(page.locator('#admin-nav')).toBeAttached();
}

/**
 * The screen has loaded everything it reads: no loading line left in the main area (ui.tsx Loading
 * marks itself aria-busy). Sections that fill late push what is under them down; a test that
 * measures or clicks by position waits for this first.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.admin-main [aria-busy="true"]')).toHaveCount(0);
}

/** Collects page errors and CSP violations; the caller asserts the list is empty at the end. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The site is served with firebase.json's policy (widened to the emulators): a violation is an error.
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}
