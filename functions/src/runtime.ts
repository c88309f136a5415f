// What every callable works with: one firebase-admin Firestore (the emulator when
// FIRESTORE_EMULATOR_HOST is set), the pipelines' FirestoreStore over it, and the clock.
import { type App, getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { FirestoreStore } from '../../data/firestoreStore.ts';

/** The signed-in caller of an admin callable. */
export interface Caller {
  uid: string;
  email: string | null;
}

/** What a handler gets besides its payload; tests build one against their own server. */
export interface CallContext {
  db: Firestore;
  store: FirestoreStore;
  caller: Caller;
  /** The clock, as an argument (house style): tests pass a fixed one. */
  now: () => Date;
}

let shared: { db: Firestore; store: FirestoreStore } | undefined;

/** The function's firebase-admin app (the runtime's default credentials and project). */
export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}

/** The process-wide Firestore of a deployed or emulated function (created on first use). */
export function sharedFirestore(): { db: Firestore; store: FirestoreStore } {
  if (!shared) {
    const app = adminApp();
    const db = getFirestore(app);
    db.settings({ ignoreUndefinedProperties: true });
    shared = { db, store: new FirestoreStore(db, `firestore:${app.options.projectId ?? 'default'}`) };
  }
  return shared;
}

/** A context over a given Firestore (tests and the scheduled job). */
export function contextFor(db: Firestore, caller: Caller, now: () => Date = () => new Date()): CallContext {
  return { db, store: new FirestoreStore(db, 'firestore'), caller, now };
}
