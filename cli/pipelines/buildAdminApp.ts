// Emits the admin SPA (site/admin, a second Vite entry beside the vike site) into a built site at
// <siteDir>/system/admin/, with the Firebase configuration of the environment embedded. The
// bundle depends only on the modules the bundler loads and that configuration, so it is cached by
// their hash (bundleCache.ts): rebuilding the public pages does not rebuild the admin app.
import { cpSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { userError } from '../../engine/userError.ts';
import type { AdminConfig } from '../../site/admin/config.ts';
import { cachedBundle, filesKey, MODULES_FILE, moduleRecorder, writeModuleList } from './bundleCache.ts';
import { REPO_ROOT, SITE_ROOT } from './siteRoot.ts';

export const ADMIN_ROOT = path.join(SITE_ROOT, 'admin');
/** Where the app lives in the site (firebase.json rewrites /system/admin/** to its index.html). */
export const ADMIN_PATH = 'system/admin';
/**
 * Beside an emulator build's index.html: the origins the app calls (Auth, Functions), so
 * `tcg serve` adds them to the production Content-Security-Policy. Hosting never deploys it
 * (firebase.json ignores dot files), and a production build has none.
 */
export const EMULATOR_ORIGINS_FILE = '.tcg-emulators.json';

/** The emulator ports of `npm run emulators` (DESIGN "The back office"). */
const EMULATOR_DEFAULTS = { host: '127.0.0.1', authPort: 9099, functionsPort: 5001 };
/** A demo project id makes the SDK talk only to emulators; any api key is accepted there. */
const DEMO_FIREBASE = {
  apiKey: 'demo-api-key',
  authDomain: 'demo-tcg.firebaseapp.com',
  projectId: 'demo-tcg',
  appId: 'demo-tcg-admin',
};

/**
 * The configuration from env (README "Admin app"). A production build needs the web app's config;
 * the emulator build is made only when asked for (TCG_FIREBASE_EMULATORS=1), never by default, so
 * a publish without the config stops instead of shipping an admin that signs in to 127.0.0.1.
 */
/** The product name when TCG_PRODUCT_NAME is unset (site/lib/site.ts has the same default). */
export const DEFAULT_PRODUCT_NAME = 'ポケカデッキ統計';

export function adminConfigFromEnv(env: NodeJS.ProcessEnv): AdminConfig {
  const raw = env.TCG_FIREBASE_CONFIG?.trim();
  const useEmulators = emulatorSwitch(env.TCG_FIREBASE_EMULATORS);
  if (!raw && !useEmulators) {
    throw userError(
      'ADMIN_CONFIG_MISSING',
      `TCG_FIREBASE_CONFIG is not set: the admin app needs the web app's config, e.g. {"apiKey":"...","authDomain":"...","projectId":"...","appId":"..."} (Firebase console → Project settings → Your apps); for a local build against \`npm run emulators\`, set TCG_FIREBASE_EMULATORS=1`,
    );
  }
  const firebase = raw ? firebaseConfigOf(raw) : DEMO_FIREBASE;
  const port = (name: string, fallback: number) => {
    const text = env[name]?.trim();
    if (!text) return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1 || value > 65535) {
      throw userError('CONFIG_INVALID', `${name}=${text}: not a port number; give 1-65535 or leave it unset`);
    }
    return value;
  };
  return {
    firebase,
    emulators: useEmulators
      ? {
          host: env.TCG_FIREBASE_EMULATOR_HOST?.trim() || EMULATOR_DEFAULTS.host,
          authPort: port('TCG_FIREBASE_AUTH_PORT', EMULATOR_DEFAULTS.authPort),
          functionsPort: port('TCG_FIREBASE_FUNCTIONS_PORT', EMULATOR_DEFAULTS.functionsPort),
        }
      : null,
    functionsRegion: env.TCG_FIREBASE_FUNCTIONS_REGION?.trim() || null,
    productName: env.TCG_PRODUCT_NAME?.trim() || DEFAULT_PRODUCT_NAME,
  };
}

/** TCG_FIREBASE_EMULATORS: 1/true builds for the emulators, 0/false or unset does not. */
function emulatorSwitch(value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return true;
  throw userError(
    'CONFIG_INVALID',
    `TCG_FIREBASE_EMULATORS=${value}: give 1 (build the admin app for \`npm run emulators\`) or 0, or leave it unset`,
  );
}

