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

// A literal at build time: a production bundle drops this branch and the SDK's emulator code.
if (__TCG_ADMIN_EMULATORS__ && adminConfig.emulators) {
  const { host, authPort, functionsPort } = adminConfig.emulators;
  connectAuthEmulator(auth, `http://${host}:${authPort}`, { disableWarnings: true });
  connectFunctionsEmulator(functions, host, functionsPort);
}
