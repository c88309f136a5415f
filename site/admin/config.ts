// The admin app's build-time configuration, embedded by cli/pipelines/buildAdminApp.ts from env
// (README "Admin app configuration"). With no Firebase configuration the app targets the local
// emulators of `npm run emulators` (project demo-tcg), so the demo works out of the box.

export interface AdminConfig {
  /** The Firebase web app configuration (apiKey, authDomain, projectId, appId, ...). */
  firebase: Record<string, string>;
  /** Where the Auth and Functions emulators listen; null for the real Firebase project. */
  emulators: { host: string; authPort: number; functionsPort: number } | null;
  /** Region of the callable functions (null: the contract's region). */
  functionsRegion: string | null;
}

declare const __TCG_ADMIN_CONFIG__: AdminConfig;

export const adminConfig: AdminConfig = __TCG_ADMIN_CONFIG__;
