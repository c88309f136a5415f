// Reading a file a user named: a regular file only. A FIFO, a device or a socket can block its
// open() or read() forever, and a thread blocked in open() also blocks the process's exit.
import { constants, type Stats } from 'node:fs';
import { open } from 'node:fs/promises';

/** What a path is when it is not a regular file, in words for the error line. */
export function kindOf(info: Stats): string {
  if (info.isDirectory()) return 'a folder';
  if (info.isFIFO()) return 'a named pipe (FIFO)';
  if (info.isSocket()) return 'a socket';
  if (info.isCharacterDevice() || info.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

/** Thrown by readRegularFile for a path that exists but is no regular file. */
export class NotRegularFileError extends Error {
  constructor(
    readonly file: string,
    readonly kind: string,
  ) {
    super(`${file}: ${kind}, not a regular file`);
  }
}

/**
 * The bytes of `file`, refused (NotRegularFileError) unless it is a regular file. Opened without
 * blocking, so a FIFO is seen for what it is instead of waiting for a writer; the check is made on
 * the opened file, so what is read is what was checked.
 */
export async function readRegularFile(file: string): Promise<Buffer> {
  const handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new NotRegularFileError(file, kindOf(info));
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/** Why a user's file could not be read: what the path is when it is no regular file, else the system's error. */
export type UnreadableFile = { notRegular: string } | { code: string; error: unknown };

/**
 * The bytes of a file a user named; when it cannot be read, throws what `explain` makes of why
 * (the caller's one error line, or the error itself to rethrow).
 */
export async function readUserFile(file: string, explain: (why: UnreadableFile) => unknown): Promise<Buffer> {
  try {
    return await readRegularFile(file);
  } catch (error) {
    if (error instanceof NotRegularFileError) throw explain({ notRegular: error.kind });
    const code = (error as NodeJS.ErrnoException).code;
    // Where open() itself refuses a folder, it is the same mistake as a folder opened.
    if (code === 'EISDIR') throw explain({ notRegular: 'a folder' });
    throw explain({ code: code ?? String(error), error });
  }
}
