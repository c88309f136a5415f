// The admin app's build-time configuration, embedded by cli/pipelines/buildAdminApp.ts from env
// (README "Admin app"): the web app's config for production, or, only when asked for
// (TCG_FIREBASE_EMULATORS=1), the local emulators of `npm run emulators` (project demo-tcg).

export interface AdminConfig {
  /** The Firebase web app configuration (apiKey, authDomain, projectId, appId, ...). */
  firebase: Record<string, string>;
  /** Where the Auth and Functions emulators listen; null for the real Firebase project. */
  emulators: { host: string; authPort: number; functionsPort: number } | null;
  /** Region of the callable functions (null: the contract's region). */
  functionsRegion: string | null;
  /** The product name, last in every admin page's title (TCG_PRODUCT_NAME, as the public site). */
  productName: string;
}

declare const __TCG_ADMIN_CONFIG__: AdminConfig;
declare global {
  /** `emulators !== null`, as a literal in the bundle, so production code drops emulator branches. */
  const __TCG_ADMIN_EMULATORS__: boolean;
}

export const adminConfig: AdminConfig = __TCG_ADMIN_CONFIG__;