function firebaseConfigOf(raw: string): Record<string, string> {
  let firebase: unknown;
  try {
    firebase = JSON.parse(raw);
  } catch (error) {
    throw userError(
      'CONFIG_INVALID',
      `TCG_FIREBASE_CONFIG: not JSON (${(error as Error).message}); set it to the web app's config object, e.g. {"apiKey":"...","authDomain":"...","projectId":"...","appId":"..."}`,
    );
  }
  const config = firebase as Record<string, unknown> | null;
  if (config === null || typeof config !== 'object' || Array.isArray(config)) {
    throw userError(
      'CONFIG_INVALID',
      'TCG_FIREBASE_CONFIG: not a JSON object; paste the whole web app config, {"apiKey":"...","projectId":"...",...}',
    );
  }
  for (const field of ['apiKey', 'authDomain', 'projectId'] as const) {
    if (typeof config[field] !== 'string' || config[field] === '') {
      throw userError(
        'CONFIG_INVALID',
        `TCG_FIREBASE_CONFIG: no "${field}" in it; paste the whole web app config`,
      );
    }
  }
  return config as Record<string, string>;
}

/**
 * Builds (or takes from the cache) the admin app and copies it to <siteDir>/system/admin; returns
 * the cached bundle's folder and whether this call built it.
 */
export async function emitAdminApp(
  siteDir: string,
  config: AdminConfig,
  options: { quiet?: boolean } = {},
): Promise<{ bundleDir: string; built: boolean }> {
  const cacheRoot = path.join(REPO_ROOT, 'node_modules', '.cache', 'tcg-admin');
  mkdirSync(cacheRoot, { recursive: true });
  const { dir: built, built: made } = await cachedBundle(
    { cacheDir: cacheRoot, repoRoot: REPO_ROOT, extra: buildKey(config), complete: 'index.html' },
    async (staging) => {
      // A few recent bundles stay (a production and an emulator build alternate in the tests);
      // older ones are of no use once the sources changed.
      pruneCache(cacheRoot, KEPT_BUNDLES - 1);
      await bundle(config, staging, options.quiet === true);
    },
  );
  if (!made) {
    // Used now: the newest, for pruning.
    const now = new Date();
    utimesSync(built, now, now);
  }
  // The module list is the cache's, not the site's.
  cpSync(built, path.join(siteDir, ADMIN_PATH), {
    recursive: true,
    filter: (source) => path.basename(source) !== MODULES_FILE,
  });
  if (config.emulators) {
    const { host, authPort, functionsPort } = config.emulators;
    const origins = [`http://${host}:${authPort}`, `http://${host}:${functionsPort}`];
    writeFileSync(path.join(siteDir, ADMIN_PATH, EMULATOR_ORIGINS_FILE), `${JSON.stringify({ origins })}\n`);
  }
  return { bundleDir: built, built: made };
}

/** Bundles kept in the cache, newest first. */
const KEPT_BUNDLES = 3;

function pruneCache(cacheRoot: string, keep: number): void {
  const bundles = readdirSync(cacheRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => path.join(cacheRoot, entry.name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  for (const old of bundles.slice(keep)) rmSync(old, { recursive: true, force: true, maxRetries: 2 });
}

async function bundle(config: AdminConfig, outDir: string, quiet: boolean): Promise<void> {
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  const modules = moduleRecorder();
  await build({
    root: ADMIN_ROOT,
    base: `/${ADMIN_PATH}/`,
    configFile: false,
    logLevel: quiet ? 'silent' : 'warn',
    plugins: [react(), modules.plugin],
    define: {
      __TCG_ADMIN_CONFIG__: JSON.stringify(config),
      __TCG_ADMIN_EMULATORS__: JSON.stringify(config.emulators !== null),
    },
    build: { outDir, emptyOutDir: true, target: 'es2020', chunkSizeWarningLimit: 2000 },
  });
  // The modules the bundler loaded are the bundle's cache key.
  writeModuleList(outDir, REPO_ROOT, modules.files());
}

/**
 * What reaches the bundle besides its modules: the config embedded in it, node_modules (by the
 * lockfile) and this file (the build's own config).
 */
function buildKey(config: AdminConfig): string {
  return [
    'admin v2',
    JSON.stringify(config),
    filesKey(REPO_ROOT, ['package-lock.json', 'cli/pipelines/buildAdminApp.ts']),
  ].join('\n');
}
