// One writer at a time per snapshot folder: a command that rewrites a snapshot
// (classify, jobs run, export onto it) holds a lock on it; a second one waits a bounded time,
// then refuses in one line. The lock is proper-lockfile's: a folder beside the snapshot, kept
// fresh while held, taken over once stale (a killed run leaves it behind for a few seconds only).
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { userError } from '../engine/userError.ts';

export interface SnapshotLockOptions {
  /** How long to wait for another run to finish, in milliseconds. */
  waitMs?: number;
  /** A lock not refreshed for this long is taken over (its holder was killed). */
  staleMs?: number;
}

/** A held lock is refreshed every half of this; one left by a killed run is taken over after it. */
export const LOCK_STALE_MS = 10_000;
/**
 * How long a second run waits by default before it refuses: longer than a lock takes to go stale,
 * so a lock left by a killed run never refuses the next run (the two equal, it did about half the
 * time: the takeover raced the last retry).
 */
export const DEFAULT_LOCK_WAIT_MS = LOCK_STALE_MS + 5_000;

/**
 * The lock inside the snapshot folder, used when its parent folder is not writable: a command
 * that rewrites files in place (classify, jobs run) then still runs under a lock. Replacing the
 * whole folder (export) needs a writable parent anyway, so that lock never has to survive it.
 */
export function innerLockPathOf(dir: string): string {
  return path.join(path.resolve(dir), '.tcg-lock');
}

/** Lock errors meaning "this user may not create the lock here", not "another run holds it". */
const NOT_WRITABLE = new Set(['EACCES', 'EPERM', 'EROFS']);

/**
 * Where this user can lock `dir`: beside it, else inside it when the parent folder is not
 * writable. Checked first, since the lock library retries any error for the whole wait; a snapshot
 * this user cannot write at all fails at once with the inner lock's path and why.
 */
function lockPathFor(dir: string): string {
  const beside = lockPathOf(dir);
  try {
    accessSync(path.dirname(beside), constants.W_OK);
    return beside;
  } catch (error) {
    if (!NOT_WRITABLE.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
  }
  const inner = innerLockPathOf(dir);
  try {
    accessSync(dir, constants.W_OK);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw Object.assign(new Error(`${message} (creating the lock ${inner})`), {
      code,
      path: inner,
      syscall: 'mkdir',
    });
  }
  return inner;
}

/** The lock of a snapshot folder: `.NAME.tcg-lock` beside it (it survives the folder's replacement). */
export function lockPathOf(dir: string): string {
  const resolved = path.resolve(dir);
  return path.join(path.dirname(resolved), `.${path.basename(resolved)}.tcg-lock`);
}

/**
 * Runs `work` holding the lock of the snapshot folder `dir`. When another command holds it, waits
 * up to `waitMs`, then throws a UserError naming the folder and the lock.
 */
export async function withSnapshotLock<T>(
  dir: string,
  command: string,
  work: () => Promise<T>,
  options: SnapshotLockOptions = {},
): Promise<T> {
  // A folder that does not exist has nothing to protect: the work itself reports it as missing.
  if (!existsSync(dir)) return work();
  const waitMs = options.waitMs ?? DEFAULT_LOCK_WAIT_MS;
  const lockfilePath = lockPathFor(dir);
  let release: () => Promise<void>;
  let compromised: Error | undefined;
  try {
    release = await lockfile.lock(dir, {
      lockfilePath,
      realpath: false,
      stale: options.staleMs ?? LOCK_STALE_MS,
      // Retries spaced up to a second apart, as many as fit in the wait.
      retries: { retries: Math.ceil(waitMs / 500), factor: 1, minTimeout: 500, maxTimeout: 500 },
      onCompromised: (error) => {
        compromised = error;
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw userError(
      'SNAPSHOT_LOCKED',
      `${dir}: another tcg command is rewriting this snapshot (lock ${lockfilePath}); waited ${Math.round(waitMs / 1000)} s, try again when it has finished`,
    );
  }
  try {
    const result = await work();
    if (compromised)
      throw new Error(`the lock on ${dir} was lost while ${command} ran: ${compromised.message}`);
    return result;
  } finally {
    await release().catch(() => undefined);
  }
}
