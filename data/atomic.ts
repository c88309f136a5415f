// Atomic file and folder replacement: write beside the target under a temporary name, then
// rename, so a reader sees the old content or the new one and never half of either.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { chmod, chown, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { registerTemp } from './tempFiles.ts';

/**
 * Gives a file-system error the path it was about: a write through an open file (ENOSPC on a full
 * disk) says only "write", and the one-line error must name the file (engine/fileSystemError.ts).
 */
export function withPath(error: unknown, file: string): unknown {
  if (error instanceof Error && 'code' in error && !('path' in error)) {
    (error as NodeJS.ErrnoException).path = file;
  }
  return error;
}

/** A fresh temporary name in the same folder as `target` (same file system, so rename is atomic). */
export function tempPathBeside(target: string, tag = 'tmp'): string {
  const dir = path.dirname(target);
  // A file name holds 255 bytes: a long target's name is cut in the temporary one (the random
  // part keeps it unique), so a name that fits gets a temporary path that fits too.
  const base = cutToBytes(path.basename(target), 200);
  const temp = path.join(dir, `.${base}.${tag}-${process.pid}-${randomBytes(4).toString('hex')}`);
  // A new file or folder is removed if the process is stopped; an `old` one may hold the only
  // copy of what it replaces, so it is left to the next run's sweep (see data/tempFiles.ts).
  if (tag === 'tmp') registerTemp(temp);
  return temp;
}

/** `text` cut to at most `max` UTF-8 bytes, never inside a character. */
function cutToBytes(text: string, max: number): string {
  if (Buffer.byteLength(text) <= max) return text;
  let cut = '';
  for (const char of text) {
    if (Buffer.byteLength(cut + char) > max) break;
    cut += char;
  }
  return cut;
}

/** What a rewrite keeps of the file it replaces: its permission bits and its owner. */
export interface KeptAttributes {
  mode: number;
  uid: number;
  gid: number;
}

/**
 * The permission bits and owner of an existing `target`, or undefined when there is none: a
 * rewrite gives its new file the same ones (a private file stays private, from creation to
 * rename; a file root rewrites for another user stays that user's).
 */
export function attributesToKeep(target: string): KeptAttributes | undefined {
  try {
    const info = statSync(target);
    return { mode: info.mode & 0o7777, uid: info.uid, gid: info.gid };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Gives `temp` the mode and owner of the file it replaces (creation modes are cut by the umask,
 * and a new file belongs to whoever runs the command). Only root may give a file away; anyone
 * else changing the group to one they are not in is refused (EPERM), and the file then keeps the
 * runner's owner, as before.
 */
export async function keepAttributes(temp: string, kept: KeptAttributes | undefined): Promise<void> {
  if (kept === undefined) return;
  const info = await stat(temp);
  if (info.uid !== kept.uid || info.gid !== kept.gid) {
    await chown(temp, kept.uid, kept.gid).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPERM') throw error;
    });
  }
  // After chown, which clears set-user-id and set-group-id bits.
  await chmod(temp, kept.mode);
}

/** Writes `data` to `target` through a temporary file and a rename, keeping target's mode and owner. */
export async function writeFileAtomic(target: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true });
  const temp = tempPathBeside(target);
  const kept = attributesToKeep(target);
  try {
    await writeFile(temp, data, kept === undefined ? {} : { mode: kept.mode });
    await keepAttributes(temp, kept);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw withPath(error, temp);
  }
}

/**
 * Writes `target` through a temporary file and a rename from the texts `write` puts in order,
 * a megabyte at a time: a file of hundreds of MB is never one string in memory.
 */
export function writeFileInPieces(
  target: string,
  write: (put: (piece: string | Uint8Array) => void) => void,
): void {
  const temp = tempPathBeside(target);
  try {
    const fd = openSync(temp, 'w');
    try {
      let pending = '';
      write((piece) => {
        if (typeof piece !== 'string') {
          // Bytes go as they are, after the text before them.
          writeSync(fd, pending);
          pending = '';
          for (let at = 0; at < piece.length; ) at += writeSync(fd, piece, at);
          return;
        }
        pending += piece;
        if (pending.length >= 1 << 20) {
          writeSync(fd, pending);
          pending = '';
        }
      });
      writeSync(fd, pending);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw withPath(error, temp);
  }
}

/** Each non-empty line of `text` from offset `from`, in order, without splitting it into an array first. */
export function forEachLine(text: string, take: (line: string) => void, from = 0): void {
  for (let at = from; at < text.length; ) {
    let end = text.indexOf('\n', at);
    if (end === -1) end = text.length;
    if (end > at) take(text.slice(at, end));
    at = end + 1;
  }
}

/**
 * Each `key<TAB>value` line of `text` from offset `from` (a header before it is the caller's), in
 * order (see forEachLine); lines without a tab are skipped.
 */
export function forEachTabLine(text: string, from: number, take: (key: string, value: string) => void): void {
  forEachLine(
    text,
    (line) => {
      const tab = line.indexOf('\t');
      if (tab !== -1) take(line.slice(0, tab), line.slice(tab + 1));
    },
    from,
  );
}

export async function exists(target: string): Promise<boolean> {
  try {
    await stat(target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Puts the folder `source` at `target`, replacing whatever was there: the old folder is first
 * renamed aside, the new one renamed in, then the old one removed. Between the two renames
 * `target` is briefly missing, never half-written. With `removeOldInBackground` (a site of 100,000
 * page folders takes half a minute to delete), a detached process removes the old folder after
 * the caller has moved on; if it is killed, the next run's sweep removes the rest.
 */
export async function replaceFolder(
  source: string,
  target: string,
  options: { removeOldInBackground?: boolean } = {},
): Promise<void> {
  const old = tempPathBeside(target, 'old');
  const hadOld = await exists(target);
  if (hadOld) await rename(target, old);
  try {
    await rename(source, target);
  } catch (error) {
    if (hadOld) await rename(old, target);
    throw error;
  }
  if (!hadOld) return;
  if (options.removeOldInBackground) removeInBackground(old);
  else await rm(old, { recursive: true, force: true });
}

function removeInBackground(dir: string): void {
  const script = 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })';
  spawn(process.execPath, ['-e', script, dir], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * Renames the folder `pending` to `dir`, a cache entry, unless a complete entry (one holding
 * `mark`) got there first: then `pending` is left for the caller to remove, and the entry in place
 * is kept, since another process may be reading it. Whether it moved. A folder at `dir` without the
 * mark (an entry of an older layout) is replaced. The rename is the arbiter between processes: it
 * fails on a folder that is not empty.
 */
export function moveInUnlessPresent(pending: string, dir: string, mark: string): boolean {
  for (let attempt = 0; ; attempt++) {
    if (existsSync(path.join(dir, mark))) return false;
    try {
      renameSync(pending, dir);
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (attempt > 0 || (code !== 'ENOTEMPTY' && code !== 'EEXIST')) throw error;
      if (!existsSync(path.join(dir, mark))) rmSync(dir, { recursive: true, force: true });
    }
  }
}
