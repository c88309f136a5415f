// The Firebase web SDK for the admin app: one app, its Auth and callable Functions, pointed at
// the emulators when the build says so.
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { FUNCTIONS_REGION } from '../../../engine/admin/callables.ts';
import { adminConfig } from '../config.ts';

export const app = initializeApp(adminConfig.firebase);
export const auth = getAuth(app);
export const functions = getFunctions(app, adminConfig.functionsRegion ?? FUNCTIONS_REGION);

const emulators = adminConfig.emulators;
if (emulators) {
  connectAuthEmulator(auth, `http://${emulators.host}:${emulators.authPort}`, { disableWarnings: true });
  connectFunctionsEmulator(functions, emulators.host, emulators.functionsPort);
}

/** E-mail sign-in is offered only against the Auth emulator (its popup needs a CDN). */
export const usesEmulators = emulators !== null;
