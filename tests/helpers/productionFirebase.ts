// A web app config as the Firebase console gives it, for a made-up project: what an operator sets
// as TCG_FIREBASE_CONFIG, so tests build the admin app the way production does.
export const PRODUCTION_FIREBASE = {
  apiKey: 'AIzaSyTcgProductionTestKey0000000000000',
  authDomain: 'tcg-prod-test.firebaseapp.com',
  projectId: 'tcg-prod-test',
  storageBucket: 'tcg-prod-test.firebasestorage.app',
  messagingSenderId: '123456789012',
  appId: '1:123456789012:web:0123456789abcdef',
};

/** The environment of a production `tcg build` (the emulator switch explicitly off). */
export const PRODUCTION_BUILD_ENV = {
  TCG_FIREBASE_CONFIG: JSON.stringify(PRODUCTION_FIREBASE),
  TCG_FIREBASE_EMULATORS: '0',
};
