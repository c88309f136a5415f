// vike 0.4 loads each `+` config file of site/pages by transpiling it to
// `<file>.build-<content hash>.mjs` beside it, importing that file and deleting it. Two processes
// loading the same sources at once (the two pre-render workers of one build, or two builds) write
// the same file name, and the first to finish deletes it under the other: ERR_MODULE_NOT_FOUND.
// So loading the vike config is serialised across processes: a process takes this lock before it
// calls vike and gives it back once vite reports its config resolved (vike's own `config` hook
// awaits the vike config, so every config file is loaded by then). Each process loads it once.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { Plugin } from 'vite';
import { REPO_ROOT, SITE_ROOT } from './siteRoot.ts';

const LOCK_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'tcg');

/** A held lock: `release` gives it back (any number of calls; the first one counts). */
export interface VikeConfigLock {
  release(): Promise<void>;
  /** A vite plugin that releases the lock as soon as the config is resolved. */
  plugin: Plugin;
}

/** Waits for the config-loading lock of site/ (a killed holder's lock goes stale after 10 s). */
export async function lockVikeConfigLoad(): Promise<VikeConfigLock> {
  mkdirSync(LOCK_DIR, { recursive: true });
  const unlock = await lockfile.lock(SITE_ROOT, {
    lockfilePath: path.join(LOCK_DIR, 'vike-config.lock'),
    realpath: false,
    stale: 10_000,
    // Loading takes a second or two; many builds at once may queue for minutes.
    retries: { retries: 3_000, factor: 1.2, minTimeout: 20, maxTimeout: 200 },
    // A holder that loses the lock (a stalled process) has nothing to undo: vike reports a clash.
    onCompromised: () => undefined,
  });
  let released: Promise<void> | undefined;
  const release = () => {
    released ??= unlock().catch(() => undefined);
    return released;
  };
  return {
    release,
    plugin: {
      name: 'tcg:vike-config-loaded',
      async configResolved() {
        await release();
      },
    },
  };
}
